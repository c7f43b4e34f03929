import "server-only";

import { UPLOAD_CONTENT_SECURITY_POLICY } from "@/lib/security-headers";
import { getDatabase } from "@/lib/server/db/database";
import { logger } from "@/lib/server/logger";
import { readUpload } from "@/lib/server/uploads/upload-service";

/** Headers on every upload response: the bytes are only ever an image, shown inline. */
const SAFE_HEADERS = {
  "x-content-type-options": "nosniff",
  // next.config.ts sends the same policy on this path (its headers replace a route's own).
  "content-security-policy": UPLOAD_CONTENT_SECURITY_POLICY,
  "cross-origin-resource-policy": "same-origin",
};

function notFound(): Response {
  return new Response("Not found.", {
    status: 404,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", ...SAFE_HEADERS },
  });
}

/**
 * GET /api/uploads/{id}: the stored bytes with the content type read from them at upload,
 * `nosniff`, and a long cache life (an id never changes content; deleting it makes it 404).
 * Answers 304 to a matching If-None-Match.
 */
export async function serveUpload(request: Request, id: string): Promise<Response> {
  try {
    const { db } = await getDatabase();
    const upload = await readUpload(db, id);
    if (!upload) return notFound();
    const etag = `"${upload.sha256}"`;
    const headers = {
      "content-type": upload.contentType,
      "cache-control": "public, max-age=31536000, immutable",
      etag,
      "content-disposition": "inline",
      ...SAFE_HEADERS,
    };
    if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
    return new Response(new Blob([upload.bytes as Uint8Array<ArrayBuffer>]), {
      status: 200,
      headers: { ...headers, "content-length": String(upload.bytes.byteLength) },
    });
  } catch (error) {
    logger.error("serving an upload failed", { error, id });
    return new Response("The image could not be loaded.", {
      status: 500,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", ...SAFE_HEADERS },
    });
  }
}
