import { SiteLink } from "@/components/layout/site-link";
import type { FaqItem } from "@/components/seo";
import { defaultInputs } from "@/lib/calculator/defaults";
import { fhaMipChart, type FhaMipChartRow } from "@/lib/mortgage/charts";
import { SOURCES } from "@/lib/mortgage/sources";

import { CalculatorPage } from "../../ui/calculator-page";
import { formatBps, formatCents, formatMoney, formatMonths, formatPercent } from "../format";
import styles from "../other.module.css";
import { SourceNote } from "../sources";
import { annualMipGroups, baseLoanThreshold, minimumDownRules, mipExamples } from "./fha-mip-model";
import { TableScroll } from "../table-scroll";

const PATH = "/fha-mortgage-insurance-premiums/";

function AnnualTable({ caption, rows }: { caption: string; rows: FhaMipChartRow[] }) {
  return (
    <TableScroll label={caption}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Base loan amount</th>
            <th scope="col">Loan-to-value</th>
            <th scope="col" className={styles.tableNumber}>
              Annual MIP
            </th>
            <th scope="col">Paid for</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.baseLoanAmount}-${row.ltv}`}>
              <th scope="row">{row.baseLoanAmount}</th>
              <td>{row.ltv}</td>
              <td className={styles.tableNumber} data-mip-bps={row.annualMipBps}>
                {formatBps(row.annualMipBps)}
              </td>
              <td>{row.duration}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function faq(upfrontPercent: number, threshold: number): FaqItem[] {
  return [
    {
      question: "What is FHA mortgage insurance (MIP)?",
      answer: `FHA loans are insured by the Federal Housing Administration, and borrowers pay for that insurance in two parts: an upfront premium of ${formatPercent(upfrontPercent, 2)} of the base loan, usually added to the loan, and an annual premium paid in twelve monthly installments with your mortgage payment. The insurance protects the lender, which is why FHA can accept small down payments and lower credit scores.`,
    },
    {
      question: "How long do I pay the annual MIP?",
      answer:
        "With a down payment of at least 10% (a loan-to-value of 90% or less), annual MIP ends after 11 years. With less than 10% down, it lasts for the life of the loan. The only way to end it sooner is to pay off the loan, usually by refinancing into a conventional loan once you have enough equity.",
    },
    {
      question: "How is the monthly MIP calculated?",
      answer:
        "HUD's method takes the average scheduled balance of the loan over each year, multiplies it by the annual rate and divides by 12. Because the balance goes down, the monthly premium drops a little each year. Our FHA calculator follows HUD's published steps to the cent.",
    },
    {
      question: "Why is the threshold at " + formatMoney(threshold) + "?",
      answer: `HUD set the higher rates in Mortgagee Letter 2023-05 for base loans above ${formatMoney(threshold)}, the national conforming loan limit at the time. The threshold did not rise with later conforming limits.`,
    },
    {
      question: "Do I get part of the upfront premium back?",
      answer:
        "If you refinance into a new FHA loan within three years, part of the upfront premium you paid is credited toward the new loan's upfront premium. The credit shrinks every month and ends after 36 months. It is not paid back in cash, and refinancing into a conventional loan earns no credit.",
    },
    {
      question: "Is FHA mortgage insurance more expensive than PMI?",
      answer:
        "It depends on your credit score and down payment. With a high score and 5% or more down, conventional PMI is often cheaper and it ends once you reach 20% equity. With a lower score, FHA's flat rates can cost less. Compare both on the same home with our mortgage and FHA calculators.",
    },
  ];
}

/** The /fha-mortgage-insurance-premiums/ page: UFMIP, annual MIP tables, duration, examples, FAQ. */
export function FhaMipChart() {
  const chart = fhaMipChart();
  const upfrontPercent = chart.upfrontPercent;
  const threshold = baseLoanThreshold();
  const { price, rate } = defaultInputs().loanInputs;
  const examples = mipExamples(price, rate);
  return (
    <CalculatorPage
      path={PATH}
      contentAd
      heading="FHA mortgage insurance premiums"
      faq={faq(upfrontPercent, threshold)}
      restores={false}
      intro={
        <>
          <p>
            Every FHA loan pays two mortgage insurance premiums: an upfront premium (UFMIP) of {formatPercent(upfrontPercent, 2)} of the base loan, and an
            annual premium (MIP) paid monthly. The annual rate depends on the loan term, the loan amount and your loan-to-value ratio, and your down payment
            decides whether you pay it for 11 years or for the life of the loan.
          </p>
          <p>
            See the premiums in your own payment with the <SiteLink href="/fha-loan-calculator/">FHA loan calculator</SiteLink>.
          </p>
        </>
      }
    >
      <section className={styles.section} aria-labelledby="upfront-mip">
        <h2 id="upfront-mip">Upfront MIP</h2>
        <p className="prose">
          The upfront premium is <strong data-mip-percent={upfrontPercent}>{formatPercent(upfrontPercent, 2)}</strong> of the base loan amount for every FHA
          purchase and most refinances, whatever the term or down payment. Most borrowers finance it: it is added to the loan (any amount under $1 is paid at
          closing), and you pay interest on it.
        </p>
        <SourceNote sources={[SOURCES.fhaMip, SOURCES.fhaUfmipFinancing]} />
      </section>

      <section className={styles.section} aria-labelledby="annual-mip">
        <h2 id="annual-mip">Annual MIP</h2>
        {annualMipGroups(chart.rows).map((group) => (
          <AnnualTable key={group.term} caption={`Loan term: ${group.term.toLowerCase()}`} rows={group.rows} />
        ))}
        <SourceNote sources={chart.sources}>
          Loan-to-value is the base loan (without the upfront premium) divided by the lower of the price and the appraised value.
        </SourceNote>
      </section>

      <section className={styles.section} aria-labelledby="minimum-down">
        <h2 id="minimum-down">Minimum down payment</h2>
        <ul className="prose">
          {minimumDownRules().map((rule) => (
            <li key={rule.score}>
              Credit score of {rule.score} or higher: at least {rule.percent}% down.
            </li>
          ))}
          <li>Below {minimumDownRules().at(-1)?.score}: FHA does not insure the loan.</li>
        </ul>
        <SourceNote sources={[SOURCES.fhaDownPayment]} />
      </section>

      <section className={styles.section} aria-labelledby="mip-examples">
        <h2 id="mip-examples">
          What MIP costs on a {formatMoney(price)} home at {formatPercent(rate * 100)}
        </h2>
        <TableScroll label={`FHA premiums on a ${formatMoney(price)} purchase, computed with HUD's method`}>
          <table>
            <caption>FHA premiums on a {formatMoney(price)} purchase, computed with HUD&apos;s method</caption>
            <thead>
              <tr>
                <th scope="col">Loan</th>
                <th scope="col" className={styles.tableNumber}>
                  Base loan
                </th>
                <th scope="col" className={styles.tableNumber}>
                  Upfront MIP
                </th>
                <th scope="col" className={styles.tableNumber}>
                  Annual rate
                </th>
                <th scope="col" className={styles.tableNumber}>
                  First-year monthly MIP
                </th>
                <th scope="col">Paid for</th>
                <th scope="col" className={styles.tableNumber}>
                  Total annual MIP
                </th>
              </tr>
            </thead>
            <tbody>
              {examples.map(({ label, result }) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  <td className={styles.tableNumber}>{formatMoney(result.loanAmount)}</td>
                  <td className={styles.tableNumber}>{formatCents(result.fhaMip?.upfront ?? 0)}</td>
                  <td className={styles.tableNumber}>{formatBps(result.fhaMip?.annualRateBps ?? 0)}</td>
                  <td className={styles.tableNumber}>{formatCents(result.mortgageInsurance)}</td>
                  <td>{formatMonths(result.fhaMip?.durationMonths ?? 0)}</td>
                  <td className={styles.tableNumber}>{formatMoney(result.totalMortgageInsurance)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        <p className="prose">
          The monthly premium is recomputed each year from the year&apos;s average balance, so it falls slowly as you pay the loan down; the total adds up every
          monthly premium over the years it is due.
        </p>
        <SourceNote sources={[SOURCES.fhaMipMethod]} />
      </section>
    </CalculatorPage>
  );
}
