import { Container } from "#app/components/ui/container.tsx";

// Shown by the dev server while a content file has a mistake; never built into a page.
export function ContentProblems({ problems }: { problems: readonly string[] }) {
  return (
    <section aria-labelledby="content-problems-heading" className="py-16">
      <Container>
        <h1 id="content-problems-heading" className="text-heading font-bold">
          The content has {problems.length === 1 ? "a problem" : `${problems.length} problems`}
        </h1>
        <p className="mt-2 text-muted-foreground">Fix these in the files, and this page reloads.</p>
        <ul className="mt-6 space-y-3">
          {problems.map((problem) => (
            <li
              key={problem}
              className="rounded-control border border-border bg-card p-4 font-mono text-small"
            >
              {problem}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
