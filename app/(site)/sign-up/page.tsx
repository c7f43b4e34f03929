import { Suspense } from "react";

import { AccountNotice } from "@/components/account/account-notice";
import { SignUpForm } from "@/components/account/sign-up-form";
import { pageMetadata } from "@/lib/metadata";
import { PageStructuredData } from "@/components/seo/page-structured-data";

export const metadata = pageMetadata("/sign-up/");

export default function SignUpPage() {
  return (
    <>
      <PageStructuredData path="/sign-up/" />
      <div className="container stack">
        <h1>Create an account</h1>
        <p>Save homes you like and come back to your numbers on any device. It is free.</p>
        <Suspense fallback={null}>
          <AccountNotice />
        </Suspense>
        <SignUpForm />
      </div>
    </>
  );
}
