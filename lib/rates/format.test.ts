import { formatRate } from "@/lib/rates/format";

test.each([
  [7.03, "7.03%"],
  [5, "5.00%"],
  [6.125, "6.125%"],
  [6.1, "6.10%"],
])("formatRate(%p) is %s", (value, text) => {
  expect(formatRate(value)).toBe(text);
});

test.each([
  [3.70668, "3.70668%"],
  [3.703, "3.703%"],
  [0.04833, "0.04833%"],
  [4, "4.00%"],
])("formatRate(%p, 5), an index to five decimals, is %s", (value, text) => {
  expect(formatRate(value, 5)).toBe(text);
});
