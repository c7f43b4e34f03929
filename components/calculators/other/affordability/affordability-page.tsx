import { CalculatorIsland } from "@/components/calculators/calculator-island";
import { CalculatorPage } from "@/components/calculators/ui/calculator-page";
import { SiteLink } from "@/components/layout/site-link";
import type { FaqItem } from "@/components/seo";
import { RATIO_LIMITS } from "@/lib/mortgage/affordability";
import { fhaMipChart } from "@/lib/mortgage/charts";
import { SOURCES } from "@/lib/mortgage/sources";
import type { CalcType } from "@/lib/mortgage/types";
import { listStates } from "@/lib/reference/states";

import type { OtherPageInput } from "../extras/read-query";
import { formatPercent } from "../format";
import { SourceNote } from "../sources";
import type { AffordabilitySpec } from "./affordability-spec";
import { TableScroll } from "../table-scroll";
// Its calculator's styles, in the page's first CSS (components/calculators/README.md, Its CSS).
import "@/components/calculators/ui/calculator.module.css";
import "@/components/calculators/ui/fields.module.css";
import "../other.module.css";

export const HOME_AFFORDABILITY_PATH = "/home-affordability-calculator/";
export const FHA_AFFORDABILITY_PATH = "/fha-loan-affordability-calculator/";

const pct = (fraction: number | null) => (fraction === null ? "none" : formatPercent(fraction * 100, 1));

