// Project-wide Apollo Client type declarations.
import "@apollo/client";

import type { FieldErrors } from "./errors";

declare module "@apollo/client" {
  // Our context fields, typed instead of reaching into Record<string, any>.
  interface DefaultContext {
    /** Forces the endpoint of one operation (see lib/apollo/endpoints.ts). */
    endpoint?: "account" | "data";
    /** The operation's optional error setter: receives the first message of each invalid field. */
    setFieldErrors?: (errors: FieldErrors) => void;
    /** The access token the headers link attached, so a 401 can tell a stale token from a bad one. */
    sentAccessToken?: string | null;
  }

  // Seed: queries and mutations use error policy "all". Declared so hook and method result
  // types carry `error` next to possibly partial `data` (Apollo Client >= 4.2).
  namespace ApolloClient {
    namespace DeclareDefaultOptions {
      interface WatchQuery {
        errorPolicy: "all";
      }
      interface Query {
        errorPolicy: "all";
      }
      interface Mutate {
        errorPolicy: "all";
      }
    }
  }
}
