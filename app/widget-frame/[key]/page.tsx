import type { Metadata } from "next";

import { WidgetCalculator } from "@/components/widgets/widget-calculator";
import { WidgetFrameChrome } from "@/components/widgets/widget-frame-chrome";
import { WidgetMessage } from "@/components/widgets/widget-message";
import styles from "@/components/widgets/widget.module.css";
import { cachedWidgetFrame } from "@/lib/server/widgets/widget-frame";

// A keyed widget's frame as embedded (`/mortgage-calculator-widget/?key=KEY`, rewritten here by
// proxy.ts, which also sets its frame-ancestors and counts the load): rendered on the key's first
// request, then served from Next's cache until the widget or its owner's plan changes
// (docs/architecture.md, Caching). The same HTML for every embedding page: the frame asks for its
// calculation token itself. Never indexed.
export async function generateStaticParams(): Promise<{ key: string }[]> {
  return [];
}

export const metadata: Metadata = {
  title: "Mortgage calculator",
  robots: { index: false, follow: false },
  alternates: { canonical: "/mortgage-calculator-widget/" },
};

export default async function CachedWidgetFramePage({ params }: { params: Promise<{ key: string }> }) {
  const frame = await cachedWidgetFrame((await params).key);
  return (
    <main className={styles.frame}>
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
          calculationToken={null}
          tokenFromClient
          demo={false}
        />
      ) : (
        <WidgetMessage reason={frame.status} />
      )}
    </main>
  );
}
