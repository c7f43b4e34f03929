// What the Server Actions take from Next outside a Next request (jest.integration.config.mjs maps
// next/headers and next/navigation here): the request's headers, set by the test, and a redirect
// that throws what Next's does (an error whose digest carries the URL). The rest of
// next/navigation (notFound…) is Next's own.
export * from "next/dist/client/components/navigation";

let current = new Headers();

/** The headers the next Server Action call reads (e.g. its x-forwarded-for). */
export function setRequestHeaders(init: HeadersInit): void {
  current = new Headers(init);
}

export async function headers(): Promise<Headers> {
  return current;
}

export function redirect(url: string): never {
  throw Object.assign(new Error("NEXT_REDIRECT"), { digest: `NEXT_REDIRECT;replace;${url};303;` });
}
