// The client IP is never stored as such: sessions and uploads keep the HMAC leads, contact
// messages and subscribers keep (lib/server/ip-hash.ts), so a leaked table does not give addresses.
import { sql } from "drizzle-orm";

import { hashIp } from "@/lib/server/ip-hash";

import { postRaw, setUpApi } from "./support/api";
import { signUp } from "./support/accounts";

let env: Awaited<ReturnType<typeof setUpApi>>;
beforeAll(async () => {
  env = await setUpApi();
});
afterAll(async () => {
  await env.tearDown();
});

const PNG = Uint8Array.from(Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64"));

/** Every row of `table` whose text mentions `needle`, each row as its JSON text. */
async function rowsAsText(table: "sessions" | "uploads"): Promise<string[]> {
  const result = await env.database.handle.db.execute(sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t`);
  return (result as unknown as { rows: { row: string }[] }).rows.map((entry) => entry.row);
}

test("a session keeps an HMAC of the IP it was opened from, not the IP", async () => {
  const ip = "198.51.100.71";
  await signUp({}, ip);
  const rows = await rowsAsText("sessions");
  expect(rows.some((row) => row.includes(ip))).toBe(false);
  expect(rows.some((row) => row.includes(hashIp(ip)))).toBe(true);
});

test("an upload keeps an HMAC of its uploader's IP, not the IP", async () => {
  const ip = "198.51.100.72";
  const { accessToken } = await signUp({}, "198.51.100.73");
  const form = new FormData();
  form.set("operations", JSON.stringify({ query: "mutation ($file: Upload!) { uploadImage(file: $file) { id } }", variables: { file: null } }));
  form.set("map", JSON.stringify({ 0: ["variables.file"] }));
  form.set("0", new File([PNG], "dot.png", { type: "image/png" }));
  const response = await postRaw("/api/graphql", form, { "x-request-source": "web", "x-forwarded-for": ip, authorization: `Bearer ${accessToken}` });
  expect(response.status).toBe(200);
  const rows = await rowsAsText("uploads");
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.some((row) => row.includes(ip))).toBe(false);
  expect(rows.some((row) => row.includes(hashIp(ip)))).toBe(true);
});
