// Years of stories and events, as the organisation will write them: a story a week and an
// event a week, each with its own words in English and French, all about one program. Made
// into a content folder (a copy of content/ grown by grown-content.ts) for the build checks
// and `npm run bench:scale`: the lists must split themselves however many there are.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { stringify } from "yaml";

/** A small, seeded generator, so the same count makes the same words on every run. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const english = {
  names: [
    "Awa",
    "Fatou",
    "Isatou",
    "Mariama",
    "Binta",
    "Adama",
    "Ndey",
    "Haddy",
    "Kaddy",
    "Amie",
    "Oumie",
    "Jainaba",
  ],
  families: [
    "Jallow",
    "Ceesay",
    "Sowe",
    "Bah",
    "Touray",
    "Njie",
    "Sanneh",
    "Darboe",
    "Camara",
    "Jobe",
    "Manneh",
  ],
  places: [
    "Banjul",
    "Serekunda",
    "Brikama",
    "Bakau",
    "Farafenni",
    "Basse",
    "Lamin",
    "Kololi",
    "Soma",
    "Janjanbureh",
  ],
  roles: ["web designer", "developer", "shop owner", "trainer", "data clerk", "tailor", "teacher", "nurse"],
  doing: [
    "built",
    "launched",
    "designed",
    "opened",
    "wrote",
    "taught",
    "repaired",
    "organised",
    "mapped",
    "sold",
  ],
  things: [
    "a booking site",
    "a market app",
    "a school page",
    "an online shop",
    "a clinic register",
    "a farm ledger",
    "a savings group tool",
    "a tailoring catalogue",
    "a bus timetable",
    "a radio archive",
  ],
  after: [
    "after the course",
    "in her second month",
    "with her mentor",
    "with two classmates",
    "on her phone",
    "before graduation",
    "for her village",
    "for her family's stall",
  ],
  result: [
    "and now earns from it",
    "and trains other women",
    "and found her first client",
    "and doubled her orders",
    "and was hired in Banjul",
    "and joined a start-up",
    "and teaches at her old school",
  ],
};
const french = {
  roles: [
    "webdesigner",
    "développeuse",
    "commerçante",
    "formatrice",
    "agente de saisie",
    "couturière",
    "enseignante",
    "infirmière",
  ],
  doing: [
    "a créé",
    "a lancé",
    "a conçu",
    "a ouvert",
    "a écrit",
    "a enseigné",
    "a réparé",
    "a organisé",
    "a cartographié",
    "a vendu",
  ],
  things: [
    "un site de réservation",
    "une appli de marché",
    "la page d’une école",
    "une boutique en ligne",
    "un registre de dispensaire",
    "un cahier de ferme",
    "un outil de tontine",
    "un catalogue de couture",
    "un horaire de bus",
    "une archive de radio",
  ],
  after: [
    "après la formation",
    "au deuxième mois",
    "avec sa mentor",
    "avec deux camarades",
    "sur son téléphone",
    "avant la remise des diplômes",
    "pour son village",
    "pour l’étal familial",
  ],
  result: [
    "et en vit aujourd’hui",
    "et forme d’autres femmes",
    "et a trouvé sa première cliente",
    "et a doublé ses commandes",
    "et a été embauchée à Banjul",
    "et a rejoint une jeune pousse",
    "et enseigne dans son ancienne école",
  ],
};

const pick = <Item>(random: () => number, items: readonly Item[]): Item =>
  items[Math.floor(random() * items.length)] as Item;
const day = (date: Date) => date.toISOString().slice(0, 10);
const weeks = (from: Date, count: number) => new Date(from.getTime() + count * 7 * 86_400_000);

function write(folder: string, file: string, data: unknown) {
  mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
  writeFileSync(path.join(folder, file), stringify(data));
}

/**
 * `stories` stories, a week apart back from today, and `events` events a week apart, the last
 * tenth of them still to come, every fifth online in Lagos time; each in English and French.
 */
export function growNews(
  folder: string,
  { stories, events, program }: { stories: number; events: number; program: string },
): void {
  const today = new Date();
  for (let number = 1; number <= stories; number += 1) {
    const random = randomFrom(number);
    const [name, family, place] = [
      pick(random, english.names),
      pick(random, english.families),
      pick(random, english.places),
    ];
    const role = Math.floor(random() * english.roles.length);
    const [doing, thing, after, result] = [0, 0, 0, 0].map(() => Math.floor(random() * 7)) as [
      number,
      number,
      number,
      number,
    ];
    const person = `${name} ${family}`;
    const sentence = (words: typeof english | typeof french) =>
      `${name} ${words.doing[doing]} ${words.things[thing]} ${words.after[after]} ${words.result[result]}.`;
    const slug = `story-${number}`;
    write(folder, `stories/${slug}.yml`, {
      title: `${name} ${english.doing[doing]} ${english.things[thing]} (${number})`,
      person,
      role: `${english.roles[role]}, ${place}`,
      place: `${place}, The Gambia`,
      program,
      date: day(weeks(today, -number)),
      summary: `${sentence(english)} Story ${number} of the women of the program.`,
      paragraphs: [sentence(english), `${person} tells it in her own words, story ${number}.`],
    });
    write(folder, `stories/${slug}.fr.yml`, {
      title: `${name} ${french.doing[doing]} ${french.things[thing]} (${number})`,
      role: `${french.roles[role]}, ${place}`,
      place: `${place}, Gambie`,
      summary: `${sentence(french)} Témoignage ${number} des femmes du programme.`,
      paragraphs: [sentence(french), `${person} le raconte avec ses mots, témoignage ${number}.`],
    });
  }
  const toCome = Math.ceil(events / 10);
  for (let number = 1; number <= events; number += 1) {
    const random = randomFrom(10_000 + number);
    const online = number % 5 === 0;
    const place = pick(random, english.places);
    // None within three days of today, so an event never moves to the past between a build and
    // the checks that read it.
    const index = number - (events - toCome);
    const start = new Date(weeks(today, index).getTime() + (index >= 0 ? 3 : -4) * 86_400_000);
    const slug = `event-${number}`;
    write(folder, `events/${slug}.yml`, {
      title: `${online ? "Online workshop" : `Info session in ${place}`} ${number}`,
      type: online ? "Workshop" : "Info session",
      starts: `${day(start)}T${online ? "10:00" : "17:00"}`,
      ends: online ? "12:00" : "19:00",
      timeZone: online ? "Africa/Lagos" : "Africa/Banjul",
      ...(online ? { online: "https://meet.example.org/workshop" } : { place: `${place} youth centre` }),
      program,
      audience: "Women who want to learn to build for the web",
      description: `Session ${number}: meet the trainers and graduates of the program, see the course on a phone, and ask anything about applying.`,
    });
    write(folder, `events/${slug}.fr.yml`, {
      title: `${online ? "Atelier en ligne" : `Séance d’information à ${place}`} ${number}`,
      type: online ? "Atelier" : "Séance d’information",
      ...(online ? {} : { place: `Maison des jeunes de ${place}` }),
      audience: "Les femmes qui veulent apprendre à créer pour le web",
      description: `Séance ${number} : rencontrez les formatrices et les diplômées du programme, découvrez le cours sur un téléphone et posez vos questions.`,
    });
  }
}
