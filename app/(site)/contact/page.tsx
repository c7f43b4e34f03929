import { ContactForm } from "@/components/contact/contact-form";
import { PageStructuredData } from "@/components/seo/page-structured-data";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/contact/");

/** /contact/: write to the site's team (stored, and emailed to CONTACT_EMAIL). */
export default function ContactPage() {
  return (
    <div className="container stack">
      <PageStructuredData path="/contact/" type="ContactPage" />
      <h1>Contact us</h1>
      <p>
        A question about a mortgage or one of our figures, a problem with your account, or a partnership idea: write to us and we answer by email, usually
        within two business days.
      </p>
      <p>
        Looking for a rate on your own numbers? <a href="/quote/">Ask for a personal quote</a> instead: it sends your scenario to our mortgage team.
      </p>
      <ContactForm />
      <p>
        We use your name and address only to answer you. See our <a href="/privacypolicy/">privacy policy</a>.
      </p>
    </div>
  );
}
