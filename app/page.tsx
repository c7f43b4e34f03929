import { IntentLink } from "@/components/layout/intent-link";
import { RouteCards } from "@/components/ui/route-cards";
import { pageMetadata } from "@/lib/metadata";
import { navigationSections } from "@/lib/navigation";

export const metadata = pageMetadata("/");

export default function HomePage() {
  const sections = navigationSections().filter((section) => ["calculators", "va", "charts"].includes(section.id));
  return (
    <>
      <section className="hero">
        <div className="container">
          <h1>How much home can you afford?</h1>
          <p>
            Work out your real monthly payment, with taxes, insurance and mortgage insurance, for conventional, FHA,
            USDA and VA loans. Every figure is computed to the cent and checked against official examples.
          </p>
          <p>
            <IntentLink className="button" href="/menu/">
              See all calculators
            </IntentLink>
          </p>
        </div>
      </section>
      <div className="container">
        {sections.map((section) => (
          <section key={section.id} aria-labelledby={`home-${section.id}`}>
            <h2 id={`home-${section.id}`}>{section.title}</h2>
            <RouteCards routes={section.routes} />
          </section>
        ))}
        <section aria-labelledby="home-why">
          <h2 id="home-why">Numbers you can check</h2>
          <div className="prose">
            <p>
              Lenders quote payments that include more than principal and interest. We show every part: property tax
              for your county, homeowners insurance for your state, PMI by credit score and down payment, FHA mortgage
              insurance under HUD&apos;s current rules, VA funding fees and USDA guarantee fees.
            </p>
            <p>
              Each official figure names its source and year, and our test suite checks thousands of payments against an
              exact reference. Read how on the <IntentLink href="/accuracy/">accuracy page</IntentLink>.
            </p>
            <p>
              Your inputs stay in your browser. No account is needed to use any calculator, and nothing is sent to
              analytics unless you agree.
            </p>
          </div>
        </section>
      </div>
    </>
  );
}
