// Sveltia reads a field's hint and a collection's description as Markdown, and lets some HTML
// through: "/programs/<name>/apply/" would lose "<name>" as an unknown tag, and "*" or "_" would
// turn words into emphasis. Each character that Markdown or HTML could read so is written as a
// character reference, which both show as the character itself. A backslash is one of them:
// Sveltia turns a backslash and an "n" into a line break before it reads the rest.
const markup = /[\\`*_~[\]<>&]/g;

/** The text as Sveltia shows it where it reads Markdown: exactly as written. */
export function literalText(text: string): string {
  return text.replace(markup, (character) => `&#${character.codePointAt(0)};`);
}
