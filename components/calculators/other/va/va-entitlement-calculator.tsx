"use client";

import { useMemo } from "react";
import { useShallow } from "zustand/react/shallow";

import { useStateLocation } from "@/components/calculators/location/location-client";
import { LocationFields } from "@/components/calculators/location/location-fields";
import type { LocationStart } from "@/lib/calculator/location-types";
import { MoneyField } from "@/components/calculators/ui/amount-field";
import { CalculatorForm } from "@/components/calculators/ui/calculator-form";
import { CalculatorLayout } from "@/components/calculators/ui/calculator-layout";
import ui from "@/components/calculators/ui/calculator.module.css";
import { CalculatorScope } from "@/components/calculators/ui/calculator-scope";
import { formatMoney } from "@/components/calculators/ui/format";
import { ResultFigure } from "@/components/calculators/ui/result-figure";
import { ShareActions } from "@/components/calculators/ui/share-actions";
import { IntentLink } from "@/components/layout/intent-link";
import { useCalculator, useCalculatorActions } from "@/lib/calculator/provider";
import type { Scenario, ScenarioParam } from "@/lib/calculator/scenario";
import type { CalculatorState } from "@/lib/calculator/store";
import { computeVaEntitlement, type VaEntitlementResult } from "@/lib/mortgage/va-entitlement";

import { PhoneBar } from "../phone-bar";
import { FindingsNotice } from "../results-parts";

const PATH = "/va-entitlement-calculator/";
const SHARE_PARAMS: readonly ScenarioParam[] = ["price", "downPayment", "vaEntitlementUsed", "state", "county"];

function selectInputs(s: CalculatorState) {
  return { loanInputs: s.loanInputs };
}

function Results({ result, place }: { result: VaEntitlementResult; place: string | null }) {
  return (
    <>
      <div className={ui.headline}>
        <p>
          <span className={ui.headlineLabel}>Remaining entitlement</span>
          <ResultFigure name="remainingEntitlement" value={result.remainingEntitlement} className={ui.headlineValue} />
        </p>
        <p>
          {result.fullEntitlement ? (
            <>
              With full entitlement there is no VA loan limit: you can buy with no down payment at any price a lender approves.{" "}
              <ResultFigure name="maxZeroDownLoan" value={0}>
                No zero-down limit.
              </ResultFigure>
            </>
          ) : (
            <>
              You can borrow up to <ResultFigure name="maxZeroDownLoan" value={result.maxZeroDownLoan ?? 0} /> with no down payment
              {place ? ` in ${place}` : ""}.
            </>
          )}
        </p>
      </div>
      <FindingsNotice reasons={result.eligibility.reasons} notes={result.notes} lead="Your down payment is short:" />
      <section className={ui.panel} aria-labelledby="entitlement-figures">
        <h2 id="entitlement-figures">How it adds up</h2>
        <dl className={ui.figures}>
          <dt>County conforming limit (1 unit, 2026)</dt>
          <dd>
            <ResultFigure name="countyLimit" value={result.countyLimit} />
          </dd>
          <dt>VA guaranty cap (25% of the limit)</dt>
          <dd>
            <ResultFigure name="guarantyCap" value={result.guarantyCap} />
          </dd>
          <dt>Entitlement in use</dt>
          <dd>
            <ResultFigure name="entitlementUsed" value={result.entitlementUsed} />
          </dd>
          <dt>Remaining entitlement</dt>
          <dd>
            <ResultFigure name="remainingEntitlement" value={result.remainingEntitlement} />
          </dd>
          <dt className={ui.total}>Down payment needed for this price</dt>
          <dd className={ui.total}>
            <ResultFigure name="downPaymentRequired" value={result.downPaymentRequired} format="cents" />
          </dd>
          {result.downPaymentShortfall > 0 ? (
            <>
              <dt>Still missing from your down payment</dt>
              <dd>
                <ResultFigure name="downPaymentShortfall" value={result.downPaymentShortfall} format="cents" />
              </dd>
            </>
          ) : null}
        </dl>
      </section>
    </>
  );
}

export interface VaEntitlementCalculatorProps {
  location: LocationStart;
}

/**
 * The VA entitlement calculator: computeVaEntitlement (lib/mortgage) with the county's 2026
 * conforming limit (the state's counties load as a small JSON file when the state changes).
 */
export function VaEntitlementCalculator({ location }: VaEntitlementCalculatorProps) {
  const { loanInputs: li } = useCalculator(useShallow(selectInputs));
  const actions = useCalculatorActions();
  const place = useStateLocation(li.state, location.initial);
  const stateData = place.status === "ready" ? place.data : null;
  const county = stateData?.counties.find((c) => c.key === li.county) ?? null;
  const countyLimit = county?.conformingLimit ?? location.national.conformingBaseline;

  const result = useMemo(
    () => computeVaEntitlement({ price: li.price, downPayment: li.downPayment, countyLimit, entitlementUsed: li.vaEntitlementUsed }),
    [li.price, li.downPayment, li.vaEntitlementUsed, countyLimit],
  );

  return (
    <CalculatorLayout
      calculator="va-entitlement"
      form={
        <CalculatorForm action={PATH} label="Your entitlement, the home and its county">
          <fieldset>
            <legend>Your entitlement</legend>
            <MoneyField
              label="Entitlement in use"
              name="vaEntitlementUsed"
              value={li.vaEntitlementUsed}
              onValueChange={(t) => actions.setLoanAmount("vaEntitlementUsed", t)}
              hint="From your Certificate of Eligibility: entitlement charged to a VA loan you still have (or lost in a foreclosure). 0 for full entitlement."
            />
          </fieldset>
          <fieldset>
            <legend>The home</legend>
            <MoneyField label="Home price" name="price" value={li.price} onValueChange={actions.setPrice} />
            <MoneyField label="Down payment you plan" name="downPayment" value={li.downPayment} onValueChange={actions.setDownPayment} />
          </fieldset>
          <LocationFields states={location.states} state={li.state} county={li.county} status={place} zipNote={location.zipNote} />
        </CalculatorForm>
      }
      phoneBar={<PhoneBar label="Remaining entitlement" text={formatMoney(result.remainingEntitlement)} />}
      results={
        <>
          {county ? null : (
            <p className="notice">
              No county chosen: we use the {formatMoney(location.national.conformingBaseline)} limit that applies in most counties. Choose the county for its
              own limit.
            </p>
          )}
          <Results result={result} place={county ? `${county.name}, ${stateData?.name ?? li.state}` : null} />
        </>
      }
      below={
        <>
          <p>
            See the monthly payment with the funding fee in the <IntentLink href="/va-loan-calculator/">VA loan calculator</IntentLink>, and every county&apos;s
            limit on the <IntentLink href="/loan-limits/">loan limits page</IntentLink>.
          </p>
          <ShareActions path={PATH} params={SHARE_PARAMS} />
        </>
      }
    />
  );
}

export interface VaEntitlementCalculatorRootProps extends VaEntitlementCalculatorProps {
  /** The shared link's scenario (the dynamic twin), null on the static page. */
  scenario: Scenario | null;
}

/** The calculator with its store: what the page's island renders (calculator-island.tsx). */
export function VaEntitlementCalculatorRoot({ scenario, ...props }: VaEntitlementCalculatorRootProps) {
  return (
    <CalculatorScope scenario={scenario} path={PATH}>
      <VaEntitlementCalculator {...props} />
    </CalculatorScope>
  );
}
