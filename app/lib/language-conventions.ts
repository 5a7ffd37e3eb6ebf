// How a language writes the words the site puts together from the content: a name and the
// words after it, a heading that begins with a language's name, a share and what it counts.

// Languages whose line goes on in lower case after a colon or a comma that joins two parts:
// « Les chiffres : femmes formées », « Awa Jallow, designer web ». English keeps the capital.
const lowerAfterJoin = new Set(["fr"]);

/**
 * Words that go on a line after a colon or a comma, as the language writes them: in French,
 * « Tous nos programmes » after « … : » is « tous nos programmes ». A name keeps its capital
 * (`names`, such as « Passerelle numérique Gambie »), and so does a word with more than one
 * (« WiT »).
 */
export function continued(text: string, languageCode: string, names: readonly string[] = []): string {
  if (!lowerAfterJoin.has(languageCode.split("-")[0] ?? "")) return text;
  // The whole first word: « Jean-Pierre » and « WiT » keep their capitals.
  const first = /^[\p{L}’'-]+/u.exec(text)?.[0] ?? "";
  if (!/^\p{Lu}/u.test(first) || /\p{Lu}/u.test(first.slice(1))) return text;
  if (names.some((name) => text.startsWith(name) && !/[\p{L}\p{N}]/u.test(text.charAt(name.length))))
    return text;
  return first.charAt(0).toLocaleLowerCase(languageCode) + text.slice(1);
}

/**
 * Words that begin a heading or a line, with a capital: French names languages in lower case
 * (« wolof »), which a heading or a pill of their own begins with « Wolof ».
 */
export function lineStart(text: string, languageCode: string): string {
  const [first = ""] = text;
  return first.toLocaleUpperCase(languageCode) + text.slice(first.length);
}

// A share image's figure and its label on one line. French puts "de" between a share and what
// it counts: « 85 % de progression de carrière », « 40 % d’entreprises ».
const shareOf: Record<string, (label: string) => string> = {
  fr: (label) => (/^[aeiouàâäéèêëîïôöùûü]/i.test(label) ? `d’${label}` : `de ${label}`),
};

/** A figure and its label as one line of a share image: "500+ women trained", « 85 % de progression de carrière ». */
export function figureWithLabel(value: string, label: string, languageCode: string): string {
  // Labels are written as headings ("Women Trained"); on the line they are words of a sentence.
  const lowered = label.toLocaleLowerCase(languageCode);
  const share = shareOf[languageCode.split("-")[0] ?? ""];
  return `${value} ${share && /%$/.test(value.trim()) ? share(lowered) : lowered}`;
}

// Where the language's own data names a currency only by its code, or by a sign another
// currency has too (the Liberian dollar's "$"), the sign its own country writes: the dalasi is
// "D500" in The Gambia, where CLDR has "GMD 500".
const currencySigns: Record<string, string> = { GMD: "D", SLE: "Le", KES: "KSh", LRD: "L$" };

/**
 * An amount of money as the page's language writes it (Intl, `locale` such as "fr-FR"): "10 000
 * F CFA", "D500", "₦5,000", "GH₵300", "$25", « 25 $US », « 25 € ». Its sign tells one dollar from
 * another (CA$); where the language has only the code, the sign its users know (₦ for NGN).
 * Cents only where the amount has them.
 */
export function money(amount: number, currency: string, locale: string): string {
  const written = (currencyDisplay: "symbol" | "narrowSymbol") =>
    new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      currencyDisplay,
      minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
      maximumFractionDigits: 2,
    }).formatToParts(amount);
  const signOf = (parts: Intl.NumberFormatPart[]) => parts.find((part) => part.type === "currency")?.value;
  let parts = written("symbol");
  if (signOf(parts) === currency) parts = written("narrowSymbol");
  const shown = signOf(parts);
  const sign =
    shown === currency || (shown === "$" && currency !== "USD") ? currencySigns[currency] : undefined;
  if (!sign) return parts.map((part) => part.value).join("");
  const index = parts.findIndex((part) => part.type === "currency");
  // A sign of one letter before the figure is written against it, as "$25" is: "D500", but
  // "Le 100"; after the figure, apart: « 500 D ».
  const before = index === 0 && sign.length === 1;
  return parts
    .map((part, at) =>
      at === index ? sign : before && at === index + 1 && part.type === "literal" ? "" : part.value,
    )
    .join("");
}
