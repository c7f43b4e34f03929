// A fake Stripe API for tests, answering the endpoints the site calls the way Stripe does
// (https://docs.stripe.com/api): form-encoded POST bodies with bracketed keys
// (`line_items[0][price]=price_...`), `Authorization: Bearer sk_...`, JSON objects back, and
// errors in Stripe's shape `{ error: { type, code?, message, param? } }`:
// - POST /v1/checkout/sessions (mode=subscription): `{ id: "cs_test_...", object: "checkout.session", url, ... }`
//   (400 invalid_request_error for a missing/unknown price, missing success_url, or mode not subscription)
// - POST /v1/billing_portal/sessions: `{ id: "bps_...", object: "billing_portal.session", url, customer }`
//   (400 resource_missing for an unknown customer)
// - DELETE /v1/subscriptions/{id}: the canceled subscription (404 resource_missing for an unknown id)
// - a wrong key: 401 `{ error: { type: "invalid_request_error", message: "Invalid API Key provided: ..." } }`.
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface LoggedStripeRequest {
  readonly method: string;
  readonly path: string;
  readonly form: URLSearchParams;
  readonly status: number;
}

export interface StripeServer {
  /** The API origin (STRIPE_API_URL). */
  readonly url: string;
  readonly secretKey: string;
  readonly priceId: string;
  readonly requests: LoggedStripeRequest[];
  /** Customers the portal knows (checkout adds one per session). */
  readonly customers: Set<string>;
  /** Live subscriptions (DELETE /v1/subscriptions/{id} cancels one; unknown: 404 resource_missing). */
  readonly subscriptions: Set<string>;
  /** When set, every call answers this HTTP status with an api_error (an outage), or with "drop" has its connection closed unanswered (unreachable). */
  failWith: number | "drop" | null;
  close(): Promise<void>;
}

function send(response: http.ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json", "request-id": `req_${Math.random().toString(36).slice(2, 12)}` });
  response.end(JSON.stringify(body));
}

const stripeError = (type: string, message: string, extra: Record<string, string> = {}) => ({ error: { type, message, ...extra } });

/** Starts the fake on a free port of 127.0.0.1 with one valid key and one price. */
export async function startStripeServer(secretKey = "sk_test_fake_0123456789", priceId = "price_test_premium"): Promise<StripeServer> {
  const requests: LoggedStripeRequest[] = [];
  const customers = new Set<string>(["cus_existing"]);
  const subscriptions = new Set<string>();
  let counter = 0;
  const state = { failWith: null as number | "drop" | null };
  const server = http.createServer((request, response) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
      const path = (request.url ?? "/").split("?")[0] ?? "/";
      const answer = (status: number, body: unknown) => {
        requests.push({ method: request.method ?? "GET", path, form, status });
        send(response, status, body);
      };
      if (state.failWith === "drop") return request.socket.destroy();
      if (state.failWith !== null) return answer(state.failWith, stripeError("api_error", "An unknown error occurred"));
      if (request.headers.authorization !== `Bearer ${secretKey}`) {
        return answer(401, stripeError("invalid_request_error", `Invalid API Key provided: ${String(request.headers.authorization ?? "").slice(7, 15)}***`));
      }
      if (chunks.length > 0 && !String(request.headers["content-type"] ?? "").startsWith("application/x-www-form-urlencoded")) {
        return answer(400, stripeError("invalid_request_error", "Invalid request: body must be form-encoded"));
      }
      counter += 1;
      if (request.method === "POST" && path === "/v1/checkout/sessions") {
        if (form.get("mode") !== "subscription") return answer(400, stripeError("invalid_request_error", "Invalid mode", { param: "mode" }));
        if (form.get("line_items[0][price]") !== priceId) {
          return answer(
            400,
            stripeError("invalid_request_error", `No such price: '${form.get("line_items[0][price]") ?? ""}'`, {
              code: "resource_missing",
              param: "line_items[0][price]",
            }),
          );
        }
        if (!form.get("success_url"))
          return answer(400, stripeError("invalid_request_error", "Missing required param: success_url.", { code: "parameter_missing", param: "success_url" }));
        const id = `cs_test_${counter}`;
        const customer = form.get("customer") ?? `cus_fake_${counter}`;
        customers.add(customer);
        return answer(200, {
          id,
          object: "checkout.session",
          mode: "subscription",
          status: "open",
          client_reference_id: form.get("client_reference_id"),
          customer: form.get("customer"),
          customer_email: form.get("customer_email"),
          metadata: { userHashid: form.get("metadata[userHashid]") },
          success_url: form.get("success_url"),
          cancel_url: form.get("cancel_url"),
          url: `https://checkout.stripe.com/c/pay/${id}`,
        });
      }
      if (request.method === "POST" && path === "/v1/billing_portal/sessions") {
        const customer = form.get("customer") ?? "";
        if (!customers.has(customer)) {
          return answer(400, stripeError("invalid_request_error", `No such customer: '${customer}'`, { code: "resource_missing", param: "customer" }));
        }
        return answer(200, {
          id: `bps_${counter}`,
          object: "billing_portal.session",
          customer,
          return_url: form.get("return_url"),
          url: `https://billing.stripe.com/p/session/test_${counter}`,
        });
      }
      const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
      if (request.method === "DELETE" && subscription) {
        const id = decodeURIComponent(subscription[1]!);
        if (!subscriptions.has(id))
          return answer(404, stripeError("invalid_request_error", `No such subscription: '${id}'`, { code: "resource_missing", param: "id" }));
        subscriptions.delete(id);
        return answer(200, { id, object: "subscription", status: "canceled", canceled_at: Math.floor(Date.now() / 1000) });
      }
      return answer(404, stripeError("invalid_request_error", `Unrecognized request URL (${request.method ?? ""}: ${path}).`));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    priceId,
    requests,
    customers,
    subscriptions,
    get failWith() {
      return state.failWith;
    },
    set failWith(value: number | "drop" | null) {
      state.failWith = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
