import { editorPath } from "#deploy/paths.ts";

interface AdminPageOptions {
  siteName: string;
  checksScript: { src: string; module: boolean };
}

export function adminPage({ siteName, checksScript }: AdminPageOptions): string {
  const checks = `<script${checksScript.module ? ' type="module"' : ""} src="${checksScript.src}"></script>`;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Content editor · ${escapeHtml(siteName)}</title>
    <link rel="icon" href="/icon.svg" type="image/svg+xml" />
    <link rel="cms-config-url" type="text/yaml" href="${editorPath}config.yml" />
  </head>
  <body>
    <script src="${editorPath}manual-init.js"></script>
    <script src="${editorPath}decap-cms.js"></script>
    ${checks}
  </body>
</html>
`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);
}
