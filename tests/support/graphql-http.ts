// GraphQL over HTTP against a running server, the way the site's client sends it (the CSRF
// header, JSON), for tests that drive several servers by URL.

export interface GraphQLAnswer {
  readonly status: number;
  /** Which instance answered, when a proxy says so (tests/support/round-robin-proxy.ts). */
  readonly upstream: string | null;
  readonly data: Record<string, unknown> | null;
  readonly errors: { message: string; extensions?: { code?: string } }[];
}

/** POSTs one operation to `${origin}/api/graphql`. */
export async function graphql(
  origin: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<GraphQLAnswer> {
  const response = await fetch(`${origin}/api/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-request-source": "web", ...headers },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(30_000),
  });
  const body = (await response.json()) as { data?: Record<string, unknown> | null; errors?: GraphQLAnswer["errors"] };
  return { status: response.status, upstream: response.headers.get("x-upstream"), data: body.data ?? null, errors: body.errors ?? [] };
}

/** The first error's code, or undefined. */
export function errorCode(answer: GraphQLAnswer): string | undefined {
  return answer.errors[0]?.extensions?.code;
}

export const PASSWORD = "correct horse battery staple 42";

export interface Session {
  readonly email: string;
  readonly hashid: string;
  readonly accessToken: string;
  readonly refreshToken: string;
}

let counter = 0;
/** A unique address for this run. */
export function uniqueAddress(label: string): string {
  counter += 1;
  return `${label}.${process.pid}.${counter}.${Date.now()}@example.com`;
}

/** A distinct client IP per call, so per-IP limits of one step never reach another. */
export function uniqueClientIp(): string {
  counter += 1;
  return `10.77.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`;
}

/** Signs up a new account on `origin`; throws with the answer when it fails. */
export async function signUpAt(origin: string, email = uniqueAddress("user")): Promise<Session> {
  const answer = await graphql(
    origin,
    "mutation ($input: SignUpInput!) { signUp(input: $input) { accessToken refreshToken user { hashid } } }",
    { input: { email, password: PASSWORD, name: "Pat Buyer" } },
    { "x-forwarded-for": uniqueClientIp() },
  );
  const payload = answer.data?.signUp as { accessToken: string; refreshToken: string; user: { hashid: string } } | undefined;
  if (!payload) throw new Error(`sign-up failed: ${JSON.stringify(answer)}`);
  return { email, hashid: payload.user.hashid, accessToken: payload.accessToken, refreshToken: payload.refreshToken };
}

/** Bearer headers for `session`, from a fresh client IP. */
export function asUser(session: Pick<Session, "accessToken">): Record<string, string> {
  return { authorization: `Bearer ${session.accessToken}`, "x-forwarded-for": uniqueClientIp() };
}
