import { CombinedGraphQLErrors, gql, ServerError, ServerParseError, type ApolloClient, type TypedDocumentNode } from "@apollo/client";

import { getAccessToken, getRefreshToken, getSessionSnapshot, syncSessionFromStorage } from "@/lib/session/session";
import { startSession } from "@/lib/session/session-writes";
import { installFakeBrowser } from "@/lib/session/testing/fake-browser";

import { createApolloClient } from "./create-apollo-client";
import type { FieldErrors } from "./errors";
import { firstQuery, startFirstQueries, withFirstQueries } from "./first-queries";
import { createFakeServer, jsonResponse, type OperationReply, type Responder, type RequestResponder, type SentOperation } from "./testing/fake-graphql-server";

const browser = installFakeBrowser();

interface Me {
  me: { __typename: "User"; hashid: string; email: string } | null;
}
const ME: TypedDocumentNode<Me, Record<string, never>> = gql`
  query Me {
    me {
      hashid
      email
    }
  }
`;

interface Listings {
  listings: { __typename: "ListingPage"; page: number; items: { __typename: "Listing"; hashid: string }[] };
}
const LISTINGS: TypedDocumentNode<Listings, { page: number }> = gql`
  query Listings($page: Int) {
    listings(page: $page) {
      page
      items {
        hashid
      }
    }
  }
`;

interface RefreshResult {
  refreshAccessToken: { accessToken: string; refreshToken: string; mustConfirmEmailDaysLeft: number | null; mustConfirmEmailExpiration: string | null } | null;
}
const REFRESH: TypedDocumentNode<RefreshResult, { refreshToken: string }> = gql`
  mutation RefreshAccessToken($refreshToken: String!) {
    refreshAccessToken(refreshToken: $refreshToken) {
      accessToken
      refreshToken
      mustConfirmEmailDaysLeft
      mustConfirmEmailExpiration
    }
  }
`;

const SIGN_IN: TypedDocumentNode<{ signIn: { accessToken: string } | null }, { email: string; password: string }> = gql`
  mutation SignIn($email: String!, $password: String!) {
    signIn(input: { email: $email, password: $password }) {
      accessToken
    }
  }
`;

const SIGN_UP: TypedDocumentNode<{ signUp: { accessToken: string } | null }, { email: string }> = gql`
  mutation SignUp($email: String!) {
    signUp(input: { email: $email, password: "x", name: "x" }) {
      accessToken
    }
  }
`;

const UPDATE_PROFILE: TypedDocumentNode<{ updateProfile: { __typename: "User"; hashid: string } | null }, { name?: string; photo?: Blob | null }> = gql`
  mutation UpdateProfile($name: String, $photo: Upload) {
    updateProfile(input: { name: $name, photo: $photo }) {
      hashid
    }
  }
`;

const ME_REPLY: OperationReply = { data: { me: { __typename: "User", hashid: "u1", email: "a@example.com" } } };
const UNAUTHENTICATED: OperationReply = {
  data: null,
  errors: [{ message: "Sign in to continue.", extensions: { code: "UNAUTHENTICATED", http: { status: 401 } } }],
};

/** A server that accepts only `valid-*` access tokens and refreshes with `refresh-ok`. */
function authServer(
  options: { refresh?: (operation: SentOperation) => OperationReply; onMe?: (authorization: string | undefined) => OperationReply } = {},
): Responder {
  let issued = 0;
  return (operation, request) => {
    if (operation.operationName === "RefreshAccessToken") {
      if (options.refresh) return options.refresh(operation);
      if (operation.variables.refreshToken !== "refresh-ok")
        return { data: { refreshAccessToken: null }, errors: [{ message: "Please sign in again.", extensions: { code: "UNAUTHENTICATED" } }] };
      issued += 1;
      // The real server rotates the refresh token (tests/integration/refresh-token-rotation.test.ts); this one hands the same back.
      return {
        data: {
          refreshAccessToken: {
            accessToken: `valid-${issued}`,
            refreshToken: "refresh-ok",
            mustConfirmEmailDaysLeft: 5,
            mustConfirmEmailExpiration: "2030-01-06T00:00:00.000Z",
          },
        },
      };
    }
    const authorization = request.headers.authorization;
    if (options.onMe) return options.onMe(authorization);
    if (!authorization?.startsWith("Bearer valid-")) return UNAUTHENTICATED;
    return ME_REPLY;
  };
}

