import type { ComponentType, ReactNode } from "react";

import type { SiteRoute } from "@/lib/routes";

/**
 * A grid of links to registered routes, each with its description.
 *
 * @param Link the link component (SiteLink on the server's pages): passed in, so this module
 *   imports no link component itself
 */
export function RouteCards({
  routes,
  headingLevel = 3,
  Link,
}: {
  routes: SiteRoute[];
  headingLevel?: 2 | 3;
  Link: ComponentType<{ className: string; href: string; children: ReactNode }>;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="card-grid">
      {routes.map((route) => (
        <li key={route.path}>
          <Link className="card" href={route.path}>
            <Heading>{route.title}</Heading>
            <p>{route.description}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
