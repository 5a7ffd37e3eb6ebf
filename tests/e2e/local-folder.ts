// The editor's local mode reads and writes a folder through the browser's File System Access
// API, whose folder picker no test can click. The page gets instead a folder handle of ours that
// reads and writes a real folder on disk, so the dev server and the test see each save.
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";

type Operation = "list" | "kind" | "mkdir" | "read" | "write" | "remove" | "move";

export async function pickFolderFor(page: Page, root: string): Promise<void> {
  const inside = (relative: string) => {
    const resolved = path.resolve(root, relative);
    if (resolved !== root && !resolved.startsWith(`${root}${path.sep}`))
      throw new Error(`outside: ${relative}`);
    return resolved;
  };
  await page.exposeFunction(
    "folderOperation",
    async (operation: Operation, relative: string, argument?: string) => {
      const file = inside(relative);
      switch (operation) {
        case "list":
          return (await readdir(file, { withFileTypes: true })).map((entry) => ({
            name: entry.name,
            kind: entry.isDirectory() ? "directory" : "file",
          }));
        case "kind":
          return stat(file).then(
            (found) => (found.isDirectory() ? "directory" : "file"),
            () => null,
          );
        case "mkdir":
          return void (await mkdir(file, { recursive: true }));
        case "read":
          return {
            base64: (await readFile(file)).toString("base64"),
            lastModified: (await stat(file)).mtimeMs,
          };
        case "write":
          return void (await writeFile(file, Buffer.from(argument ?? "", "base64")));
        case "remove":
          return void (await rm(file, { recursive: argument === "recursive" }));
        case "move":
          return void (await rename(file, inside(argument!)));
      }
    },
  );
  await page.addInitScript(browserFolder, path.basename(root));
}

/** Runs in the page: FileSystemDirectoryHandle and FileSystemFileHandle, as far as the editor uses them. */
function browserFolder(rootName: string) {
  type Call = (operation: Operation, relative: string, argument?: string) => Promise<unknown>;
  const call = (window as unknown as { folderOperation: Call }).folderOperation;
  const join = (folder: string, name: string) => (folder ? `${folder}/${name}` : name);
  const fail = (name: string, message: string) => new DOMException(message, name);

  class Handle {
    path: string;
    name: string;
    kind: "file" | "directory";
    constructor(path: string, name: string, kind: "file" | "directory") {
      this.path = path;
      this.name = name;
      this.kind = kind;
    }
    async isSameEntry(other: Handle) {
      return other?.path === this.path && other.kind === this.kind;
    }
    async queryPermission() {
      return "granted";
    }
    async requestPermission() {
      return "granted";
    }
  }

  class FolderHandle extends Handle {
    constructor(folder: string, name = folder.split("/").at(-1) ?? "") {
      super(folder, name, "directory");
    }
    async *entries(): AsyncGenerator<[string, Handle]> {
      const entries = (await call("list", this.path)) as Array<{ name: string; kind: string }>;
      for (const { name, kind } of entries) {
        const inner = join(this.path, name);
        yield [name, kind === "directory" ? new FolderHandle(inner) : new FileHandle(inner)];
      }
    }
    async *values() {
      for await (const [, handle] of this.entries()) yield handle;
    }
    async *keys() {
      for await (const [name] of this.entries()) yield name;
    }
    [Symbol.asyncIterator]() {
      return this.entries();
    }
    async getDirectoryHandle(name: string, { create = false } = {}) {
      const inner = join(this.path, name);
      const kind = await call("kind", inner);
      if (kind === "file") throw fail("TypeMismatchError", `${inner} is a file`);
      if (!kind && !create) throw fail("NotFoundError", `${inner} not found`);
      if (!kind) await call("mkdir", inner);
      return new FolderHandle(inner);
    }
    async getFileHandle(name: string, { create = false } = {}) {
      const inner = join(this.path, name);
      const kind = await call("kind", inner);
      if (kind === "directory") throw fail("TypeMismatchError", `${inner} is a folder`);
      if (!kind && !create) throw fail("NotFoundError", `${inner} not found`);
      if (!kind) await call("write", inner, "");
      return new FileHandle(inner);
    }
    async removeEntry(name: string, { recursive = false } = {}) {
      const inner = join(this.path, name);
      if (!(await call("kind", inner))) throw fail("NotFoundError", `${inner} not found`);
      await call("remove", inner, recursive ? "recursive" : undefined);
    }
  }

  class FileHandle extends Handle {
    constructor(file: string) {
      super(file, file.split("/").at(-1) ?? "", "file");
    }
    async getFile() {
      const { base64, lastModified } = (await call("read", this.path)) as {
        base64: string;
        lastModified: number;
      };
      const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
      return new File([bytes], this.name, { lastModified });
    }
    async createWritable() {
      const parts: BlobPart[] = [];
      return {
        write: async (data: BlobPart | { type: "write"; data: BlobPart }) => {
          const isCommand = typeof data === "object" && "data" in data && !(data instanceof Blob);
          parts.push(isCommand ? data.data : (data as BlobPart));
        },
        close: async () => {
          const bytes = new Uint8Array(await new Blob(parts).arrayBuffer());
          let binary = "";
          for (const byte of bytes) binary += String.fromCharCode(byte);
          await call("write", this.path, btoa(binary));
        },
        abort: async () => {},
      };
    }
    async move(folder: FolderHandle | string, name?: string) {
      const target =
        typeof folder === "string"
          ? join(this.path.split("/").slice(0, -1).join("/"), folder)
          : join(folder.path, name ?? this.name);
      await call("move", this.path, target);
      this.path = target;
      this.name = target.split("/").at(-1) ?? "";
    }
  }

  Object.assign(window, { showDirectoryPicker: async () => new FolderHandle("", rootName) });
}
