// A donation page's own blocks, which any page the staff write may hold (pages.ts): what a gift
// does, in the organisation's figures, and the ways to give: a card checkout or a platform (a
// link to its page, or one per amount), mobile money (a number or a merchant code, and the
// code a phone dials) and a bank transfer. Nothing on the page takes a payment: it sends the
// donor to the service, or gives her the numbers to copy, dial or read out.
import * as z from "zod";
import { destination, list, paragraph, patterned, personName, text } from "./fields.ts";
import { currency } from "./currencies.ts";
import { readDestination } from "./links.ts";

const amount = z
  .number()
  .positive()
  .meta({ label: "Amount", hint: "In figures, without the currency: 25, or 10000 for 10 000 F CFA." });

/** An address a donor is sent to, to give: a checkout or a platform's page. */
function checkoutLink(label: string, hint: string) {
  return destination(label, hint).superRefine((link, context) => {
    const read = readDestination(link);
    if (link === "" || "problem" in read || read.kind === "web") return;
    context.addIssue({
      code: "custom",
      rule: "link",
      message: `"${link}" is not a payment page: write the address the service gives, starting with https://.`,
    });
  });
}

const pricedLink = z
  .object({
    amount,
    link: checkoutLink(
      "Link",
      "The service's payment link for this amount, where it needs one (a Stripe Payment Link, a Paystack page). Empty: the checkout's own Link.",
    ).optional(),
  })
  .strict();

const checkout = z
  .object({
    name: text("Name", 'How donors know it, e.g. "Card or PayPal", "Paystack" or "GlobalGiving".'),
    text: paragraph(
      "Text",
      'A sentence under its name, e.g. "Visa, Mastercard or Apple Pay; the receipt comes by email." Empty: none.',
    ).optional(),
    currency,
    link: checkoutLink(
      "Link",
      "Its page where the donor writes her own amount, starting with https://. Set the service to return donors to your thank-you page (a page of your own, out of search results): its address in each language, /thank-you/ and /fr/thank-you/. Empty: only the amounts below.",
    ).optional(),
    once: list(
      pricedLink,
      { label: "Amounts once", hint: "Each amount offered for a gift once.", itemLabel: "Amount" },
      { min: 0, max: 6 },
    ).optional(),
    monthly: list(
      pricedLink,
      { label: "Amounts monthly", hint: "Each amount offered every month.", itemLabel: "Amount" },
      { min: 0, max: 6 },
    ).optional(),
  })
  .strict()
  .superRefine((way, context) => {
    const amounts = [
      ...(way.once ?? []).map((priced, index) => ({ priced, path: ["once", index, "link"] })),
      ...(way.monthly ?? []).map((priced, index) => ({ priced, path: ["monthly", index, "link"] })),
    ];
    if (!way.link && amounts.length === 0) {
      context.addIssue({
        code: "custom",
        rule: "required",
        path: ["link"],
        message: "is empty, and the checkout offers no amounts: give its Link, or amounts with their links.",
      });
    }
    if (way.link) return;
    for (const { path } of amounts.filter(({ priced }) => !priced.link)) {
      context.addIssue({
        code: "custom",
        rule: "required",
        path,
        message: "is empty, and so is the checkout's own Link: give this amount its payment link.",
      });
    }
  });

/** A number as an operator or a bank writes it: digits, grouped by spaces, and + - / . */
const written = (label: string, hint: string) =>
  patterned(/^\+?[0-9A-Z][0-9A-Z ./-]*$/, {
    label,
    hint,
    format: "Write it in digits (and capital letters where it has them), grouped by spaces as it is written.",
    translatable: false,
  });

/** A way to give needs one of two numbers: said at the first, naming the second, when both are empty. */
function eitherField<Way>(first: keyof Way & string, second: keyof Way & string, theOther: string) {
  return (way: Way, context: z.RefinementCtx) => {
    if (way[first] || way[second]) return;
    context.addIssue({
      code: "custom",
      rule: "required",
      path: [first],
      message: `is empty, and so is ${theOther}.`,
    });
  };
}

