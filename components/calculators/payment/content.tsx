import type { ReactNode } from "react";

import { SiteLink } from "@/components/layout/site-link";
import type { FaqItem } from "@/components/seo";
import type { CalcType } from "@/lib/calculator/types";

/** The words of a payment calculator page: heading, intro, explanation and FAQ. */
export interface PaymentContent {
  heading: string;
  intro: ReactNode;
  explainer: ReactNode;
  faq: FaqItem[];
}

const howItWorks = (
  <>
    <h2>How the monthly payment is worked out</h2>
    <p>
      Your payment has up to five parts, often called PITI plus dues: <strong>principal and interest</strong> on the loan, <strong>property tax</strong> and{" "}
      <strong>homeowners insurance</strong> (a twelfth of each yearly amount, usually collected in an escrow account), <strong>mortgage insurance</strong> when
      the program or your down payment calls for it, and <strong>HOA dues</strong>.
    </p>
    <p>
      Principal and interest is the standard fixed-rate formula lenders use, M = P × r(1 + r)<sup>n</sup> ÷ ((1 + r)<sup>n</sup> − 1), where P is the loan, r
      the yearly rate divided by 12 and n the number of monthly payments. We round it to the cent as lenders do, and we build the full schedule month by month,
      so the last payment clears the balance to the cent. Each figure, its source and its year are listed on our{" "}
      <SiteLink href="/accuracy/">accuracy page</SiteLink>.
    </p>
    <p>
      Choosing your county fills in its effective property-tax rate and your state&apos;s average homeowners premium, and shows the county&apos;s 2026 loan
      limits. Replace them with the figures on a listing or a quote when you have them: the calculator follows what you type.
    </p>
  </>
);

