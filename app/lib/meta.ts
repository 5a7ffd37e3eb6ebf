import type { MetaDescriptor } from "react-router";
import type { PageLanguage, SiteContent } from "#app/schema/types.ts";
import { pageTitle } from "#app/schema/page-titles.ts";
import { pathIn } from "./languages.ts";

type SiteFacts = Pick<SiteContent, "name" | "shortName" | "siteUrl">;

export const shareImageSize = { width: 1200, height: 630 } as const;

export function absoluteUrl(site: Pick<SiteContent, "siteUrl">, path: string): string {
  return new URL(path, `${site.siteUrl}/`).href;
}

/** A page's share image, in the page's language: /og/home.png, /og/fr/home.png. */
export function shareImagePath(pageKey: string, language?: Pick<PageLanguage, "prefix">): string {
  return `/og${language?.prefix ?? ""}/${pageKey}.png`;
}

interface PageMetaOptions {
  site: SiteFacts;
  /** The page's own title; the organisation's name is added after it in the browser tab. */
  title: string;
  description: string;
  /** The page's address in the site's own language ("/programs/x/"); each language has it under its prefix. */
  path: string;
  language: PageLanguage;
  /** Every language of the site, its own first. */
  languages: readonly PageLanguage[];
  shareImage?: { key: string; alt: string };
  noindex?: boolean;
  type?: "website" | "article";
  structuredData?: object;
}

export function pageMeta(options: PageMetaOptions): MetaDescriptor[] {
  const { site, title, description, path, language, languages } = options;
  const { shareImage, noindex, type = "article", structuredData } = options;
  const fullTitle = pageTitle(title, site);
  const url = absoluteUrl(site, pathIn(language, path));
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: type },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: language.locale },
    ...languages
      .filter((other) => other.code !== language.code)
      .map((other) => ({ property: "og:locale:alternate", content: other.locale })),
  ];
  if (noindex) {
    tags.push({ name: "robots", content: "noindex" });
  } else {
    tags.push({ tagName: "link", rel: "canonical", href: url }, { property: "og:url", content: url });
    // Every language's address, this page's own included, and the site's own language for
    // visitors whose language the site does not have.
    if (languages.length > 1) {
      const [own] = languages;
      for (const { code, prefix } of own ? [...languages, { code: "x-default", prefix: own.prefix }] : []) {
        tags.push({
          tagName: "link",
          rel: "alternate",
          hrefLang: code,
          href: absoluteUrl(site, `${prefix}${path}`),
        });
      }
    }
  }
  if (shareImage) {
    tags.push(
      { property: "og:image", content: absoluteUrl(site, shareImagePath(shareImage.key, language)) },
      { property: "og:image:type", content: "image/png" },
      { property: "og:image:width", content: String(shareImageSize.width) },
      { property: "og:image:height", content: String(shareImageSize.height) },
      { property: "og:image:alt", content: shareImage.alt },
      { name: "twitter:card", content: "summary_large_image" },
    );
  }
  if (structuredData) tags.push({ "script:ld+json": structuredData });
  return tags;
}

export function documentLinks() {
  return [
    { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
    { rel: "icon", href: "/icon.svg", type: "image/svg+xml" },
    { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  ];
}
