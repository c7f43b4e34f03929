import { AccountNavLink } from "@/components/account/account-nav-link";
import { BrandMark } from "@/components/layout/brand-mark";
import { SiteLink } from "@/components/layout/site-link";
import { NavLinks } from "@/components/layout/nav-links";
import { SiteSearch } from "@/components/layout/site-search";
import { navigationSections } from "@/lib/navigation";
import { ROUTES, SITE_NAME } from "@/lib/routes";

/** The site header: brand, the search box, the main links and a menu of every section (works without JavaScript). */
export function SiteHeader() {
  const headerLinks = ROUTES.filter((route) => route.inHeader).map(({ path, title }) => ({ path, title }));
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <SiteLink href="/" className="brand" aria-label={`${SITE_NAME} home`}>
          <BrandMark />
          <span>{SITE_NAME}</span>
        </SiteLink>
        <SiteSearch />
        <nav className="site-nav" aria-label="Main">
          <ul>
            <NavLinks links={headerLinks} className="site-nav__page" />
            <li>
              <details className="sections-menu">
                <summary>Sections</summary>
                <div className="sections-menu__panel">
                  {/* On phones the header's own links live here (globals.css keeps the header short there). */}
                  <div className="sections-menu__main">
                    <h2>Main pages</h2>
                    <ul>
                      {headerLinks.map((link) => (
                        <li key={link.path}>
                          <SiteLink href={link.path}>{link.title}</SiteLink>
                        </li>
                      ))}
                    </ul>
                  </div>
                  {navigationSections().map((section) => (
                    <div key={section.id}>
                      <h2>{section.title}</h2>
                      <ul>
                        {section.routes.map((route) => (
                          <li key={route.path}>
                            <SiteLink href={route.path}>{route.title}</SiteLink>
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
