import { CalculatorIsland } from "@/components/calculators/calculator-island";
import { CalculatorPage } from "@/components/calculators/ui/calculator-page";
import { SiteLink } from "@/components/layout/site-link";
import type { FaqItem } from "@/components/seo";
import { MORTGAGE_INTEREST_DEBT_LIMIT, SALT_CAP_2026, STANDARD_DEDUCTION_2026 } from "@/lib/mortgage/rent-vs-buy";
import { SOURCES } from "@/lib/mortgage/sources";

import type { OtherPageInput } from "../extras/read-query";
import { formatMoney } from "../format";
import { SourceNote } from "../sources";
import type { RentVsBuySpec } from "./rent-vs-buy-spec";

// Its calculator's styles, in the page's first CSS (components/calculators/README.md, Its CSS).
import "@/components/calculators/ui/calculator.module.css";
import "@/components/calculators/ui/fields.module.css";
import "../other.module.css";

export const RENT_VS_BUY_PATH = "/rent-vs-buy-calculator/";

const FAQ: FaqItem[] = [
  {
    question: "Is it cheaper to rent or buy?",
    answer:
      "It depends on how long you stay, how fast prices and rents grow, and what your down payment would earn invested. Buying costs more at the start (the down payment and closing costs) and when you sell; the longer you stay, the more the home's growth and the principal you repay can make up for it. The calculator finds the rent above which buying comes out ahead.",
  },
  {
    question: "What is the opportunity cost of a down payment?",
    answer:
      "What the money would have earned if you had rented and invested it instead. The calculator invests it for the renter, and each month invests whatever one path saves over the other, so both paths spend the same money and the comparison is fair.",
  },
  {
    question: "Does the mortgage interest deduction matter?",
    answer: `Only if your itemized deductions beat the standard deduction (${formatMoney(STANDARD_DEDUCTION_2026.joint)} for a married couple filing jointly in 2026, ${formatMoney(STANDARD_DEDUCTION_2026.single)} single). We count mortgage interest on up to ${formatMoney(MORTGAGE_INTEREST_DEBT_LIMIT)} of the loan and property tax up to the ${formatMoney(SALT_CAP_2026)} state and local tax cap, and only the part above the standard deduction saves tax.`,
  },
  {
    question: "Which costs of owning are included?",
    answer:
      "Principal and interest, property tax, home insurance, maintenance and HOA dues, the closing costs of buying and the costs of selling. Mortgage insurance is not included: add it to the HOA field if you will pay it.",
  },
  {
    question: "What would my payment be?",
    answer: (
      <p>
        The <SiteLink href="/mortgage-calculator/">mortgage calculator</SiteLink> gives the full monthly payment with PMI and the amortization schedule.
      </p>
    ),
  },
];

/** The /rent-vs-buy-calculator/ page (server). */
export function RentVsBuyPage({ scenario, extras, extrasFromLink }: OtherPageInput<RentVsBuySpec>) {
  return (
    <CalculatorPage
      path={RENT_VS_BUY_PATH}
      heading="Rent vs. buy calculator"
      faq={FAQ}
      intro={
        <p>
          Should you rent or buy? We follow both paths month by month over the years you would stay, with the down payment&apos;s opportunity cost, price and
          rent growth, maintenance, taxes, closing and selling costs and the tax deduction, and tell you the rent above which buying is better.
        </p>
      }
      explainer={
        <>
          <h2>The model and its assumptions</h2>
          <ul>
            <li>
              Buying pays the down payment and buying costs at the start; then each month principal and interest, property tax, insurance, maintenance and HOA
              dues. The home&apos;s value grows by the price growth once a year, and tax, insurance, maintenance and dues grow with it. At the end the home is
              sold: you keep its value less the selling costs and the balance still owed.
            </li>
            <li>Renting pays the rent, growing by the rent growth once a year.</li>
            <li>
              The renter invests the down payment and buying costs; each month whichever path costs less invests the difference, at the return you give (after
              tax), compounded monthly.
            </li>
            <li>
              With a tax bracket above 0, each year the buyer itemizes mortgage interest (on at most {formatMoney(MORTGAGE_INTEREST_DEBT_LIMIT)} of the loan)
              and property tax (up to {formatMoney(SALT_CAP_2026)}, counted as your only state and local tax) and saves the bracket times the amount above the
              2026 standard deduction.
            </li>
            <li>Every amount is rounded to the cent where it arises. Mortgage insurance and a renter&apos;s deposit are left out.</li>
          </ul>
          <SourceNote sources={[SOURCES.mortgageInterestDeduction, SOURCES.standardDeduction2026]} />
        </>
      }
    >
      <CalculatorIsland calculator="rentVsBuy" props={{ scenario: scenario ?? null, initial: extras, fromLink: extrasFromLink }} />
    </CalculatorPage>
  );
}
