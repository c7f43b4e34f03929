import { formatUsd } from "./types";

describe("formatUsd", () => {
  it.each([
    [74312, "$74,312"],
    [74312.5, "$74,312.50"],
    [74312.05, "$74,312.05"],
    [0, "$0"],
    [1234567.891, "$1,234,567.89"],
  ])("%p -> %s", (value, text) => {
    expect(formatUsd(value)).toBe(text);
  });
});
