import { render } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Layout } from "./root";

// Layout renders a whole document; rendering it into a test container is enough to see
// which elements it emits.
function renderPage(handle: unknown) {
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
  return render(<Stub initialEntries={["/"]} />);
}

describe("Layout: JavaScript only for routes that ask for it", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("renders no script for a page that does not opt in", () => {
    vi.stubEnv("DEV", false);
    const { container } = renderPage(undefined);
    expect(container.querySelectorAll("script")).toHaveLength(0);
  });

  it("renders React Router's scripts for a route with handle.hydrate", () => {
    vi.stubEnv("DEV", false);
    const { container } = renderPage({ hydrate: true });
    expect(container.querySelectorAll("script").length).toBeGreaterThan(0);
  });
});
