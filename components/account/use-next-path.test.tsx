import { withNextPath } from "./use-next-path";

describe("withNextPath", () => {
  it("keeps the return path, encoded, on the other account page", () => {
    expect(withNextPath("/sign-up/", "/listings/k3Xy9/")).toBe("/sign-up/?next=%2Flistings%2Fk3Xy9%2F");
    expect(withNextPath("/sign-in/", "/saved-homes/?page=2")).toBe("/sign-in/?next=%2Fsaved-homes%2F%3Fpage%3D2");
  });

  it("adds nothing without one", () => {
    expect(withNextPath("/sign-up/", null)).toBe("/sign-up/");
  });
});
