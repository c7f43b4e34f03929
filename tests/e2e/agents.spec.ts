import { expect, test, type Page } from "@playwright/test";

import { declineConsent, expectNoAxeViolations, mailTo, uniqueEmail } from "./support";

// The agents directory end to end: find an agent near a ZIP code, open the profile, send a lead (with and
// without JavaScript); create an agent profile from /profile/ and confirm its address from the
// outbox link: it then waits for the operator's identity review (npm run agents:review, which
// needs the server stopped on PGlite: the approval and the leads of an approved profile are
// tested in tests/integration/agents-review.test.ts and agents.test.ts). axe on every page, and
// the directory at 360 px.

/** The outbox address of a sample agent: its listing key in lower case at example.com. */
function sampleAgentEmail(hashid: string): string {
  const match = /^s([a-z]{2})(\d{3})x$/.exec(hashid);
  if (!match) throw new Error(`${hashid} is not a sample agent`);
  return `sample-agent-${match[1]}-${String(Number(match[2])).padStart(2, "0")}@example.com`;
}

async function fillLead(page: Page, email: string): Promise<void> {
  await page.getByLabel("Your name").fill("Pat Buyer");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Home price ($)").fill("420000");
  await page.getByLabel("Down payment ($)").fill("21000");
  await page.getByLabel("Interest rate (%)").fill("6.5");
  await page.getByLabel("Credit score").fill("710");
  await page.getByRole("checkbox", { name: /sends my details and scenario to this agent/ }).check();
}