interface Harness {
  client: ApolloClient;
  server: ReturnType<typeof createFakeServer>;
  logged: jest.Mock;
  navigate: jest.Mock;
}

function harness(respond: Responder, intercept?: RequestResponder, apiKey: string | null = null): Harness {
  const server = createFakeServer(respond, intercept);
  const logged = jest.fn();
  const navigate = jest.fn();
  const client = createApolloClient({
    fetch: server.fetch,
    getApiKey: () => apiKey,
    navigate,
    logNetworkError: logged,
    requestRefresh: async (apollo, refreshToken) => {
      const result = await apollo.mutate({ mutation: REFRESH, variables: { refreshToken } });
      return result.data?.refreshAccessToken;
    },
  });
  return { client, server, logged, navigate };
}

beforeEach(() => {
  browser.localStorage.clear();
  browser.location.search = "";
  syncSessionFromStorage();
});

describe("request headers", () => {
  test("every request carries x-request-source: web and the stored bearer token", async () => {
    startSession({ accessToken: "valid-0", refreshToken: "refresh-ok" });
    const { client, server } = harness(authServer());
    await client.query({ query: ME });
    expect(server.requests[0]?.headers["x-request-source"]).toBe("web");
    expect(server.requests[0]?.headers.authorization).toBe("Bearer valid-0");
    expect(server.requests[0]?.headers["api-key"]).toBeUndefined();
    expect(server.requests[0]?.headers["content-type"]).toBe("application/json");
    expect(server.requests[0]?.method).toBe("POST");
  });

  test("signed out: no authorization header", async () => {
    const { client, server } = harness(() => ({ data: { me: null } }));
    await client.query({ query: ME });
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
    expect(server.requests[0]?.headers["x-request-source"]).toBe("web");
  });

  test("an api-key from the page address replaces the bearer token", async () => {
    startSession({ accessToken: "valid-0", refreshToken: "refresh-ok" });
    const { client, server } = harness(() => ME_REPLY, undefined, "partner-key");
    await client.query({ query: ME });
    expect(server.requests[0]?.headers["api-key"]).toBe("partner-key");
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  test("the default api-key source is the page address's `key` parameter", async () => {
    browser.location.search = "?price=400000&key=abc123";
    const server = createFakeServer(() => ME_REPLY);
    const client = createApolloClient({ fetch: server.fetch, requestRefresh: async () => null });
    await client.query({ query: ME });
    expect(server.requests[0]?.headers["api-key"]).toBe("abc123");
  });

  test.each([
    ["RefreshAccessToken", REFRESH, { refreshToken: "refresh-ok" }],
    ["SignIn", SIGN_IN, { email: "a@example.com", password: "x" }],
    ["SignUp", SIGN_UP, { email: "a@example.com" }],
  ] as const)("%s carries no bearer token (an expired one must not block it)", async (_name, mutation, variables) => {
    startSession({ accessToken: "expired", refreshToken: "refresh-ok" });
    const { client, server } = harness(authServer());
    await client.mutate({ mutation: mutation as TypedDocumentNode<unknown, typeof variables>, variables });
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
    expect(server.requests[0]?.headers["x-request-source"]).toBe("web");
  });
});

describe("endpoints", () => {
  test("account calls go to the same-origin /api/graphql/", async () => {
    const { client, server } = harness(() => ({ data: { me: null } }));
    await client.query({ query: ME });
    expect(server.requests[0]?.url).toBe("/api/graphql/");
  });

  test("application data goes to /graphql/", async () => {
    const { client, server } = harness(() => ({ data: { listings: { __typename: "ListingPage", page: 1, items: [] } } }));
    await client.query({ query: LISTINGS, variables: { page: 1 } });
    expect(server.requests[0]?.url).toBe("/graphql/");
  });

  test("the operation context can force the endpoint", async () => {
    const { client, server } = harness(() => ({ data: { me: null } }));
    await client.query({ query: ME, context: { endpoint: "data" } });
    expect(server.requests[0]?.url).toBe("/graphql/");
  });
});

describe("transport", () => {
  test("operations issued together are batched into one request", async () => {
    const { client, server } = harness((operation) => (operation.operationName === "Me" ? { data: { me: null } } : { data: { signIn: null } }));
    await Promise.all([
      client.query({ query: ME }),
      client.mutate({ mutation: SIGN_IN, variables: { email: "a@example.com", password: "1" } }),
      client.mutate({ mutation: SIGN_IN, variables: { email: "b@example.com", password: "2" } }),
    ]);
    // SignIn carries different headers (no bearer token), so it batches apart from Me only
    // when a token is stored; signed out, all three share one request.
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.batched).toBe(true);
    expect(server.operations().map((o) => o.operationName)).toEqual(["Me", "SignIn", "SignIn"]);
  });

  test("a part's first queries, each started in a task of its own, still go out in one request", async () => {
    jest.useFakeTimers();
    try {
      const { client, server } = harness(() => ({ data: { listings: null } }));
      const Part = withFirstQueries(
        () => null,
        () => [1, 2, 3].map((page) => firstQuery({ query: LISTINGS, variables: { page } })),
      );
      const started = startFirstQueries(client, [Part]);
      expect(client.getObservableQueries("all").size).toBe(0); // none in the caller's task
      await jest.advanceTimersByTimeAsync(0);
      await started;
      expect(client.getObservableQueries("all").size).toBe(3);
      await jest.advanceTimersByTimeAsync(50);
      expect(server.requests).toHaveLength(1);
      expect(server.operations().map((o) => o.variables)).toEqual([{ page: 1 }, { page: 2 }, { page: 3 }]);
    } finally {
      // The started queries wait a minute to be adopted.
      jest.clearAllTimers();
      jest.useRealTimers();
    }
  });

  test("at most 10 operations per request", async () => {
    const { client, server } = harness(() => ({ data: { signIn: null } }));
    await Promise.all(Array.from({ length: 12 }, (_, i) => client.mutate({ mutation: SIGN_IN, variables: { email: `u${i}@example.com`, password: "p" } })));
    expect(server.requests.map((r) => r.operations.length)).toEqual([10, 2]);
  });

  test("operations more than 10 ms apart are sent separately", async () => {
    const { client, server } = harness(() => ({ data: { signIn: null } }));
    const first = client.mutate({ mutation: SIGN_IN, variables: { email: "a@example.com", password: "p" } });
    await new Promise((resolve) => setTimeout(resolve, 40));
    const second = client.mutate({ mutation: SIGN_IN, variables: { email: "b@example.com", password: "p" } });
    await Promise.all([first, second]);
    expect(server.requests).toHaveLength(2);
  });

  test("variables holding a file are sent as one multipart upload", async () => {
    startSession({ accessToken: "valid-0", refreshToken: "refresh-ok" });
    const { client, server } = harness(() => ({ data: { updateProfile: { __typename: "User", hashid: "u1" } } }));
    const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: "image/jpeg" });
    const result = await client.mutate({ mutation: UPDATE_PROFILE, variables: { name: "Ada", photo } });
    expect(result.data?.updateProfile?.hashid).toBe("u1");
    const request = server.requests[0];
    expect(request?.form).not.toBeNull();
    expect(request?.batched).toBe(false);
    expect(request?.url).toBe("/api/graphql/");
    expect(request?.headers.authorization).toBe("Bearer valid-0");
    expect(request?.headers["x-request-source"]).toBe("web");
    expect(JSON.parse(String(request?.form?.get("map")))).toEqual({ 1: ["variables.photo"] });
    expect(request?.operations[0]?.variables).toEqual({ name: "Ada", photo: null });
    expect(request?.form?.get("1")).toBeInstanceOf(Blob);
  });

  test("the same mutation without a file is a plain batched JSON request", async () => {
    const { client, server } = harness(() => ({ data: { updateProfile: { __typename: "User", hashid: "u1" } } }));
    await client.mutate({ mutation: UPDATE_PROFILE, variables: { name: "Ada" } });
    expect(server.requests[0]?.form).toBeNull();
    expect(server.requests[0]?.batched).toBe(true);
  });
});

