import fs from "node:fs";
import path from "node:path";

import { sql } from "drizzle-orm";

import { MAX_UPLOAD_BYTES } from "@/lib/server/uploads/upload-service";

import { getUpload, postGraphQL, postRaw, setUpApi, uniqueIp } from "./support/api";
import { signUp } from "./support/accounts";
import { engineName } from "./support/test-database";
import { startInsideOneWindow, timeoutWithWindowWait } from "@/tests/support/rate-window";

// Real 1×1 images (the service reads the type from these bytes).
const IMAGES = {
  "image/png": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "image/gif": "R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7",
  "image/webp": "UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA",
  "image/jpeg":
    "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=",
} as const;

const UPLOAD = /* GraphQL */ `
  mutation Upload($file: Upload!) {
    uploadImage(file: $file) {
      id
      url
      contentType
      byteSize
      createdAt
    }
  }
`;

interface Uploaded {
  id: string;
  url: string;
  contentType: string;
  byteSize: number;
  createdAt: string;
}

/** Uploads need a signed-in account; most tests share this one. */
let accessToken = "";

/** A multipart request per the GraphQL multipart request spec. */
async function upload(bytes: Uint8Array, name: string, declaredType: string, ip = uniqueIp(), token = accessToken) {
  const form = new FormData();
  form.set("operations", JSON.stringify({ query: UPLOAD, variables: { file: null } }));
  form.set("map", JSON.stringify({ 0: ["variables.file"] }));
  form.set("0", new File([bytes as Uint8Array<ArrayBuffer>], name, { type: declaredType }));
  return postRaw("/api/graphql", form, { "x-request-source": "web", "x-forwarded-for": ip, authorization: `Bearer ${token}` });
}

const bytesOf = (base64: string) => new Uint8Array(Buffer.from(base64, "base64"));

let env: Awaited<ReturnType<typeof setUpApi>>;
beforeAll(async () => {
  env = await setUpApi();
  accessToken = (await signUp()).accessToken;
});
afterAll(async () => {
  await env.tearDown();
});

async function storedCount(): Promise<number> {
  const rows = await env.database.handle.db.execute(sql`select count(*)::int as count from uploads`);
  return Number((rows as unknown as { rows: { count: number }[] }).rows[0]?.count);
}

function filesOnDisk(): string[] {
  const directory = path.join(env.dataDir, "uploads");
  return fs.existsSync(directory) ? fs.readdirSync(directory) : [];
}

// Tests here spend hourly limits and expect the next attempt refused, so each runs inside one window.
beforeEach(() => startInsideOneWindow(3600, 90), timeoutWithWindowWait(5_000, 90));