const mobileMoney = z
  .object({
    operator: personName(
      'As donors know it, the same in every language: "Wave", "Orange Money", "MTN MoMo".',
      "Operator",
    ),
    country: text("Country", 'Where it pays, e.g. "Senegal".'),
    number: written(
      "Number",
      "The number to send to, grouped as the operator writes it, e.g. +221 77 000 00 00. Empty: the merchant code alone.",
    ).optional(),
    merchantCode: written(
      "Merchant code",
      "The code to pay, where the operator gives one. Empty: none.",
    ).optional(),
    recipient: z.string().trim().min(1).meta({
      label: "Name shown",
      hint: "The name her phone shows before she confirms, as the operator writes it, so she knows it is you.",
      translatable: false,
    }),
    ussd: patterned(/^[*#0-9]+#$/, {
      label: "Code to dial",
      hint: "The USSD code that opens the operator's menu, e.g. *144#: the page makes it a link that dials it. Empty: none.",
      format: "Write it as it is dialled: *, digits and # at the end, such as *144#.",
      translatable: false,
    }).optional(),
    steps: list(
      text("Step"),
      {
        label: "Steps",
        hint: 'What she does on her phone, one a line, e.g. "Choose Pay a merchant".',
        itemLabel: "Step",
      },
      { min: 0, max: 8 },
    ).optional(),
  })
  .strict()
  .superRefine(
    eitherField("number", "merchantCode", "the merchant code: give the number or the code a donor sends to"),
  );

const bankTransfer = z
  .object({
    bank: personName('Its name, the same in every language, e.g. "Ecobank Gambia".', "Bank"),
    accountName: z.string().trim().min(1).meta({
      label: "Account name",
      hint: "As the bank writes it.",
      translatable: false,
    }),
    accountNumber: written(
      "Account number",
      "For a transfer within the country. Empty: the IBAN alone.",
    ).optional(),
    iban: patterned(/^[A-Z]{2}[0-9]{2}[A-Z0-9 ]{8,38}$/, {
      label: "IBAN",
      hint: "For a transfer from abroad, grouped by four as the bank writes it. Empty: none.",
      format:
        "Write it as the bank gives it: two letters, two digits, then letters and digits, grouped by spaces.",
      translatable: false,
    }).optional(),
    swift: patterned(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, {
      label: "SWIFT/BIC",
      hint: "The bank's code for a transfer from abroad: 8 or 11 capital letters and digits. Empty: none.",
      format: "Write its 8 or 11 capital letters and digits, without spaces, such as ECOCGMGM.",
      translatable: false,
    }).optional(),
    reference: text(
      "Reference",
      'What to write as the transfer\'s reference, e.g. "GIFT and your name". Empty: none.',
    ).optional(),
  })
  .strict()
  .superRefine(eitherField("accountNumber", "iban", "the IBAN: give the number a donor sends to"));

export const gifts = list(
  z
    .object({
      amount,
      currency,
      does: text("What it does", 'e.g. "A month of mobile data for one student".'),
    })
    .strict(),
  {
    label: "What a gift does",
    hint: "Amounts in your own figures, each with what it pays for, in the currency donors think in.",
    itemLabel: "Gift",
  },
  { min: 0, max: 8 },
);

