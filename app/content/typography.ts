// A language's typography, kept by the site rather than by the person typing: French puts a
// no-break space before : ; ! ? % and currency signs and inside « », so that a lone "?" never
// starts a line on a narrow phone, and nobody has to type a space a phone keyboard lacks.
const nbsp = "\u00a0";
// The thin one, as French typesetting uses before ; ! ? and between groups of digits.
const thin = "\u202f";

const rules: Record<string, ReadonlyArray<[RegExp, string]>> = {
  fr: [
    [/[ \u00a0\u202f]+:(?=\s|$)/g, `${nbsp}:`],
    [/[ \u00a0\u202f]+([;!?%$€£»])/g, `${thin}$1`],
    // « $ US » stays one sign on a narrow line.
    [/\$ US\b/g, `$${nbsp}US`],
    [/«[ \u00a0\u202f]+/g, `«${nbsp}`],
    [/(\d) (?=\d{3}(?!\d))/g, `$1${thin}`],
    // « Plus de 500 » keeps the figure with its « de » on a narrow card.
    [/(?<=(?:^|[\s\u00a0])[dD]e) (?=\d)/g, nbsp],
    // The apostrophe a phone keyboard types is a typewriter's: « l'accueil » is « l’accueil ».
    [/(?<=\p{L})'(?=\p{L})/gu, "’"],
  ],
};

/** The language's rules for one piece of text: "Oups ! Page" has a no-break space in French. */
export function typeset(text: string, languageCode: string): string {
  const own = rules[languageCode.split("-")[0] ?? ""];
  // An address is written as it is, to the letter: "/a?b", "o'neil@example.org".
  if (!own || /^(?:[a-z]+:|\/|#)\S*$|^\S+@\S+$/i.test(text)) return text;
  return own.reduce((result, [pattern, by]) => result.replace(pattern, by), text);
}

/** Every string of a language's content, typeset. */
export function typesetAll<Data>(data: Data, languageCode: string): Data {
  if (!rules[languageCode.split("-")[0] ?? ""]) return data;
  const walk = (value: unknown): unknown => {
    if (typeof value === "string") return typeset(value, languageCode);
    if (Array.isArray(value)) return value.map(walk);
    // An instant worked out as the content is read (an event's start) is no words.
    if (value instanceof Date) return value;
    if (value && typeof value === "object") {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item)]));
    }
    return value;
  };
  return walk(data) as Data;
}
