/** Slugs of posts and tags: lower-case ASCII letters and digits separated by single hyphens. */

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Path segments under /blog/ that are routes, never post slugs. */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set(["page", "tag", "rss.xml", "feed"]);

/** True for a usable post or tag slug (at most 100 characters). */
export function isValidSlug(slug: string): boolean {
  return slug.length <= 100 && SLUG_PATTERN.test(slug) && !RESERVED_SLUGS.has(slug);
}

/** The slug of a tag name: "FHA loans" -> "fha-loans", "Rate & points" -> "rate-points". */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 100);
}
