import { existsSync } from "node:fs";
import path from "node:path";

import { navigationSections } from "@/lib/navigation";
import { findRoute, ROUTES } from "@/lib/routes";

describe("route registry", () => {
  it.each(ROUTES.map((route) => [route.path]))("%s has a page file", (routePath) => {
    const dir = path.join(process.cwd(), "app", "(site)", routePath);
    expect(existsSync(path.join(dir, "page.tsx"))).toBe(true);
  });
  it("has unique paths ending in a slash", () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const p of paths) expect(p.endsWith("/")).toBe(true);
  });
  it("gives every route a title and a description", () => {
    for (const route of ROUTES) {
      expect(route.title.length).toBeGreaterThan(2);
      expect(route.description.length).toBeGreaterThan(20);
    }
  });
  it("finds routes with or without the trailing slash", () => {
    expect(findRoute("/about")?.title).toBe("About");
  });
  it("keeps private pages out of the navigation", () => {
    const listed = navigationSections().flatMap((section) => section.routes);
    expect(listed.every((route) => !route.private)).toBe(true);
  });
});