describe("error policy all", () => {
  test("a mutation resolves with its data and its GraphQL errors", async () => {
    const { client } = harness(() => ({
      data: { signIn: null },
      errors: [{ message: "Email or password is incorrect.", extensions: { code: "BAD_USER_INPUT" } }],
    }));
    const result = await client.mutate({ mutation: SIGN_IN, variables: { email: "a@example.com", password: "p" } });
    expect(result.data).toEqual({ signIn: null });
    expect(CombinedGraphQLErrors.is(result.error)).toBe(true);
    expect(result.error?.message).toContain("Email or password is incorrect.");
  });

  test("a query resolves with partial data and errors", async () => {
    const { client } = harness(() => ({ data: { me: null }, errors: [{ message: "Partly failed." }] }));
    const result = await client.query({ query: ME });
    expect(result.data).toEqual({ me: null });
    expect(CombinedGraphQLErrors.is(result.error)).toBe(true);
  });
});

describe("error catalogue", () => {
  test.each([300, 404, 500, 503])("status %i: ServerError 'Response not successful: Received status code {n}'", async (status) => {
    const { client, logged } = harness(
      () => ME_REPLY,
      () => jsonResponse({ message: "nope" }, status),
    );
    const result = await client.query({ query: ME });
    expect(ServerError.is(result.error)).toBe(true);
    expect(result.error?.message).toBe(`Response not successful: Received status code ${status}`);
    expect(logged).toHaveBeenCalledTimes(1);
  });

  test("a body that is not JSON: ServerParseError", async () => {
    const { client, logged } = harness(
      () => ME_REPLY,
      () => new Response("<html>Bad gateway</html>", { status: 200, headers: { "content-type": "text/html" } }),
    );
    const result = await client.query({ query: ME });
    expect(ServerParseError.is(result.error)).toBe(true);
    expect(logged).toHaveBeenCalledTimes(1);
  });

  test("neither data nor errors: \"Server response was missing for query '{operation}'.\"", async () => {
    const { client } = harness(
      () => ME_REPLY,
      () => jsonResponse({ extensions: {} }),
    );
    const result = await client.query({ query: ME });
    expect(ServerError.is(result.error)).toBe(true);
    expect(result.error?.message).toBe("Server response was missing for query 'Me'.");
  });

  test("one empty entry in a batched answer gets the same message, the others their data", async () => {
    const { client } = harness((operation) => (operation.operationName === "Me" ? {} : { data: { signIn: null } }));
    const [me, signIn] = await Promise.all([
      client.query({ query: ME }),
      client.mutate({ mutation: SIGN_IN, variables: { email: "a@example.com", password: "p" } }),
    ]);
    expect(me.error?.message).toBe("Server response was missing for query 'Me'.");
    expect(signIn.error).toBeUndefined();
    expect(signIn.data).toEqual({ signIn: null });
  });

  test("a network failure is logged to the console and reaches the caller", async () => {
    const { client, logged } = harness(
      () => ME_REPLY,
      () => Promise.reject(new TypeError("Failed to fetch")),
    );
    const result = await client.query({ query: ME });
    expect(result.error?.message).toBe("Failed to fetch");
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("[Network error] Me: Failed to fetch"), expect.any(TypeError));
  });

  test("the default logger is console.error", async () => {
    const spy = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const server = createFakeServer(
      () => ME_REPLY,
      () => Promise.reject(new TypeError("Failed to fetch")),
    );
    const client = createApolloClient({ fetch: server.fetch, getApiKey: () => null, requestRefresh: async () => null });
    await client.query({ query: ME });
    expect(spy).toHaveBeenCalledWith(expect.stringContaining("[Network error]"), expect.any(TypeError));
    spy.mockRestore();
  });

  test("GraphQL errors are not logged as network errors", async () => {
    const { client, logged } = harness(() => ({ data: { me: null }, errors: [{ message: "x" }] }));
    await client.query({ query: ME });
    expect(logged).not.toHaveBeenCalled();
  });
});

