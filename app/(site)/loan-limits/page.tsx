import { LoanLimitsPage } from "@/components/calculators/other/loan-limits/loan-limits-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/loan-limits/");

export default function LoanLimits() {
  return <LoanLimitsPage scenario={null} />;
}
