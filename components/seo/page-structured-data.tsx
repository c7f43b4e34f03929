import { JsonLd } from "./json-ld";
import {
  breadcrumbListSchema,
  breadcrumbTrail,
  organizationSchema,
  webPageSchema,
  webSiteSchema,
  type JsonLdObject,
  type WebPageType,
} from "@/lib/seo/structured-data";

export interface PageStructuredDataProps {
  /** The page's registered path. */
  path: string;
  /** The page's schema.org type (default WebPage). */
  type?: WebPageType;
}

/**
 * The JSON-LD of a registered page that has no visible breadcrumb trail: its WebPage and its
 * BreadcrumbList; on the home page also the WebSite (with the site search action) and the
 * Organization. A Server Component (no client JavaScript).
 */
export function PageStructuredData({ path, type = "WebPage" }: PageStructuredDataProps) {
  const data: JsonLdObject[] = [webPageSchema(path, type), breadcrumbListSchema(breadcrumbTrail(path))];
  if (path === "/") data.push(webSiteSchema(), organizationSchema());
  return <JsonLd data={data} />;
}