describe(`image uploads (${engineName})`, () => {
  test.each(Object.entries(IMAGES))("a %s is stored and served back with its type and nosniff", async (type, base64) => {
    const bytes = bytesOf(base64);
    // The declared type and name are the sender's claims: the stored type comes from the bytes.
    const response = await upload(bytes, "holiday.txt", "application/octet-stream");
    expect(response.status).toBe(200);
    const uploaded = (response.json as { data: { uploadImage: Uploaded } }).data.uploadImage;
    expect(uploaded).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      url: `/api/uploads/${uploaded.id}`,
      contentType: type,
      byteSize: bytes.byteLength,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });

    const served = await getUpload(uploaded.id);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe(type);
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("cache-control")).toContain("immutable");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);

    const again = await getUpload(uploaded.id, { "if-none-match": served.headers.get("etag") ?? "" });
    expect(again.status).toBe(304);
  });

  test("bytes live in DATA_DIR/uploads with PGlite and in the database with PostgreSQL", async () => {
    const response = await upload(bytesOf(IMAGES["image/png"]), "a.png", "image/png");
    const { id } = (response.json as { data: { uploadImage: Uploaded } }).data.uploadImage;
    if (env.database.handle.kind === "pglite") expect(filesOnDisk()).toContain(id);
    else expect(filesOnDisk()).not.toContain(id);
  });

  test.each([
    ["a text file that claims to be a PNG", new TextEncoder().encode("hello, I am not an image"), "image/png"],
    [
      "an SVG (scriptable, never accepted)",
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      "image/svg+xml",
    ],
    ["an HTML page", new TextEncoder().encode("<!doctype html><script>alert(1)</script>"), "image/jpeg"],
    ["an empty file", new Uint8Array(0), "image/png"],
  ])("%s is refused with a field error, and nothing is stored", async (_name, bytes, declared) => {
    const before = await storedCount();
    const filesBefore = filesOnDisk().length;
    const response = await upload(bytes, "x.png", declared);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      data: null,
      errors: [
        expect.objectContaining({
          message: expect.any(String),
          extensions: { code: "BAD_USER_INPUT", validationErrors: { file: [expect.any(String)] } },
        }),
      ],
    });
    expect(await storedCount()).toBe(before);
    expect(filesOnDisk()).toHaveLength(filesBefore);
  });

  test("5 MB is accepted, one byte more is refused as too big", async () => {
    const atLimit = new Uint8Array(MAX_UPLOAD_BYTES);
    atLimit.set(bytesOf(IMAGES["image/png"]));
    const ok = await upload(atLimit, "big.png", "image/png");
    expect(ok.json).toHaveProperty("data.uploadImage.byteSize", MAX_UPLOAD_BYTES);

    const over = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    over.set(bytesOf(IMAGES["image/png"]));
    const refused = await upload(over, "bigger.png", "image/png");
    expect(refused.json).toEqual({
      data: null,
      errors: [
        expect.objectContaining({
          message: "The image is larger than 5 MB.",
          extensions: { code: "BAD_USER_INPUT", validationErrors: { file: ["The image is larger than 5 MB."] } },
        }),
      ],
    });
  });

  test("a request body far over the limit is refused before it is read", async () => {
    const before = await storedCount();
    const huge = new Uint8Array(8 * 1024 * 1024);
    huge.set(bytesOf(IMAGES["image/png"]));
    const form = new FormData();
    form.set("operations", JSON.stringify({ query: UPLOAD, variables: { file: null } }));
    form.set("map", JSON.stringify({ 0: ["variables.file"] }));
    form.set("0", new File([huge], "huge.png", { type: "image/png" }));
    const encoded = new Response(form);
    const body = new Uint8Array(await encoded.arrayBuffer());
    const headers = {
      "x-request-source": "web",
      "x-forwarded-for": uniqueIp(),
      authorization: `Bearer ${accessToken}`,
      "content-type": encoded.headers.get("content-type") ?? "",
    };
    // With a Content-Length (what browsers send): 413 from the header alone.
    const declared = await postRaw("/api/graphql", body, { ...headers, "content-length": String(body.byteLength) });
    expect(declared.status).toBe(413);
    // Streamed without a length: stopped while reading, also 413.
    const streamed = await postRaw("/api/graphql", new Blob([body]).stream(), headers);
    expect(streamed.status).toBe(413);
    expect(streamed.text).toMatch(/too large/i);
    expect(await storedCount()).toBe(before);
  });

  test("a file variable sent as JSON is refused as bad input", async () => {
    const response = await postGraphQL(
      { query: UPLOAD, variables: { file: "data:image/png;base64,AAAA" } },
      { "x-forwarded-for": uniqueIp(), authorization: `Bearer ${accessToken}` },
    );
    expect(response.status).toBeLessThan(500);
    expect(JSON.stringify(response.json)).toMatch(/multipart request/);
  });

  test("unknown and malformed ids answer 404 (no path ever leaves the uploads folder)", async () => {
    for (const id of ["AAAAAAAAAAAAAAAAAAAAAA", "..%2F..%2Fetc%2Fpasswd", "../../package.json", ""]) {
      const response = await getUpload(id);
      expect(response.status).toBe(404);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });

  test("uploads are rate-limited per IP and per account (30 an hour each)", async () => {
    const png = bytesOf(IMAGES["image/png"]);
    const refusedAfter30 = async (ip: () => string, token: string) => {
      for (let index = 0; index < 30; index += 1) {
        const response = await upload(png, `p${index}.png`, "image/png", ip(), token);
        expect(response.json).toHaveProperty("data.uploadImage.id");
      }
      const refused = await upload(png, "one-more.png", "image/png", ip(), token);
      expect(refused.json).toEqual({
        data: null,
        errors: [
          expect.objectContaining({
            message: expect.stringMatching(/^Too many attempts\. Try again in \d+ (minutes?|seconds?)\.$/),
            extensions: { code: "RATE_LIMITED", retryAfterSeconds: expect.any(Number) },
          }),
        ],
      });
    };
    // One address, fresh accounts: the IP limit.
    const sharedIp = uniqueIp();
    const tokens = await Promise.all([signUp(), signUp()]).then((accounts) => accounts.map((account) => account.accessToken));
    for (let index = 0; index < 30; index += 1) {
      const response = await upload(png, `p${index}.png`, "image/png", sharedIp, tokens[index % 2]);
      expect(response.json).toHaveProperty("data.uploadImage.id");
    }
    expect((await upload(png, "x.png", "image/png", sharedIp, tokens[0])).json).toHaveProperty(["errors", 0, "extensions", "code"], "RATE_LIMITED");
    // One account, many addresses: the account limit.
    await refusedAfter30(uniqueIp, (await signUp()).accessToken);
    // Another account on another address may still upload.
    expect((await upload(png, "other.png", "image/png", uniqueIp(), (await signUp()).accessToken)).json).toHaveProperty("data.uploadImage.id");
  });
});

