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
 * Words a template joins to a name, as the language writes them: in French « de » before a
 * vowel or a mute h is « d’ »: « heure d’Accra », « heure d’Abidjan ».
 */
export function elided(text: string, locale: string): string {
  if (!elides.has(locale.split("-")[0] ?? "")) return text;
  return text.replace(/\b(d)e (?=[aeiouyàâäéèêëîïôöùûüh])/giu, "$1’");
}
const elides = new Set(["fr"]);

/**
 * Words that begin a heading or a line, with a capital: French names languages in lower case
 * (« wolof »), which a heading or a pill of their own begins with « Wolof ».
 */
export function lineStart(text: string, languageCode: string): string {
  const [first = ""] = text;
  return first.toLocaleUpperCase(languageCode) + text.slice(first.length);
}

// Where the language's own data names a currency only by its code, or by a sign another
// currency has too (the Liberian dollar's "$"), the sign its own country writes: the dalasi is
// "D500" in The Gambia, where CLDR has "GMD 500".
const currencySigns: Record<string, string> = { GMD: "D", SLE: "Le", KES: "KSh", LRD: "L$" };
// The US dollar, on a site that serves Liberia, is never a bare "$": "US$25" in English, and
// « 25 $ US » in French, as its typography writes it (CLDR has « $US »).
const usDollar: Record<string, string> = { en: "US$", fr: "$\u00a0US" };

/**
 * An amount of money as the page's language writes it (Intl, `locale` such as "fr-FR"): "10 000
 * F CFA", "D500", "₦5,000", "GH₵300", "US$25", « 25 $ US », « 25 € ». Its sign tells one dollar
 * from another (CA$); where the language has only the code, the sign its users know (₦ for NGN).
 * Cents only where the amount has them.
 */
export function money(amount: number, currency: string, locale: string): string {
  return moneyParts(amount, currency, locale)
    .map((part) => part.value)
    .join("");
}

/** An amount of money as `money` writes it, in its parts: the figure's, the sign, the spaces. */
function moneyParts(amount: number, currency: string, locale: string): Intl.NumberFormatPart[] {
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
    currency === "USD"
      ? usDollar[locale.split("-")[0] ?? ""]
      : shown === currency || shown === "$"
        ? currencySigns[currency]
        : undefined;
  if (!sign) return parts;
  const index = parts.findIndex((part) => part.type === "currency");
  // A sign of one letter before the figure is written against it, as "$25" is: "D500", but
  // "Le 100"; after the figure, apart: « 500 D ».
  const before = index === 0 && sign.length === 1;
  return parts.flatMap((part, at) =>
    at === index
      ? [{ ...part, value: sign }]
      : before && at === index + 1 && part.type === "literal"
        ? []
        : [part],
  );
}

/**
 * A figure of the organisation's as the page shows it: as written ("500+", « 85 % »), or, for an
 * amount given its currency, with the sign where the page's language writes money: "85K" in US
 * dollars is "US$85K" in English, « 85 000 » is « 85 000 $ US » in French.
 */
export function figureOf(
  statistic: { value: string; currency?: string | undefined },
  locale: string,
): string {
  if (!statistic.currency) return statistic.value;
  // The sign of one unit, around the staff's own figure in place of the unit's, whatever digits
  // the language writes it with.
  const figure = new Set(["integer", "group", "decimal", "fraction"]);
  const parts = moneyParts(1, statistic.currency, locale);
  const first = parts.findIndex((part) => figure.has(part.type));
  return parts
    .map((part, at) => (at === first ? statistic.value : figure.has(part.type) ? "" : part.value))
    .join("");
}
