import type { Metadata } from "next";
import { headers } from "next/headers";

import { WidgetFrameView } from "@/components/widgets/widget-frame-view";
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
  return <WidgetFrameView frame={frame} />;
}
