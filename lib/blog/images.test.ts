import { ImageOptimizerCache } from "next/dist/server/image-optimizer";
import { imageConfigDefault } from "next/dist/shared/lib/image-config";

import {
  IMAGE_LOCAL_PATTERNS,
  IMAGE_OPTIMIZER,
  imageRemotePatterns,
  localImageAllowed,
  optimizableImageSrc,
  optimizedImageSources,
  optimizedImageUrl,
} from "./images";

/** Next's own check of an optimizer request, under next.config.ts's images settings. */
function optimizerRefusal(url: string): string | undefined {
  const images = {
    ...imageConfigDefault,
    remotePatterns: [],
    localPatterns: IMAGE_LOCAL_PATTERNS.map((pattern) => ({ ...pattern })),
    deviceSizes: [...IMAGE_OPTIMIZER.deviceSizes],
    imageSizes: [...IMAGE_OPTIMIZER.imageSizes],
    qualities: [IMAGE_OPTIMIZER.quality],
  };
  const request = { headers: { accept: "image/webp,*/*" } } as unknown as Parameters<typeof ImageOptimizerCache.validateParams>[0];
  const nextConfig = { images } as unknown as Parameters<typeof ImageOptimizerCache.validateParams>[2];
  const result = ImageOptimizerCache.validateParams(request, { url, w: "640", q: String(IMAGE_OPTIMIZER.quality) }, nextConfig, false);
  return "errorMessage" in result ? result.errorMessage : undefined;
}

describe("blog images", () => {
  it("allows remote hosts only from configuration", () => {
    expect(imageRemotePatterns({})).toEqual([]);
    expect(imageRemotePatterns({ NEXT_PUBLIC_BLOG_API_URL: "off", NEXT_PUBLIC_IMAGE_URL: "off" })).toEqual([]);
    expect(imageRemotePatterns({ NEXT_PUBLIC_BLOG_API_URL: "https://blog.example", NEXT_PUBLIC_IMAGE_URL: "http://cdn.example:8080/img/" })).toEqual([
      { protocol: "https", hostname: "blog.example", port: "", pathname: "/**" },
      { protocol: "http", hostname: "cdn.example", port: "8080", pathname: "/**" },
    ]);
  });

  it("lets the optimizer load site paths only where images are, without a query string", () => {
    for (const allowed of [
      "/blog/a.jpg",
      "/blog/2026/chart.png",
      "/images/x.webp",
      "/icons/icon-192.png",
      "/share-image.png",
      "/_next/static/media/logo.3f2a.png",
    ]) {
      expect([allowed, optimizerRefusal(allowed)]).toEqual([allowed, undefined]);
      expect(localImageAllowed(allowed)).toBe(true);
    }
    for (const refused of [
      "/",
      "/about/",
      "/api/health",
      "/api/graphql",
      "/blog/",
      "/blog/some-post/",
      "/listing-photos/1-1.png",
      "/images/x.jpg?v=2",
      "/blog/../api/health",
      "/icon.svg",
      "/images/x.svg",
    ]) {
      expect([refused, optimizerRefusal(refused)]).toEqual([refused, '"url" parameter is not allowed']);
      expect(localImageAllowed(refused)).toBe(false);
      expect(optimizableImageSrc(refused, {})).toBeNull();
    }
    // The disk cache is bounded (Next's default is half the free disk).
    expect(IMAGE_OPTIMIZER.maximumDiskCacheSize).toBeGreaterThan(0);
    expect(IMAGE_OPTIMIZER.maximumDiskCacheSize).toBeLessThanOrEqual(1024 ** 3);
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

  it("builds next/image's optimizer addresses and srcset on the server", () => {
    expect(optimizedImageUrl("/blog/a b.jpg", 640)).toBe("/_next/image?url=%2Fblog%2Fa%20b.jpg&w=640&q=75");
    // 100vw at least: every width from the first device size (640) up, as next/image lists them.
    const column = optimizedImageSources("https://blog.example/a.jpg", "(max-width: 46rem) 100vw, 46rem");
    const widths = [640, 750, 828, 1080, 1200, 1920, 2048, 3840];
    expect(column.srcSet).toBe(widths.map((w) => `/_next/image?url=https%3A%2F%2Fblog.example%2Fa.jpg&w=${w}&q=75 ${w}w`).join(", "));
    expect(column.src).toBe("/_next/image?url=https%3A%2F%2Fblog.example%2Fa.jpg&w=3840&q=75");
    // 50vw: from 320 up, so the image sizes above 320 join.
    expect(
      optimizedImageSources("/a.jpg", "50vw")
        .srcSet?.split(", ")
        .map((entry) => entry.split(" ")[1]),
    ).toEqual(["384w", ...widths.map((w) => `${w}w`)]);
    // No vw share: every width the optimizer accepts.
    expect(optimizedImageSources("/a.jpg", "46rem").srcSet?.split(", ")).toHaveLength(IMAGE_OPTIMIZER.imageSizes.length + IMAGE_OPTIMIZER.deviceSizes.length);
    // SVGs are not rasterised: their own address, no srcset.
    expect(optimizedImageSources("/blog/chart.svg?v=2", "100vw")).toEqual({ src: "/blog/chart.svg?v=2" });
  });
});
