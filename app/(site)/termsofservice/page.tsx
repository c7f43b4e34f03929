import { SiteLink } from "@/components/layout/site-link";
import { pageMetadata } from "@/lib/metadata";
import { PageStructuredData } from "@/components/seo/page-structured-data";

export const metadata = pageMetadata("/termsofservice/");

export default function TermsOfServicePage() {
  return (
    <>
      <PageStructuredData path="/termsofservice/" />
      <div className="container prose">
        <h1>Terms of service</h1>
        <p>Effective November 25, 2026. By using How Much Home? you agree to these terms.</p>
        <h2>Estimates, not advice or offers</h2>
        <p>
          Our calculators give estimates for education and planning. They are not loan offers, commitments to lend, financial, tax or legal advice. Rates, fees,
          taxes, insurance premiums, loan limits and program rules change, and your lender&apos;s terms depend on your full application. Check any decision with
          a licensed professional and with your lender&apos;s Loan Estimate.
        </p>
        <h2>Accuracy</h2>
        <p>
          We work hard to make every figure exact and to cite its source (see <SiteLink href="/accuracy/">Accuracy</SiteLink>), but we provide the site as is,
          without warranties of any kind, and we are not liable for decisions made on the basis of its results.
        </p>
        <h2>Accounts</h2>
        <p>
          You are responsible for keeping your password safe and for what happens under your account. Give a real email address; we may suspend accounts used
          for abuse, such as automated sign-ups or attempts to break the site.
        </p>
        <h2>Acceptable use</h2>
        <p>
          Do not attempt to disrupt the service, probe it for weaknesses without permission, scrape it at a rate that harms other users, or use it to break any
          law. The embeddable calculator widget may be used on your own site under the widget terms shown in its manager.
        </p>
        <h2>Content and code</h2>
        <p>
          The site&apos;s code is open source under its license. Public-domain government data stays public domain; third-party data is cited and belongs to its
          publishers.
        </p>
        <h2>Changes and contact</h2>
        <p>
          We may update these terms; the effective date above shows when. Continued use after a change means you accept it. Questions: write to us through the
          contact details on the <SiteLink href="/about/">about page</SiteLink>.
        </p>
      </div>
    </>
  );
}
