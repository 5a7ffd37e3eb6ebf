// What the staff upload, checked before the build: a photo the content shows must be there and
// readable (the site makes its copies from it), and nothing kept in the site's repository,
// which is usually public, may still say where it was taken: it would tell anyone where she
// lives or works. The editor leaves that out as it uploads (editor/widgets.ts); a photo that
// arrives another way (GitHub's upload, a commit) is refused here, in one line naming it.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import exifReader from "exif-reader";
import sharp from "sharp";
import { describePath, fieldsOfKind } from "#app/schema/field-path.ts";
import { filesFolder } from "#app/schema/links.ts";
import { filesOf, type Content } from "#app/schema/registry.ts";
import { displayPath, uploadsFolder } from "./files.server.ts";

/** One line for each photo the content shows that was not uploaded, or that cannot be read. */
export async function photoProblems(folder: string, content: Content): Promise<string[]> {
  const problems: string[] = [];
  for (const { file, schema, data } of filesOf(content)) {
    for (const { at, value } of fieldsOfKind(schema, data, ["image"])) {
      const source = path.join(uploadsFolder(folder), value.slice(filesFolder.length));
      const where = `${displayPath(path.join(folder, file))}: ${describePath(schema, data, at)} "${value}"`;
      if (!existsSync(source)) {
        problems.push(
          `${where} is not among the uploaded files (content/files/). Upload it, or empty the photo.`,
        );
      } else if (!(await readable(source))) {
        problems.push(
          `${where} is not a picture the site can read. Save it again as a JPEG or a PNG, and upload it again.`,
        );
      }
    }
  }
  return problems;
}

async function readable(file: string): Promise<boolean> {
  try {
    const { width, height } = await sharp(file).metadata();
    return Boolean(width && height);
  } catch {
    return false;
  }
}

/** The kinds of picture phones and cameras write a position into. */
const pictures = /\.(jpe?g|png|webp|heic|heif|avif|tiff?)$/i;

/** One line for each uploaded picture that still carries the position it was taken at. */
export async function uploadProblems(folder: string): Promise<string[]> {
  const uploads = uploadsFolder(folder);
  if (!existsSync(uploads)) return [];
  const problems: string[] = [];
  for (const name of readdirSync(uploads)
    .filter((file) => pictures.test(file))
    .sort()) {
    const file = path.join(uploads, name);
    if (!(await saysWhere(file))) continue;
    problems.push(
      `${displayPath(file)}: this picture still says where it was taken (its GPS position), and the site's files are public. Upload it again through the editor, which leaves the position out, or turn off Location in the phone's sharing options before you upload it.`,
    );
  }
  return problems;
}

async function saysWhere(file: string): Promise<boolean> {
  try {
    const { exif } = await sharp(file).metadata();
    const gps = exif && exifReader(exif).GPSInfo;
    return Boolean(gps && (gps.GPSLatitude !== undefined || gps.GPSLongitude !== undefined));
  } catch {
    // A picture that cannot be read is said where it is shown (a story's photo), or is a download.
    return false;
  }
}
