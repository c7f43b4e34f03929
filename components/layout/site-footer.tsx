import { FooterAccountLinks } from "@/components/account/footer-account-links";
import { SiteLink } from "@/components/layout/site-link";
import { NewsletterSlot } from "@/components/newsletter/newsletter-slot";
import { navigationSections } from "@/lib/navigation";
import { SITE_NAME } from "@/lib/routes";

/** The site footer: every section's links, the newsletter signup, the legal links and the data-source note. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="site-footer__grid">
          {navigationSections().map((section) => (
            <nav key={section.id} aria-label={section.title}>
              <h2>{section.title}</h2>
              <ul>
                {section.id === "account" ? (
                  // Follows the stored session: a signed-in visitor is not offered to sign in.
                  <FooterAccountLinks />
                ) : (
                  section.routes.map((route) => (
                    <li key={route.path}>
                      <SiteLink href={route.path}>{route.title}</SiteLink>
                    </li>
                  ))
                )}
              </ul>
            </nav>
          ))}
        </div>
        <div className="site-footer__newsletter">
          <NewsletterSlot heading="Newsletter" />
        </div>
        <p className="site-footer__legal">
          {SITE_NAME} gives estimates for education, not loan offers. Official figures name their source on each page and on{" "}
          <SiteLink href="/accuracy/">Accuracy</SiteLink>. Open source.
        </p>
      </div>
    </footer>
  );
}
