import "server-only";

import { drawAgentPortrait, parsePortraitName } from "./agent-portrait";

/** The response for `/agent-photos/<seed>.svg`: the drawing, cacheable for a year, or 404. */
export function serveAgentPortrait(name: string): Response {
  const seed = parsePortraitName(name);
  if (seed === null) {
    return new Response("No such agent photo.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  }
  return new Response(drawAgentPortrait(seed), {
    status: 200,
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
      // An image, never a document: no script runs even when opened directly.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
}
