import { ConfirmEmail } from "@/components/account/confirm-email";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/confirm-email/", { robots: { index: false, follow: false } });

export default function ConfirmEmailPage() {
  return (
    <div className="container stack">
      <h1>Confirm your email address</h1>
      <ConfirmEmail />
    </div>
  );
}
