// The currencies the site writes amounts in, as the page's language writes money: a gift on a
// donation page, a figure of the organisation's that is an amount.
import { choice } from "./fields.ts";

/**
 * The currencies a donor here gives in, by their ISO 4217 codes: those of West Africa, then
 * those of the diaspora. The site writes each amount as the page's language writes money.
 */
export const currencies = {
  XOF: "CFA franc of West Africa (XOF): Senegal, Côte d'Ivoire, Mali…",
  GMD: "Gambian dalasi (GMD)",
  NGN: "Nigerian naira (NGN)",
  GHS: "Ghanaian cedi (GHS)",
  SLE: "Sierra Leonean leone (SLE)",
  LRD: "Liberian dollar (LRD)",
  GNF: "Guinean franc (GNF)",
  XAF: "CFA franc of Central Africa (XAF): Cameroon, Gabon…",
  KES: "Kenyan shilling (KES)",
  USD: "US dollar (USD)",
  EUR: "Euro (EUR)",
  GBP: "Pound sterling (GBP)",
  CAD: "Canadian dollar (CAD)",
} as const;

export type Currency = keyof typeof currencies;

/** A choice of currency, with what it is the currency of. */
export function currencyChoice(hint: string) {
  return choice(Object.keys(currencies) as [Currency, ...Currency[]], "Currency", hint, currencies);
}

export const currency = currencyChoice(
  "The currency of its amounts: the page writes them as its language writes money (10 000 F CFA, D500, US$25).",
);
