import type { Metadata } from "next";

import { WidgetFrameView } from "@/components/widgets/widget-frame-view";
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
  return <WidgetFrameView frame={frame} />;
}
