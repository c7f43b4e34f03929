/**
 * Blog pagination: 12 posts a page (the product's page size). Page 1 is /blog/ (or /blog/tag/{tag}/); page N>1 is
 * /blog/page/N/ (or /blog/tag/{tag}/page/N/): path segments rather than ?page=N, so every page is
 * a cacheable URL that revalidates like the others and reading it never makes a route dynamic.
 */

export const POSTS_PER_PAGE = 12;

/** Largest page number a URL may ask for (keeps parsing cheap; no blog has a million pages). */
const MAX_PAGE = 99_999;

/**
 * The page number in a URL segment: digits without a leading zero, 1 to 99,999; otherwise null
 * (the route answers 404). "0", "-1", "01", "2.5", "two" and "" are all null.
 */
export function parsePageParam(raw: string | undefined): number | null {
  if (raw === undefined || !/^[1-9]\d{0,4}$/.test(raw)) return null;
  const page = Number(raw);
  return page <= MAX_PAGE ? page : null;
}

/** Number of pages for `total` items: at least 1, so an empty list still has its first page. */
export function pageCount(total: number, perPage = POSTS_PER_PAGE): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / perPage));
}

/** The items of a 1-based page, or null for a page outside 1..pageCount. */
export function pageSlice<T>(items: readonly T[], page: number, perPage = POSTS_PER_PAGE): readonly T[] | null {
  if (!Number.isInteger(page) || page < 1 || page > pageCount(items.length, perPage)) return null;
  return items.slice((page - 1) * perPage, page * perPage);
}

/** The path of a list page: the base path for page 1, base + "page/N/" after it. */
export function pagePath(basePath: string, page: number): string {
  return page <= 1 ? basePath : `${basePath}page/${page}/`;
}
