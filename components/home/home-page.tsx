import { CalculatorIsland } from "@/components/calculators/calculator-island";
// In the page's first CSS: the island renders the quick calculator through a require() the
// browser build drops, so Next would not list its stylesheets (components/calculators/README.md, Its CSS).
import "@/components/calculators/ui/calculator.module.css";
import "@/components/calculators/ui/fields.module.css";
import "@/components/calculators/payment/payment.module.css";
import "@/components/calculators/quick/quick.module.css";
import type { QuickStart } from "@/lib/server/calculator/quick-start";
import { RouteCards } from "@/components/ui/route-cards";
import { CalculatorRestoreScript } from "@/lib/calculator/restore-script";
import { navigationSections } from "@/lib/navigation";
import type { RateObservation } from "@/lib/rates/series";
import type { Section } from "@/lib/routes";

import { SiteLink } from "@/components/layout/site-link";
import styles from "./home.module.css";
import { TodayRate } from "./today-rate";

/** Sections the home page does not list: personal and housekeeping pages (the header and footer reach them). */
const NOT_ON_HOME: readonly Section[] = ["home", "account", "company", "legal"];

export interface HomePageProps {
  /** Today's rate (newest PMMS 30-year average), null when none is loaded. */
  today: RateObservation | null;
  /** The quick calculator's start, from the address (quick-start.ts). */
  start: QuickStart;
}

/**
 * The home page: the quick payment calculator above the fold with today's rate, then a way into
 * every tool, the listings and whatever else the route registry holds (lib/routes.ts through
 * lib/navigation.ts: a page registered there appears here, in its section, with no change here).
 */
export function HomePage({ today, start }: HomePageProps) {
  const sections = navigationSections().filter((section) => !NOT_ON_HOME.includes(section.id));
  return (
    <>
      <section className="hero" aria-labelledby="home-heading">
        <div className="container">
          <h1 id="home-heading">How much home can you afford?</h1>
          <p className={styles.lead}>
            Your real monthly payment, with property tax, insurance and mortgage insurance, computed to the cent. Change any figure and the payment follows.
          </p>
          <TodayRate today={today} />
        </div>
      </section>
      <div className={`container ${styles.calculator}`}>
        <h2 className={styles.calculatorHeading}>Quick payment calculator</h2>
        {/* Before the results: hides saved-over figures for the instant a returning visitor's inputs take to restore. */}
        <CalculatorRestoreScript />
        <CalculatorIsland
          calculator="quick"
          props={{ location: start.location, zip: start.zip, todayRatePercent: today?.ratePercent ?? null, scenario: start.scenario, defaults: start.defaults }}
        />
      </div>
      <div className="container">
        {sections.map((section) => (
          <section key={section.id} aria-labelledby={`home-${section.id}`}>
            <h2 id={`home-${section.id}`}>{section.title}</h2>
            <RouteCards Link={SiteLink} routes={section.routes} />
          </section>
        ))}
        <section aria-labelledby="home-why">
          <h2 id="home-why">Numbers you can check</h2>
          <div className="prose">
            <p>
              Lenders quote payments that include more than principal and interest. We show every part: property tax for your county, homeowners insurance for
              your state, PMI by credit score and down payment, FHA mortgage insurance under HUD&apos;s current rules, VA funding fees and USDA guarantee fees.
            </p>
            <p>
              Each official figure names its source and year, and our test suite checks thousands of payments against an exact reference. Read how on the{" "}
              <SiteLink href="/accuracy/">accuracy page</SiteLink>.
            </p>
            <p>Your inputs stay in your browser. No account is needed to use any calculator, and nothing is sent to analytics unless you agree.</p>
          </div>
        </section>
      </div>
    </>
  );
}
