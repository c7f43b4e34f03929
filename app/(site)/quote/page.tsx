import { stateOptions } from "@/lib/server/location/location-data";
import { LeadFormIsland } from "@/components/leads/lead-form-island";
import { initialInputs } from "@/lib/calculator/initial";
import { CalculatorRestoreScript } from "@/lib/calculator/restore-script";
import { hasScenario, parseScenario, type ScenarioSource } from "@/lib/calculator/scenario";
import { CALC_TYPES, type CalcType } from "@/lib/calculator/types";
import { QUOTE_CONSENT } from "@/lib/leads/consent";
import { scenarioValuesFromInputs } from "@/lib/leads/scenario-values";
import { pageMetadata } from "@/lib/metadata";
import { findRoute } from "@/lib/routes";
import { PageStructuredData } from "@/components/seo/page-structured-data";

export const metadata = pageMetadata("/quote/");

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function first(value: string | string[] | undefined): string | undefined {
  return typeof value === "string" ? value : value?.[0];
}

/**
 * /quote/: ask for a personal quote. The scenario comes from the address (docs/architecture.md, Scenario links,
 * plus `calcType`, as the calculators' "Get a quote" link writes it, so it works without
 * JavaScript) or, without one, from the inputs saved in the browser (the calculator store,
 * which the form loads and restores after hydration). `from` names the calculator page the visitor came from.
 */
export default async function QuotePage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const source: ScenarioSource = query;
  const scenario = hasScenario(source) ? parseScenario(source) : null;
  const calcTypeParam = first(query.calcType);
  const calcType: CalcType | undefined = CALC_TYPES.find((type) => type === calcTypeParam);
  // Only a registered page counts as where the visitor came from.
  const from = first(query.from)?.trim();
  const sourcePage = from ? findRoute(from)?.path : undefined;
  // Without JavaScript the form posts to this address, query and all, so a refused request comes
  // back with the same scenario and `from`.
  const search = new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) => (Array.isArray(value) ? value : value === undefined ? [] : [value]).map((item) => [key, item])),
  );
  const permalink = search.size > 0 ? `/quote/?${search}` : "/quote/";
  return (
    <>
      <PageStructuredData path="/quote/" />
      <div className="container stack">
        <h1>Get a personal mortgage quote</h1>
        <p>
          Send us your numbers and a member of our mortgage team will answer with the rates and loan programs you qualify for. It is free and there is no
          obligation.
        </p>
        {scenario ? null : <CalculatorRestoreScript />}
        <LeadFormIsland
          states={stateOptions()}
          sourcePage={sourcePage}
          permalink={permalink}
          start={{ calcType, scenario }}
          initialScenario={scenarioValuesFromInputs(initialInputs({ calcType, scenario }))}
          consent={QUOTE_CONSENT}
        />
        <section aria-labelledby="quote-next">
          <h2 id="quote-next">What happens next</h2>
          <ol>
            <li>We email you a copy of your request right away.</li>
            <li>A member of our mortgage team answers within one business day, by email or phone as you choose.</li>
            <li>
              We only use your details to answer this request. See our <a href="/privacypolicy/">privacy policy</a>.
            </li>
          </ol>
        </section>
      </div>
    </>
  );
}
