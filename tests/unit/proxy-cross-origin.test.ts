/**
 * @jest-environment node
 */
import { crossOriginFormRefusal } from "@/proxy";

function post(headers: Record<string, string>, method = "POST"): Request {
  return new Request("http://localhost:3000/contact/", { method, headers });
}

describe("crossOriginFormRefusal", () => {
  it("refuses a form post from another site with 403", async () => {
    const refused = crossOriginFormRefusal(post({ origin: "https://evil.example", host: "localhost:3000" }));
    expect(refused?.status).toBe(403);
    expect(await refused?.text()).toMatch(/another site/);
    expect(crossOriginFormRefusal(post({ origin: "null", host: "localhost:3000" }))?.status).toBe(403);
    expect(crossOriginFormRefusal(post({ origin: "http://localhost:3000", host: "localhost:3001" }))?.status).toBe(403);
  });

  it("lets the site's own posts, posts without Origin and other methods through", () => {
    expect(crossOriginFormRefusal(post({ origin: "http://localhost:3000", host: "localhost:3000" }))).toBeNull();
    expect(crossOriginFormRefusal(post({ host: "localhost:3000" }))).toBeNull();
    expect(crossOriginFormRefusal(post({ origin: "https://evil.example", host: "localhost:3000" }, "GET"))).toBeNull();
  });

  it("compares with the host the proxy forwarded, as Next.js does", () => {
    const forwarded = { origin: "https://howmuchhome.example", host: "app:3000", "x-forwarded-host": "howmuchhome.example" };
    expect(crossOriginFormRefusal(post(forwarded))).toBeNull();
    expect(crossOriginFormRefusal(post({ ...forwarded, origin: "https://evil.example" }))?.status).toBe(403);
  });
});
