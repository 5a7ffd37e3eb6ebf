// Playwright cannot drive Chromium 80 (it needs protocol methods that came later), so every
// engine in the support-floor tests, today's included, goes through this one small DevTools
// client: the same flags, viewport, waits and measurements.
import { Launcher } from "chrome-launcher";
import CDP from "chrome-remote-interface";
import { once } from "node:events";
import { existsSync, readFileSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { chromiumArgs } from "#scripts/chromium.ts";

export async function launchCdpBrowser(executable: string) {
  const chrome = new Launcher({
    chromePath: executable,
    chromeFlags: [...chromiumArgs, "--headless", "--hide-scrollbars", "--force-color-profile=srgb"],
    // Only our flags, so every engine, old or new, renders under the same ones.
    ignoreDefaultFlags: true,
    port: await loopbackPort(),
  });
  // Chromium runs in its own process group, which a worker that exits mid-test would leave behind.
  const stop = () => {
    chrome.kill();
    process.off("exit", stop);
  };
  process.once("exit", stop);
  try {
    await chrome.launch();
    const port = chrome.port!;
    // A tab of our own: the one Chromium opens at start may not be listed yet. The protocol
    // description is the package's own, as Chromium 110 crashes when asked for its.
    const client = await CDP({ port, target: await CDP.New({ port }), local: true });
    await client.Page.enable();
    return {
      version: (await CDP.Version({ port })).Browser,
      page: pageOf(client),
      close: async () => {
        await client.close();
        stop();
      },
    };
  } catch (error) {
    const log = `${chrome.userDataDir}/chrome-err.log`;
    const stderr = existsSync(log) ? readFileSync(log, "utf8") : "";
    stop();
    throw new Error(`${executable}: ${String(error)}\n${stderr}`, { cause: error });
  }
}

type View = { width: number; height: number; colorScheme: "light" | "dark" };

function pageOf(client: CDP.Client) {
  return {
    async emulate({ width, height, colorScheme }: View) {
      await client.Emulation.setDeviceMetricsOverride({ width, height, deviceScaleFactor: 1, mobile: false });
      await client.Emulation.setEmulatedMedia({
        media: "screen",
        features: [
          { name: "prefers-color-scheme", value: colorScheme },
          // Looks are compared at rest, not halfway through a colour transition.
          { name: "prefers-reduced-motion", value: "reduce" },
        ],
      });
    },
    async goto(url: string) {
      const loaded = client.Page.loadEventFired();
      const { errorText } = await client.Page.navigate({ url });
      if (errorText) throw new Error(`${url}: ${errorText}`);
      await withTimeout(loaded, `no load event from ${url}`);
    },
    async evaluate<T>(expression: string) {
      const { result, exceptionDetails } = await withTimeout(
        client.Runtime.evaluate({ expression, returnByValue: true, awaitPromise: true }),
        "no answer from the page",
      );
      if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? "evaluate failed");
      return result.value as T;
    },
  };
}

function withTimeout<T>(promise: Promise<T>, message: string, milliseconds = 30_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${message} after ${milliseconds / 1000} s`)), milliseconds);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** chrome-launcher's own pick of a port listens on every interface for a moment. */
async function loopbackPort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  server.close();
  return port;
}
