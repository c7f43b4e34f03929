import { expect, test } from "@playwright/test";

// The sign-in and sign-up forms with JavaScript off: the session lives in localStorage, so no
// one can be signed in without script. The forms post (the password never reaches the address
// bar, the history or a log of request lines) and answer that JavaScript is needed.

const PASSWORD = "no-script-secret-passphrase-42";

test.use({ javaScriptEnabled: false });

for (const { path, button, fill } of [
  { path: "/sign-in/", button: "Sign in", fill: [] as string[] },
  { path: "/sign-up/", button: "Create account", fill: ["Name"] },
]) {
  test(`${path} posts without JavaScript, keeps the password out of the URL and says JavaScript is needed`, async ({ page }) => {
    const email = `no-js-${Date.now()}@example.com`;
    const requests: { method: string; url: string }[] = [];
    page.on("request", (request) => requests.push({ method: request.method(), url: request.url() }));
    await page.goto(path);
    for (const label of fill) await page.getByLabel(label).fill("Casey No-Script");
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await Promise.all([page.waitForEvent("load"), page.getByRole("button", { name: button, exact: true }).click()]);
    expect(page.url()).not.toContain("password");
    expect(page.url()).not.toContain(encodeURIComponent(email));
    for (const request of requests) {
      expect(request.url).not.toContain(PASSWORD);
      expect(request.url).not.toContain(encodeURIComponent(PASSWORD));
    }
    expect(requests.some((request) => request.method === "POST")).toBe(true);
    await expect(page.getByRole("main")).toContainText("needs JavaScript");
    expect(await page.content()).not.toContain(PASSWORD);
  });
}
