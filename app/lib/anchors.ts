// The name of a place on a page, made from its title: the content's check holds a page's
// sections to one name each (app/schema/pages.ts), and the pages give their sections those
// names. Here for the components, which take no values from the schema.
export { anchorFor, sectionAnchors } from "#app/schema/anchors.ts";
