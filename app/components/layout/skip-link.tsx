import { useLanguageOf } from "#app/components/ui/languages-of-words.tsx";

export function SkipLink({ targetId, label }: { targetId: string; label: string }) {
  const lang = useLanguageOf()(label);
  return (
    <a
      href={`#${targetId}`}
      lang={lang}
      className="sr-only rounded-control bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:absolute focus:top-3 focus:left-3 focus:z-50"
    >
      {label}
    </a>
  );
}
