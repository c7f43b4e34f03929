import { SiteLink } from "@/components/layout/site-link";
import { pageMetadata } from "@/lib/metadata";
import { PageStructuredData } from "@/components/seo/page-structured-data";

export const metadata = pageMetadata("/about/");

export default function AboutPage() {
  return (
    <>
      <PageStructuredData path="/about/" type="AboutPage" />
      <div className="container prose">
        <h1>About How Much Home?</h1>
        <p>
          How Much Home? is a free, open-source mortgage website for people buying a home in the United States, and for owners thinking about a refinance. We
          started it because most payment calculators leave things out: property tax, insurance, mortgage insurance and program fees can add hundreds of dollars
          to a monthly payment.
        </p>
        <h2>What we believe</h2>
        <ul>
          <li>
            <strong>Exact numbers.</strong> Every payment is computed with the same formulas lenders use and rounded the way they round. Our tests compare
            thousands of payments with an exact reference, to the cent.
          </li>
          <li>
            <strong>Sources you can check.</strong> Loan limits, FHA mortgage insurance, VA funding fees, USDA fees and tax and insurance defaults come from
            public sources, and each figure names its source and year. See <SiteLink href="/accuracy/">Accuracy</SiteLink>.
          </li>
          <li>
            <strong>Fast pages.</strong> Calculators open instantly, work offline once visited, and update as you type.
          </li>
          <li>
            <strong>Your data is yours.</strong> Calculator inputs stay in your browser. Analytics run only if you say yes. Read our{" "}
            <SiteLink href="/privacypolicy/">privacy policy</SiteLink>.
          </li>
        </ul>
        <h2>What we are not</h2>
        <p>
          We are not a lender or a broker, and our results are estimates, not loan offers. Your lender&apos;s Loan Estimate is the document that counts; use our
          numbers to ask better questions about it.
        </p>
        <h2>Open source</h2>
        <p>
          The code, the reference data and the tests are open. If you find a figure you think is wrong, tell us with the inputs you used and what you expected:
          we fix errors first.
        </p>
      </div>
    </>
  );
}
