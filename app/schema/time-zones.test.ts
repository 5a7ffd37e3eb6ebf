import { describe, expect, it } from "vitest";
import { wallClockExists } from "./time-zones.ts";

describe("a time as clocks show it in a time zone", () => {
  it("exists, but for the hour clocks skip when summer time starts", () => {
    expect(wallClockExists("2026-03-29T02:30", "Europe/Paris")).toBe(false);
    expect(wallClockExists("2026-03-29T03:30", "Europe/Paris")).toBe(true);
    expect(wallClockExists("2026-03-29T02:30", "Africa/Banjul")).toBe(true);
  });
});
