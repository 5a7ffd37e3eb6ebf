import { axeViolations } from "#tests/engines/axe.ts";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumExecutable } from "#scripts/chromium.ts";

interface Visit {
  url: string;
  status: number | undefined;
  cspViolations: string[];
  console: Array<{ type: string; text: string }>;
  axeViolations: string[];
}

export async function visitInChromium(urls: readonly string[]): Promise<Visit[]> {
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
  try {
    const context = await browser.newContext({ ignoreHTTPSErrors: true });
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener("securitypolicyviolation", (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const visits: Visit[] = [];
    for (const url of urls) {
      const tab = await context.newPage();
      const messages: Visit["console"] = [];
      tab.on("console", (message) => messages.push({ type: message.type(), text: message.text() }));
      const response = await tab.goto(url, { waitUntil: "networkidle" });
      const cspViolations = await tab.evaluate(
        () => (window as unknown as { cspViolations: string[] }).cspViolations,
      );
      const axe = await axeViolations(tab, { tags: ["wcag2a", "wcag2aa"] });
      visits.push({
        url,
        status: response?.status(),
        cspViolations,
        console: messages,
        axeViolations: axe.map((violation) => violation.split(":")[0] ?? violation),
      });
      await tab.close();
    }
    return visits;
  } finally {
    await browser.close();
  }
}
