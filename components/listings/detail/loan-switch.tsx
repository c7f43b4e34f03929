"use client";

import { usePathname, useRouter } from "next/navigation";
import { useEffect } from "react";

import { addressHasLoan, isDefaultLoan, storeLoan, storedLoan, withLoan } from "@/lib/listings/assumptions";
import type { PaymentScenario } from "@/lib/listings/search";

/**
 * Keeps a page that prices homes on the visitor's listing loan (lib/listings/assumptions.ts): an
 * address that names a usable loan makes it the visitor's; an address without one is replaced
 * by the stored loan, so the server prices the homes that way. Only the listing pages write
 * that key; the calculators' saved inputs are never read. Renders nothing; without JavaScript
 * the address's loan (or the default, labelled) stands.
 */
export function LoanSwitch({ scenario, fromAddress, usable }: { scenario: PaymentScenario; fromAddress: boolean; usable: boolean }) {
  const router = useRouter();
  const pathname = usePathname();

  useEffect(() => {
    if (fromAddress) {
      if (usable) storeLoan(scenario);
      return;
    }
    if (addressHasLoan(window.location.search)) return;
    const stored = storedLoan();
    if (!stored || isDefaultLoan(stored) || !isDefaultLoan(scenario)) return;
    router.replace(withLoan(pathname, stored), { scroll: false });
  }, [fromAddress, usable, pathname, router, scenario]);

  return null;
}
