import { runVector, VECTORS, vectorPasses, type Vector } from "@/lib/mortgage/vectors";

import { money, percent } from "./format";

/** How a figure of a vector reads, by its result name. */
function show(name: string, value: number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "none";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (name === "annualRate" || name === "feePercent" || name === "fullyIndexedRate" || name === "maxRateWorst") return percent(value);
  if (name === "annualMipBps") return `${value} bps`;
  if (name === "housingRatio") return percent(value * 100);
  if (name === "payoffMonths" || name === "durationMonths" || name === "recoupmentMonths" || name === "pointsBreakEvenMonths") return `${value} months`;
  return money(value);
}

const LABELS: Readonly<Record<string, string>> = {
  principalAndInterest: "P&I",
  totalInterest: "total interest",
  payoffMonths: "payments",
  annualRate: "annual rate",
  monthlyMip: "monthly MIP",
  annualMipBps: "annual MIP",
  durationMonths: "MIP duration",
  upfront: "UFMIP",
  financed: "financed",
  cash: "cash at closing",
  feePercent: "fee",
  fundingFee: "funding fee",
  remainingEntitlement: "remaining entitlement",
  maxZeroDownLoan: "zero-down limit",
  downPaymentRequired: "down payment needed",
  fullEntitlement: "no limit",
  recoupmentMonths: "recoupment",
  upfrontFee: "upfront fee",
  totalLoanAmount: "total loan",
  loanAmount: "base loan",
  mortgageInsurance: "mortgage insurance",
  propertyTax: "property tax",
  homeInsurance: "insurance",
  monthlyPayment: "monthly payment",
  maxHousingPayment: "housing budget",
  housingRatio: "housing ratio",
  fullyIndexedRate: "fully indexed rate",
  initialPayment: "payment, fixed period",
  paymentFirstAdjustmentUnchanged: "first adjusted payment, index unchanged",
  paymentFirstAdjustmentWorst: "first adjusted payment, rising to the caps",
  maxPaymentWorst: "highest payment",
  maxRateWorst: "highest rate",
  notePayment: "payment at the note rate",
  paymentYear1: "year 1 payment",
  paymentYear2: "year 2 payment",
  buydownSubsidy: "subsidy",
  sellerContributionLimit: "seller contribution limit",
  pointsCost: "cost of the points",
  pointsMonthlySaving: "monthly saving",
  pointsBreakEvenMonths: "break-even",
  buyNetWorth: "net worth buying",
  rentNetWorth: "net worth renting",
  buyAdvantage: "buying ahead by",
  breakEvenRent: "break-even rent",
};

function Figures({ vector, actual }: { vector: Vector; actual?: Record<string, number | boolean | null> }) {
  return (
    <ul className="figures">
      {Object.entries(vector.expected).map(([name, want]) => (
        <li key={name}>
          {LABELS[name] ?? name}: {show(name, actual ? actual[name] : want)}
        </li>
      ))}
    </ul>
  );
}

/**
 * The verified cases, generated from the same vectors file the unit tests assert: expected
 * figures with their source, the engine's figures computed at build time, and whether they match.
 */
export function VerifiedCases() {
  const rows = VECTORS.map((v) => ({ v, actual: runVector(v), ok: vectorPasses(v) }));
  const passed = rows.filter((r) => r.ok).length;
  return (
    <>
      <p>
        {passed} of {rows.length} cases match to the cent. The unit tests check the same list on every change, so a case that stopped matching would stop the
        release.
      </p>
      <div className="table-scroll">
        <table className="verified-cases">
          <caption>Verified cases: expected figures, their source, and this site&apos;s result</caption>
          <thead>
            <tr>
              <th scope="col">Case</th>
              <th scope="col">Expected</th>
              <th scope="col">Source of the expected figures</th>
              <th scope="col">Our result</th>
              <th scope="col">Match</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ v, actual, ok }) => (
              <tr key={v.id} id={`case-${v.id}`}>
                <th scope="row">{v.title}</th>
                <td>
                  <Figures vector={v} />
                </td>
                <td>{v.source}</td>
                <td>
                  <Figures vector={v} actual={actual} />
                </td>
                <td>{ok ? "Yes" : "No"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
