import { GET } from "./route";

const call = (name: string) => GET(new Request(`http://localhost/listing-photos/${name}`), { params: Promise.resolve({ name }) });

test("GET /listing-photos/<seed>-<n>.png: a PNG cached for a year; anything else 404", async () => {
  const ok = await call("114143520-1.png");
  expect(ok.status).toBe(200);
  expect(ok.headers.get("content-type")).toBe("image/png");
  expect(ok.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  const bytes = new Uint8Array(await ok.arrayBuffer());
  expect([...bytes.subarray(1, 4)].map((b) => String.fromCharCode(b)).join("")).toBe("PNG");
  for (const bad of ["114143520-0.png", "abc.png", "1-1.svg", "99999999999-1.png"]) expect((await call(bad)).status).toBe(404);
});
