// The top of every page, as the staff set it: the menu, the one call to action, and the words of
// the trail that says where a page sits. Which pages are above a page is the site map's.
import * as z from "zod";
import { leadsNowhere } from "./button-fields.ts";
import { button } from "./buttons.ts";
import { list, text } from "./fields.ts";

export const navigation = z
  .object({
    menuLabel: text("Menu name", 'Read by screen readers before the menu\'s links, e.g. "Menu".'),
    menu: list(
      button(),
      {
        label: "Menu",
        hint: "The links under the organisation's name at the top of every page, in this order: the parts of the site a visitor looks for (programs, stories, events, about us), each choosing a page, a form or a link. On a phone they wrap onto a second line: six short ones fit in two. Empty: no menu.",
        itemLabel: "Entry",
      },
      { min: 0, max: 8 },
    ).default([]),
    action: button(
      "Call to action",
      'The one button at the top of every page, drawn in the brand colour, such as "Donate" choosing the donation page. Empty: none.',
    ).optional(),
    homeLabel: text(
      "Home link",
      'The first link above a page\'s title, which says where the page sits in the site, e.g. "Home".',
    ),
    trailLabel: text(
      "Trail name",
      'Read by screen readers before the links above a page\'s title, which lead up to the pages it sits under, e.g. "Breadcrumb".',
    ),
  })
  .strict()
  .superRefine(({ menu, action }, context) => {
    // A menu entry or a call to action that leads nowhere is a link that does nothing.
    const chosen = [
      ...menu.map((entry, index) => ({ entry, path: ["menu", index] })),
      ...(action ? [{ entry: action, path: ["action"] }] : []),
    ];
    for (const { entry, path } of chosen) {
      if (!leadsNowhere(entry)) continue;
      context.addIssue({
        code: "custom",
        rule: "leadsSomewhere",
        path,
        message: "leads nowhere: choose where it leads under Page or Form, or write a Link.",
      });
    }
  })
  .meta({
    label: "Menu and header",
    hint: "What the top of every page offers: the organisation's name leads home, then the menu and one call to action; above a page's title, the way back up to where it sits.",
  });
