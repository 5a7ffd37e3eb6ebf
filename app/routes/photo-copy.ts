import path from "node:path";
import type { Route } from "./+types/photo-copy";
import { uploadsFolder } from "#app/content/files.server.ts";
import { loadPage } from "#app/content/load.server.ts";
import { photoCopy } from "#app/lib/news-files.server.ts";
import { photoCopies, photosFolder } from "#app/lib/photos.ts";
import { filesFolder } from "#app/schema/links.ts";

// A photo's small copy, made from its upload by the build beside the pages and by the dev
// server alike: upright, on white, without what the phone wrote into it.
export async function loader({ request, params }: Route.LoaderArgs) {
  const { facts } = await loadPage(request, undefined, ([own]) => own);
  for (const [file, size] of Object.entries(facts.photos)) {
    const copy = photoCopies(file, size).find((each) => each.src === `${photosFolder}${params.slug}`);
    if (!copy) continue;
    const upload = path.join(uploadsFolder(), file.slice(filesFolder.length));
    return new Response(new Uint8Array(await photoCopy(upload, copy.width)), {
      headers: { "Content-Type": "image/jpeg" },
    });
  }
  throw new Response(null, { status: 404 });
}
