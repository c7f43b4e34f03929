import { CombinedGraphQLErrors, ServerError } from "@apollo/client";

import {
  collectValidationErrors,
  describeError,
  graphQLErrorStatus,
  isUnauthenticatedError,
  isUnauthenticatedGraphQLError,
  missingResponseMessage,
  statusCodeMessage,
  validationErrorsOf,
} from "./errors";

function combined(...errors: { message: string; extensions?: Record<string, unknown> }[]): CombinedGraphQLErrors {
  return new CombinedGraphQLErrors({ data: null, errors });
}

describe("unauthenticated", () => {
  test.each([
    [{ code: "UNAUTHENTICATED" }, true],
    [{ http: { status: 401 } }, true],
    [{ status: 401 }, true],
    [{ statusCode: "401" }, true],
    [{ exception: { status: 401 } }, true],
    [{ exception: { response: { statusCode: 401 } } }, true],
    [{ originalError: { statusCode: 401 } }, true],
    [{ code: "FORBIDDEN", http: { status: 403 } }, false],
    [{ code: "BAD_USER_INPUT" }, false],
    [undefined, false],
  ])("%j -> %s", (extensions, expected) => {
    expect(isUnauthenticatedGraphQLError({ message: "x", extensions })).toBe(expected);
  });

  test("status helper", () => {
    expect(graphQLErrorStatus({ message: "x", extensions: { http: { status: 429 } } })).toBe(429);
    expect(graphQLErrorStatus({ message: "x" })).toBeUndefined();
  });

  test("client errors: GraphQL errors, HTTP 401; not other failures", () => {
    expect(isUnauthenticatedError(combined({ message: "a" }, { message: "b", extensions: { code: "UNAUTHENTICATED" } }))).toBe(true);
    expect(isUnauthenticatedError(combined({ message: "a" }))).toBe(false);
    expect(isUnauthenticatedError(new ServerError("x", { response: new Response(null, { status: 401 }), bodyText: "" }))).toBe(true);
    expect(isUnauthenticatedError(new ServerError("x", { response: new Response(null, { status: 500 }), bodyText: "" }))).toBe(false);
    expect(isUnauthenticatedError(new TypeError("Failed to fetch"))).toBe(false);
  });
});

describe("validation errors", () => {
  test("first message of each field, directly or inside an exception response", () => {
    expect(
      collectValidationErrors([
        { message: "Invalid.", extensions: { validationErrors: { email: ["First.", "Second."], password: "Only." } } },
        { message: "Invalid.", extensions: { exception: { response: { validationErrors: { email: ["Later."], name: ["Name."] } } } } },
      ]),
    ).toEqual({ email: "First.", password: "Only.", name: "Name." });
  });

  test("empty and malformed entries are ignored", () => {
    expect(collectValidationErrors([{ message: "x", extensions: { validationErrors: { email: [], name: [""], age: [3] } } }])).toBeNull();
    expect(collectValidationErrors([{ message: "x", extensions: { validationErrors: ["email"] } }])).toBeNull();
    expect(collectValidationErrors([{ message: "x" }])).toBeNull();
  });

  test("validationErrorsOf reads GraphQL errors only", () => {
    expect(validationErrorsOf(combined({ message: "x", extensions: { validationErrors: { email: ["Bad."] } } }))).toEqual({ email: "Bad." });
    expect(validationErrorsOf(new Error("x"))).toBeNull();
  });
});

describe("messages", () => {
  test("catalogue wording", () => {
    expect(missingResponseMessage("SignIn")).toBe("Server response was missing for query 'SignIn'.");
    expect(statusCodeMessage(502)).toBe("Response not successful: Received status code 502");
  });

  test("describeError: a sentence for the status region", () => {
    expect(describeError(combined({ message: "Email or password is incorrect." }))).toBe("Email or password is incorrect.");
    expect(
      describeError(combined({ message: "Enter a valid email address.", extensions: { validationErrors: { email: ["Enter a valid email address."] } } })),
    ).toBe("Enter a valid email address.");
    expect(describeError(new ServerError("x", { response: new Response(null, { status: 429 }), bodyText: "" }))).toMatch(/Too many attempts/);
    expect(describeError(new TypeError("Failed to fetch"))).toMatch(/could not reach the server/);
  });
});
