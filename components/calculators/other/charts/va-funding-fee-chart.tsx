import { SiteLink } from "@/components/layout/site-link";
import type { FaqItem } from "@/components/seo";
import { defaultInputs } from "@/lib/calculator/defaults";
import { vaFundingFeeChart, type VaFundingFeeChartRow } from "@/lib/mortgage/charts";
import { SOURCES } from "@/lib/mortgage/sources";

import { CalculatorPage } from "../../ui/calculator-page";
import { formatBps, formatMoney, formatPercent } from "../format";
import styles from "../other.module.css";
import { SourceNote } from "../sources";
import { feeExamples, otherFeeRows, purchaseFeeRows, type PurchaseFeeRow } from "./va-funding-fee-model";
import { TableScroll } from "../table-scroll";

const PATH = "/va-funding-fee-chart/";

const SOURCE = SOURCES.vaFundingFee;

function Source() {
  return <SourceNote sources={[SOURCE]} />;
}

/** The FAQ, with every rate read from the chart's rows so the answers follow the data. */
function faq(purchase: PurchaseFeeRow[], others: VaFundingFeeChartRow[]): FaqItem[] {
  const [lowDown, fivePercent, tenPercent] = purchase;
  const irrrl = others.find((row) => row.loanType.includes("IRRRL"));
  const pct = (percent: number | undefined) => formatPercent(percent ?? 0, 2);
  return [
    {
      question: "What is the VA funding fee?",
      answer:
        "It is a one-time charge on VA-guaranteed home loans, paid to the Department of Veterans Affairs, that keeps the home loan program running for future borrowers. It replaces the monthly mortgage insurance other low-down-payment loans charge: a VA loan has no PMI or MIP.",
    },
    {
      question: "Can I roll the funding fee into my loan?",
      answer:
        "Yes. You can pay it in cash at closing or finance it, which adds it to the loan amount you repay with interest. Our VA loan calculator finances it, as most borrowers do, and shows the fee apart from the base loan.",
    },
    {
      question: "Who does not have to pay the funding fee?",
      answer:
        "Veterans who receive, or are eligible to receive, VA compensation for a service-connected disability; surviving spouses who receive Dependency and Indemnity Compensation; service members with a proposed or memorandum disability rating issued before closing; and active-duty service members who received the Purple Heart. Your Certificate of Eligibility shows whether you are exempt.",
    },
    {
      question: "How does a down payment lower the fee?",
      answer: `On a purchase, putting ${fivePercent?.band.toLowerCase()} down lowers the fee to ${pct(fivePercent?.firstUsePercent)} of the loan, and ${tenPercent?.band.toLowerCase()} down lowers it to ${pct(tenPercent?.firstUsePercent)}, for first and subsequent use alike. The fee is also charged on a smaller loan, so the saving is larger than the change in rate alone.`,
    },
    {
      question: "What counts as subsequent use?",
      answer: `If you have used your VA home loan benefit before, your next purchase or cash-out refinance is usually subsequent use. With ${lowDown?.band.toLowerCase()} down the fee is then ${pct(lowDown?.subsequentUsePercent)} instead of ${pct(lowDown?.firstUsePercent)}. IRRRLs cost ${pct(irrrl?.feePercent)} whether or not you have used the benefit before.`,
    },
    {
      question: "Can I get the funding fee back if I later receive a disability rating?",
      answer:
        "Possibly. If VA later awards you compensation for a service-connected disability with an effective date before your loan closed, you can ask VA for a refund of the funding fee you paid.",
    },
    {
      question: "How long will these rates apply?",
      answer: `This chart applies to ${SOURCE.effective}. Congress sets the fee in law (38 U.S.C. 3729), and the rates change on the dates the law sets.`,
    },
  ];
}

