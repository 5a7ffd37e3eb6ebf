import { describe, expect, it } from "vitest";
import { formatDate, formatMonth, parseIsoDate } from "./dates.ts";

describe("dates", () => {
  it("writes months and days as the spec does", () => {
    expect(formatMonth("2024-01")).toBe("January 2024");
    expect(formatDate("2023-12-15")).toBe("December 15, 2023");
  });

  it("accepts only real calendar days", () => {
    expect(parseIsoDate("2024-02-29")).toBeInstanceOf(Date);
    expect(parseIsoDate("2023-02-29")).toBeUndefined();
    expect(parseIsoDate("2023-12-32")).toBeUndefined();
    expect(parseIsoDate("15/12/2023")).toBeUndefined();
  });

  it("refuses to show a date that does not exist", () => {
    expect(() => formatDate("2023-02-30")).toThrow('Not a real calendar date: "2023-02-30"');
  });
});
