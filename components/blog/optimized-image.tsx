import "server-only";

import { preload } from "react-dom";

import { optimizedImageSources } from "@/lib/blog/images";

type OptimizedImageProps = {
  /** An address optimizableImageSrc accepted. */
  src: string;
  alt: string;
  /** The HTML `sizes`: which widths the srcset offers (optimizedImageSources). */
  sizes: string;
  className?: string;
  /** Above the fold: loaded eagerly at high priority and preloaded, instead of lazily. */
  priority?: boolean;
} & ({ width: number; height: number } | { width?: undefined; height?: undefined });

/**
 * A blog image through Next's image optimizer, rendered on the server as a plain `<img>`: the
 * srcset and src next/image would give it, its width and height (the box is reserved, no
 * layout shift; without them the caller's frame sizes it), lazy loading and async decoding.
 * Not next/image: any import from it (getImageProps too) made its client component a client
 * reference of the page, 5.4 KB gzip of a post page's first-load JS for images that need no
 * JavaScript (the first-load budget, docs/architecture.md, First-load JavaScript budgets).
 */
export function OptimizedImage({ src, alt, sizes, className, priority = false, width, height }: OptimizedImageProps) {
  const sources = optimizedImageSources(src, sizes);
  if (priority) preload(sources.src, { as: "image", imageSrcSet: sources.srcSet, imageSizes: sources.srcSet ? sizes : undefined, fetchPriority: "high" });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- next/image's markup and optimizer addresses, built on the server (see above)
    <img
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className={className}
    />
  );
}
