import { SiteLink } from "@/components/layout/site-link";
import { RouteCards } from "@/components/ui/route-cards";
import { pageMetadata } from "@/lib/metadata";
import { navigationSections } from "@/lib/navigation";
import { PageStructuredData } from "@/components/seo/page-structured-data";

export const metadata = pageMetadata("/menu/");

export default function MenuPage() {
  return (
    <>
      <PageStructuredData path="/menu/" type="CollectionPage" />
      <div className="container">
        <h1>All calculators and pages</h1>
        {navigationSections().map((section) => (
          <section key={section.id} aria-labelledby={`menu-${section.id}`}>
            <h2 id={`menu-${section.id}`}>{section.title}</h2>
            <RouteCards Link={SiteLink} routes={section.routes} />
          </section>
        ))}
      </div>
    </>
  );
}
