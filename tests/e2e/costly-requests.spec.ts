import { expect, test } from "@playwright/test";

// Requests that are cheap to send but were costly to answer, against the production server:
// the image optimizer loads only the site paths that hold images (next.config.ts
// images.localPatterns), a share image's stale version is a redirect (never a drawing), and a
// listing photo of no listing is 404 (never a drawing).

test("the image optimizer refuses site paths that hold no images, and optimizes those that do", async ({ request }) => {
  for (const url of ["/api/health", "/about/", "/listing-photos/1-1.png", "/share-image.png?x=1"]) {
    const refused = await request.get(`/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`);
    expect(refused.status(), url).toBe(400);
    expect(await refused.text(), url).toContain('"url" parameter is not allowed');
  }
  const ok = await request.get(`/_next/image?url=${encodeURIComponent("/share-image.png")}&w=640&q=75`, { headers: { accept: "image/webp" } });
  expect(ok.status()).toBe(200);
  expect(ok.headers()["content-type"]).toBe("image/webp");
});

test("a share image's made-up version redirects to the current one; a photo of no listing is 404", async ({ request }) => {
  const stale = await request.get("/og/about/og.png?v=made-up", { maxRedirects: 0 });
  expect(stale.status()).toBe(302);
  const current = stale.headers()["location"] ?? "";
  expect(current).toMatch(/^\/og\/about\/og\.png\?v=[0-9a-z]+$/);
  const image = await request.get(current);
  expect(image.status()).toBe(200);
  expect(image.headers()["cache-control"]).toContain("immutable");
  expect((await request.get("/listing-photos/2147483001-1.png")).status()).toBe(404);
  // A sample listing's photos are drawn.
  const answer = await request.post("/api/graphql", {
    headers: { "content-type": "application/json", "x-request-source": "web" },
    data: { query: "{ listings(page: 1, pageSize: 1) { items { photos } } }" },
  });
  const photos = ((await answer.json()) as { data: { listings: { items: { photos: string[] }[] } } }).data.listings.items[0]!.photos;
  const drawn = photos.find((photo) => photo.startsWith("/listing-photos/"));
  expect(drawn).toBeDefined();
  const photo = await request.get(drawn!);
  expect(photo.status()).toBe(200);
  expect(photo.headers()["content-type"]).toBe("image/png");
});
