// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Layout } from "./root.tsx";

function renderPage(handle: unknown): string {
  const Stub = createRoutesStub([
    {
      path: "/",
      handle,
      Component: () => (
        <Layout>
          <h1>Page</h1>
        </Layout>
      ),
    },
  ]);
  return renderToStaticMarkup(<Stub initialEntries={["/"]} />);
}

describe("Layout: JavaScript only for routes that ask for it", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it("renders no script for a page that does not opt in", () => {
    vi.stubEnv("DEV", false);
    const html = renderPage(undefined);
    expect(html).toContain("<h1>Page</h1>");
    expect(html).not.toContain("<script");
  });

  it("renders React Router's scripts for a route with handle.hydrate", () => {
    vi.stubEnv("DEV", false);
    // The stub's asset manifest is empty, so React warns about the empty module address.
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(renderPage({ hydrate: true })).toContain("<script");
  });
});
