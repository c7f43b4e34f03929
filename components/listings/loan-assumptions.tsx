import { loanTermLabel } from "@/lib/format/loan-term";
import { describeLoan, programName } from "@/lib/listings/assumptions";
import type { PaymentScenario } from "@/lib/listings/search";

import styles from "./loan-assumptions.module.css";

const PROGRAMS = ["conventional", "fha", "va", "usda"] as const;
const TERMS = [360, 240, 180];

export interface LoanAssumptionsProps {
  loan: PaymentScenario;
  /** The page the form reloads with the new loan in its address (a GET form: works without JavaScript). */
  action: string;
  /** Prefix of the fields' ids (unique per page). */
  idPrefix: string;
}

/** What in the address's loan could not be used (the default loan is shown instead). */
export function LoanErrors({ errors }: { errors: readonly string[] }) {
  if (errors.length === 0) return null;
  return (
    <div className="notice notice-warning" role="status">
      <p>Some loan details in the address could not be used, so the default loan is shown:</p>
      <ul>
        {errors.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * "Loan assumptions: 20% down, 6.75%, 30 years — change": the loan every payment on the page is
 * computed for (lib/listings/assumptions.ts), and a small GET form to change it. Submitting
 * reloads the page with the loan in its address, so the server prices the homes that way.
 */
export function LoanAssumptions({ loan, action, idPrefix }: LoanAssumptionsProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <details className={styles.assumptions} data-testid="loan-assumptions">
      <summary>
        <span>Loan assumptions: </span>
        <span data-testid="loan-assumptions-text">{describeLoan(loan)}</span>
        <span className={styles.change}> — change</span>
      </summary>
      <form method="get" action={action} className={styles.form} aria-label="Loan assumptions">
        <div className="field">
          <label htmlFor={id("calcType")}>Loan program</label>
          <select id={id("calcType")} name="calcType" defaultValue={loan.calcType}>
            {PROGRAMS.map((p) => (
              <option key={p} value={p}>
                {programName(p)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={id("downPaymentPercent")}>Down payment (%)</label>
          <input id={id("downPaymentPercent")} name="downPaymentPercent" type="text" inputMode="decimal" defaultValue={String(loan.downPaymentPercent)} />
        </div>
        <div className="field">
          <label htmlFor={id("rate")}>Interest rate (%)</label>
          <input id={id("rate")} name="rate" type="text" inputMode="decimal" defaultValue={String(loan.ratePercent)} />
        </div>
        <div className="field">
          <label htmlFor={id("term")}>Term</label>
          <select id={id("term")} name="term" defaultValue={String(loan.term)}>
            {[...new Set([...TERMS, loan.term])].map((months) => (
              <option key={months} value={String(months)}>
                {loanTermLabel(months)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={id("creditScore")}>Credit score</label>
          <input id={id("creditScore")} name="creditScore" type="text" inputMode="numeric" defaultValue={String(loan.creditScore)} />
        </div>
        <p className={styles.submit}>
          <button type="submit" className="button">
            Use this loan
          </button>
        </p>
      </form>
    </details>
  );
}
