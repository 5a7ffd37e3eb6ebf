import type { ConsoleMessage, Page } from "@playwright/test";

/** Records what a visitor's browser did on a page: console output, requests, dialogs. */
export function watchPage(page: Page, origin: string) {
  const consoleMessages: ConsoleMessage[] = [];
  const requests: string[] = [];
  const dialogs: string[] = [];
  page.on("console", (message) => consoleMessages.push(message));
  page.on("request", (request) => requests.push(request.url()));
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  return {
    consoleMessages,
    requests,
    dialogs,
    consoleErrors: () => consoleMessages.filter((message) => message.type() === "error").map((m) => m.text()),
    foreignRequests: () => requests.filter((url) => !url.startsWith(origin) && !url.startsWith("data:")),
  };
}