describe("validation errors", () => {
  async function signInWith(reply: OperationReply): Promise<jest.Mock<void, [FieldErrors]>> {
    const { client } = harness(() => reply);
    const setFieldErrors = jest.fn<void, [FieldErrors]>();
    await client.mutate({ mutation: SIGN_IN, variables: { email: "x", password: "y" }, context: { setFieldErrors } });
    return setFieldErrors;
  }

  test("read from extensions.validationErrors: the first message of each field", async () => {
    const setter = await signInWith({
      data: { signIn: null },
      errors: [
        {
          message: "Invalid input.",
          extensions: {
            code: "BAD_USER_INPUT",
            validationErrors: { email: ["Enter a valid email address.", "Too long."], password: ["Use at least 10 characters."] },
          },
        },
      ],
    });
    expect(setter).toHaveBeenCalledTimes(1);
    expect(setter).toHaveBeenCalledWith({ email: "Enter a valid email address.", password: "Use at least 10 characters." });
  });

  test("read from inside an exception response", async () => {
    const setter = await signInWith({
      data: null,
      errors: [{ message: "Bad Request", extensions: { exception: { response: { validationErrors: { name: ["Enter your name."] } } } } }],
    });
    expect(setter).toHaveBeenCalledWith({ name: "Enter your name." });
  });

  test("not called when the errors carry no validation errors", async () => {
    const setter = await signInWith({ data: null, errors: [{ message: "Something else." }] });
    expect(setter).not.toHaveBeenCalled();
  });

  test("an operation without a setter is unaffected", async () => {
    const { client } = harness(() => ({ data: null, errors: [{ message: "Invalid input.", extensions: { validationErrors: { email: ["Bad."] } } }] }));
    const result = await client.mutate({ mutation: SIGN_IN, variables: { email: "x", password: "y" } });
    expect(CombinedGraphQLErrors.is(result.error)).toBe(true);
  });
});

