"use client";

import { usePathname, useRouter } from "next/navigation";
import { useEffect } from "react";

import type { PaymentScenario } from "@/lib/listings/search";

/**
 * When the page shows the site's default loan (its address has no loan) and the visitor has
 * saved other calculator inputs, replaces the address with their loan so the server prices the
 * home their way (and validates it: a loan it cannot use is reported, and, being in the address,
 * never replaced again). Renders nothing; without JavaScript the default loan stays, labelled.
 */
export function StoredScenarioSwitch({ scenario, fromAddress }: { scenario: PaymentScenario; fromAddress: boolean }) {
  const router = useRouter();
  const pathname = usePathname();

  useEffect(() => {
    if (fromAddress) return;
    let cancelled = false;
    // Loaded after the page is up: reading saved inputs needs the calculator's sanitizers.
    void import("./stored-scenario").then(({ addressHasScenario, sameScenario, scenarioSearchParams, storedPaymentScenario }) => {
      if (addressHasScenario(window.location.search)) return;
      const stored = storedPaymentScenario();
      if (cancelled || !stored || sameScenario(stored, scenario)) return;
      router.replace(`${pathname}?${scenarioSearchParams(stored).toString()}`, { scroll: false });
    });
    return () => {
      cancelled = true;
    };
  }, [fromAddress, pathname, router, scenario]);

  return null;
}
