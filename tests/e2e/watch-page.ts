import type { ConsoleMessage, Page } from "@playwright/test";

const browserIcons = /^\/(icon\.svg|favicon\.ico)$/;

export function watchPage(page: Page, origin: string) {
  const consoleMessages: ConsoleMessage[] = [];
  const requests: string[] = [];
  const dialogs: string[] = [];
  page.on("console", (message) => consoleMessages.push(message));
  // The browser fetches the tab's icon on its own schedule, not because of anything the
  // visitor did; now that no <img> shares it, it can arrive late in a test.
  page.on("request", (request) => {
    if (!browserIcons.test(new URL(request.url()).pathname)) requests.push(request.url());
  });
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  return {
    consoleMessages,
    requests,
    dialogs,
    consoleErrors: () => consoleMessages.filter((message) => message.type() === "error").map((m) => m.text()),
    foreignRequests: () =>
      requests.filter(
        (url) => !url.startsWith(origin) && !url.startsWith(`blob:${origin}`) && !url.startsWith("data:"),
      ),
  };
}
