import type { ReportContent } from "#app/schema/types.ts";
import { FitWords } from "#app/components/ui/fit-words.tsx";
import { useLanguageOf } from "#app/components/ui/languages-of-words.tsx";

type Chart = ReportContent["charts"][number];

// Each bar takes one row: its label above, the bar, its figure after it. Heights are in em and
// widths in percent, so the chart follows the text's size and the page's width with no script,
// and the longest bar leaves room for its figure.
const row = 3.2;
const longest = 78;

/**
 * A series drawn at build time as an SVG bar chart, and the same figures as a table for screen
 * readers, print and anyone who wants the numbers. The drawing is hidden from screen readers:
 * the table says all it shows.
 */
export function BarChart({
  chart,
  id,
  tableLabel,
  join,
  titleInCaption,
  locale,
}: {
  chart: Chart;
  id: string;
  tableLabel: string;
  /** What joins the table's label and the chart's title, as the language joins them: " : ". */
  join: string;
  /** The chart's title as it goes on after the label: « femmes formées ». */
  titleInCaption: string;
  locale: string;
}) {
  const languageOf = useLanguageOf();
  const number = new Intl.NumberFormat(locale);
  // Against the largest figure; a chart of zeros draws no bar at all.
  const top = Math.max(...chart.bars.map((bar) => bar.value)) || 1;
  // Two decimals are finer than a pixel: more would be bytes for nothing.
  const round = (value: number) => Math.round(value * 100) / 100;
  return (
    <figure aria-labelledby={`${id}-title`} className="print:break-inside-avoid">
      <figcaption>
        <h3 id={`${id}-title`} lang={languageOf(chart.title)} className="text-title font-bold">
          <FitWords>{chart.title}</FitWords>
        </h3>
        {chart.description && (
          <p lang={languageOf(chart.description)} className="mt-1 text-muted-foreground">
            {chart.description}
          </p>
        )}
      </figcaption>
      <svg
        aria-hidden="true"
        width="100%"
        height={`${round(chart.bars.length * row + 0.4)}em`}
        className="mt-4 block overflow-visible text-small"
      >
        {chart.bars.map((bar, index) => {
          const width = round((bar.value / top) * longest);
          const y = index * row;
          return (
            <g key={`${index}-${bar.label}`}>
              <text x="0" y={`${round(y + 1.1)}em`} className="fill-current">
                {bar.label}
              </text>
              {width > 0 && (
                <rect
                  x="0"
                  y={`${round(y + 1.5)}em`}
                  width={`${width}%`}
                  height="1.2em"
                  rx="0.2em"
                  className="fill-current text-primary"
                />
              )}
              <text
                x={`${width}%`}
                dx={width > 0 ? "0.4em" : "0"}
                y={`${round(y + 2.5)}em`}
                className="fill-current font-bold"
              >
                {number.format(bar.value)}
              </text>
            </g>
          );
        })}
      </svg>
      <table className="mt-4 w-full max-w-md text-small">
        {/* Named by its chart too, for a screen reader's list of the page's tables. */}
        <caption className="text-left font-semibold">
          <span lang={languageOf(tableLabel)}>{tableLabel}</span>
          {/* As the page's language joins them: « Les chiffres : femmes formées ». */}
          <span className="sr-only">{join}</span>
          <span lang={languageOf(chart.title)} className="sr-only">
            {languageOf(chart.title) ? chart.title : titleInCaption}
          </span>
        </caption>
        <thead>
          <tr className="border-b border-border">
            <th scope="col" lang={languageOf(chart.labelsHeading)} className="py-1 pr-4 text-left">
              {chart.labelsHeading}
            </th>
            <th scope="col" lang={languageOf(chart.valuesHeading)} className="py-1 text-right">
              {chart.valuesHeading}
            </th>
          </tr>
        </thead>
        <tbody>
          {chart.bars.map((bar, index) => (
            <tr key={`${index}-${bar.label}`} className="border-b border-border">
              <th scope="row" lang={languageOf(bar.label)} className="py-1 pr-4 text-left font-normal">
                {bar.label}
              </th>
              <td className="py-1 text-right">{number.format(bar.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
