// A button's Page: one of the site's pages, chosen by its name in the phone's own list, which
// holds the pages as the site has them now (site-pages.ts), one saved a moment ago among them.
// Sveltia's own choice lists are fixed when the editor opens. Written with the React that
// Sveltia lends its custom fields (window.createClass and window.h), as its API documents.
import CMS from "@sveltia/cms";
import { pageFieldType } from "./names.ts";
import { onSitePages, sitePages, type PageChoice } from "./site-pages.ts";

interface FieldProps {
  value?: unknown;
  forID: string;
  field: { get(key: string): { toJS(): unknown } | undefined };
  onChange(value: string): void;
}

interface PageField {
  props: FieldProps;
  forceUpdate(): void;
  stop?: () => void;
}

type Element = unknown;
interface Lent {
  createClass(spec: ThisType<PageField> & Record<string, unknown>): unknown;
  h(type: string, props: Record<string, unknown> | null, ...children: unknown[]): Element;
}

// Drawn as Sveltia draws a text field, full width: a phone's thumb reaches the whole line.
const look = {
  width: "100%",
  minHeight: "40px",
  padding: "0 8px",
  font: "inherit",
  color: "var(--sui-textbox-foreground-color)",
  backgroundColor: "var(--sui-textbox-background-color)",
  border: "1px solid var(--sui-textbox-border-color)",
  borderRadius: "var(--sui-textbox-border-radius, 4px)",
};

export function registerPageField(): void {
  const { createClass, h } = window as unknown as Lent;
  const control = createClass({
    componentDidMount(this: PageField) {
      this.stop = onSitePages(() => this.forceUpdate());
    },
    componentWillUnmount(this: PageField) {
      this.stop?.();
    },
    render(this: PageField) {
      const { value, forID, field, onChange } = this.props;
      const chosen = typeof value === "string" ? value : "";
      const choices = sitePages((field.get("options")?.toJS() ?? []) as PageChoice[]);
      // A page the site no longer has stays shown as it is written, never emptied unseen: the
      // save's check says what is wrong with it.
      const shown =
        chosen && !choices.some((choice) => choice.value === chosen)
          ? [...choices, { label: chosen, value: chosen }]
          : choices;
      return h(
        "select",
        {
          id: forID,
          value: chosen,
          style: look,
          onChange: (event: { target: { value: string } }) => onChange(event.target.value),
        },
        h("option", { value: "" }, "—"),
        ...shown.map((choice) => h("option", { key: choice.value, value: choice.value }, choice.label)),
      );
    },
  });
  CMS.registerFieldType(pageFieldType, control as never, undefined, {
    properties: { options: { type: "array" } },
  });
}