describe(`uploads nothing uses (${engineName})`, () => {
  const AGENT_FIELDS = "hashid photoUrl";
  const agentInput = (photoUploadId: string | null) => ({
    name: "Sam Uploadtest",
    email: `agent-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`,
    phone: "(512) 555-0142",
    brokerage: "Hill Country Homes",
    licenseNumber: "TX-112233",
    licenseState: "TX",
    counties: ["48453"],
    specialities: ["fha"],
    languages: ["en"],
    bio: "Helping buyers.",
    mlsAgentId: null,
    photoUploadId,
  });

  async function uploadAs(token: string): Promise<string> {
    const response = await upload(bytesOf(IMAGES["image/png"]), "photo.png", "image/png", uniqueIp(), token);
    const id = (response.json as { data?: { uploadImage: Uploaded } }).data?.uploadImage.id;
    if (!id) throw new Error(`upload failed: ${response.text}`);
    return id;
  }

  async function agentCall(token: string, operation: string, input: Record<string, unknown>): Promise<{ hashid: string; photoUrl: string | null }> {
    const response = await postGraphQL({ query: operation, variables: { input } }, { "x-forwarded-for": uniqueIp(), authorization: `Bearer ${token}` });
    const data = (response.json as { data?: Record<string, { hashid: string; photoUrl: string | null }> }).data;
    const result = data && Object.values(data)[0];
    if (!result) throw new Error(`agent profile call failed: ${response.text}`);
    return result;
  }

  async function isStored(id: string): Promise<{ row: boolean; file: boolean }> {
    const rows = await env.database.handle.db.execute(sql`select id from uploads where id = ${id}`);
    return { row: (rows as unknown as { rows: unknown[] }).rows.length === 1, file: filesOnDisk().includes(id) };
  }

  const gone = { row: false, file: false };
  const kept = () => ({ row: true, file: env.database.handle.kind === "pglite" });

  async function age(id: string, hours: number): Promise<void> {
    await env.database.handle.db.execute(sql`update uploads set created_at = now() - make_interval(hours => ${hours}) where id = ${id}`);
  }

  test("a replaced agent photo is deleted when replaced, the last one when the profile is deleted", async () => {
    const { accessToken: token } = await signUp();
    const first = await uploadAs(token);
    const created = await agentCall(token, `mutation($input: AgentProfileInput!) { createAgentProfile(input: $input) { ${AGENT_FIELDS} } }`, agentInput(first));
    expect(created.photoUrl).toBe(`/api/uploads/${first}`);
    const second = await uploadAs(token);
    const updated = await agentCall(
      token,
      `mutation($input: AgentProfileInput!) { updateAgentProfile(hashid: "${created.hashid}", input: $input) { ${AGENT_FIELDS} } }`,
      agentInput(second),
    );
    expect(updated.photoUrl).toBe(`/api/uploads/${second}`);
    expect(await isStored(first)).toEqual(gone);
    expect((await getUpload(first)).status).toBe(404);
    expect(await isStored(second)).toEqual(kept());

    const deleted = await postGraphQL(
      { query: `mutation { deleteAgentProfile(hashid: "${created.hashid}") }` },
      { "x-forwarded-for": uniqueIp(), authorization: `Bearer ${token}` },
    );
    expect(deleted.json).toEqual({ data: { deleteAgentProfile: true } });
    expect(await isStored(second)).toEqual(gone);
  });

  test("uploads unused for a day are swept when anyone uploads; used and recent ones stay", async () => {
    const { accessToken: token } = await signUp();
    const unusedOld = await uploadAs(token);
    const usedOld = await uploadAs(token);
    const unusedRecent = await uploadAs(token);
    await agentCall(token, `mutation($input: AgentProfileInput!) { createAgentProfile(input: $input) { ${AGENT_FIELDS} } }`, agentInput(usedOld));
    await age(unusedOld, 25);
    await age(usedOld, 25);
    await age(unusedRecent, 23);

    // Nobody runs anything: the next upload, by anyone, does the sweeping.
    const { accessToken: someoneElse } = await signUp();
    await uploadAs(someoneElse);

    expect(await isStored(unusedOld)).toEqual(gone);
    expect(await isStored(usedOld)).toEqual(kept());
    expect(await isStored(unusedRecent)).toEqual(kept());
  });
});
