import { PAYMENT_PROGRAMS } from "@/lib/calculator/programs";
import { ResultFigure } from "@/components/calculators/ui/result-figure";
import { formatPercent } from "@/components/calculators/ui/format";
import type { ListingPaymentFigures, ListingPaymentSources } from "@/lib/listings/payment-figures";
import type { PaymentScenario } from "@/lib/listings/search";

import styles from "./listing-detail.module.css";

export interface ListingPaymentProps {
  figures: ListingPaymentFigures;
  sources: ListingPaymentSources;
  scenario: PaymentScenario;
  /** True when the loan comes from the page address (the visitor's own), false for the site's default. */
  fromAddress: boolean;
  /** Why the loan does not fit this home, when it does not. */
  eligibilityReasons?: readonly string[];
  /** The full calculator with this home and these assumptions (scenario link). */
  calculatorHref: string;
}

/** One line of the breakdown; a $0 line cites no source (nothing was estimated for it). */
function Line({ label, name, value, note: given }: { label: string; name: string; value: number; note?: string }) {
  const note = value === 0 ? undefined : given;
  return (
    <tr>
      <th scope="row">
        {label}
        {note ? <span className={styles.lineNote}>{note}</span> : null}
      </th>
      <td>
        <ResultFigure name={name} value={value} />
      </td>
    </tr>
  );
}

/**
 * The monthly payment of this home with a loan program and down payment: principal and
 * interest, property tax (the listing's own, or the county estimate, labelled), the state's
 * average insurance, mortgage insurance and HOA dues, each in `data-result` markup, with the
 * sources named. Computed on the server; the page works without JavaScript.
 */
export function ListingPayment({ figures, sources, scenario, fromAddress, eligibilityReasons = [], calculatorHref }: ListingPaymentProps) {
  const program = PAYMENT_PROGRAMS[scenario.calcType];
  return (
    <section aria-labelledby="listing-payment" className={`card ${styles.payment}`}>
      <h2 id="listing-payment">Monthly payment</h2>
      <p className={styles.total}>
        <ResultFigure name="monthlyPayment" value={figures.monthlyPayment} className={styles.totalFigure} />
        <span> a month</span>
      </p>
      <p className={styles.scenario} data-testid="payment-assumptions">
        This payment assumes: {program.name} loan, {formatPercent(scenario.downPaymentPercent)} down (
        <ResultFigure name="downPayment" value={figures.downPayment} />
        ), {formatPercent(scenario.ratePercent)} for{" "}
        {scenario.term / 12 === Math.floor(scenario.term / 12) ? `${scenario.term / 12} years` : `${scenario.term} months`}
        {scenario.calcType === "conventional" || scenario.calcType === "fha" ? `, credit score ${scenario.creditScore}` : ""}.{" "}
        {fromAddress ? "Your loan assumptions." : "The site's default loan assumptions: change them above."}{" "}
        <a href={calculatorHref}>See this payment in the full calculator with these assumptions</a>.
      </p>
      {eligibilityReasons.length > 0 ? (
        <div className="notice notice-warning" data-eligible="false">
          <p>This loan does not fit this home as it stands:</p>
          <ul>
            {eligibilityReasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <table className={styles.breakdown}>
        <caption className="visually-hidden">Monthly payment breakdown</caption>
        <tbody>
          <Line label="Principal and interest" name="principalAndInterest" value={figures.principalAndInterest} />
          <Line label={sources.taxEstimated ? "Property tax (estimated)" : "Property tax"} name="propertyTax" value={figures.propertyTax} note={sources.tax} />
          <Line label="Homeowners insurance (estimated)" name="homeInsurance" value={figures.homeInsurance} note={sources.insurance} />
          <Line label={program.insuranceLabel} name="mortgageInsurance" value={figures.mortgageInsurance} note={sources.mortgageInsurance ?? undefined} />
          <Line label="HOA dues" name="hoa" value={figures.hoa} />
        </tbody>
      </table>
      <p className={styles.loanLine}>
        Loan amount <ResultFigure name="loanAmount" value={figures.loanAmount} />
        {figures.totalLoanAmount !== figures.loanAmount ? (
          <>
            {" "}
            (<ResultFigure name="totalLoanAmount" value={figures.totalLoanAmount} /> with the financed upfront fee of{" "}
            <ResultFigure name="upfrontFee" value={figures.upfrontFee} />)
          </>
        ) : null}
        .
      </p>
    </section>
  );
}
