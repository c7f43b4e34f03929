import { formatRate } from "@/lib/rates/format";

test.each([
  [7.03, "7.03%"],
  [5, "5.00%"],
  [6.125, "6.125%"],
  [6.1, "6.10%"],
])("formatRate(%p) is %s", (value, text) => {
  expect(formatRate(value)).toBe(text);
});
