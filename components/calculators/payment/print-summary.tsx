import ui from "@/components/calculators/ui/calculator.module.css";
import { formatCents, formatMoney, formatMonths, formatPercent } from "@/components/calculators/ui/format";
import { hoaMonthly } from "@/lib/calculator/transitions";
import type { Hoa, LoanInputs } from "@/lib/calculator/types";

import type { PaymentProgram } from "@/lib/calculator/programs";

/** The inputs as a list, shown only on paper (the print stylesheet hides the form). */
export function PrintSummary({
  li,
  hoa,
  extraMonthly,
  program,
  countyName,
  stateName,
}: {
  li: LoanInputs;
  hoa: Hoa;
  extraMonthly: number;
  program: PaymentProgram;
  countyName: string | null;
  stateName: string;
}) {
  return (
    <div className={ui.printOnly}>
      <h2>Your {program.name} loan</h2>
      <dl className={ui.figures}>
        <dt>Home price</dt>
        <dd>{formatMoney(li.price)}</dd>
        <dt>Down payment</dt>
        <dd>
          {formatMoney(li.downPayment)} ({formatPercent(li.downPaymentPercent, 2)})
        </dd>
        <dt>Interest rate</dt>
        <dd>{formatPercent(li.rate * 100)}</dd>
        <dt>Term</dt>
        <dd>{formatMonths(program.calcType === "usda" ? 360 : li.term)}</dd>
        <dt>Property tax a year</dt>
        <dd>{formatCents(li.taxAnnual)}</dd>
        <dt>Home insurance a year</dt>
        <dd>{formatCents(li.insuranceAnnual)}</dd>
        <dt>HOA dues a month</dt>
        <dd>{formatCents(hoaMonthly(hoa))}</dd>
        {program.calcType === "va" ? null : (
          <>
            <dt>Credit score</dt>
            <dd>{li.creditScore}</dd>
          </>
        )}
        <dt>Extra principal a month</dt>
        <dd>{formatCents(extraMonthly)}</dd>
        <dt>Location</dt>
        <dd>{countyName ? `${countyName}, ${stateName}` : stateName}</dd>
      </dl>
    </div>
  );
}
