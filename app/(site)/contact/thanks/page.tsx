import { SiteLink } from "@/components/layout/site-link";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/contact/thanks/", { robots: { index: false, follow: true } });

/** Where a sent contact message lands (the Server Action redirects here). */
export default function ContactThanksPage() {
  return (
    <div className="container prose">
      <h1>Thanks: your message is on its way</h1>
      <p>We read every message and answer by email, usually within two business days.</p>
      <p>No answer after that? Check your spam folder, or write again.</p>
      <p>
        <SiteLink href="/mortgage-calculator/">Back to the mortgage calculator</SiteLink> · <SiteLink href="/blog/">Read the blog</SiteLink>
      </p>
    </div>
  );
}
