import { SiteLink } from "@/components/layout/site-link";
import { pagePath } from "@/lib/blog/pagination";

import styles from "./blog.module.css";

/** Previous / next links and "Page N of M" under a list (nothing when there is one page). */
export function PaginationNav({ basePath, page, pages }: { basePath: string; page: number; pages: number }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pagination" className={styles.pagination}>
      {page > 1 ? (
        <SiteLink href={pagePath(basePath, page - 1)} rel="prev">
          Newer posts
        </SiteLink>
      ) : null}
      <span aria-current="page">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <SiteLink href={pagePath(basePath, page + 1)} rel="next">
          Older posts
        </SiteLink>
      ) : null}
    </nav>
  );
}