export const giving = z
  .object({
    checkouts: list(
      checkout,
      {
        label: "Checkouts",
        hint: "Card, PayPal or a giving platform: each leads to the service's page, with amounts once and monthly.",
        itemLabel: "Checkout",
      },
      { min: 0, max: 4 },
    ).optional(),
    mobileMoney: list(
      mobileMoney,
      {
        label: "Mobile money",
        hint: "Each operator and country: the number or merchant code, the name shown, the code to dial.",
        itemLabel: "Mobile money",
      },
      { min: 0, max: 8 },
    ).optional(),
    bankTransfers: list(
      bankTransfer,
      {
        label: "Bank transfers",
        hint: "Each account, with what a transfer from abroad needs.",
        itemLabel: "Account",
      },
      { min: 0, max: 3 },
    ).optional(),
    words: z
      .object({
        once: text("Once", 'Above the amounts given once, e.g. "Give once".'),
        monthly: text("Monthly", 'Above the amounts given every month, e.g. "Give monthly".'),
        perMonth: text("A month", 'Said after a monthly amount, e.g. "a month": "$10 a month".'),
        ownAmount: text("Another amount", 'The link to the checkout\'s own page, e.g. "Another amount".'),
        number: text("Number", 'e.g. "Number".'),
        merchantCode: text("Merchant code", 'e.g. "Merchant code".'),
        recipient: text("Name shown", 'e.g. "Name shown".'),
        dial: text("Code to dial", 'e.g. "Dial".'),
        accountName: text("Account name", 'e.g. "Account name".'),
        accountNumber: text("Account number", 'e.g. "Account number".'),
        reference: text("Reference", 'e.g. "Reference".'),
        supports: patterned(/\{program\}/, {
          label: "The program a gift supports",
          hint: 'Shown when a program\'s button leads here; {program} is its title, e.g. "Your gift supports {program}."',
          format: 'Write {program} where the program\'s title goes, such as "Your gift supports {program}."',
        }),
        privacy: text(
          "On the privacy page",
          'Before the services this page sends a donor to, on the page that lists the site\'s forms, e.g. "To give, this page sends you to:".',
        ),
      })
      .strict()
      .meta({ label: "Words", hint: "The words around the numbers, in this page's language." }),
  })
  .strict()
  .superRefine((way, context) => {
    if (way.checkouts?.length || way.mobileMoney?.length || way.bankTransfers?.length) return;
    context.addIssue({
      code: "custom",
      rule: "required",
      path: ["checkouts"],
      message: "is empty, and so are mobile money and bank transfers: give at least one way to give.",
    });
  });

export type Giving = z.infer<typeof giving>;

/** A page the staff write is a donation page when it has ways to give. */
export function isDonationPage(page: { sections: ReadonlyArray<{ giving?: unknown }> }): boolean {
  return page.sections.some((section) => section.giving);
}

/**
 * The page the staff write a button chooses under Page (as a page, not a place on it), among
 * `pages` by their addresses in the site's own language ("/donate/" for donate.yml). Page is the
 * same in every language, so every language's button leads alike.
 */
export function chosenPage<Page extends { slug: string }>(
  button: { page?: string | undefined },
  pages: readonly Page[],
): Page | undefined {
  if (!button.page) return undefined;
  const read = readDestination(button.page);
  if ("problem" in read || read.kind !== "page" || read.anchor) return undefined;
  // The link check takes /donate as /donate/: so does this.
  const path = read.path.endsWith("/") ? read.path : `${read.path}/`;
  return pages.find((page) => path === `/${page.slug}/`);
}

/** The donation page a button chooses under Page, if it chooses one. */
export function donationPageOf<Page extends DonationPageShape>(
  button: { page?: string | undefined },
  pages: readonly Page[],
): Page | undefined {
  const page = chosenPage(button, pages);
  return page && isDonationPage(page) ? page : undefined;
}

type DonationPageShape = { slug: string; sections: ReadonlyArray<{ giving?: unknown }> };
type ButtonsOf = ReadonlyArray<{ page?: string | undefined }>;

/** The donation page a program's page's buttons lead to, the first if they lead to more than one. */
export function programDonationPage<Page extends DonationPageShape>(
  program: { page: { buttons: ButtonsOf; closing: { buttons: ButtonsOf } } },
  pages: readonly Page[],
): Page | undefined {
  return [...program.page.buttons, ...program.page.closing.buttons]
    .map((button) => donationPageOf(button, pages))
    .find((page) => page !== undefined);
}