test.describe("agents directory", () => {
  test("find an agent near a ZIP code, open the profile, send a lead", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto("/agents/");
    await declineConsent(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find a real estate agent");
    await expectNoAxeViolations(page);

    await page.getByLabel("ZIP code (optional)").fill("78701");
    await page.getByLabel("Speciality").selectOption("first-time-buyers");
    await page.getByRole("button", { name: "Find agents" }).click();
    await expect(page).toHaveURL(/zip=78701/);
    await expect(page.getByRole("status").filter({ hasText: "within 100 miles of ZIP code 78701" })).toBeVisible();
    const results = page.getByRole("list", { name: "Agents" }).locator("[data-agent]");
    await expect(results.first()).toBeVisible();
    const distances = await results.evaluateAll((items) => items.map((item) => Number(item.getAttribute("data-distance"))));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // Reads at 360 px: nothing wider than the viewport.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);

    const first = results.first();
    const hashid = (await first.getAttribute("data-agent"))!;
    const name = (await first.getByRole("heading").textContent())!;
    await first.getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`/agents/${hashid}/$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page.locator("[data-sample]")).toContainText("fictional");
    await expect(page.getByRole("heading", { name: "Areas served" })).toBeVisible();
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.some((text) => text.includes('"RealEstateAgent"'))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);

    const visitor = uniqueEmail("agent-lead");
    await fillLead(page, visitor);
    await page.getByRole("button", { name: `Send my request to ${name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/agents/${hashid}/\\?sent=1`));
    // The confirmation stands in for the form, says what was sent and takes the focus.
    const sent = page.locator("[data-sent]");
    await expect(sent).toContainText(`Your request was sent to ${name}`);
    await expect(sent).toContainText("Home price: $420,000");
    await expect(sent).toContainText("What happens next");
    await expect(page.getByRole("heading", { name: `Your request was sent to ${name}` })).toBeFocused();
    await expect(sent).toBeInViewport();
    await expect(page.getByRole("button", { name: `Send my request to ${name}` })).toHaveCount(0);
    await expectNoAxeViolations(page);
    const mail = await mailTo(sampleAgentEmail(hashid), "lead-agent", visitor);
    expect(mail.replyTo).toBe(visitor);
    expect(mail.text).toContain("Home price: $420,000");
    await mailTo(visitor, "lead-agent-received");
  });

  test("without JavaScript the search, the profile and the contact form work", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/agents/");
    await page.getByLabel("ZIP code (optional)").fill("60601");
    await page.getByLabel("Language").selectOption("es");
    await page.getByRole("button", { name: "Find agents" }).click();
    await expect(page).toHaveURL(/zip=60601.*language=es/);
    const results = page.getByRole("list", { name: "Agents" }).locator("[data-agent]");
    await expect(results.first()).toBeVisible();
    await expect(page.getByRole("status")).toContainText("ZIP code 60601");
    // Paging by plain links.
    const next = page.getByRole("link", { name: "Next page" });
    if (await next.count()) {
      await next.click();
      await expect(page).toHaveURL(/page=2/);
    }
    const hashid = (await results.first().getAttribute("data-agent"))!;
    await results.first().getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`/agents/${hashid}/$`));
    const visitor = uniqueEmail("agent-nojs");
    await fillLead(page, visitor);
    await page.getByRole("button", { name: /^Send my request to/ }).click();
    await expect(page).toHaveURL(new RegExp(`/agents/${hashid}/\\?sent=1.*#contact-sent$`));
    await expect(page.locator("[data-sent]")).toContainText("Home price: $420,000");
    await expect(page.locator("[data-sent]")).toBeInViewport();
    await expect(page.getByRole("button", { name: /^Send my request to/ })).toHaveCount(0);
    await mailTo(sampleAgentEmail(hashid), "lead-agent", visitor);

    // Bad input without JavaScript: the form comes back with a message per field.
    await page.goto(`/agents/${hashid}/`);
    await page.getByLabel("Your name").fill("Pat Buyer");
    await page.getByLabel("Email address").fill("not-an-email");
    await page.getByRole("button", { name: /^Send my request to/ }).click();
    await expect(page.getByRole("alert").filter({ hasText: /email/i }).first()).toBeVisible();
    await context.close();
  });

  test("a Florida agent's contact form starts in Florida, and its phone reads (XXX) XXX-XXXX", async ({ page }) => {
    await page.goto("/agents/sfl001x/");
    await declineConsent(page);
    const form = page.getByRole("form", { name: /^Contact / });
    await expect(form).toHaveAttribute("data-ready", "true");
    await expect(form.getByLabel("State")).toHaveValue("FL");
    // A scenario link priced in California, opened on a Florida agent's page: the agent's state.
    await page.goto("/agents/sfl001x/?price=400000&state=CA");
    await expect(form).toHaveAttribute("data-ready", "true");
    await expect(form.getByLabel("State")).toHaveValue("FL");
    const phone = page.locator('a[href^="tel:"]');
    if (await phone.count()) await expect(phone).toHaveText(/^\(\d{3}\) \d{3}-\d{4}$/);
  });

  test("create an agent profile, confirm it from the outbox link: it waits for review, off the directory", async ({ page }) => {
    const email = uniqueEmail("agent-owner");
    const agentEmail = uniqueEmail("agent-inbox");
    await page.goto("/sign-up/");
    await declineConsent(page);
    await page.getByLabel("Name").fill("Quinn Z. Testagent");
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password").fill("correct horse battery staple 42");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL(/\/profile\/$/);
    await expect(page.getByRole("heading", { name: "Agent profile" })).toBeVisible();

    const form = page.getByRole("form", { name: "Create your agent profile" });
    // Bad input: messages per field, nothing created.
    await form.getByRole("button", { name: "Create my agent profile" }).click();
    await expect(form.locator("#agent-name-error")).toHaveText("Enter your name as licensed.");
    await expect(form.locator(".field-error").filter({ hasText: "Choose at least one county you serve." })).toBeVisible();

    await form.getByLabel("Name as licensed").fill("Quinn Z. Testagent");
    await form.getByLabel("Email for buyers' requests").fill(agentEmail);
    await form.getByLabel("Brokerage").fill("Capitol Test Realty");
    await form.getByLabel("Licence number").fill("TX-123456");
    await form.getByLabel("Licensing state").selectOption("TX");
    await form.getByLabel("State of the county").selectOption("TX");
    await form.getByLabel("County", { exact: true }).selectOption({ label: "Travis County" });
    await form.getByRole("button", { name: "Add county" }).click();
    await expect(form.getByRole("list", { name: "Counties you serve" })).toContainText("Travis County, TX");
    await form.getByLabel("VA loans").check();
    await form.getByLabel("About you (optional)").fill("I help veterans in Austin buy with their VA benefit, from pre-approval to closing day.");
    await form.getByRole("button", { name: "Create my agent profile" }).click();
    await expect(page.getByText(`We sent a confirmation link to ${agentEmail}`)).toBeVisible();
    await expect(page.locator("[data-agent-status]")).toHaveAttribute("data-agent-status", "unconfirmed");
    await expectNoAxeViolations(page);

    const confirm = await mailTo(agentEmail, "agent-confirm");
    const link = new URL(confirm.links[0]!);
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your agent profile is confirmed");
    // (The account's own address is unconfirmed too: its banner has a status region of its own.)
    await expect(page.getByRole("status").filter({ hasText: "once we have checked your name, brokerage, licence and MLS agent id" })).toBeVisible();
    await expect(page.getByRole("link", { name: "See your profile" })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Awaiting review: the owner is told, and the directory does not list it. At a phone's width,
    // where the profile's own text is the page's largest paint (below).
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto("/profile/");
    await expect(page.locator("[data-agent-status]")).toHaveAttribute("data-agent-status", "awaiting-review");
    await expect(page.locator("[data-agent-status]")).toContainText("Not published: awaiting review");
    // The county picker starts in the profile's state and loads its counties by itself, but only
    // after the page's largest paint: asked for with the profile, that file delayed it.
    const picker = page.getByRole("group", { name: /^Areas you serve/ });
    await expect(picker.getByLabel("State of the county")).toHaveValue("TX");
    await expect(picker.getByText("Choose a county, then Add.")).toBeVisible();
    const timing = await page.evaluate(async () => {
      const paints = await new Promise<PerformanceEntryList>((resolve) =>
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          resolve(list.getEntries());
        }).observe({ type: "largest-contentful-paint", buffered: true }),
      );
      const counties = performance.getEntriesByType("resource").find((entry) => entry.name.includes("/calculator-data/states/TX/"));
      return { largestPaint: paints.at(-1)?.startTime ?? 0, countiesAskedAt: counties?.startTime };
    });
    expect(timing.countiesAskedAt, JSON.stringify(timing)).toBeGreaterThan(timing.largestPaint);
    await page.goto("/agents/?zip=78701&name=Testagent");
    await expect(page.getByRole("list", { name: "Agents" }).getByRole("link", { name: "Quinn Z. Testagent" })).toHaveCount(0);
  });
});
