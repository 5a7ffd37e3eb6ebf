import { editorPath } from "#deploy/paths.ts";
import type { ContentShapes } from "./content-format.ts";
import { contentShapesId } from "./names.ts";

interface AdminPageOptions {
  siteName: string;
  /** The editor's module: the built bundle, or its source through the dev server. */
  script: string;
  shapes: ContentShapes;
}

export function adminPage({ siteName, script, shapes }: AdminPageOptions): string {
  // Data, not a script: the policy does not run it, and the editor reads it before its first form.
  const shapesJson = JSON.stringify(shapes).replaceAll("<", "\\u003c");
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Content editor · ${escapeHtml(siteName)}</title>
    <link rel="icon" href="/icon.svg" type="image/svg+xml" />
    <link rel="cms-config-url" type="application/yaml" href="${editorPath}config.yml" />
    <script type="application/json" id="${contentShapesId}">${shapesJson}</script>
    <script type="module" src="${script}"></script>
  </head>
  <body></body>
</html>
`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);
}
