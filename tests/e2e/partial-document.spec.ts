import http from "node:http";
import type { AddressInfo } from "node:net";

import { expect, test } from "@playwright/test";

import { expectShiftsUnder, LAYOUT_VIEWPORTS } from "./support";

// A page's HTML comes in pieces, and a browser may paint what it has parsed while the rest is on
// its way (on a loaded machine the parser yields anywhere). A page was seen painted with its
// header cut off after the menu's <details> (the browser's own "Details" summary in its place, one
// line without the menu's padding), and the header's first row grew 16 px when the rest came,
// moving the brand and the search box (0.010). The site's layout holds the first paint until the
// header is parsed whole (a render-blocking rel=expect link, app/(site)/layout.tsx). Here each
// page is served through a proxy that sends the document in two pieces, cut inside the header,
// the second long enough after the first for the browser to paint it; nothing may move.
const PAUSE_MS = 1_200;
const MAX_SHIFT = 0.001;

/** Where the document is cut: just after each of these, in the header's markup. */
const CUTS = ['class="site-nav" aria-label="Main">', '<details class="sections-menu">', "</summary>"];

/**
 * A proxy to the site under test that sends each HTML document in two pieces, the second
 * `PAUSE_MS` after the first, split just after `cut`; everything else passes whole. `cuts` names
 * each document it cut ("<path> after <marker>"): a document without the marker passes whole, and
 * a test that cut nothing would pass without testing anything.
 */
async function piecewiseProxy(upstream: string, cut: () => string): Promise<{ origin: string; cuts: string[]; close: () => Promise<void> }> {
  const cuts: string[] = [];
  const server = http.createServer((request, response) => {
    void (async () => {
      const answer = await fetch(new URL(request.url ?? "/", upstream), {
        headers: { accept: request.headers.accept ?? "*/*", "user-agent": request.headers["user-agent"] ?? "" },
        redirect: "manual",
      });
      const headers: Record<string, string> = {};
      // fetch has decoded the body: its length and encoding are no longer the upstream's.
      answer.headers.forEach((value, name) => {
        if (!["content-encoding", "content-length", "transfer-encoding", "connection"].includes(name)) headers[name] = value;
      });
      response.writeHead(answer.status, headers);
      const body = Buffer.from(await answer.arrayBuffer());
      const marker = cut();
      const at = headers["content-type"]?.startsWith("text/html") ? body.indexOf(marker) : -1;
      if (at < 0) {
        response.end(body);
        return;
      }
      cuts.push(`${request.url ?? "/"} after ${marker}`);
      response.write(body.subarray(0, at + Buffer.byteLength(marker)));
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
      response.end(body.subarray(at + Buffer.byteLength(marker)));
    })().catch((error: unknown) => {
      response.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, cuts, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

for (const viewport of LAYOUT_VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a page painted before its header has all come moves nothing when the rest arrives", async ({ page, baseURL }) => {
      let marker = CUTS[0]!;
      const proxy = await piecewiseProxy(baseURL!, () => marker);
      try {
        for (const cut of CUTS) {
          marker = cut;
          await test.step(cut, async () => {
            await page.goto(`${proxy.origin}/about/`);
            await expect(page.locator("footer")).toBeVisible();
            expect(proxy.cuts, "the document was cut where this step says").toContain(`/about/ after ${cut}`);
            await expectShiftsUnder(page, MAX_SHIFT, { label: `cut after ${cut}`, soft: true });
          });
        }
      } finally {
        await proxy.close();
      }
    });
  });
}
