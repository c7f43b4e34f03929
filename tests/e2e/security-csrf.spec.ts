import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";

import { mailTo, outboxMails, uniqueEmail } from "./support";

// Cross-site request forgery against the production server. The API takes bearer tokens, never
// cookies, so a forged request carries no one's session; what is left to refuse is another site
// making a visitor's browser send something: GraphQL without the x-request-source header (which
// a cross-site form cannot add), and Server Action forms posted from another origin (Next.js
// compares Origin with the host and aborts the action).

const CONTACT_EMAIL = "contact@localhost";

/**
 * Posts the /contact/ form as a browser without JavaScript does (multipart, with the Server
 * Action's hidden fields from the page), from `origin` when given.
 */
async function postContactForm(request: APIRequestContext, message: string, origin?: string): Promise<APIResponse> {
  const page = await (await request.get("/contact/")).text();
  const form = page.slice(page.indexOf('aria-label="Contact us"'));
  const hidden = [...form.slice(0, form.indexOf("</form>")).matchAll(/name="(\$ACTION[^"]*)"(?: value="([^"]*)")?/g)];
  const fields: Record<string, string> = Object.fromEntries(hidden.map((match) => [match[1]!, decodeEntities(match[2] ?? "")]));
  Object.assign(fields, { name: "Robin Reader", email: uniqueEmail("csrf"), topic: "calculator", message });
  return request.post("/contact/", { multipart: fields, maxRedirects: 0, headers: origin ? { origin } : {} });
}

function decodeEntities(text: string): string {
  return text.replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&");
}

test("a Server Action form posted from another origin is refused and sends nothing", async ({ request, baseURL }) => {
  const forged = `Forged from another site ${Date.now()}`;
  const refused = await postContactForm(request, forged, "https://evil.example");
  expect(refused.status()).toBe(403);
  // The same form from the site itself goes through (so the refusal above was the origin's).
  const genuine = `Sent from the site itself ${Date.now()}`;
  const sent = await postContactForm(request, genuine, new URL(baseURL ?? "").origin);
  expect(sent.status()).toBe(303);
  expect(sent.headers().location).toMatch(/\/contact\/thanks\/$/);
  await mailTo(CONTACT_EMAIL, "contact-message", genuine);
  expect(outboxMails().filter((mail) => mail.text.includes(forged))).toEqual([]);
});

test("GraphQL without x-request-source is refused before it runs, whatever the encoding", async ({ request }) => {
  const json = await request.post("/api/graphql", { data: { query: 'mutation { requestPasswordReset(email: "csrf@example.com") }' } });
  expect(json.status()).toBe(403);
  expect(await json.json()).toMatchObject({ errors: [{ extensions: { code: "CSRF_FORBIDDEN" } }] });
  // What a cross-site HTML form can send: urlencoded and multipart.
  const urlencoded = await request.post("/graphql", { form: { query: 'mutation { requestPasswordReset(email: "csrf@example.com") }' } });
  expect(urlencoded.status()).toBe(403);
  const multipart = await request.post("/api/graphql", {
    multipart: {
      operations: JSON.stringify({ query: "mutation ($file: Upload!) { uploadImage(file: $file) { id } }", variables: { file: null } }),
      map: JSON.stringify({ 0: ["variables.file"] }),
      0: { name: "a.png", mimeType: "image/png", buffer: Buffer.from("not really") },
    },
  });
  expect(multipart.status()).toBe(403);
  const get = await request.get("/api/graphql?query=%7B__typename%7D");
  expect(get.status()).toBe(403);
});

test("the Stripe webhook takes only signed events, and the report route only a bearer token", async ({ request }) => {
  const unsigned = await request.post("/api/stripe/webhook/", { data: { type: "customer.subscription.created" } });
  expect(unsigned.status()).toBe(400);
  const forged = await request.post("/api/stripe/webhook/", { data: { type: "customer.subscription.created" }, headers: { "stripe-signature": "t=1,v1=00" } });
  expect(forged.status()).toBe(400);
  const report = await request.get("/api/scenario-report/abc/");
  expect(report.status()).toBe(401);
});
