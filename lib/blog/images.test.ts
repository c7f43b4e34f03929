import { imageRemotePatterns, optimizableImageSrc } from "./images";

describe("blog images", () => {
  it("allows remote hosts only from configuration", () => {
    expect(imageRemotePatterns({})).toEqual([]);
    expect(imageRemotePatterns({ NEXT_PUBLIC_BLOG_API_URL: "off", NEXT_PUBLIC_IMAGE_URL: "off" })).toEqual([]);
    expect(imageRemotePatterns({ NEXT_PUBLIC_BLOG_API_URL: "https://blog.example", NEXT_PUBLIC_IMAGE_URL: "http://cdn.example:8080/img/" })).toEqual([
      { protocol: "https", hostname: "blog.example", port: "", pathname: "/**" },
      { protocol: "http", hostname: "cdn.example", port: "8080", pathname: "/**" },
    ]);
  });

  it("routes site paths to the CDN when set and refuses unknown hosts", () => {
    expect(optimizableImageSrc("/blog/a.jpg", {})).toBe("/blog/a.jpg");
    expect(optimizableImageSrc("/blog/a.jpg", { NEXT_PUBLIC_IMAGE_URL: "https://cdn.example/site" })).toBe("https://cdn.example/site/blog/a.jpg");
    const env = { NEXT_PUBLIC_BLOG_API_URL: "https://blog.example" };
    expect(optimizableImageSrc("https://blog.example/content/images/a.jpg", env)).toBe("https://blog.example/content/images/a.jpg");
    expect(optimizableImageSrc("https://elsewhere.example/a.jpg", env)).toBeNull();
    expect(optimizableImageSrc("//blog.example/a.jpg", env)).toBe("https://blog.example/a.jpg");
    expect(optimizableImageSrc("not a url", env)).toBeNull();
  });
});
