import { COMPILE_HINT, takesCompileHint } from "./compile-hints";

describe("compile hints", () => {
  it("is V8's magic comment on a line of its own", () => {
    expect(COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad\n");
  });

  it("goes on the client bundle's JavaScript chunks only", () => {
    expect(takesCompileHint("static/chunks/8755-7e98e147858cb4c5.js")).toBe(true);
    expect(takesCompileHint("static/chunks/app/mortgage-calculator/page-b82e0d34c0bf054a.js")).toBe(true);
    expect(takesCompileHint("static/css/bad98fba0961be53.css")).toBe(false);
    expect(takesCompileHint("static/chunks/8755-7e98e147858cb4c5.js.map")).toBe(false);
    expect(takesCompileHint("static/media/03f17d7c3aa26da2-s.p.woff2")).toBe(false);
    expect(takesCompileHint("server/app/page.js")).toBe(false);
  });
});