describe("unauthenticated errors: one single-flight refresh, one retry", () => {
  test("an expired access token is refreshed and the operation retried without the caller noticing", async () => {
    startSession({ accessToken: "expired", refreshToken: "refresh-ok" });
    const { client, server, navigate } = harness(authServer());
    const result = await client.query({ query: ME });
    expect(result.error).toBeUndefined();
    expect(result.data?.me?.hashid).toBe("u1");
    expect(server.operations().map((o) => o.operationName)).toEqual(["Me", "RefreshAccessToken", "Me"]);
    expect(server.requests[2]?.headers.authorization).toBe("Bearer valid-1");
    expect(getAccessToken()).toBe("valid-1");
    expect(getRefreshToken()).toBe("refresh-ok");
    expect(getSessionSnapshot().emailConfirmation).toEqual({ daysLeft: 5, expiration: "2030-01-06T00:00:00.000Z" });
    expect(navigate).not.toHaveBeenCalled();
  });

  test.each([
    ["code UNAUTHENTICATED", { code: "UNAUTHENTICATED" }],
    ["status 401 (extensions.http.status)", { http: { status: 401 } }],
    ["status 401 (extensions.status)", { status: 401 }],
    ["status 401 (exception status)", { exception: { status: 401 } }],
  ])("recognised by %s", async (_label, extensions) => {
    startSession({ accessToken: "expired", refreshToken: "refresh-ok" });
    const { client, server } = harness(
      authServer({ onMe: (authorization) => (authorization === "Bearer expired" ? { data: null, errors: [{ message: "No.", extensions }] } : ME_REPLY) }),
    );
    const result = await client.query({ query: ME });
    expect(result.data?.me?.hashid).toBe("u1");
    expect(server.operations().map((o) => o.operationName)).toEqual(["Me", "RefreshAccessToken", "Me"]);
  });

  test("an HTTP 401 answer (ServerError) triggers the refresh too", async () => {
    startSession({ accessToken: "expired", refreshToken: "refresh-ok" });
    const { client, server } = harness(authServer(), (request) =>
      request.headers.authorization === "Bearer expired" ? jsonResponse({ errors: [{ message: "Unauthorized" }] }, 401) : undefined,
    );
    const result = await client.query({ query: ME });
    expect(result.data?.me?.hashid).toBe("u1");
    expect(server.operations().map((o) => o.operationName)).toEqual(["Me", "RefreshAccessToken", "Me"]);
  });

  test("other errors do not trigger a refresh", async () => {
    startSession({ accessToken: "valid-0", refreshToken: "refresh-ok" });
    const { client, server } = harness(() => ({ data: null, errors: [{ message: "Forbidden", extensions: { code: "FORBIDDEN", http: { status: 403 } } }] }));
    await client.query({ query: ME });
    expect(server.operations().map((o) => o.operationName)).toEqual(["Me"]);
  });

  test("concurrent failures share one refresh, then each operation is retried once", async () => {
    startSession({ accessToken: "expired", refreshToken: "refresh-ok" });
    const refreshOnly = authServer();
    const { client, server } = harness((operation, request) => {
      if (operation.operationName === "RefreshAccessToken") return refreshOnly(operation, request);
      if (request.headers.authorization !== "Bearer valid-1") return UNAUTHENTICATED;
      return operation.operationName === "Me" ? ME_REPLY : { data: { updateProfile: { __typename: "User", hashid: "u1" } } };
    });
    const results = await Promise.all([
      client.query({ query: ME }),
      client.mutate({ mutation: UPDATE_PROFILE, variables: { name: "Ada" } }),
      client.mutate({ mutation: UPDATE_PROFILE, variables: { name: "Bob" } }),
    ]);
    const sentWith = (authorization: string | undefined) =>
      server.requests.filter((r) => r.headers.authorization === authorization).flatMap((r) => r.operations.map((o) => o.operationName));
    expect(sentWith("Bearer expired").sort()).toEqual(["Me", "UpdateProfile", "UpdateProfile"]);
    expect(sentWith(undefined)).toEqual(["RefreshAccessToken"]);
    expect(sentWith("Bearer valid-1").sort()).toEqual(["Me", "UpdateProfile", "UpdateProfile"]);
    expect(results.map((r) => r.error)).toEqual([undefined, undefined, undefined]);
    expect(results[0].data?.me?.hashid).toBe("u1");
    expect(getAccessToken()).toBe("valid-1");
  });

  test("a request that failed with a token another request already replaced is retried without a second refresh", async () => {
    startSession({ accessToken: "expired", refreshToken: "refresh-ok" });
    let answered = 0;
    const { client, server } = harness(
      authServer({
        onMe: (authorization) => {
          answered += 1;
          // Simulate: while this request was out, another one refreshed the token.
          if (answered === 1) startSession({ accessToken: "valid-9", refreshToken: "refresh-ok" });
          return authorization === "Bearer expired" ? UNAUTHENTICATED : ME_REPLY;
        },
      }),
    );
    const result = await client.query({ query: ME });
    expect(result.data?.me?.hashid).toBe("u1");
    expect(server.operations().map((o) => o.operationName)).toEqual(["Me", "Me"]);
    expect(server.requests[1]?.headers.authorization).toBe("Bearer valid-9");
  });

  test("only one retry: a second unauthenticated answer reaches the caller", async () => {
    startSession({ accessToken: "expired", refreshToken: "refresh-ok" });
    const { client, server } = harness(authServer({ onMe: () => UNAUTHENTICATED }));
    const result = await client.query({ query: ME });
    expect(CombinedGraphQLErrors.is(result.error)).toBe(true);
    expect(server.operations().map((o) => o.operationName)).toEqual(["Me", "RefreshAccessToken", "Me"]);
  });

  test("SignIn errors never trigger a refresh", async () => {
    startSession({ accessToken: "expired", refreshToken: "refresh-ok" });
    const { client, server } = harness(() => UNAUTHENTICATED);
    const result = await client.mutate({ mutation: SIGN_IN, variables: { email: "a@example.com", password: "p" } });
    expect(CombinedGraphQLErrors.is(result.error)).toBe(true);
    expect(server.operations().map((o) => o.operationName)).toEqual(["SignIn"]);
  });

  test("RefreshAccessToken errors are skipped (no refresh of the refresh)", async () => {
    startSession({ accessToken: "expired", refreshToken: "refresh-ok" });
    const { client, server } = harness(() => UNAUTHENTICATED);
    const result = await client.mutate({ mutation: REFRESH, variables: { refreshToken: "refresh-ok" } });
    expect(CombinedGraphQLErrors.is(result.error)).toBe(true);
    expect(server.operations().map((o) => o.operationName)).toEqual(["RefreshAccessToken"]);
    expect(getRefreshToken()).toBe("refresh-ok");
  });

  test("refresh refused: the user is signed out and redirected to /sign-in/, the caller gets the original error", async () => {
    startSession({ accessToken: "expired", refreshToken: "revoked" });
    const { client, server, navigate } = harness(authServer());
    const result = await client.query({ query: ME });
    expect(CombinedGraphQLErrors.is(result.error)).toBe(true);
    expect(result.error?.message).toContain("Sign in to continue.");
    expect(server.operations().map((o) => o.operationName)).toEqual(["Me", "RefreshAccessToken"]);
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(getSessionSnapshot().signedIn).toBe(false);
    expect(navigate).toHaveBeenCalledWith("/sign-in/");
  });

  test("refresh that returns no data signs the user out", async () => {
    startSession({ accessToken: "expired", refreshToken: "refresh-ok" });
    const { client, navigate } = harness(authServer({ refresh: () => ({ data: { refreshAccessToken: null } }) }));
    await client.query({ query: ME });
    expect(getSessionSnapshot().signedIn).toBe(false);
    expect(navigate).toHaveBeenCalledWith("/sign-in/");
  });

  test("refresh that fails on the network signs the user out", async () => {
    startSession({ accessToken: "expired", refreshToken: "refresh-ok" });
    const { client, navigate } = harness(authServer(), (request) =>
      request.operations[0]?.operationName === "RefreshAccessToken" ? Promise.reject(new TypeError("Failed to fetch")) : undefined,
    );
    const result = await client.query({ query: ME });
    expect(CombinedGraphQLErrors.is(result.error)).toBe(true);
    expect(getSessionSnapshot().signedIn).toBe(false);
    expect(navigate).toHaveBeenCalledWith("/sign-in/");
  });

  test("no refresh token stored: the access token is dropped, no refresh request, no redirect", async () => {
    browser.localStorage.setItem("token", "expired");
    syncSessionFromStorage();
    const { client, server, navigate } = harness(authServer());
    const result = await client.query({ query: ME });
    expect(CombinedGraphQLErrors.is(result.error)).toBe(true);
    expect(server.operations().map((o) => o.operationName)).toEqual(["Me"]);
    expect(getAccessToken()).toBeNull();
    expect(getSessionSnapshot().signedIn).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  test("validation errors of the retried operation still reach the setter", async () => {
    startSession({ accessToken: "expired", refreshToken: "refresh-ok" });
    const { client } = harness(
      authServer({
        onMe: (authorization) =>
          authorization === "Bearer expired"
            ? UNAUTHENTICATED
            : { data: null, errors: [{ message: "Invalid.", extensions: { validationErrors: { name: ["Enter your name."] } } }] },
      }),
    );
    const setFieldErrors = jest.fn();
    await client.mutate({ mutation: UPDATE_PROFILE, variables: { name: "" }, context: { setFieldErrors } });
    expect(setFieldErrors).toHaveBeenCalledWith({ name: "Enter your name." });
  });
});
