// /listing-photos/{seed}-{n}.png through the real route against a real database: only photos of
// listings in the database are drawn (any other seed or number is 404, drawing nothing), and a
// drawing is kept after the first request.
import { GET } from "@/app/listing-photos/[name]/route";
import { drawListingPhoto } from "@/lib/server/listings/photos/drawing";
import { photoPath } from "@/lib/server/listings/photos/names";
import { servePhoto } from "@/lib/server/listings/photos/serve-photo";

import { setUpApi } from "./support/api";
import { insertListings, testRecord } from "./support/listing-rows";

let env: Awaited<ReturnType<typeof setUpApi>>;
// A seed no sample listing of the seed data uses (they come from a seeded random generator).
const SEED = 2_000_000_001;
beforeAll(async () => {
  env = await setUpApi();
  await insertListings(env.database.handle.db, [testRecord({ Media: [photoPath(SEED, 1), photoPath(SEED, 2)] })]);
});
afterAll(async () => {
  await env.tearDown();
});

const get = (name: string) => GET(new Request(`http://localhost/listing-photos/${name}`), { params: Promise.resolve({ name }) });

describe("GET /listing-photos/<seed>-<n>.png", () => {
  it("draws a photo of a listing in the database: a PNG cached for a year", async () => {
    const ok = await get(`${SEED}-1.png`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toBe("image/png");
    expect(ok.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const bytes = new Uint8Array(await ok.arrayBuffer());
    expect([...bytes.subarray(1, 4)].map((b) => String.fromCharCode(b)).join("")).toBe("PNG");
    expect(Buffer.from(bytes).equals(drawListingPhoto(SEED, 1))).toBe(true);
    expect(ok.headers.get("content-length")).toBe(String(bytes.length));
    const missing = await get(`${SEED}-1.svg`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe("No such listing photo.");
  });

  it("answers 404, drawing nothing, for a seed no listing has, a number past its photos, or any other name", async () => {
    let drawn = 0;
    const counting = (seed: number, n: number) => {
      drawn += 1;
      return drawListingPhoto(seed, n);
    };
    const db = env.database.handle.db;
    for (const name of [`${SEED + 4}-1.png`, `${SEED}-3.png`, `${SEED + 8}-2.png`]) {
      const res = await servePhoto(db, name, counting);
      expect(res.status).toBe(404);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect((await get(name)).status).toBe(404);
    }
    for (const bad of [`${SEED}-0.png`, "abc.png", "1-1.svg", "99999999999-1.png"]) expect((await get(bad)).status).toBe(404);
    expect(drawn).toBe(0);
  });

  it("draws each photo once: later requests are served from the kept drawing", async () => {
    let drawn = 0;
    const counting = (seed: number, n: number) => {
      drawn += 1;
      return drawListingPhoto(seed, n);
    };
    const db = env.database.handle.db;
    const first = await servePhoto(db, `${SEED}-2.png`, counting);
    const second = await servePhoto(db, `${SEED}-2.png`, counting);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(drawn).toBe(1);
    expect(Buffer.from(await second.arrayBuffer()).equals(Buffer.from(await first.arrayBuffer()))).toBe(true);
  });
});
