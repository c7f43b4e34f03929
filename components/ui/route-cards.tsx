import type { ComponentType, ReactNode } from "react";

import type { SiteRoute } from "@/lib/routes";

/**
 * A grid of links to registered routes, each with its description.
 *
 * @param Link the link component, IntentLink; the home page gives its own boundary around it
 *   (components/home/home-link.tsx says why), so this module imports no client component itself
 *   (importing one from a server module makes it a client reference of the page)
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
