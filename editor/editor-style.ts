// What the editor's page adds to Sveltia's look, for the staff on their phones.
const editorStyle = `
/* The time an event starts and ends is written as clocks show it where it happens (its time
   zone is a field of its own): the picker converts nothing, and its "UTC" would mislead. */
section.field .timezone { display: none !important; }

/* A choice of one of the site's items (a register button's form) chooses among those there
   are: its "Add" would open a whole new item inside this one. */
div.wrapper:has(> [role="radiogroup"], > .sui.combobox) > div.actions { display: none !important; }

/* An icon is a square of its size whether its font has come or not: until it comes (held until
   the first tap, then some 740 KB on a phone's data), each icon is drawn as its name,
   "expand_more", and a bar of them was wider than the phone, the screen cut at both edges. */
.sui.icon.material-symbols-outlined {
  display: inline-block; flex: none; width: 1em; height: 1em; overflow: hidden; line-height: 1;
}

/* Every form keeps to a phone's column, whatever the content holds. Sveltia gives its choices
   (a select, a relation) at least 200 px, its text fields 240 and 480 px, and each list item a
   bar of five buttons, which a field of a list inside a list inside a group no longer has room
   for on a 360 px phone (a form's question's choices, four groups deep): the whole form grew
   wider than the screen, and she scrolled sideways to reach a field or Save. Below a tablet's
   width they take at most the column they are in, a bar's buttons go to a second line, and a word too
   long for a line (an address, a key) breaks. */
@media (max-width: 47.99rem) {
  :root, :root body, :root .sui {
    --sui-combobox-min-width: min(200px, 100%) !important;
    --sui-textbox-singleline-min-width: min(240px, 100%) !important;
    --sui-textbox-multiline-min-width: min(480px, 100%) !important;
  }
  .sui.combobox, .sui.combobox .label, .sui.text-input, .sui.text-area { min-width: 0 !important; max-width: 100%; }
  section.field { overflow-wrap: anywhere; }
  .item > .header { flex-wrap: wrap !important; height: auto !important; min-height: 28px; }
  .item > .header > .start, .item > .header > .center { width: auto !important; min-width: 0; flex: 1 1 0; }
  .item > .header > .end { width: auto !important; flex: none; margin-inline-start: auto; }
}
`;

/** Adds the editor's own rules to its page. */
export function styleTheEditor(): void {
  const style = document.createElement("style");
  style.textContent = editorStyle;
  document.head.append(style);
}
