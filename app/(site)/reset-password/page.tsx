import { Suspense } from "react";

import { ResetPassword } from "@/components/account/reset-password";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/reset-password/", { robots: { index: false, follow: false } });

export default function ResetPasswordPage() {
  return (
    <div className="container stack">
      <h1>Reset your password</h1>
      {/* The step depends on the address's token, known only in the browser for a static page. */}
      <Suspense fallback={<p role="status">Loading…</p>}>
        <ResetPassword />
      </Suspense>
    </div>
  );
}
