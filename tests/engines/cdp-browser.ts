// A headless Chromium driven through the raw DevTools protocol. Playwright cannot drive
// Chromium 80 (it needs protocol methods that came later), so every engine in the
// support-floor tests, today's included, goes through this one small client: the same
// viewport, the same waits, the same measurements.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromiumArgs } from "#scripts/chromium.ts";

interface Pending {
  resolve: (value: Record<string, unknown>) => void;
  reject: (error: Error) => void;
}

export interface CdpPage {
  /** Sets the viewport (CSS pixels) and the colour scheme the page sees. */
  emulate(options: { width: number; height: number; colorScheme: "light" | "dark" }): Promise<void>;
  /** Loads an address and waits for its load event. */
  goto(url: string): Promise<void>;
  /** Runs an expression in the page and returns its JSON value. */
  evaluate<T>(expression: string): Promise<T>;
  /** A PNG of the viewport, or of the full page. */
  screenshot(fullPage?: boolean): Promise<Buffer>;
}

export interface CdpBrowser {
  version: string;
  page: CdpPage;
  close(): Promise<void>;
}

export async function launchCdpBrowser(executable: string): Promise<CdpBrowser> {
  const profile = mkdtempSync(path.join(tmpdir(), "cdp-chromium-"));
  const child = spawn(
    executable,
    [
      ...chromiumArgs,
      "--headless",
      "--hide-scrollbars",
      "--force-color-profile=srgb",
      "--remote-debugging-port=0",
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  const cleanUp = () => {
    if (child.exitCode === null) child.kill("SIGKILL");
    rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
  };
  try {
    const socket = await connect(await devToolsUrl(child));
    const session = new CdpSession(socket);
    const { product } = await session.send("Browser.getVersion");
    // A tab of our own: the one Chromium opens at start may not be listed yet.
    const { targetId } = await session.send("Target.createTarget", { url: "about:blank" });
    const { sessionId } = (await session.send("Target.attachToTarget", {
      targetId,
      flatten: true,
    })) as { sessionId: string };
    const page = pageOf(session, sessionId);
    await session.send("Page.enable", {}, sessionId);
    await session.send("Runtime.enable", {}, sessionId);
    return {
      version: String(product),
      page,
      close: async () => {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        await session.send("Browser.close").catch(() => undefined);
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
        socket.close();
        cleanUp();
      },
    };
  } catch (error) {
    cleanUp();
    throw error;
  }
}

function pageOf(session: CdpSession, sessionId: string): CdpPage {
  return {
    async emulate({ width, height, colorScheme }) {
      await session.send(
        "Emulation.setDeviceMetricsOverride",
        { width, height, deviceScaleFactor: 1, mobile: false },
        sessionId,
      );
      await session.send(
        "Emulation.setEmulatedMedia",
        {
          media: "screen",
          features: [
            { name: "prefers-color-scheme", value: colorScheme },
            // Looks are compared at rest, not halfway through a colour transition.
            { name: "prefers-reduced-motion", value: "reduce" },
          ],
        },
        sessionId,
      );
    },
    async goto(url) {
      const loaded = session.waitFor("Page.loadEventFired", sessionId);
      const { errorText } = await session.send("Page.navigate", { url }, sessionId);
      if (errorText) throw new Error(`${url}: ${String(errorText)}`);
      await loaded;
    },
    async evaluate<T>(expression: string) {
      const { result, exceptionDetails } = (await session.send(
        "Runtime.evaluate",
        { expression, returnByValue: true, awaitPromise: true },
        sessionId,
      )) as { result: { value: T }; exceptionDetails?: { exception?: { description?: string } } };
      if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? "evaluate failed");
      return result.value;
    },
    async screenshot(fullPage = false) {
      let clip;
      if (fullPage) {
        const size = await this.evaluate<{ width: number; height: number }>(
          "({ width: document.documentElement.scrollWidth, height: document.documentElement.scrollHeight })",
        );
        clip = { x: 0, y: 0, ...size, scale: 1 };
      }
      const { data } = await session.send(
        "Page.captureScreenshot",
        { format: "png", ...(clip ? { clip, captureBeyondViewport: true } : {}) },
        sessionId,
      );
      return Buffer.from(String(data), "base64");
    },
  };
}

class CdpSession {
  private nextId = 1;
  private pending = new Map<number, Pending>();
  private listeners: Array<{ method: string; sessionId: string; resolve: () => void }> = [];

  private socket: WebSocket;

  constructor(socket: WebSocket) {
    this.socket = socket;
    socket.addEventListener("message", (event) => this.receive(String(event.data)));
  }

  send(method: string, params: object = {}, sessionId?: string): Promise<Record<string, unknown>> {
    const id = this.nextId++;
    this.socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
    return withTimeout(
      new Promise((resolve, reject) => this.pending.set(id, { resolve, reject })),
      `no answer to ${method}`,
    );
  }

  waitFor(method: string, sessionId: string): Promise<void> {
    return withTimeout(
      new Promise((resolve) => this.listeners.push({ method, sessionId, resolve })),
      `no ${method} event`,
    );
  }

  private receive(text: string) {
    const message = JSON.parse(text) as {
      id?: number;
      method?: string;
      sessionId?: string;
      result?: Record<string, unknown>;
      error?: { message: string };
    };
    if (message.id !== undefined) {
      const pending = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.error) pending?.reject(new Error(message.error.message));
      else pending?.resolve(message.result ?? {});
      return;
    }
    const matching = this.listeners.filter(
      (listener) => listener.method === message.method && listener.sessionId === message.sessionId,
    );
    this.listeners = this.listeners.filter((listener) => !matching.includes(listener));
    for (const listener of matching) listener.resolve();
  }
}

/** Fails instead of waiting for ever: an engine that stops answering fails its test. */
function withTimeout<T>(promise: Promise<T>, message: string, milliseconds = 30_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${message} after ${milliseconds / 1000} s`)), milliseconds);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Chromium prints the browser's DevTools address on stderr once it listens. */
function devToolsUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`no DevTools address after 30 s:\n${output}`)), 30_000);
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on (ws:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited (${code}) before listening:\n${output}`));
    });
  });
}

function connect(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.addEventListener("open", () => resolve(socket), { once: true });
    socket.addEventListener("error", () => reject(new Error(`cannot connect to ${url}`)), { once: true });
  });
}
