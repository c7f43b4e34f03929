import { IntentLink } from "@/components/layout/intent-link";
import type { SiteRoute } from "@/lib/routes";

/** A grid of links to registered routes, each with its description. */
export function RouteCards({ routes, headingLevel = 3 }: { routes: SiteRoute[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="card-grid">
      {routes.map((route) => (
        <li key={route.path}>
          <IntentLink className="card" href={route.path}>
            <Heading>{route.title}</Heading>
            <p>{route.description}</p>
          </IntentLink>
        </li>
      ))}
    </ul>
  );
}
