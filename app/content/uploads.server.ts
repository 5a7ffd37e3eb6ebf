// What the staff upload is kept in the site's repository, which is usually public: a photo that
// still says where it was taken would tell anyone where she lives or works. The editor leaves
// that out as it uploads (editor/fields.ts); a photo that arrives another way (GitHub's upload,
// a commit) is refused here, before the build, in one line naming it.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import exifReader from "exif-reader";
import sharp from "sharp";
import { displayPath, uploadsFolder } from "./files.server.ts";

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
