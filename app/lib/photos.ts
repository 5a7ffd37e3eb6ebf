// Photos staff upload are published as small JPEG copies made at build time
// (app/routes/photo-copy.ts): a phone on slow data takes the one its screen needs.

export interface PhotoSize {
  width: number;
  height: number;
}

/** Wide enough for a phone's screen at twice its pixels, and for the text column on a computer. */
export const photoWidths = [400, 800] as const;

/** Where the copies are published. */
export const photosFolder = "/images/";

/** The copies of an uploaded photo ("/files/awa.jpg"): never wider than the photo itself. */
export function photoCopies(file: string, size: PhotoSize): Array<PhotoSize & { src: string }> {
  // The type stays in the name: awa.jpg and awa.png are two photos.
  const name = (file.split("/").at(-1) ?? "photo").replace(/\.([a-z0-9]+)$/i, "-$1");
  const widths = photoWidths.filter((width) => width <= size.width);
  return (widths.length > 0 ? widths : [size.width]).map((width) => ({
    src: `${photosFolder}${name}-${width}.jpg`,
    width,
    height: Math.round((size.height * width) / size.width),
  }));
}
