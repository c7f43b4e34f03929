import { safeNextPath } from "./safe-next-path";

test.each([
  ["", "/profile/"],
  ["?next=/listings/?page=2", "/listings/?page=2"],
  ["?next=%2Fcalculators%2Ffha%2F", "/calculators/fha/"],
  ["?next=//evil.example/", "/profile/"],
  ["?next=/\\evil.example", "/profile/"],
  ["?next=https://evil.example/", "/profile/"],
  ["?next=javascript:alert(1)", "/profile/"],
  ["?next=profile", "/profile/"],
])("%s -> %s", (search, expected) => {
  expect(safeNextPath(search)).toBe(expected);
});
