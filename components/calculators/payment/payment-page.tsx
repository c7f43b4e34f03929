import { CalculatorIsland } from "@/components/calculators/calculator-island";
import { locationStart, placeForZip } from "@/lib/server/location/location-data";
import { CalculatorPage } from "@/components/calculators/ui/calculator-page";
import ui from "@/components/calculators/ui/calculator.module.css";
import type { CalculatorPageInput } from "@/components/calculators/ui/scenario-twin";
import { SiteLink } from "@/components/layout/site-link";
import { initialInputs } from "@/lib/calculator/initial";
import type { Scenario } from "@/lib/calculator/scenario";
import type { CalcType } from "@/lib/calculator/types";

import { paymentContent } from "./content";
import { PAYMENT_PROGRAMS, PROGRAM_ORDER } from "@/lib/calculator/programs";
// Its calculator's styles, in the page's first CSS (components/calculators/README.md, Its CSS).
import "@/components/calculators/ui/fields.module.css";
import "./payment.module.css";

/** Links between the four payment calculators; moving keeps your inputs (the store's switching rules apply). */
function ProgramTabs({ current }: { current: CalcType }) {
  return (
    <nav aria-label="Loan programs" className="no-print">
      <ul className={ui.tabs}>
        {PROGRAM_ORDER.map((t) => {
          const p = PAYMENT_PROGRAMS[t];
          return (
            <li key={t}>
              <SiteLink href={p.path} aria-current={t === current ? "page" : undefined}>
                {p.name}
              </SiteLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The decisions that follow "what is my payment?": the same inputs carry over (the calculator store is shared). */
function NextQuestions() {
  return (
    <nav aria-label="Next questions" className="no-print">
      <ul className={ui.nextQuestions}>
        <li>
          <SiteLink href="/arm-calculator/">Compare with an ARM</SiteLink>
        </li>
        <li>
          <SiteLink href="/mortgage-points-calculator/">What do points buy?</SiteLink>
        </li>
        <li>
          <SiteLink href="/rent-vs-buy-calculator/">Rent or buy?</SiteLink>
        </li>
      </ul>
    </nav>
  );
}

/** A ZIP code from the no-JavaScript form: its county joins the scenario, with a sentence saying so. */
function withZip(scenario: Scenario | null, zip: string | undefined): { scenario: Scenario | null; zipNote?: string } {
  if (!zip) return { scenario };
  const place = placeForZip(zip);
  if (!place) return { scenario, zipNote: `We don't know ZIP code ${zip}. Choose the state and county instead.` };
  return {
    scenario: { ...(scenario ?? {}), state: place.state, county: place.county },
    zipNote: `ZIP code ${zip} is in ${place.countyName}, ${place.stateName}.`,
  };
}

/**
 * A payment calculator page (conventional, FHA, USDA or VA), rendered on the server from the
 * defaults in the page's program (the static page) or from a shared scenario (the dynamic twin).
 */
export function PaymentPage({ calcType, scenario, zip }: CalculatorPageInput & { calcType: CalcType }) {
  const program = PAYMENT_PROGRAMS[calcType];
  const content = paymentContent(calcType);
  const start = withZip(scenario, zip);
  const inputs = initialInputs({ calcType, scenario: start.scenario });
  const li = inputs.loanInputs;
  const location = locationStart(li.state, start.zipNote);
  return (
    <CalculatorPage path={program.path} heading={content.heading} intro={content.intro} explainer={content.explainer} faq={content.faq}>
      <ProgramTabs current={calcType} />
      <CalculatorIsland calculator="payment" props={{ calcType, scenario: start.scenario ?? null, path: program.path, location }} />
      <NextQuestions />
    </CalculatorPage>
  );
}
