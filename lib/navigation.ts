import { ROUTES, SECTION_TITLES, type Section, type SiteRoute } from "./routes";

export interface NavigationSection {
  id: Section;
  title: string;
  routes: SiteRoute[];
}

const SECTION_ORDER: Section[] = ["calculators", "va", "charts", "listings", "account", "company", "legal"];

/** Registered public, listed routes grouped by section, in menu order (sections with no page are left out). */
export function navigationSections(options: { includePrivate?: boolean } = {}): NavigationSection[] {
  return SECTION_ORDER.map((id) => ({
    id,
    title: SECTION_TITLES[id],
    routes: ROUTES.filter((route) => route.section === id && !route.unlisted && (options.includePrivate || !route.private)),
  })).filter((section) => section.routes.length > 0);
}
