/* eslint-disable @typescript-eslint/no-explicit-any -- the tests write deliberately wrong values into parsed YAML */
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { problemsIn } from "#app/content/validate.ts";

// The content set with a form of every kind of question (npm run build:fixture builds it).
const file = "tests/fixtures/full-content/programs/digital-bridge-gambia.yml";
const original = parse(readFileSync(file, "utf8")) as Record<string, any>;

function problemsAfter(change: (form: Record<string, any>) => void): string[] {
  const data = structuredClone(original);
  change(data.page.application);
  return problemsIn("programs", { file, data });
}

const form = "Program page › Application form";

describe("an application form's mistakes, one plain line each", () => {
  it("takes the fixture's form as it is", () => {
    expect(problemsAfter(() => undefined)).toEqual([]);
  });

  it.each<[string, (form: Record<string, any>) => void, string]>([
    [
      "a form with no questions",
      (application) => (application.questions = []),
      `${form} › Questions has 0 items; it needs at least 1.`,
    ],
    [
      "a question with no field name",
      (application) => delete application.questions[1].field,
      `${form} › Questions › Question 2 “Your email address” › Field name at the service is missing. Add it: the name the service expects for this answer (for a Google Form, "entry." and its number; for the others, a name you choose, such as "phone"). Each question has its own.`,
    ],
    [
      "two questions with the same field name",
      (application) => (application.questions[2].field = "email"),
      `${form} › Questions › Question 3 “Your phone number” › Field name at the service "email" is the field name of Question 2 “Your email address” too. Give each its own.`,
    ],
    [
      "a question named as a hidden field",
      (application) => (application.questions[0].field = "access_key"),
      `${form} › Questions › Question 1 “Your full name” › Field name at the service "access_key" is the field name of Hidden field 1 too. Give each its own.`,
    ],
    [
      "a choice with one option",
      (application) => (application.questions[6].options = ["Mandinka"]),
      `${form} › Questions › Question 7 “The language you would like to learn in” › Options has 1 item; it needs at least 2.`,
    ],
    [
      "a choice with no options",
      (application) => delete application.questions[6].options,
      `${form} › Questions › Question 7 “The language you would like to learn in” › Options are missing: a question of choices needs at least two options to choose from.`,
    ],
    [
      "options on a question that shows none",
      (application) => (application.questions[0].options = ["A", "B"]),
      `${form} › Questions › Question 1 “Your full name” › Options are set, but only a question of one choice or several choices shows options. Remove them.`,
    ],
    [
      "several choices made required",
      (application) => (application.questions[7].required = true),
      `${form} › Questions › Question 8 “When can you take part?” › Required is on, but without a script no browser can insist that one of several choices is ticked. Turn it off, or make the kind One choice.`,
    ],
    [
      "a service address that is not https:",
      (application) => (application.provider.address = "http://api.web3forms.com/submit"),
      `${form} › Where the answers are sent › Form address "http://api.web3forms.com/submit" is not in the right form. Write the service's address for the form, starting with https://.`,
    ],
    [
      "no service address",
      (application) => delete application.provider.address,
      `${form} › Where the answers are sent › Form address is missing: write the address the service gives the form, starting with https://, or choose Netlify Forms.`,
    ],
    [
      "no notice about her personal data",
      (application) => delete application.notice,
      `${form} › Where her answers go is missing. Add it: say who collects her answers and how to reach them, what they are used for, which service stores them and in which country, how long they are kept, and how she can see, correct or delete them. It is shown above the Send button; the law asks for it, since her answers are personal data.`,
    ],
    [
      "two hidden fields of one name",
      (application) => application.provider.hiddenFields.push({ name: "access_key", value: "" }),
      `${form} › Where the answers are sent › Hidden fields › Hidden field 3 “access_key” › Name "access_key" is the field name of Hidden field 1 too. Give each its own.`,
    ],
    [
      "the spam trap named as the return field",
      (application) => (application.provider.honeypotField = "redirect"),
      `${form} › Where the answers are sent › Spam trap field "redirect" is the field name of the return field too. Give each its own.`,
    ],
    [
      "a question named as a field the site posts of its own",
      (application) => (application.questions[6].field = "form_language"),
      `${form} › Questions › Question 7 “The language you would like to learn in” › Field name at the service "form_language" is a name the site gives a field of its own in every post (which form, in which language, from which page). Choose another.`,
    ],
    [
      "a unit on a question that is not a number",
      (application) => (application.questions[0].unit = "years"),
      `${form} › Questions › Question 1 “Your full name” › Unit is set, but only a question of a number shows a unit. Remove it.`,
    ],
    [
      "no line about required questions",
      (application) => delete application.requiredNote,
      `${form} › Line about required questions is missing. Add it: shown above the questions, e.g. "Every question needs an answer, unless it is marked optional."`,
    ],
    [
      "a service address that would change the security policy",
      (application) => (application.provider.address = "https://api.web3forms.com;script-src/submit"),
      `${form} › Where the answers are sent › Form address "https://api.web3forms.com;script-src/submit" is not in the right form. Write the service's address for the form, starting with https://.`,
    ],
  ])("%s", (_, change, line) => {
    expect(problemsAfter(change)).toEqual([`${file}: ${line}`]);
  });
});
