import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { gql } from "@apollo/client";
import { Kind, parse, type OperationDefinitionNode } from "graphql";

import { ACCOUNT_ENDPOINT, DATA_ENDPOINT, endpointOfDocument, rootFieldNames } from "./endpoints";

describe("endpoints", () => {
  test("paths carry the trailing slash the site is served with", () => {
    expect(ACCOUNT_ENDPOINT).toBe("/api/graphql/");
    expect(DATA_ENDPOINT).toBe("/graphql/");
  });

  test.each([
    ["query { listings(page: 1) { page } }", "data"],
    ["query { myFavoriteListings(page: 2) { page } __typename }", "data"],
    ['mutation { favoriteListing(hashid: "a") { hashid } }', "data"],
    ["query { me { hashid } }", "account"],
    ['mutation SignIn { signIn(input: {email: "a", password: "b"}) { accessToken } }', "account"],
    ["query { me { hashid } listings { page } }", "account"],
    ["query { ...Root } fragment Root on Query { me { hashid } }", "account"],
  ])("%s -> %s", (source, expected) => {
    expect(endpointOfDocument(gql(source))).toBe(expected);
  });

  test("picks the named operation of a multi-operation document", () => {
    const document = gql`
      query A {
        me {
          hashid
        }
      }
      query B {
        listings {
          page
        }
      }
    `;
    expect(rootFieldNames(document, "B")).toEqual(["listings"]);
    expect(endpointOfDocument(document, "B")).toBe("data");
    expect(endpointOfDocument(document, "A")).toBe("account");
  });
});

describe("the account documents", () => {
  const dir = path.join(process.cwd(), "graphql/operations/account");
  const source = readdirSync(dir)
    .filter((file) => file.endsWith(".graphql"))
    .map((file) => readFileSync(path.join(dir, file), "utf8"))
    .join("\n");
  const document = parse(source);
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);

  test("include the seed's operations by name", () => {
    const names = operations.map((operation) => operation.name?.value);
    expect(names).toEqual(expect.arrayContaining(["RefreshAccessToken", "SignOut", "UserConfirmEmail", "SignIn"]));
  });

  test.each(operations.map((operation) => [operation.name?.value ?? "anonymous"]))("%s goes to the same-origin account endpoint", (name) => {
    expect(endpointOfDocument(document, name)).toBe("account");
  });
});