/** The /va-funding-fee-chart/ page: the fee chart, dollar examples, exemptions and FAQ. */
export function VaFundingFeeChart() {
  const chart = vaFundingFeeChart();
  const purchase = purchaseFeeRows(chart.rows);
  const others = otherFeeRows(chart.rows);
  const examplePrice = defaultInputs().loanInputs.price;
  const examples = feeExamples(examplePrice);
  return (
    <CalculatorPage
      path={PATH}
      contentAd
      heading="VA funding fee chart"
      faq={faq(purchase, others)}
      restores={false}
      intro={
        <>
          <p>
            The VA funding fee is a one-time charge on VA home loans, a percentage of the loan amount. It depends on the kind of loan, whether you have used
            your VA loan benefit before, and on a purchase, your down payment. These are the rates for {SOURCE.effective}.
          </p>
          <p>
            See your full payment with the fee financed in the <SiteLink href="/va-loan-calculator/">VA loan calculator</SiteLink>.
          </p>
        </>
      }
    >
      <section className={styles.section} aria-labelledby="purchase-fees">
        <h2 id="purchase-fees">Purchase and construction loans</h2>
        <TableScroll label="VA funding fee by down payment, percent of the loan amount">
          <table>
            <caption>VA funding fee by down payment, percent of the loan amount</caption>
            <thead>
              <tr>
                <th scope="col">Down payment</th>
                <th scope="col" className={styles.tableNumber}>
                  First use
                </th>
                <th scope="col" className={styles.tableNumber}>
                  Subsequent use
                </th>
              </tr>
            </thead>
            <tbody>
              {purchase.map((row) => (
                <tr key={row.band}>
                  <th scope="row">{row.band}</th>
                  <td className={styles.tableNumber} data-fee-percent={row.firstUsePercent}>
                    {formatPercent(row.firstUsePercent, 2)}
                  </td>
                  <td className={styles.tableNumber} data-fee-percent={row.subsequentUsePercent}>
                    {formatPercent(row.subsequentUsePercent, 2)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        <Source />
      </section>

      <section className={styles.section} aria-labelledby="other-fees">
        <h2 id="other-fees">Refinances and other VA loans</h2>
        <TableScroll label="VA funding fee for refinances and other loan types, percent of the loan amount">
          <table>
            <caption>VA funding fee for refinances and other loan types, percent of the loan amount</caption>
            <thead>
              <tr>
                <th scope="col">Loan type</th>
                <th scope="col">Use of the benefit</th>
                <th scope="col" className={styles.tableNumber}>
                  Funding fee
                </th>
              </tr>
            </thead>
            <tbody>
              {others.map((row) => (
                <tr key={`${row.loanType}-${row.usage}`}>
                  <th scope="row">{row.loanType}</th>
                  <td>{row.usage}</td>
                  <td className={styles.tableNumber} data-fee-percent={row.feePercent}>
                    {formatPercent(row.feePercent, 2)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        <Source />
        <p className="prose">
          Compare a streamline refinance with the <SiteLink href="/va-irrrl-calculator/">VA IRRRL calculator</SiteLink>, or see how much cash you could take out
          with the <SiteLink href="/va-cash-out-refinance/">VA cash-out refinance calculator</SiteLink>.
        </p>
      </section>

      <section className={styles.section} aria-labelledby="fee-examples">
        <h2 id="fee-examples">What the fee costs on a {formatMoney(examplePrice)} home</h2>
        <p className="prose">The fee is charged on the loan amount, so a larger down payment lowers it twice: a lower rate on a smaller loan.</p>
        <TableScroll label={`Funding fee in dollars on a ${formatMoney(examplePrice)} purchase`}>
          <table>
            <caption>Funding fee in dollars on a {formatMoney(examplePrice)} purchase</caption>
            <thead>
              <tr>
                <th scope="col">Down payment</th>
                <th scope="col" className={styles.tableNumber}>
                  Loan amount
                </th>
                <th scope="col" className={styles.tableNumber}>
                  First use fee
                </th>
                <th scope="col" className={styles.tableNumber}>
                  Subsequent use fee
                </th>
              </tr>
            </thead>
            <tbody>
              {examples.map((example) => (
                <tr key={example.downPaymentPercent}>
                  <th scope="row">
                    {formatMoney(example.downPayment)} ({example.downPaymentPercent}%)
                  </th>
                  <td className={styles.tableNumber}>{formatMoney(example.loanAmount)}</td>
                  <td className={styles.tableNumber}>
                    {formatMoney(example.firstUseFee)} ({formatBps(example.firstUseBps)})
                  </td>
                  <td className={styles.tableNumber}>
                    {formatMoney(example.subsequentUseFee)} ({formatBps(example.subsequentUseBps)})
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </section>

      <section className={`${styles.section} prose`} aria-labelledby="exemptions">
        <h2 id="exemptions">Who is exempt from the funding fee</h2>
        <ul>
          {chart.exemptions.map((exemption) => (
            <li key={exemption}>{exemption}.</li>
          ))}
        </ul>
        <Source />
      </section>
    </CalculatorPage>
  );
}
