import { AccountNavLink } from "@/components/account/account-nav-link";
import { IntentLink } from "@/components/layout/intent-link";
import { NavLinks } from "@/components/layout/nav-links";
import { navigationSections } from "@/lib/navigation";
import { ROUTES, SITE_NAME } from "@/lib/routes";

/** The site header: brand, the main links and a menu of every section (works without JavaScript). */
export function SiteHeader() {
  const headerLinks = ROUTES.filter((route) => route.inHeader).map(({ path, title }) => ({ path, title }));
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <IntentLink href="/" className="brand" aria-label={`${SITE_NAME} home`}>
          {/* A plain img: the SVG is tiny and needs no optimisation pipeline. */}
          {/* eslint-disable-next-line @next/next/no-img-element -- static SVG logo, no layout shift (fixed size) */}
          <img src="/icon.svg" alt="" width={32} height={32} />
          <span>{SITE_NAME}</span>
        </IntentLink>
        <nav className="site-nav" aria-label="Main">
          <ul>
            <NavLinks links={headerLinks} />
            <li>
              <details className="sections-menu">
                <summary>Sections</summary>
                <div className="sections-menu__panel">
                  {navigationSections().map((section) => (
                    <div key={section.id}>
                      <h2>{section.title}</h2>
                      <ul>
                        {section.routes.map((route) => (
                          <li key={route.path}>
                            <IntentLink href={route.path}>{route.title}</IntentLink>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
                </div>
              </details>
            </li>
            <li>
              <AccountNavLink />
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
