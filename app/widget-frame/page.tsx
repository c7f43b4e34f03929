import type { Metadata } from "next";
import { headers } from "next/headers";

import { WidgetCalculator } from "@/components/widgets/widget-calculator";
import { WidgetFrameChrome } from "@/components/widgets/widget-frame-chrome";
import { WidgetMessage } from "@/components/widgets/widget-message";
import styles from "@/components/widgets/widget.module.css";
import { clientIpFrom } from "@/lib/server/request-context";
import { loadWidgetFrame } from "@/lib/server/widgets/widget-frame";

// The keyed widget (`/mortgage-calculator-widget/?key=KEY`, rewritten here by proxy.ts, which
// also sets its frame-ancestors): read from the database on every request, never indexed.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Mortgage calculator",
  robots: { index: false, follow: false },
  alternates: { canonical: "/mortgage-calculator-widget/" },
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function WidgetFramePage({ searchParams }: { searchParams: SearchParams }) {
  const requestHeaders = await headers();
  const frame = await loadWidgetFrame(await searchParams, { clientIp: clientIpFrom(requestHeaders), referer: requestHeaders.get("referer") });
  return (
    // Named: the frame is shown inside the site's own pages too (the demo, the manager's preview),
    // where two unnamed main landmarks would be indistinguishable.
    <main className={styles.frame} aria-label="Mortgage calculator widget">
      <WidgetFrameChrome />
      {frame.status === "active" ? (
        <WidgetCalculator
          calcType={frame.calcType}
          scenario={frame.scenario}
          path={frame.path}
          layout={frame.layout}
          showQuoteLink={frame.showQuoteLink}
          themeColor={frame.themeColor}
          branding={frame.branding}
          widgetKey={frame.key}
          calculationToken={frame.calculationToken}
          demo={frame.demo}
        />
      ) : (
        <WidgetMessage reason={frame.status} />
      )}
    </main>
  );
}
