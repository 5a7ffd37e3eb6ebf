import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumExecutable } from "./chromium.ts";

export const twoG = { latencyMs: 800, kilobitsPerSecond: 250 } as const;

interface Paint {
  /** Milliseconds from the start of navigation. */
  fcp: number;
  lcp: number;
}

export async function paintOn2G(urls: readonly string[], runs: number): Promise<Map<string, Paint[]>> {
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
  const paints = new Map<string, Paint[]>(urls.map((url) => [url, []]));
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const url of urls) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send("Network.enable");
        await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
        const bytesPerSecond = (twoG.kilobitsPerSecond * 1000) / 8;
        await cdp.send("Network.emulateNetworkConditions", {
          offline: false,
          latency: twoG.latencyMs,
          downloadThroughput: bytesPerSecond,
          uploadThroughput: bytesPerSecond,
        });
        await page.goto(url, { waitUntil: "load", timeout: 60_000 });
        paints.set(url, [...(paints.get(url) ?? []), await page.evaluate(readPaints)]);
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return paints;
}

/** Runs in the page once it has loaded. */
function readPaints(): Promise<Paint> {
  const latest = (type: string, name?: string) =>
    new Promise<number>((resolve) => {
      new PerformanceObserver((list, observer) => {
        const last = list
          .getEntries()
          .filter((entry) => !name || entry.name === name)
          .at(-1);
        if (!last) return;
        observer.disconnect();
        resolve(last.startTime);
      }).observe({ type, buffered: true });
    });
  // Two frames after load, so a candidate painted with the load event is reported too.
  return new Promise((resolve) =>
    requestAnimationFrame(() =>
      requestAnimationFrame(async () =>
        resolve({
          fcp: await latest("paint", "first-contentful-paint"),
          lcp: await latest("largest-contentful-paint"),
        }),
      ),
    ),
  );
}
