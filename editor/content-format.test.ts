import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse, stringify } from "yaml";
import { describe, expect, it } from "vitest";
import { contentKinds, isFolderKind } from "#app/schema/registry.ts";
import { contentFormatFor, translatedWords } from "./content-format.ts";
import { contentShapes } from "./widgets.ts";

const format = contentFormatFor(contentShapes());

/** Every file the editor opens, translations (home.fr.yml) included, in each test content set. */
function editedFiles(folder: string): string[] {
  return Object.values(contentKinds).flatMap((kind) => {
    const [dir, own] = isFolderKind(kind)
      ? [path.join(folder, kind.folder), /\.yml$/]
      : [
          path.join(folder, path.dirname(kind.file)),
          new RegExp(`^${path.basename(kind.file, ".yml")}(\\.[a-z]{2,3})?\\.yml$`),
        ];
    return existsSync(dir)
      ? readdirSync(dir)
          .filter((name) => own.test(name))
          .map((name) => path.join(dir, name))
      : [];
  });
}

const folders = readdirSync("tests/fixtures", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => path.join("tests/fixtures", entry.name));

describe("the content files, as the editor reads and writes them", () => {
  // The test content sets are kept as the editor writes them, so a save in the tests changes
  // only what was changed.
  it.each(folders.flatMap(editedFiles))(
    "%s is kept in the editor's own form, so a save changes only what was changed",
    (file) => {
      const text = readFileSync(file, "utf8");
      expect(
        format.toFile(format.fromFile(text)),
        `${file} is not as the editor writes it: save it once from the editor, or order its fields as the form does`,
      ).toBe(text);
    },
  );

  // The site's own files may be written by hand in another form (wrapped lines, other quotes,
  // fields in another order): the editor's first save rewrites them in its own, and every save
  // after changes only what was changed.
  it.each(folders.flatMap(editedFiles))(
    "%s, written by hand in another form, comes back as written once the editor writes it",
    (file) => {
      const byHand = stringify(parse(readFileSync(file, "utf8")), {
        lineWidth: 40,
        defaultStringType: "QUOTE_DOUBLE",
        sortMapEntries: true,
      });
      const written = format.toFile(format.fromFile(byHand));
      expect(format.toFile(format.fromFile(written))).toBe(written);
    },
  );

  it("opens a button written as its words as a group of fields, and writes it back as its words while it leads nowhere", () => {
    const data = format.fromFile(
      "title: A\npage:\n  buttons:\n    - Apply Now\n    - label: Brochure\n      file: /files/b.pdf\n",
    );
    expect(data).toMatchObject({
      page: { buttons: [{ label: "Apply Now" }, { label: "Brochure", file: "/files/b.pdf" }] },
    });
    const buttons = (data.page as { buttons: Array<Record<string, string>> }).buttons;
    buttons[0]!.link = "";
    buttons[1]!.link = "";
    expect(format.toFile(data)).toBe(
      "title: A\npage:\n  buttons:\n    - Apply Now\n    - label: Brochure\n      file: /files/b.pdf\n",
    );
  });

  it("writes fields in the schema's order and leaves out the optional ones left empty, never wrapping a line", () => {
    const description = "A long description. ".repeat(10).trim();
    const written = format.toFile({
      style: "primary",
      link: "",
      title: "Data Skills",
      page: { badge: "", summary: "" },
      description,
      order: 9,
    });
    expect(written).toBe(`title: Data Skills\norder: 9\ndescription: ${description}\nstyle: primary\n`);
  });

  it("writes a list item added in the form without the editor's own bookkeeping", () => {
    const written = format.toFile({
      title: "Data Skills",
      languages: [
        { name: "English", code: "en", __sc_item_id: "3f1c", __sc_item_original_key_path: "languages.0" },
      ],
    });
    expect(written).toBe("title: Data Skills\nlanguages:\n  - name: English\n    code: en\n");
  });

  it("writes a translation with the words she gave alone: an empty field or last item is not translated yet", () => {
    // A language turned on in the form starts as the site's own, each text emptied.
    const frenchForm = {
      title: "Données pour les femmes",
      level: "",
      languages: [{ name: "", __sc_item_id: "3f1c" }],
      features: ["", "Tableurs", ""],
      page: { badge: "", approach: { paragraphs: [""] } },
    };
    const words = translatedWords(frenchForm);
    expect(words).toEqual({ title: "Données pour les femmes", features: ["", "Tableurs"] });
    expect(format.toFile(words)).toBe('title: Données pour les femmes\nfeatures:\n  - ""\n  - Tableurs\n');
    expect(translatedWords({ title: "", features: [""] })).toEqual({});
  });
});
