// /og/{page}og.png?v= through the real route: only the page's current version is drawn (and
// kept after the first drawing); any other version, or none, is a redirect to it, drawing nothing.
import { GET } from "@/app/og/[...path]/route";
import { ogImagePath, ogVersion, type OgCard } from "@/lib/seo/og-image";
import { renderOgCard } from "@/lib/server/seo/og-card-image";
import { cardForPage } from "@/lib/server/seo/og-cards";
import { forgetDrawingsInMemory, ogCardPng } from "@/lib/server/seo/og-image-cache";

import { ORIGIN, setUpApi } from "./support/api";

// As in support/api.ts (imported after the route here, so its mock would come too late):
// connection() only marks the route dynamic for Next's renderer, outside a request it throws.
jest.mock("next/server", () => ({
  ...jest.requireActual<typeof import("next/server")>("next/server"),
  connection: async () => undefined,
}));

let env: Awaited<ReturnType<typeof setUpApi>>;
beforeAll(async () => {
  env = await setUpApi();
});
afterAll(async () => {
  await env.tearDown();
});

const get = (address: string) => {
  const url = new URL(address, ORIGIN);
  const path = url.pathname.split("/").filter(Boolean).slice(1);
  return GET(new Request(url), { params: Promise.resolve({ path }) });
};

describe("GET /og/{page}og.png", () => {
  it("redirects any version but the page's current one (or none) to it, without drawing", async () => {
    const card = (await cardForPage("/about/"))!;
    const current = ogImagePath("/about/", card);
    for (const stale of ["/og/about/og.png?v=old", "/og/about/og.png", `/og/about/og.png?v=${ogVersion(card)}x`]) {
      const res = await get(stale);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe(current);
      expect(res.headers.get("cache-control")).not.toContain("immutable");
      expect(res.headers.get("content-type")).toBeNull();
      expect(await res.text()).toBe("");
    }
    expect((await get("/og/no-such-page/og.png?v=1")).status).toBe(404);
    expect((await get("/og/profile/og.png")).status).toBe(404);
  });

  it("draws the current version: a 1000x523 PNG cached forever", async () => {
    const card = (await cardForPage("/fha-loan-calculator/"))!;
    const res = await get(ogImagePath("/fha-loan-calculator/", card));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const png = Buffer.from(await res.arrayBuffer());
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1000, 523]);
  });

  it("draws a card once, then serves the kept drawing; callers asking at once share one drawing", async () => {
    let drawn = 0;
    const counting = async (card: OgCard) => {
      drawn += 1;
      return (await renderOgCard(card)).arrayBuffer();
    };
    const card: OgCard = { title: `Kept card ${process.pid}`, subtitle: "Test" };
    const [a, b] = await Promise.all([ogCardPng(card, counting), ogCardPng(card, counting)]);
    const c = await ogCardPng(card, counting);
    expect(drawn).toBe(1);
    expect(Buffer.from(c).equals(Buffer.from(a))).toBe(true);
    expect(b).toBe(a);
    // After a restart (nothing in memory) the drawing comes from disk, not drawn again.
    forgetDrawingsInMemory();
    const d = await ogCardPng(card, counting);
    expect(drawn).toBe(1);
    expect(Buffer.from(d).equals(Buffer.from(a))).toBe(true);
  });
});
