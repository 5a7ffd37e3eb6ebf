// As nginx reads it before choosing a location; null where nginx answers 400.
export function requestPath(target: string): string | null {
  // Absolute form ("GET http://host/path"): only the path counts here.
  const origin = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i.exec(target)?.[0] ?? "";
  const withoutOrigin = target.slice(origin.length) || "/";
  const rawPath = withoutOrigin.slice(0, withoutOrigin.search(/[?#]|$/));
  if (!rawPath.startsWith("/")) return null;
  const decoded = decodeEscapes(rawPath);
  if (decoded === null || decoded.includes("\0")) return null;

  const names = decoded.split("/").slice(1);
  const kept: string[] = [];
  for (const name of names) {
    if (name === "..") {
      if (kept.length === 0) return null;
      kept.pop();
    } else if (name !== "." && name !== "") {
      kept.push(name);
    }
  }
  const last = names.at(-1);
  const endsInFolder = kept.length > 0 && (last === "" || last === "." || last === "..");
  return `/${kept.join("/")}${endsInFolder ? "/" : ""}`;
}

// As bytes read as UTF-8, so an invalid sequence names no file instead of throwing. Node
// hands the target over as Latin-1, one character per byte.
function decodeEscapes(rawPath: string): string | null {
  if (/%(?![\da-f]{2})/i.test(rawPath)) return null;
  const bytes: number[] = [];
  for (let index = 0; index < rawPath.length; index += 1) {
    if (rawPath[index] === "%") {
      bytes.push(Number.parseInt(rawPath.slice(index + 1, index + 3), 16));
      index += 2;
    } else {
      bytes.push(rawPath.charCodeAt(index) & 0xff);
    }
  }
  return Buffer.from(bytes).toString("utf8");
}
