import { countWords, readingMinutes, WORDS_PER_MINUTE } from "./reading-time";

describe("reading time", () => {
  it("counts words, not punctuation", () => {
    expect(countWords("A loan of $350,000 at 6.5% — for 30 years.")).toBe(9);
    expect(countWords("  ")).toBe(0);
  });
  it("rounds up to whole minutes, at least one", () => {
    expect(readingMinutes("")).toBe(1);
    expect(readingMinutes("word ".repeat(WORDS_PER_MINUTE))).toBe(1);
    expect(readingMinutes("word ".repeat(WORDS_PER_MINUTE + 1))).toBe(2);
    expect(readingMinutes("word ".repeat(1000))).toBe(5);
  });
});
