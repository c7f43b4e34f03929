import "server-only";

import { GraphQLError } from "graphql";
import type { Plugin } from "graphql-yoga";

function isAbort(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === "AbortError" || name === "TimeoutError";
}

/**
 * Turns any failure to read or decode the request body (e.g. undici's "Failed to parse body as
 * FormData" on a broken multipart body) into a 400 BAD_REQUEST. Yoga does this itself only
 * when the thrown value passes `instanceof Error` in its own realm; this guard makes a malformed
 * body a client error in every case, never an "Unexpected error." or a 500.
 */
export function bodyParseGuardPlugin(): Plugin {
  return {
    onRequestParse({ requestParser, setRequestParser }) {
      if (!requestParser) return;
      setRequestParser(async (request) => {
        try {
          return await requestParser(request);
        } catch (error) {
          if (error instanceof GraphQLError || isAbort(error)) throw error;
          throw new GraphQLError("The request body could not be parsed.", {
            extensions: { code: "BAD_REQUEST", http: { status: 400 } },
          });
        }
      });
    },
  };
}
