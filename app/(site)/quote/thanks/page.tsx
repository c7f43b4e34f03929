import { SiteLink } from "@/components/layout/site-link";
import { QUOTE_NEXT_STEPS_TEXT } from "@/lib/leads/next-steps";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/quote/thanks/", { robots: { index: false, follow: true } });

/** Where a sent quote request lands (the Server Action redirects here): what happens next. */
export default function QuoteThanksPage() {
  return (
    <div className="container prose">
      <h1>Thanks: your quote request is on its way</h1>
      <p>We emailed you a copy of your request with the scenario you sent.</p>
      <h2>What happens next</h2>
      <ul>
        {QUOTE_NEXT_STEPS_TEXT.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ul>
      <p>No email from us within a few minutes? Check your spam folder, or send the request again.</p>
      <p>
        <SiteLink href="/mortgage-calculator/">Back to the mortgage calculator</SiteLink> · <SiteLink href="/listings/">Browse homes for sale</SiteLink>
      </p>
    </div>
  );
}