const CONTENT: Record<CalcType, PaymentContent> = {
  conventional: {
    heading: "Mortgage calculator",
    intro: (
      <p>
        Your full monthly payment on a conventional loan: principal and interest, property tax, insurance, PMI and HOA dues, with the amortization schedule, the
        date PMI ends and what extra payments save.
      </p>
    ),
    explainer: (
      <>
        {howItWorks}
        <h2>Private mortgage insurance (PMI)</h2>
        <p>
          With less than 20% down, a conventional lender requires PMI. Its price depends on your credit score, your loan-to-value ratio and how much of the loan
          the insurer covers; we use a published rate card (MGIC, borrower-paid monthly premiums) by credit band and coverage. PMI is not forever: under the
          Homeowners Protection Act it ends automatically when your balance is scheduled to reach 78% of the original price, you can ask to cancel it at 80%,
          and it ends at the latest halfway through the term.
        </p>
        <h2>Conforming and jumbo loans</h2>
        <p>
          Fannie Mae and Freddie Mac buy loans up to the county&apos;s conforming limit: $832,750 for a one-unit home in most counties in 2026, and up to
          $1,249,125 in high-cost areas. A larger loan is a jumbo loan, priced by each lender, often with stricter credit, reserve and down payment
          requirements. Choose your county to see where your loan falls.
        </p>
      </>
    ),
    faq: [
      {
        question: "What is included in a mortgage payment?",
        answer:
          "Principal and interest on the loan, plus usually a twelfth of the yearly property tax and homeowners insurance held in escrow, mortgage insurance when required, and HOA dues if the home has them. This calculator shows each part and the total.",
      },
      {
        question: "How much down payment do I need for a conventional loan?",
        answer:
          "As little as 3% on many conventional loans (a 97% loan-to-value). With less than 20% down you pay private mortgage insurance until your balance falls to 78% to 80% of the price.",
      },
      {
        question: "When does PMI go away?",
        answer:
          "By law it ends automatically when your balance is scheduled to reach 78% of the original value, and at the latest at the midpoint of the loan term. You can ask your servicer to cancel it once you reach 80%, and extra principal payments get you there sooner. The calculator shows the payment after which PMI stops.",
      },
      {
        question: "How does my credit score change the payment?",
        answer:
          "Your score sets the PMI rate when you put less than 20% down: a 760 score pays a fraction of what a 620 score pays. Lenders also price the interest rate by score, so enter the rate you were quoted.",
      },
      {
        question: "What is a jumbo loan?",
        answer:
          "A loan above your county's conforming limit ($832,750 in most counties in 2026, up to $1,249,125 in high-cost areas). Jumbo loans are not bought by Fannie Mae or Freddie Mac, so each lender sets its own rates and rules.",
      },
      {
        question: "Is a 15-year mortgage better than a 30-year one?",
        answer:
          "A 15-year loan has a higher monthly payment but usually a lower rate and far less interest in total. A 30-year loan keeps the payment low; paying extra each month, which you can try in the calculator, shortens it without committing to the higher payment.",
      },
    ],
  },
  fha: {
    heading: "FHA loan calculator",
    intro: (
      <p>
        Your monthly payment on an FHA loan with the 1.75% upfront and the annual mortgage insurance premium (MIP) worked out the way HUD does, your
        county&apos;s FHA limit, and how long MIP lasts.
      </p>
    ),
    explainer: (
      <>
        {howItWorks}
        <h2>FHA mortgage insurance: upfront and annual</h2>
        <p>
          Every FHA loan pays an <strong>upfront MIP of 1.75%</strong> of the base loan, usually added to the loan, and an <strong>annual MIP</strong> paid
          monthly. For loans longer than 15 years and up to $726,200, the annual rate is 0.50% of the loan with 5% or more down and 0.55% with less; larger
          loans pay 0.70% or 0.75%. Fifteen-year loans pay less (0.15% to 0.65%). HUD computes the monthly premium from the average scheduled balance of each
          loan year, so it falls a little every year; we use the same method.
        </p>
        <p>
          With at least 10% down, annual MIP ends after 11 years. With less than 10% down, it lasts for the life of the loan; most owners remove it by
          refinancing into a conventional loan once they have 20% equity.
        </p>
        <h2>Who qualifies</h2>
        <p>
          FHA insures loans to borrowers with credit scores from 500: 3.5% down at 580 and above, 10% down from 500 to 579. The loan must be within your
          county&apos;s FHA limit, which in 2026 runs from $541,287 to $1,249,125 for a one-unit home; choose your county to see it. The calculator tells you
          when a scenario does not fit and why.
        </p>
      </>
    ),
    faq: [
      {
        question: "What is the minimum down payment on an FHA loan?",
        answer: "3.5% of the price with a credit score of 580 or more, and 10% with a score from 500 to 579. Below 500, FHA does not insure the loan.",
      },
      {
        question: "How much is FHA mortgage insurance?",
        answer:
          "An upfront premium of 1.75% of the base loan, normally financed into the loan, plus an annual premium paid monthly: 0.50% to 0.55% of the loan a year for most 30-year loans up to $726,200, and 0.70% to 0.75% above that amount.",
      },
      {
        question: "Can I get rid of FHA mortgage insurance?",
        answer:
          "If you put at least 10% down, annual MIP ends after 11 years. With less than 10% down it stays for the life of the loan, and the usual way out is refinancing into a conventional loan once you have enough equity.",
      },
      {
        question: "What is the FHA loan limit in my county?",
        answer:
          "Choose your state and county (or type a ZIP code) and the calculator shows the county's 2026 FHA limit. Limits run from $541,287 in lower-cost counties to $1,249,125 in the most expensive ones for a one-unit home.",
      },
      {
        question: "FHA or conventional: which costs less?",
        answer:
          "With a strong credit score and 5% or more down, a conventional loan is often cheaper because PMI can be low and ends on its own. With a lower score or a smaller down payment, FHA's flat MIP can win. Use the comparison below the calculator to see both on the same home.",
      },
    ],
  },
  usda: {
    heading: "USDA loan calculator",
    intro: (
      <p>
        Your monthly payment on a USDA guaranteed loan with no down payment: the 1% upfront guarantee fee added to the loan and the 0.35% annual fee, over the
        program&apos;s 30-year fixed term.
      </p>
    ),
    explainer: (
      <>
        {howItWorks}
        <h2>USDA guarantee fees</h2>
        <p>
          The U.S. Department of Agriculture guarantees loans from approved lenders under its Section 502 Guaranteed Loan Program. It charges an{" "}
          <strong>upfront guarantee fee of 1%</strong> of the loan, which can be added to the loan, and an <strong>annual fee of 0.35%</strong> of the average
          scheduled balance each year, paid in twelve monthly parts for the life of the loan.
        </p>
        <h2>Who qualifies</h2>
        <p>
          The home must be your primary residence in an eligible rural or suburban area, and your household income must not exceed 115% of the area&apos;s
          median income. No down payment is required. Guaranteed loans are 30-year fixed-rate loans. Most lenders look for a credit score of 640 or more for
          automated approval. Check the address and the income limit on USDA&apos;s eligibility site before you shop.
        </p>
      </>
    ),
    faq: [
      {
        question: "Do USDA loans need a down payment?",
        answer: "No. USDA guaranteed loans can finance the whole price, and the 1% upfront guarantee fee can be added to the loan as well.",
      },
      {
        question: "What fees does a USDA loan have?",
        answer:
          "A 1% upfront guarantee fee and a 0.35% annual fee on the average scheduled balance, paid monthly for the life of the loan. There is no separate private mortgage insurance.",
      },
      {
        question: "Where can I use a USDA loan?",
        answer:
          "In areas USDA defines as eligible, which include many small towns and suburbs, not only farmland. Your household income must also be at or below 115% of the area median.",
      },
      {
        question: "How long is a USDA loan?",
        answer: "Guaranteed loans are 30-year fixed-rate loans, so the calculator uses a 360-month term.",
      },
      {
        question: "Is a USDA loan cheaper than FHA?",
        answer:
          "Often: USDA's 1% upfront and 0.35% annual fees are lower than FHA's 1.75% and 0.50% to 0.55%, and no down payment is needed. The comparison below the calculator shows both on the same home.",
      },
    ],
  },
  va: {
    heading: "VA loan calculator",
    intro: (
      <p>
        Your monthly payment on a VA loan, with no monthly mortgage insurance: the funding fee for first or subsequent use and your down payment, waived if you
        are exempt, and what your remaining entitlement allows.
      </p>
    ),
    explainer: (
      <>
        {howItWorks}
        <h2>The VA funding fee</h2>
        <p>
          VA loans have no monthly mortgage insurance. Instead most borrowers pay a one-time <strong>funding fee</strong>, usually added to the loan. For a
          purchase it is 2.15% of the loan on first use with less than 5% down (3.3% on subsequent use), 1.5% with 5% to 10% down, and 1.25% with 10% or more
          down. These rates apply to loans closing from April 7, 2023 through November 14, 2031.
        </p>
        <p>
          You pay no funding fee if you receive VA compensation for a service-connected disability (or are eligible for it but receive retirement or active-duty
          pay instead), if you are a surviving spouse receiving Dependency and Indemnity Compensation, or if you are on active duty and received the Purple
          Heart. See the <SiteLink href="/va-funding-fee-chart/">VA funding fee chart</SiteLink> for every case.
        </p>
        <h2>Entitlement and limits</h2>
        <p>
          With full entitlement there is no VA loan limit: VA guarantees a quarter of the loan, so lenders can lend with nothing down. If part of your
          entitlement is tied up in another VA loan, your remaining entitlement is 25% of the county&apos;s conforming limit minus what is in use, and a lender
          usually asks for a down payment of 25% of the part of the loan above four times that remaining entitlement. Enter the entitlement in use and choose
          your county to see it.
        </p>
      </>
    ),
    faq: [
      {
        question: "Do VA loans have mortgage insurance?",
        answer:
          "No. VA loans have no monthly mortgage insurance at any down payment. Most borrowers pay a one-time funding fee instead, which can be added to the loan.",
      },
      {
        question: "How much is the VA funding fee?",
        answer:
          "For a purchase: 2.15% of the loan on first use with less than 5% down, 3.3% on subsequent use with less than 5% down, 1.5% with 5% to 10% down and 1.25% with 10% or more down, for loans closing from April 7, 2023 through November 14, 2031.",
      },
      {
        question: "Who does not pay the VA funding fee?",
        answer:
          "Veterans receiving, or eligible for, VA compensation for a service-connected disability; surviving spouses receiving Dependency and Indemnity Compensation; service members with a pre-discharge rating for compensation; and active-duty members who received the Purple Heart.",
      },
      {
        question: "Is there a VA loan limit?",
        answer:
          "Not with full entitlement, since 2020. If you have a VA loan outstanding, your remaining entitlement is based on the county's conforming limit, and a loan above four times that remaining entitlement needs a down payment of 25% of the difference.",
      },
      {
        question: "Can I put money down on a VA loan?",
        answer: "Yes. A down payment is not required, but 5% or more lowers the funding fee, and any down payment lowers the loan and the monthly payment.",
      },
    ],
  },
};

/** The page text of a payment calculator. */
export function paymentContent(calcType: CalcType): PaymentContent {
  return CONTENT[calcType];
}
