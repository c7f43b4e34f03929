import { formPermalink } from "./use-form-permalink";

describe("formPermalink", () => {
  test("a page's path, with the site's trailing slash", () => {
    expect(formPermalink("/contact/")).toBe("/contact/");
    expect(formPermalink("/agents/abc")).toBe("/agents/abc/");
    expect(formPermalink("/")).toBe("/");
  });

  test("no path (outside a page): no permalink, never the text 'null'", () => {
    expect(formPermalink(null)).toBeUndefined();
    expect(formPermalink("")).toBeUndefined();
  });
});
