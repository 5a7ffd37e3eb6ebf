import { data, Link } from "react-router";
import type { Route } from "./+types/story";
import { StoryByline } from "#app/components/news/story-list.tsx";
import { CallToAction } from "#app/components/shared/call-to-action.tsx";
import { PageHeading } from "#app/components/shared/page-heading.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { Glyph } from "#app/components/ui/glyph.tsx";
import { useLanguageOf } from "#app/components/ui/languages-of-words.tsx";
import { loadPage } from "#app/content/load.server.ts";
import { formatDate } from "#app/schema/dates.ts";
import { absoluteUrl, shareImagePath } from "#app/lib/meta.ts";
import { usePageContext } from "#app/lib/page-context.ts";
import { photoCopies } from "#app/lib/photos.ts";
import { namedProgram } from "#app/lib/program-paths.ts";
import { pageFor } from "#app/lib/site-map.ts";
import { storyData } from "#app/lib/structured-data.ts";
import { roleInLine } from "#app/lib/story-listing.ts";
import { siteNames } from "#app/lib/text.ts";
import { pageHead } from "#app/lib/page-head.ts";

export async function loader({ params, request }: Route.LoaderArgs) {
  const loaded = await loadPage(request);
  const { content, language, facts } = loaded;
  const page = pageFor(loaded, "story", params.slug);
  const story = page.item;
  const words = content.site.stories;
  if (!words) throw data(null, { status: 404 });
  const size = story.photo && facts.photos[story.photo.file];
  const photo =
    story.photo && size ? { alt: story.photo.alt, copies: photoCopies(story.photo.file, size) } : undefined;
  // Search engines take the story's photo as its picture, or else its share image.
  const largest = photo?.copies.at(-1);
  const picture = largest ? largest.src : page.shareKey && shareImagePath(page.shareKey, language);
  return {
    head: pageHead(loaded, page, {
      description: story.summary,
      structuredData: (described) =>
        storyData(content.site, story, described, picture ? absoluteUrl(content.site, picture) : undefined),
    }),
    story: { ...story, roleInLine: roleInLine(story.role, language, siteNames(content.site)) },
    words,
    date: formatDate(story.date, content.site.formats.dates),
    program: namedProgram(content.programs, story.program, language),
    photo,
  };
}

export { meta } from "#app/lib/page-head.ts";

export default function Story({
  loaderData: { head, story, words, date, program, photo },
}: Route.ComponentProps) {
  const languageOf = useLanguageOf();
  const { facts } = usePageContext();
  const largest = photo?.copies.at(-1);
  return (
    <article>
      <PageHeading id="story-title" title={story.title} trail={head.trail}>
        <StoryByline story={story} className="mt-4 text-lead" />
        <p className="mt-1 text-muted-foreground">
          <time dateTime={story.date}>{date}</time>
          {program && (
            <>
              {" · "}
              <span lang={languageOf(words.programLabel)}>{words.programLabel}</span>{" "}
              {program.href ? (
                <Link
                  to={program.href}
                  lang={languageOf(program.title)}
                  className="font-semibold text-primary underline underline-offset-4"
                >
                  {program.title}
                </Link>
              ) : (
                <span lang={languageOf(program.title)}>{program.title}</span>
              )}
            </>
          )}
        </p>
      </PageHeading>
      <Container className="py-10 print:py-3">
        <div className="max-w-2xl">
          {photo && largest && (
            <figure className="mb-8 print:break-inside-avoid">
              <img
                src={largest.src}
                srcSet={photo.copies.map((copy) => `${copy.src} ${copy.width}w`).join(", ")}
                sizes="(min-width: 44rem) 42rem, 100vw"
                width={largest.width}
                height={largest.height}
                alt={photo.alt}
                lang={languageOf(photo.alt)}
                // Text first on slow data; a preload would take the bandwidth from the page.
                loading="lazy"
                decoding="async"
                className="h-auto w-full rounded-xl bg-muted"
              />
            </figure>
          )}
          <p lang={languageOf(story.summary)} className="text-lead font-semibold">
            {story.summary}
          </p>
          {story.quote && (
            <figure className="my-8 border-l-4 border-accent pl-5">
              <Glyph name="quote" className="size-7 text-accent" />
              <blockquote lang={languageOf(story.quote)} className="mt-2 text-lead">
                <p>{story.quote}</p>
              </blockquote>
              <figcaption className="mt-2 text-small text-muted-foreground">{story.person}</figcaption>
            </figure>
          )}
          {story.paragraphs.map((paragraph, index) => (
            // By position: the text never reorders, and two paragraphs may read alike.
            <p key={index} lang={languageOf(paragraph)} className="mt-5">
              {paragraph}
            </p>
          ))}
          {story.button && (
            <CallToAction button={story.button} facts={facts} size="lg" className="mt-8 print:hidden" />
          )}
        </div>
      </Container>
    </article>
  );
}
