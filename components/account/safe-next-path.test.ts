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

describe("return paths of the listing pages", () => {
  test.each([
    ["?next=%2Flistings%2Fk3Xy9%2F", "/listings/k3Xy9/"],
    ["?next=/saved-homes/", "/saved-homes/"],
    ["?next=/listings/k3Xy9/?calcType=fha&rate=6.5", "/listings/k3Xy9/?calcType=fha"],
    ["?next=%2Flistings%2Fk3Xy9%2F%3FcalcType%3Dfha%26rate%3D6.5", "/listings/k3Xy9/?calcType=fha&rate=6.5"],
    // The URL parser drops tabs and newlines: "/\t/evil" would become "//evil", another host.
    ["?next=/%09/evil.example/", "/profile/"],
    ["?next=/%0A/evil.example/", "/profile/"],
    ["?next=%2F%2Fevil.example%2F", "/profile/"],
    ["?next=%5C%5Cevil.example", "/profile/"],
    ["?next=/\\/evil.example", "/profile/"],
    ["?next=", "/profile/"],
  ])("%s -> %s", (search, expected) => {
    expect(safeNextPath(search)).toBe(expected);
  });

  it("uses the caller's fallback", () => {
    expect(safeNextPath("?next=https://evil.example/", "")).toBe("");
    expect(safeNextPath("", "/saved-homes/")).toBe("/saved-homes/");
  });
});
