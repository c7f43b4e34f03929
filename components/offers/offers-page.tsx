import { PlaceSelect } from "@/components/calculators/location/place-select";
import { SourceNote } from "@/components/calculators/other/sources";
import { PAYMENT_PROGRAMS } from "@/lib/calculator/programs";
import { formatPercent } from "@/components/calculators/ui/format";
import { ResultFigure } from "@/components/calculators/ui/result-figure";
import type { ScenarioSource } from "@/lib/calculator/scenario";
import { computeOffers, OFFER_TERM_MONTHS, type OfferFigures, type ProgramOffer } from "@/lib/mortgage/offers";
import { SOURCES } from "@/lib/mortgage/sources";
import { RateFigure } from "@/components/rates/rate-figure";
import type { MarketRates } from "@/lib/rates/series";

import { calculatorScenarioQuery, offersCounty, readOfferScenario, type OfferScenario } from "@/lib/server/offers/offer-scenario";
import styles from "./offers.module.css";

export interface OffersPageProps {
  /** The page's query (Next's awaited `searchParams`). */
  searchParams: ScenarioSource;
  /** The newest figure of every rate series (getMarketRates). */
  market: MarketRates;
}

/** The rows of a column's figures: [data-result suffix, label, key, format]. */
const FIGURE_ROWS: readonly [string, string, keyof OfferFigures][] = [
  ["PrincipalAndInterest", "Principal and interest", "principalAndInterest"],
  ["PropertyTax", "Property tax", "propertyTax"],
  ["HomeInsurance", "Home insurance", "homeInsurance"],
  ["MortgageInsurance", "Mortgage insurance", "mortgageInsurance"],
  ["LoanAmount", "Loan amount", "loanAmount"],
  ["UpfrontFee", "Upfront fee (financed)", "upfrontFee"],
  ["TotalLoanAmount", "Total loan", "totalLoanAmount"],
  ["ClosingCosts", "Closing costs (est. 3% of the loan)", "closingCosts"],
  ["Prepaids", "Prepaids (insurance, tax, interest)", "prepaids"],
];

function miEnds(month: number): string {
  if (month === 0) return "No mortgage insurance.";
  if (month >= OFFER_TERM_MONTHS) return "Mortgage insurance lasts the life of the loan.";
  return `Mortgage insurance ends after payment ${month} (year ${Math.ceil(month / 12)}).`;
}

