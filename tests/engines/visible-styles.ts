// Colours are read back as sRGB through a canvas, so oklch() and its hex fallback compare.

const compared = {
  heading: "h1, h2, h3",
  button: "button, a.rounded-control",
  section: "body > header, main > section, body > footer",
  card: ".rounded-card",
  // Radio buttons and tick boxes are drawn by the engine itself (their computed radius differs
  // between versions, not their look); their labels, measured, hold them.
  field: "input:not([type=radio]):not([type=checkbox]), textarea, label, legend",
} as const;

interface ElementLook {
  /** kind and position among its kind, e.g. "button 3". */
  key: string;
  /** The start of its text, to name it in a failure. */
  text: string;
  colors: Record<string, number[]>;
  lengths: Record<string, number>;
}

export interface PageLook {
  sidewaysScroll: number;
  elements: ElementLook[];
}

// Runs inside the page, in engines as old as Chromium 80: plain ES2017, no optional
// chaining, no newer DOM methods.
function measurePage(groups: Record<string, string>): PageLook {
  const context = document.createElement("canvas").getContext("2d") as CanvasRenderingContext2D;
  // Painted over white and over black: opaque results keep full precision, where reading
  // a translucent colour back would round it through premultiplied alpha.
  function rgba(value: string): number[] {
    const channels: number[] = [];
    ["#fff", "#000"].forEach(function (backdrop) {
      context.fillStyle = backdrop;
      context.fillRect(0, 0, 1, 1);
      context.fillStyle = "#000";
      context.fillStyle = value;
      context.fillRect(0, 0, 1, 1);
      const data = context.getImageData(0, 0, 1, 1).data;
      channels.push(data[0] as number, data[1] as number, data[2] as number);
    });
    return channels;
  }
  const sides = ["top", "right", "bottom", "left"];
  const elements: ElementLook[] = [];
  Object.keys(groups).forEach(function (kind) {
    const found = Array.prototype.slice.call(document.querySelectorAll(groups[kind] as string)) as Element[];
    found.forEach(function (element, index) {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || style.display === "none") return;
      const colors: Record<string, number[]> = {
        color: rgba(style.color),
        background: rgba(style.backgroundColor),
      };
      const lengths: Record<string, number> = {
        width: box.width,
        x: box.left,
        radius: parseFloat(style.borderTopLeftRadius),
        fontSize: parseFloat(style.fontSize),
        fontWeight: parseFloat(style.fontWeight),
        shadow: style.boxShadow === "none" ? 0 : 1,
      };
      sides.forEach(function (side) {
        const width =
          style.getPropertyValue("border-" + side + "-style") === "none"
            ? 0
            : parseFloat(style.getPropertyValue("border-" + side + "-width"));
        lengths["border-" + side] = width;
        if (width > 0) colors["border-" + side] = rgba(style.getPropertyValue("border-" + side + "-color"));
        lengths["padding-" + side] = parseFloat(style.getPropertyValue("padding-" + side));
      });
      elements.push({
        key: kind + " " + index,
        text: (element.textContent || "").trim().replace(/\s+/g, " ").slice(0, 40),
        colors: colors,
        lengths: lengths,
      });
    });
  });
  return {
    sidewaysScroll: Math.max(0, document.documentElement.scrollWidth - window.innerWidth),
    elements: elements,
  };
}

export const measurePageExpression = `(${measurePage.toString()})(${JSON.stringify(compared)})`;

/** How far an old engine may drift from today's before a visitor would notice. */
const tolerance = {
  /** Per 0–255 channel: oklch() converted to hex at build time rounds differently. */
  color: 3,
  /** CSS pixels, for paddings, borders and radii. */
  length: 0.5,
  /** CSS pixels, for widths and positions: text is shaped a little differently. */
  layout: 2,
};

export function differences(reference: PageLook, candidate: PageLook): string[] {
  const found: string[] = [];
  const byKey = new Map(candidate.elements.map((element) => [element.key, element]));
  for (const expected of reference.elements) {
    const actual = byKey.get(expected.key);
    const name = `${expected.key} "${expected.text}"`;
    if (!actual) {
      found.push(`${name}: missing or hidden`);
      continue;
    }
    for (const [property, value] of Object.entries(expected.colors)) {
      const other = actual.colors[property];
      if (!other || value.some((channel, index) => Math.abs(channel - other[index]!) > tolerance.color)) {
        found.push(`${name}: ${property} ${describe(other)} instead of ${describe(value)}`);
      }
    }
    for (const [property, value] of Object.entries(expected.lengths)) {
      const other = actual.lengths[property] ?? NaN;
      const allowed = property === "width" || property === "x" ? tolerance.layout : tolerance.length;
      if (!(Math.abs(other - value) <= allowed)) {
        found.push(`${name}: ${property} ${round(other)} instead of ${round(value)}`);
      }
    }
  }
  return found;
}

const round = (value: number) => Math.round(value * 10) / 10;
/** The colour as painted over white, then over black. */
const describe = (channels: number[] | undefined) =>
  channels ? `rgb(${channels.slice(0, 3).join(",")})/rgb(${channels.slice(3).join(",")})` : "none";
