import { gql } from "@apollo/client";

import { ACCOUNT_ENDPOINT, DATA_ENDPOINT, endpointOfDocument, rootFieldNames } from "./endpoints";

describe("endpoints", () => {
  test("paths carry the trailing slash the site is served with", () => {
    expect(ACCOUNT_ENDPOINT).toBe("/api/graphql/");
    expect(DATA_ENDPOINT).toBe("/graphql/");
  });

  test.each([
    ["query { listings(page: 1) { page } }", "data"],
    ["query { myFavoriteListings(page: 2) { page } __typename }", "data"],
    ["mutation { favoriteListing(hashid: \"a\") { hashid } }", "data"],
    ["query { me { hashid } }", "account"],
    ["mutation SignIn { signIn(input: {email: \"a\", password: \"b\"}) { accessToken } }", "account"],
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
