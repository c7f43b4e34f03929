// A fake email-marketing service for tests, speaking ConvertKit's v3 forms API
// (https://developers.kit.com/api-reference/v3/forms, response codes in .../v3/response-codes):
// `POST /v3/forms/{form_id}/subscribe` with JSON `{ api_key, email, first_name? }` answers
// `{ subscription: { id, state, created_at, subscribable_id, subscribable_type, subscriber: { id } } }`
// (state `inactive` when the form asks its own confirmation, `active` otherwise). Errors as the
// service sends them: 401 `{ error: "Authorization Failed", message: "API Key not valid" }` (or
// "API Key not present"), 404 for an unknown form, 422 for a missing or bad email.
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface LoggedSubscribe {
  readonly formId: string;
  readonly body: Record<string, unknown>;
  readonly status: number;
}

export interface ConvertKitServer {
  /** The API origin (EMAIL_MARKETING_API_URL). */
  readonly url: string;
  readonly apiKey: string;
  readonly formId: string;
  readonly requests: LoggedSubscribe[];
  /** Whether new subscriptions start `inactive` (the form's double opt-in) or `active`. */
  doubleOptIn: boolean;
  close(): Promise<void>;
}

function send(response: http.ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json; charset=utf-8" });
  response.end(JSON.stringify(body));
}

async function readJson(request: http.IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    return typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Starts the fake on a free port of 127.0.0.1, with one form and one valid key. */
export async function startConvertKitServer(apiKey = "ck_test_public_key_0123456789", formId = "5127"): Promise<ConvertKitServer> {
  const requests: LoggedSubscribe[] = [];
  const subscribers = new Map<string, number>();
  let nextId = 1000;
  const server = http.createServer((request, response) => {
    void (async () => {
      const match = /^\/v3\/forms\/([^/]+)\/subscribe$/.exec(new URL(request.url ?? "/", "http://fake").pathname);
      if (request.method !== "POST" || !match) return send(response, 404, { error: "Not Found", message: "The requested resource could not be found." });
      const formId = decodeURIComponent(match[1] ?? "");
      const body = (await readJson(request)) ?? {};
      const reply = (status: number, payload: unknown) => {
        requests.push({ formId, body, status });
        send(response, status, payload);
      };
      if (typeof body.api_key !== "string" || body.api_key === "") return reply(401, { error: "Authorization Failed", message: "API Key not present" });
      if (body.api_key !== apiKey) return reply(401, { error: "Authorization Failed", message: "API Key not valid" });
      if (formId !== fake.formId) return reply(404, { error: "Not Found", message: "The requested resource could not be found." });
      const email = typeof body.email === "string" ? body.email.trim().toLowerCase() : "";
      // Like the service, it refuses addresses that cannot receive mail (here: the reserved .invalid TLD).
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.endsWith(".invalid"))
        return reply(422, { error: "Email address is invalid", message: "Email address is invalid" });
      const subscriberId = subscribers.get(email) ?? nextId++;
      subscribers.set(email, subscriberId);
      return reply(200, {
        subscription: {
          id: nextId++,
          state: fake.doubleOptIn ? "inactive" : "active",
          created_at: new Date().toISOString(),
          source: "API::V3::SubscriptionsController (external)",
          referrer: null,
          subscribable_id: Number(formId),
          subscribable_type: "form",
          subscriber: { id: subscriberId },
        },
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const fake: ConvertKitServer = {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    formId,
    requests,
    doubleOptIn: false,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
  return fake;
}