function ratioTable() {
  const programs: CalcType[] = ["conventional", "fha", "va", "usda"];
  const names: Record<CalcType, string> = { conventional: "Conventional", fha: "FHA", va: "VA", usda: "USDA" };
  return (
    <TableScroll label="Qualifying ratio limits we apply (housing / total debt, percent of gross income)">
      <table>
        <caption>Qualifying ratio limits we apply (housing / total debt, percent of gross income)</caption>
        <thead>
          <tr>
            <th scope="col">Program</th>
            <th scope="col">Standard</th>
            <th scope="col">With compensating factors</th>
          </tr>
        </thead>
        <tbody>
          {programs.map((p) => (
            <tr key={p}>
              <th scope="row">{names[p]}</th>
              <td>
                {pct(RATIO_LIMITS[p].standard.front)} / {pct(RATIO_LIMITS[p].standard.back)}
              </td>
              <td>
                {pct(RATIO_LIMITS[p].stretch.front)} / {pct(RATIO_LIMITS[p].stretch.back)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function homeFaq(): FaqItem[] {
  const conv = RATIO_LIMITS.conventional.standard;
  return [
    {
      question: "How much house can I afford?",
      answer: `Lenders mostly look at two ratios. Your housing payment (principal, interest, taxes, insurance, mortgage insurance and HOA dues) should stay under about ${pct(conv.front)} of your gross monthly income, and all your debt payments including the new mortgage under about ${pct(conv.back)} for a conventional loan. This calculator finds the highest price that keeps both, with the payment computed exactly as a lender would.`,
    },
    {
      question: "What is the 28/36 rule?",
      answer:
        "It is the traditional guideline for conventional loans: spend no more than 28% of your gross income on housing and no more than 36% on all debts. Automated underwriting often approves higher debt-to-income ratios, up to 45% or even 50%, when your credit, savings or down payment are strong.",
    },
    {
      question: "Does my down payment change how much I can afford?",
      answer:
        "Yes, in two ways. More cash means a smaller loan for the same price, and with 20% down on a conventional loan you avoid PMI, which lowers the monthly payment. The program's minimum down payment also caps the price: the price can be at most your cash divided by the minimum percentage.",
    },
    {
      question: "Why is FHA or VA affordability different?",
      answer:
        "Each program has its own ratio limits and costs. FHA allows 31% for housing and 43% in all (more with compensating factors) but adds mortgage insurance; VA has no housing ratio, a 41% debt-to-income guideline and a residual income test, and no monthly mortgage insurance; USDA uses 29% and 41%.",
    },
    {
      question: "Should I buy the most expensive home I qualify for?",
      answer:
        "Not necessarily. The ratios say what a lender may approve, not what is comfortable. Leave room for savings, repairs, childcare and retirement; many buyers aim for a payment well below the maximum.",
    },
    {
      question: "What debts count in the debt-to-income ratio?",
      answer:
        "Minimum monthly payments on credit cards, car loans, student loans, personal loans, child support and alimony, plus the new housing payment. Utilities, phone bills, insurance premiums other than the home's, and groceries do not count.",
    },
  ];
}

/** FHA's premiums for most 30-year loans (the engine's chart): upfront, and the annual rates up to the base-loan threshold. */
function fhaPremiums(): { upfront: string; annual: string } {
  const chart = fhaMipChart();
  const threshold = chart.rows[0]?.baseLoanAmount;
  const annual = [...new Set(chart.rows.filter((r) => r.term === chart.rows[0]?.term && r.baseLoanAmount === threshold).map((r) => r.annualMipPercent))];
  return { upfront: formatPercent(chart.upfrontPercent, 2), annual: annual.map((p) => formatPercent(p, 2)).join(" or ") };
}

function fhaFaq(): FaqItem[] {
  const fha = RATIO_LIMITS.fha;
  const premiums = fhaPremiums();
  return [
    {
      question: "How much can I borrow with an FHA loan?",
      answer: `FHA's manual underwriting guideline is a housing payment of up to ${pct(fha.standard.front)} of your gross monthly income and total debts of up to ${pct(fha.standard.back)}. With compensating factors, such as cash reserves or little payment increase, the limits rise to ${pct(fha.stretch.front)} and ${pct(fha.stretch.back)}. The loan must also fit your county's FHA loan limit.`,
    },
    {
      question: "How much do I need for a down payment on an FHA loan?",
      answer:
        "At least 3.5% of the price with a credit score of 580 or higher, and 10% with a score from 500 to 579. Below 500, FHA does not insure the loan. Your down payment can come from savings or from a gift from family.",
    },
    {
      question: "Does FHA mortgage insurance reduce what I can afford?",
      answer: `Yes. The annual premium (${premiums.annual} of the loan for most 30-year loans) is part of the monthly housing payment that the ratios limit, and the ${premiums.upfront} upfront premium is added to the loan. This calculator includes both.`,
    },
    {
      question: "Is the FHA limit on the price or the loan?",
      answer: (
        <p>
          On the base loan amount. Check your county on our <SiteLink href="/loan-limits/">loan limits page</SiteLink>; a larger down payment can keep the loan
          under the limit on a more expensive home.
        </p>
      ),
    },
    {
      question: "Is FHA better than conventional for affordability?",
      answer:
        "FHA's higher ratio limits can qualify you for more house, especially with a lower credit score or high debts. With good credit and 5% or more down, a conventional loan usually costs less each month. Compare both with the home affordability calculator.",
    },
  ];
}

/**
 * The home affordability and FHA affordability pages (server): the calculator with the store's
 * shared inputs and the page's extra inputs, the method with its sources, and the FAQ.
 */
export function AffordabilityPage({ variant, scenario, extras, extrasFromLink }: OtherPageInput<AffordabilitySpec> & { variant: "home" | "fha" }) {
  const isFha = variant === "fha";
  const path = isFha ? FHA_AFFORDABILITY_PATH : HOME_AFFORDABILITY_PATH;
  const states = listStates({ includeTerritories: true }).map((s) => ({ value: s.abbr, label: s.name }));
  return (
    <CalculatorPage
      path={path}
      heading={isFha ? "FHA loan affordability calculator" : "Home affordability calculator"}
      faq={isFha ? fhaFaq() : homeFaq()}
      intro={
        <p>
          {isFha
            ? "Find the highest home price an FHA loan allows on your income, with FHA's debt-to-income limits, the 3.5% minimum down payment and FHA mortgage insurance included."
            : "Find the highest home price your income, debts and savings allow, under the ratio limits lenders use, with taxes, insurance and mortgage insurance included."}
        </p>
      }
      explainer={
        <>
          <h2>How we find your price</h2>
          <p>
            We search for the highest whole-dollar price whose monthly payment, computed exactly as on our payment calculators, keeps your housing ratio and
            your debt-to-income ratio within the program&apos;s limits, with your cash covering at least the program&apos;s minimum down payment. Property tax
            and insurance follow the price at the rates you enter.
          </p>
          {ratioTable()}
          <SourceNote sources={[SOURCES.conventionalRatios, SOURCES.fhaRatios, SOURCES.vaResidualIncome, SOURCES.usdaRatios]} />
        </>
      }
    >
      <CalculatorIsland
        calculator="affordability"
        props={{ scenario: scenario ?? null, path, fixedProgram: isFha ? "fha" : null, states, initial: extras, fromLink: extrasFromLink }}
      />
    </CalculatorPage>
  );
}
