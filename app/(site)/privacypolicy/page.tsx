import { pageMetadata } from "@/lib/metadata";
import { PageStructuredData } from "@/components/seo/page-structured-data";

export const metadata = pageMetadata("/privacypolicy/");

export default function PrivacyPolicyPage() {
  return (
    <>
      <PageStructuredData path="/privacypolicy/" />
      <div className="container prose">
        <h1>Privacy policy</h1>
        <p>Effective November 25, 2026. This policy explains what How Much Home? stores, why, and the choices you have.</p>
        <h2>Calculator inputs</h2>
        <p>
          The numbers you type into a calculator (price, down payment, rate, location and the like) are saved in your browser&apos;s local storage so they are
          still there next time. They are not sent to our servers unless you share a link, which carries the scenario in its address. You can clear them by
          clearing this site&apos;s data in your browser.
        </p>
        <h2>Accounts</h2>
        <p>
          If you create an account we store your email address, your name, an optional profile photo and a password hash (never the password itself). Sign-in
          keeps two tokens in your browser&apos;s local storage. We use your email address only to confirm it, to reset your password and for messages about
          your account. You can delete your account, and everything tied to it, from your profile at any time.
        </p>
        <h2>Analytics and cookies</h2>
        <p>
          With your consent only, we use Google Analytics to count page views and to measure page speed (web vitals). If you decline, or have not answered, no
          request is made to any analytics or advertising service. Your answer is stored in your browser; clear this site&apos;s data to be asked again.
        </p>
        <h2>Security logs</h2>
        <p>
          To protect accounts from abuse we keep short-lived records of request counts per network address and per account (rate limits), and server logs with a
          request identifier when something goes wrong.
        </p>
        <h2>Sharing</h2>
        <p>
          We do not sell or rent personal information. We share it only with service providers that run the site for us (hosting, email delivery) under
          contracts that limit their use of it, or when the law requires.
        </p>
        <h2>Your rights</h2>
        <p>
          You can see and change your account details on your profile, export them by contacting us, and delete your account at any time. Residents of
          California and other states with privacy laws have the rights those laws give them, including to know, correct and delete their personal information.
        </p>
        <h2>Children</h2>
        <p>The site is not meant for children under 13, and we do not knowingly collect their information.</p>
        <h2>Changes</h2>
        <p>When this policy changes we update its effective date above and, for material changes, tell account holders by email.</p>
      </div>
    </>
  );
}
