import type { ReactNode } from "react";

import { scrollRegionLabel } from "@/components/calculators/ui/scroll-label";

/**
 * A wide table that scrolls sideways on narrow screens (the site's `.table-scroll`, with a shadow
 * on the edge that has more). Focusable and named, so keyboard users can scroll it too (WCAG
 * 2.1.1; axe "scrollable-region-focusable").
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  // A scroll container has to take focus to be scrolled by keyboard; the region role names it.
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={scrollRegionLabel(label)}>
      {children}
    </div>
  );
}
