/**
 * Blog images and next/image. Remote hosts are allowed only from configuration: the Ghost
 * site's host (feature images and images in posts live there) and the image CDN
 * (NEXT_PUBLIC_IMAGE_URL). Site paths ("/blog/x.jpg") are served by the site, or by the CDN
 * when one is configured. Pure: next.config.ts and the post component share it.
 */
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

/**
 * Where next/image should load `src` from, or null when it must not (a host that is not
 * configured: next/image would refuse it at render time). Site paths go to the CDN when set.
 */
export function optimizableImageSrc(src: string, env: RawEnv): string | null {
  if (src.startsWith("/") && !src.startsWith("//")) {
    const cdn = originOf(env.NEXT_PUBLIC_IMAGE_URL);
    return cdn ? new URL(src.replace(/^\/+/, ""), cdn.href.endsWith("/") ? cdn.href : `${cdn.href}/`).toString() : src;
  }
  let url: URL;
  try {
    url = new URL(src.startsWith("//") ? `https:${src}` : src);
  } catch {
    return null;
  }
  const allowed = imageRemotePatterns(env).some(
    (p) => p.hostname === url.hostname && p.port === url.port && `${p.protocol}:` === url.protocol,
  );
  return allowed ? url.toString() : null;
}
