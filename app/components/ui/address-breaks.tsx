import { Fragment, type ReactNode } from "react";

// An email or web address as people write one in a sentence; a final full stop ends the sentence.
const email = /[^\s@<>()"]+@[^\s@<>()"]+\.[^\s@<>()".,;:!?]+/.source;
const web = /https?:\/\/[^\s<>()"]+[^\s<>()".,;:!?]/.source;
/** An email address in a sentence, as a group: `text.split(emailAddress)` puts each at an odd position. */
export const emailAddress = new RegExp(`(${email})`);
const address = new RegExp(`(${email}|${web})`);

/**
 * Text whose addresses may break only after their "@", their dots and their slashes, so that
 * on a narrow phone "privacy@womenintech.example.org" never leaves "g" alone on a line.
 */
export function withAddressBreaks(text: string): ReactNode {
  const parts = text.split(address);
  if (parts.length === 1) return text;
  // split() with a group puts each address at an odd position.
  return parts.map((part, index) =>
    index % 2 === 1 ? <Fragment key={index}>{addressBreaks(part)}</Fragment> : part,
  );
}

/** One address with a place to break after each "@", dot and slash. */
export function addressBreaks(text: string): ReactNode[] {
  return text
    .split(/(?<=[@./])(?=[^./])/)
    .flatMap((piece, index) => (index === 0 ? [piece] : [<wbr key={index} />, piece]));
}
