import type { MetaDescriptor } from "react-router";
import type { SiteContent } from "#app/schema/types.ts";

type SiteFacts = Pick<SiteContent, "name" | "siteUrl" | "locale">;

export const shareImageSize = { width: 1200, height: 630 } as const;

export function absoluteUrl(site: Pick<SiteContent, "siteUrl">, path: string): string {
  return new URL(path, `${site.siteUrl}/`).href;
}

export function shareImagePath(pageKey: string): string {
  return `/og/${pageKey}.png`;
}

interface PageMetaOptions {
  site: SiteFacts;
  /** The page's own title; the organisation's name is added after it in the browser tab. */
  title: string;
  description: string;
  path: string;
  shareImage?: { key: string; alt: string };
  noindex?: boolean;
  type?: "website" | "article";
  structuredData?: object;
}

export function pageMeta(options: PageMetaOptions): MetaDescriptor[] {
  const { site, title, description, path, shareImage, noindex, type = "article", structuredData } = options;
  const fullTitle = `${title} | ${site.name}`;
  const url = absoluteUrl(site, path);
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: type },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: site.locale },
  ];
  if (noindex) {
    tags.push({ name: "robots", content: "noindex" });
  } else {
    tags.push({ tagName: "link", rel: "canonical", href: url }, { property: "og:url", content: url });
  }
  if (shareImage) {
    tags.push(
      { property: "og:image", content: absoluteUrl(site, shareImagePath(shareImage.key)) },
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
    { rel: "manifest", href: "/site.webmanifest" },
  ];
}
