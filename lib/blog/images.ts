/**
 * Blog images through Next's image optimizer (/_next/image). Remote hosts are allowed only from
 * configuration: the Ghost site's host (feature images and images in posts live there) and the
 * image CDN (NEXT_PUBLIC_IMAGE_URL). Site paths ("/blog/x.jpg") are served by the site, or by the CDN
 * when one is configured. Pure: next.config.ts and the post component share it.
 */
import { hasLocalMatch } from "next/dist/shared/lib/match-local-pattern";

// Relative import: next.config.ts loads this file, and its loader does not know the "@/" alias.
import { isIntegrationOn } from "../integration";

type RawEnv = Readonly<Record<string, string | undefined>>;

export interface ImageRemotePattern {
  protocol: "http" | "https";
  hostname: string;
  port: string;
  pathname: string;
}

function originOf(value: string | undefined): URL | null {
  if (!isIntegrationOn(value)) return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

/** next.config.ts `images.remotePatterns`: the blog API's host and the image CDN's, when configured. */
export function imageRemotePatterns(env: RawEnv): ImageRemotePattern[] {
  const patterns: ImageRemotePattern[] = [];
  for (const url of [originOf(env.NEXT_PUBLIC_BLOG_API_URL), originOf(env.NEXT_PUBLIC_IMAGE_URL)]) {
    if (!url) continue;
    const protocol = url.protocol === "http:" ? "http" : "https";
    if (patterns.some((p) => p.hostname === url.hostname && p.port === url.port && p.protocol === protocol)) continue;
    patterns.push({ protocol, hostname: url.hostname, port: url.port, pathname: "/**" });
  }
  return patterns;
}

export interface ImageLocalPattern {
  pathname: string;
  search: string;
}

const IMAGE_FILE = "*.{avif,gif,jpeg,jpg,png,webp}";

/**
 * next.config.ts `images.localPatterns`: the only site paths the optimizer loads. Without them
 * it would load (and cache a variant of) any path, pages included. Image files only, under the
 * folders that hold them (in public/: blog/ and images/ for posts, icons/, the share image; and
 * the build's static media), never with a query string (`search: ""`), which would otherwise
 * make every `?x=N` a new cache entry.
 */
export const IMAGE_LOCAL_PATTERNS: readonly ImageLocalPattern[] = [
  { pathname: `/blog/**/${IMAGE_FILE}`, search: "" },
  { pathname: `/images/**/${IMAGE_FILE}`, search: "" },
  { pathname: `/icons/${IMAGE_FILE}`, search: "" },
  { pathname: "/share-image.png", search: "" },
  { pathname: "/_next/static/media/*", search: "" },
];

/** Whether the optimizer accepts the site path `path` (Next's own matcher over IMAGE_LOCAL_PATTERNS). */
export function localImageAllowed(path: string): boolean {
  return hasLocalMatch([...IMAGE_LOCAL_PATTERNS], path);
}

/**
 * Where the optimizer should load `src` from, or null when it must not (a host that is not
 * configured, or a site path outside IMAGE_LOCAL_PATTERNS: the optimizer refuses both). Site
 * paths go to the CDN when set.
 */
export function optimizableImageSrc(src: string, env: RawEnv): string | null {
  if (src.startsWith("/") && !src.startsWith("//")) {
    if (!localImageAllowed(src)) return null;
    const cdn = originOf(env.NEXT_PUBLIC_IMAGE_URL);
    return cdn ? new URL(src.replace(/^\/+/, ""), cdn.href.endsWith("/") ? cdn.href : `${cdn.href}/`).toString() : src;
  }
  let url: URL;
  try {
    url = new URL(src.startsWith("//") ? `https:${src}` : src);
  } catch {
    return null;
  }
  const allowed = imageRemotePatterns(env).some((p) => p.hostname === url.hostname && p.port === url.port && `${p.protocol}:` === url.protocol);
  return allowed ? url.toString() : null;
}

/**
 * The image optimizer's widths and quality, which next.config.ts passes to Next (`images`), so
 * the addresses built below are the ones /_next/image accepts: widths from these lists only,
 * this quality only. The values are Next's defaults, and `path` is its fixed route (no basePath).
 */
export const IMAGE_OPTIMIZER = {
  path: "/_next/image",
  deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
  imageSizes: [32, 48, 64, 96, 128, 256, 384],
  quality: 75,
  /**
   * The optimizer's disk cache (.next/cache/images) at most, in bytes; the least recently used
   * go first. Next's default is half the free disk.
   */
  maximumDiskCacheSize: 256 * 1024 * 1024,
} as const;

/** `src` through the image optimizer at `width` px: next/image's default loader's address (`?url=&w=&q=`). */
export function optimizedImageUrl(src: string, width: number): string {
  return `${IMAGE_OPTIMIZER.path}?url=${encodeURIComponent(src)}&w=${width}&q=${IMAGE_OPTIMIZER.quality}`;
}

/**
 * The `src` and `srcSet` of an image shown at `sizes` (an HTML `sizes` value), as next/image
 * computes them: every optimizer width from the first device size times the smallest `vw` share
 * in `sizes` up (all widths when it names none), each through the optimizer with a `w`
 * descriptor; `src` is the widest, for browsers without srcset. An SVG is not rasterised
 * (next/image leaves SVGs unoptimised unless dangerouslyAllowSVG): its own address, no srcset.
 */
export function optimizedImageSources(src: string, sizes: string): { src: string; srcSet?: string } {
  if (/\.svg$/i.test(src.split(/[?#]/, 1)[0] ?? "")) return { src };
  const shares = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((match) => Number(match[2]));
  const smallest = shares.length > 0 ? (Math.min(...shares) / 100) * IMAGE_OPTIMIZER.deviceSizes[0] : 0;
  const widths = [...IMAGE_OPTIMIZER.imageSizes, ...IMAGE_OPTIMIZER.deviceSizes].filter((width) => width >= smallest);
  return {
    // Never empty: a share is at most 199vw, so the widest device size (3840) always stays.
    src: optimizedImageUrl(src, Math.max(...widths)),
    srcSet: widths.map((width) => `${optimizedImageUrl(src, width)} ${width}w`).join(", "),
  };
}
