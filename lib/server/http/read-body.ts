import "server-only";

/** A request body over its limit: answer 413. */
export class PayloadTooLargeError extends Error {
  constructor(readonly limitBytes: number) {
    super(`The request body is larger than ${limitBytes} bytes.`);
    this.name = "PayloadTooLargeError";
  }
}

/**
 * The request's body, read as it streams in and abandoned at the first byte past `limitBytes`
 * (a declared Content-Length over the limit is refused before reading), so a chunked body of any
 * size never fills memory. Throws PayloadTooLargeError.
 */
export async function readBodyWithin(request: Request, limitBytes: number): Promise<Uint8Array> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > limitBytes) throw new PayloadTooLargeError(limitBytes);
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limitBytes) {
      await reader.cancel().catch(() => undefined);
      throw new PayloadTooLargeError(limitBytes);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** `readBodyWithin` as UTF-8 text. */
export async function readTextWithin(request: Request, limitBytes: number): Promise<string> {
  return new TextDecoder().decode(await readBodyWithin(request, limitBytes));
}

/** A request whose body stops at a byte limit, for a reader that is not ours (Yoga's parsers). */
export interface LimitedRequest {
  readonly request: Request;
  /** Whether the body went past the limit (the reader then met an error, whatever it made of it). */
  exceeded(): boolean;
}

/**
 * `request` with a body that errors at the first byte past `limitBytes` instead of reading on, so
 * whichever parser reads it stops there; `exceeded()` then tells the caller to answer 413. A
 * declared Content-Length over the limit counts as exceeded before anything is read.
 */
export function limitRequestBody(request: Request, limitBytes: number): LimitedRequest {
  let over = Number(request.headers.get("content-length") ?? 0) > limitBytes;
  if (over || !request.body) return { request, exceeded: () => over };
  let size = 0;
  const counted = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size > limitBytes) {
          over = true;
          controller.error(new PayloadTooLargeError(limitBytes));
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
  const init: RequestInit & { duplex: "half" } = { method: request.method, headers: request.headers, body: counted, signal: request.signal, duplex: "half" };
  return { request: new Request(request.url, init), exceeded: () => over };
}