function Column({ offer, scenario }: { offer: ProgramOffer; scenario: OfferScenario }) {
  const p = offer.calcType;
  const query = calculatorScenarioQuery(scenario, offer.rate?.ratePercent ?? null, OFFER_TERM_MONTHS, p);
  const href = `${PAYMENT_PROGRAMS[p].path}?${query.toString()}`;
  const headingId = `offer-${p}`;
  const f = offer.figures;
  return (
    <li className={`${styles.column} ${offer.eligible ? styles.fits : ""}`} data-program={p} data-eligible={String(offer.eligible)} aria-labelledby={headingId}>
      <h2 id={headingId}>{offer.name}</h2>
      <p className={`${styles.status} ${offer.eligible ? styles.statusFits : styles.statusNo}`}>
        <ResultFigure name={`${p}Eligible`} value={offer.eligible ? 1 : 0}>
          {offer.eligible ? "Fits your scenario" : "Does not fit"}
        </ResultFigure>
      </p>
      {offer.reasons.length > 0 ? (
        <ul className={styles.reasons} aria-label={`Why ${offer.name} does not fit`}>
          {offer.reasons.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      ) : null}
      {f && offer.rate ? (
        <>
          <dl className={styles.figures}>
            <dt>{offer.rate.kind === "estimate" ? "Estimated rate" : "Rate used (stand-in)"}</dt>
            <dd>
              <RateFigure name={`${p}Rate`} value={offer.rate.ratePercent} />
            </dd>
            <dt className={styles.big}>Monthly payment</dt>
            <dd className={styles.big}>
              <ResultFigure name={`${p}MonthlyPayment`} value={f.monthlyPayment} format="cents" />
            </dd>
            {FIGURE_ROWS.map(([name, label, key]) => (
              <FigureRow key={name} name={`${p}${name}`} label={label} value={f[key]} />
            ))}
            <dt className={styles.big}>Cash to close</dt>
            <dd className={styles.big}>
              <ResultFigure name={`${p}CashToClose`} value={f.cashToClose} format="cents" />
            </dd>
            <dt>Total cost, 5 years</dt>
            <dd>
              <ResultFigure name={`${p}TotalCost5Years`} value={f.totalCost5Years} format="cents" />
            </dd>
            <dt>Total cost, 30 years</dt>
            <dd>
              <ResultFigure name={`${p}TotalCost30Years`} value={f.totalCost30Years} format="cents" />
            </dd>
            {offer.ratios ? (
              <>
                <dt>Housing / income</dt>
                <dd>
                  <ResultFigure name={`${p}HousingRatio`} value={offer.ratios.housingPercent} format="percent" />
                </dd>
                <dt>Debt-to-income</dt>
                <dd>
                  <ResultFigure name={`${p}DebtToIncome`} value={offer.ratios.debtToIncomePercent} format="percent" />
                </dd>
              </>
            ) : null}
          </dl>
          <p className={styles.rateLabel}>{offer.rate.label}</p>
          <p className={styles.rateLabel}>{miEnds(f.mortgageInsuranceEndMonth)}</p>
        </>
      ) : null}
      {offer.notes.length > 0 ? (
        <ul className={styles.notes}>
          {offer.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      ) : null}
      <p className={styles.link}>
        <a href={href} className="button button-secondary" data-testid={`offer-calculator-${p}`}>
          Open the {offer.name} calculator<span className="visually-hidden"> with this scenario</span>
        </a>
      </p>
    </li>
  );
}

function FigureRow({ name, label, value }: { name: string; label: string; value: number }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>
        <ResultFigure name={name} value={value} format="cents" />
      </dd>
    </>
  );
}

/**
 * /offers/: conventional, FHA, VA and USDA side by side for the visitor's scenario, rendered on
 * the server from the address (docs/architecture.md: Scenario links; Places in the address) with a GET form that works
 * without JavaScript.
 *
 * data-result names (docs/architecture.md, Results markup), each prefixed by the program (`conventional`, `fha`, `va`,
 * `usda`): `{p}Eligible` (1 fits, 0 does not), and for a program that fits and has a rate:
 * `{p}Rate` (percent), `{p}MonthlyPayment`, `{p}PrincipalAndInterest`, `{p}PropertyTax`,
 * `{p}HomeInsurance`, `{p}MortgageInsurance`, `{p}LoanAmount`, `{p}UpfrontFee`,
 * `{p}TotalLoanAmount`, `{p}ClosingCosts`, `{p}Prepaids`, `{p}CashToClose`, `{p}TotalCost5Years`,
 * `{p}TotalCost30Years` (dollars with cents), and with income given `{p}HousingRatio` and
 * `{p}DebtToIncome` (percent). Page-wide: `price`, `downPayment`, `eligiblePrograms` (count).
 * Each column carries `data-program` and `data-eligible` too.
 */
export function OffersPage({ searchParams, market }: OffersPageProps) {
  const scenario = readOfferScenario(searchParams);
  const result = computeOffers({
    price: scenario.price,
    downPayment: scenario.downPayment,
    creditScore: scenario.creditScore,
    county: offersCounty(scenario.county),
    taxAnnual: scenario.taxAnnual,
    insuranceAnnual: scenario.insuranceAnnual,
    isVeteran: scenario.isVeteran,
    isVaDisabled: scenario.isVaDisabled,
    isVaSubsequentUse: scenario.isVaSubsequentUse,
    income: scenario.income,
    monthlyDebt: scenario.monthlyDebt,
    market,
  });
  const place = scenario.county ? `${scenario.county.name}, ${scenario.stateName}` : scenario.stateName;

  return (
    <div className="container">
      <h1>Compare loan offers</h1>
      <p className={styles.lead}>
        Conventional, FHA, VA and USDA loans side by side for your home: which ones fit and why not, the rate, the monthly payment, the cash you need to close
        and what each costs over 5 and 30 years. Every figure comes from the same engine as our calculators.
      </p>
      <form method="get" action="/offers/" className={styles.form} aria-label="Your scenario">
        <div className="field">
          <label htmlFor="offers-price">Home price ($)</label>
          <input id="offers-price" name="price" type="text" inputMode="decimal" defaultValue={String(scenario.price)} />
        </div>
        <div className="field">
          <label htmlFor="offers-down">Down payment ($)</label>
          <input
            id="offers-down"
            name="downPayment"
            type="text"
            inputMode="decimal"
            defaultValue={String(scenario.downPayment)}
            aria-describedby="offers-down-hint"
          />
          <p id="offers-down-hint" className="field-hint">
            {formatPercent(scenario.downPaymentPercent, 2)} of the price.
          </p>
        </div>
        <div className="field">
          <label htmlFor="offers-credit">Credit score</label>
          <input id="offers-credit" name="creditScore" type="number" inputMode="numeric" min={400} max={850} step={1} defaultValue={scenario.creditScore} />
        </div>
        <div className="field">
          <label htmlFor="offers-income">Household income a year ($, optional)</label>
          <input id="offers-income" name="income" type="text" inputMode="decimal" defaultValue={scenario.income === null ? "" : String(scenario.income)} />
        </div>
        <div className="field">
          <label htmlFor="offers-debt">Monthly debt payments ($, optional)</label>
          <input
            id="offers-debt"
            name="monthlyDebt"
            type="text"
            inputMode="decimal"
            defaultValue={scenario.monthlyDebt === null ? "" : String(scenario.monthlyDebt)}
          />
        </div>
        <fieldset>
          <legend>VA benefits</legend>
          <div className={styles.check}>
            <input id="offers-veteran" name="isVeteran" type="checkbox" value="true" defaultChecked={scenario.isVeteran} />
            <label htmlFor="offers-veteran">I am a veteran or service member</label>
          </div>
          <div className={styles.check}>
            <input id="offers-disabled" name="isVaDisabled" type="checkbox" value="true" defaultChecked={scenario.isVaDisabled} />
            <label htmlFor="offers-disabled">I receive VA disability compensation</label>
          </div>
          <div className={styles.check}>
            <input id="offers-subsequent" name="isVaSubsequentUse" type="checkbox" value="true" defaultChecked={scenario.isVaSubsequentUse} />
            <label htmlFor="offers-subsequent">I have used my VA benefit before</label>
          </div>
        </fieldset>
        <div className={styles.wide}>
          <PlaceSelect
            idPrefix="offers"
            states={scenario.states}
            state={scenario.state}
            counties={scenario.counties}
            county={scenario.county?.fips ?? ""}
            zip={scenario.zip}
            message={scenario.placeMessage}
          />
        </div>
        <div className={styles.wide}>
          <button type="submit" className="button">
            Compare offers
          </button>
        </div>
      </form>

      <p role="status">
        <ResultFigure name="eligiblePrograms" value={result.eligibleCount} format="number" /> of 4 programs fit a{" "}
        <ResultFigure name="price" value={result.price} /> home in {place} with <ResultFigure name="downPayment" value={result.downPayment} /> down and a credit
        score of {scenario.creditScore}. All are 30-year fixed loans.
      </p>

      <ul className={styles.columns} aria-label="Loan programs">
        {result.offers.map((offer) => (
          <Column key={offer.calcType} offer={offer} scenario={scenario} />
        ))}
      </ul>

      <h2>How these figures are made</h2>
      <ul className={styles.small}>
        <li>
          Rates: a program&apos;s own estimate (the rate index for the program, and for conventional loans Fannie Mae&apos;s adjustment for your credit score
          and down payment) where its index is loaded. Without one, FHA, VA and USDA are shown at the conventional 30-year average, labelled as a stand-in: it
          compares the programs&apos; fees and insurance at one rate and is not that program&apos;s rate.
        </li>
        <li>
          Monthly payment: principal and interest, property tax ({scenario.taxSource}), homeowners insurance ({scenario.insuranceSource}) and mortgage
          insurance, exactly as the calculators compute them.
        </li>
        <li>
          Cash to close: the down payment, closing costs estimated at 3% of the loan, prepaids (a year of insurance, 3 months of tax, 15 days of interest) and
          any upfront fee not financed. These are planning estimates; a lender&apos;s Loan Estimate gives the real ones.
        </li>
        <li>Total cost over 5 or 30 years: cash to close plus every monthly payment for that time, with mortgage insurance only while it lasts.</li>
        <li>We cannot check VA eligibility, USDA&apos;s rural-area map or your full credit file: a lender confirms them.</li>
      </ul>
      <SourceNote
        sources={[
          SOURCES.conformingLimits2026,
          SOURCES.fhaLimits2026,
          SOURCES.conventionalMinScore,
          SOURCES.fhaDownPayment,
          SOURCES.vaCredit,
          SOURCES.vaFundingFee,
          SOURCES.vaEntitlement,
          SOURCES.usdaIncomeLimits2026,
          SOURCES.usdaEligibility,
          SOURCES.usdaFees,
          SOURCES.conventionalRatios,
          SOURCES.fhaRatios,
          SOURCES.vaResidualIncome,
          SOURCES.usdaRatios,
          SOURCES.pmmsMethod,
          SOURCES.optimalBlueIndices,
          SOURCES.llpa,
        ]}
      >
        The USDA income limits are a third-party parse of USDA&apos;s FY2026 table, and the LLPA grid a third-party transcription of Fannie Mae&apos;s matrix:
        check them with the publisher before relying on them.
      </SourceNote>
    </div>
  );
}
