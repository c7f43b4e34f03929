import { BlogUnavailableError } from "@/lib/blog/types";

import { blogSourceFromEnv, readBlog } from "./blog-service";
import { createMarkdownSource } from "./markdown-source";

describe("blog source selection", () => {
  it("uses Markdown by default and when the API is off", () => {
    expect(blogSourceFromEnv({}).kind).toBe("markdown");
    expect(blogSourceFromEnv({ NEXT_PUBLIC_BLOG_API_URL: "off", NEXT_PUBLIC_BLOG_API_KEY: "off" }).kind).toBe("markdown");
  });
  it("uses Ghost when both the URL and the key are set", () => {
    expect(blogSourceFromEnv({ NEXT_PUBLIC_BLOG_API_URL: "https://blog.example", NEXT_PUBLIC_BLOG_API_KEY: "abc" }).kind).toBe("ghost");
  });
  it("refuses one without the other", () => {
    expect(() => blogSourceFromEnv({ NEXT_PUBLIC_BLOG_API_URL: "https://blog.example", NEXT_PUBLIC_BLOG_API_KEY: "off" })).toThrow(/go together/);
    expect(() => blogSourceFromEnv({ NEXT_PUBLIC_BLOG_API_KEY: "abc" })).toThrow(/go together/);
  });
});

describe("readBlog", () => {
  it("turns an unavailable source into a message and lets other errors through", async () => {
    const source = createMarkdownSource();
    const spy = jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(await readBlog(() => Promise.reject(new BlogUnavailableError("down", 500)), source)).toEqual({
      ok: false,
      message: expect.stringMatching(/unavailable/),
    });
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
    await expect(readBlog(() => Promise.reject(new TypeError("bug")), source)).rejects.toThrow("bug");
    expect(await readBlog(() => Promise.resolve(3), source)).toEqual({ ok: true, value: 3 });
  });
});
