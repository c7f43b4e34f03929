import { SiteLink } from "@/components/layout/site-link";

import { JsonLd } from "./json-ld";
import { breadcrumbListSchema, breadcrumbTrail, type BreadcrumbItem } from "@/lib/seo/structured-data";

export interface BreadcrumbsProps {
  /** The page's registered path; the trail is built from the route registry. */
  path?: string;
  /** An explicit trail (last item = current page); wins over `path`. */
  items?: readonly BreadcrumbItem[];
}

/**
 * The breadcrumb trail (`nav aria-label="Breadcrumb"`, global `.breadcrumbs` style) with its
 * BreadcrumbList JSON-LD. The last crumb is the current page: text with aria-current, no link.
 */
export function Breadcrumbs({ path, items }: BreadcrumbsProps) {
  const trail = items ?? (path ? breadcrumbTrail(path) : []);
  if (trail.length === 0) return null;
  const last = trail.length - 1;
  return (
    <>
      <nav aria-label="Breadcrumb" className="breadcrumbs">
        <ol>
          {trail.map((item, index) => (
            <li key={`${item.path}-${index}`}>
              {index === last ? <span aria-current="page">{item.name}</span> : <SiteLink href={item.path}>{item.name}</SiteLink>}
            </li>
          ))}
        </ol>
      </nav>
      <JsonLd data={breadcrumbListSchema(trail)} />
    </>
  );
}
