import { Suspense } from "react";

import { AccountNotice } from "@/components/account/account-notice";
import { SignInForm } from "@/components/account/sign-in-form";
import { pageMetadata } from "@/lib/metadata";
import { PageStructuredData } from "@/components/seo/page-structured-data";

export const metadata = pageMetadata("/sign-in/");

export default function SignInPage() {
  return (
    <>
      <PageStructuredData path="/sign-in/" />
      <div className="container stack">
        <h1>Sign in</h1>
        <Suspense fallback={null}>
          <AccountNotice />
        </Suspense>
        <SignInForm />
      </div>
    </>
  );
}
