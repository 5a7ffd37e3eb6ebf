// Apart from the loader, so the error page (which also runs in the browser) can import it.

const heading = "The content has problems:";

export class ContentError extends Error {
  constructor(problems: readonly string[]) {
    super([heading, ...problems].join("\n"));
    this.name = "ContentError";
    // The mistake is in a content file, not in the code: where the code noticed it would
    // only bury the lines a volunteer needs (the dev server prints this error as it is).
    this.stack = `${this.name}: ${this.message}`;
  }

  get problems(): readonly string[] {
    return this.message.split("\n").slice(1);
  }
}

// The dev server sends errors to the browser as plain messages: the message is recognised.
export function contentProblems(error: unknown): readonly string[] | undefined {
  if (error instanceof ContentError) return error.problems;
  if (error instanceof Error && error.message.startsWith(`${heading}\n`)) {
    return error.message.split("\n").slice(1);
  }
  return undefined;
}
