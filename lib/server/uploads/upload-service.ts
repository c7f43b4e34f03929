import "server-only";

import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

import { eq, inArray, sql } from "drizzle-orm";

import { serverEnv } from "@/lib/server/config";
import { schema, type Database, type DatabaseHandle } from "@/lib/server/db/client";
import { InputError } from "@/lib/server/errors";
import { hashIp } from "@/lib/server/ip-hash";
import { logger } from "@/lib/server/logger";
import { sniffImageType, type ImageType } from "@/lib/server/uploads/image-type";

/** Largest accepted image: 5 MB (5 × 1024 × 1024 bytes). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Upload ids: 128 random bits, base64url (22 characters). */
const UPLOAD_ID = /^[A-Za-z0-9_-]{22}$/;

/** An upload as the API shows it. */
export interface StoredUpload {
  readonly id: string;
  readonly contentType: ImageType;
  readonly byteSize: number;
  readonly sha256: string;
  readonly createdAt: Date;
}

/** The public path that serves an upload back (app/api/uploads/[id]/route.ts). */
export function uploadUrl(id: string): string {
  return `/api/uploads/${id}`;
}

/** Where upload bytes live with the embedded database: DATA_DIR/uploads. */
export function uploadsDirectory(): string {
  return path.resolve(serverEnv().DATA_DIR, "uploads");
}

function uploadFilePath(id: string): string {
  return path.join(uploadsDirectory(), id);
}

/** True when `id` has the shape of an upload id (so a path can never escape the folder). */
export function isUploadId(id: string): boolean {
  return UPLOAD_ID.test(id);
}

/**
 * Stores an image the user sent (the GraphQL multipart `Upload` is a web `File`). The type is
 * read from the bytes: the name and the declared type are the sender's claims and are ignored.
 * Bytes go to DATA_DIR/uploads with PGlite (one instance), or into the database with PostgreSQL
 * (instances behind a load balancer must all serve them).
 * Throws InputError on `field` for an empty, oversized or non-image file.
 */
export async function saveImageUpload(
  handle: DatabaseHandle,
  file: Blob,
  options: { uploaderIp: string; ownerUserId?: string; field?: string },
): Promise<StoredUpload> {
  const field = options.field ?? "file";
  if (file.size === 0) throw new InputError({ [field]: ["The file is empty."] });
  if (file.size > MAX_UPLOAD_BYTES) throw new InputError({ [field]: ["The image is larger than 5 MB."] });
  const bytes = new Uint8Array(await file.arrayBuffer());
  // Re-checked on the bytes actually read: a Blob's size is what the parser reported.
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new InputError({ [field]: ["The image is larger than 5 MB."] });
  const contentType = sniffImageType(bytes);
  if (!contentType) throw new InputError({ [field]: ["The file is not a JPEG, PNG, WebP or GIF image."] });

  const id = randomBytes(16).toString("base64url");
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  const storage = handle.kind === "pglite" ? "file" : "database";

  if (storage === "file") {
    await fs.mkdir(uploadsDirectory(), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temporary = `${uploadFilePath(id)}.${process.pid}.tmp`;
    await fs.writeFile(temporary, bytes, { flag: "wx" });
    await fs.rename(temporary, uploadFilePath(id));
  }
  let createdAt: Date;
  try {
    const [row] = await handle.db
      .insert(schema.uploads)
      .values({
        id,
        contentType,
        byteSize: bytes.byteLength,
        sha256,
        storage,
        content: storage === "database" ? bytes : null,
        uploaderIpHash: hashIp(options.uploaderIp),
        ownerUserId: options.ownerUserId ?? null,
      })
      .returning({ createdAt: schema.uploads.createdAt });
    createdAt = row?.createdAt ?? new Date();
  } catch (error) {
    if (storage === "file") await fs.rm(uploadFilePath(id), { force: true });
    throw error;
  }
  // Each upload clears away a batch of old unused ones: no timer, no operator.
  await sweepUnusedUploadsSafely(handle.db);
  return { id, contentType, byteSize: bytes.byteLength, sha256, createdAt };
}

/** An upload's metadata (no bytes), or null when unknown. */
export async function getUpload(db: Database, id: string): Promise<StoredUpload | null> {
  if (!isUploadId(id)) return null;
  const [row] = await db
    .select({
      id: schema.uploads.id,
      contentType: schema.uploads.contentType,
      byteSize: schema.uploads.byteSize,
      sha256: schema.uploads.sha256,
      createdAt: schema.uploads.createdAt,
    })
    .from(schema.uploads)
    .where(eq(schema.uploads.id, id))
    .limit(1);
  return row ? { ...row, contentType: row.contentType as ImageType } : null;
}

/** An upload's bytes with what the serving route needs. */
export interface UploadContent {
  readonly contentType: ImageType;
  readonly bytes: Uint8Array;
  readonly sha256: string;
}

/** Reads an upload back, or null when the id is malformed or unknown (or its file is gone). */
export async function readUpload(db: Database, id: string): Promise<UploadContent | null> {
  if (!isUploadId(id)) return null;
  const [row] = await db.select().from(schema.uploads).where(eq(schema.uploads.id, id)).limit(1);
  if (!row) return null;
  const contentType = row.contentType as ImageType;
  if (row.storage === "database") {
    return row.content ? { contentType, bytes: row.content, sha256: row.sha256 } : null;
  }
  try {
    return { contentType, bytes: new Uint8Array(await fs.readFile(uploadFilePath(id))), sha256: row.sha256 };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/** Deletes uploads (rows and files), e.g. an account's photos when the account is deleted. */
export async function deleteUploads(db: Database, ids: readonly string[]): Promise<void> {
  const valid = ids.filter(isUploadId);
  if (valid.length === 0) return;
  await db.delete(schema.uploads).where(inArray(schema.uploads.id, valid));
  await Promise.all(valid.map((id) => fs.rm(uploadFilePath(id), { force: true })));
}

/** An upload no profile has used for this long is deleted: time enough to upload, then save. */
export const UNUSED_UPLOAD_LIFETIME_HOURS = 24;

/** Uploads deleted by one sweep at most (each upload sweeps, so this outpaces the upload limits). */
const SWEEP_BATCH = 50;

/** True when no account and no agent profile shows the upload as its photo. */
const unreferenced = sql`not exists (select 1 from ${schema.users} where ${schema.users.photoUploadId} = ${schema.uploads.id})
  and not exists (select 1 from ${schema.agents} where ${schema.agents.photoUploadId} = ${schema.uploads.id})`;

async function removeFiles(ids: readonly string[]): Promise<void> {
  await Promise.all(ids.filter(isUploadId).map((id) => fs.rm(uploadFilePath(id), { force: true })));
}

/**
 * Deletes those of `ids` that no account or agent profile uses now (a replaced or removed
 * photo, the photo of a deleted profile): the same image may be both a user's and an agent's.
 */
export async function deleteUnusedUploads(db: Database, ids: readonly (string | null | undefined)[]): Promise<void> {
  const valid = ids.filter((id): id is string => typeof id === "string" && isUploadId(id));
  if (valid.length === 0) return;
  const deleted = await db
    .delete(schema.uploads)
    .where(sql`${inArray(schema.uploads.id, valid)} and ${unreferenced}`)
    .returning({ id: schema.uploads.id });
  await removeFiles(deleted.map((row) => row.id));
}

/**
 * Deletes up to SWEEP_BATCH uploads older than UNUSED_UPLOAD_LIFETIME_HOURS that nothing uses
 * (rows and files), oldest first, and returns how many. Run on every upload and at start-up, so
 * it needs no operator and no timer.
 */
export async function sweepUnusedUploads(db: Database): Promise<number> {
  const stale = db
    .select({ id: schema.uploads.id })
    .from(schema.uploads)
    .where(sql`${schema.uploads.createdAt} < now() - make_interval(hours => ${UNUSED_UPLOAD_LIFETIME_HOURS}) and ${unreferenced}`)
    .orderBy(schema.uploads.createdAt)
    .limit(SWEEP_BATCH);
  const deleted = await db
    .delete(schema.uploads)
    .where(sql`${schema.uploads.id} in (${stale}) and ${unreferenced}`)
    .returning({ id: schema.uploads.id });
  await removeFiles(deleted.map((row) => row.id));
  if (deleted.length > 0) logger.info("unused uploads deleted", { count: deleted.length });
  return deleted.length;
}

/** sweepUnusedUploads for callers whose own work must not fail with it (an upload, start-up). */
export async function sweepUnusedUploadsSafely(db: Database): Promise<void> {
  try {
    await sweepUnusedUploads(db);
  } catch (error) {
    logger.warn("sweeping unused uploads failed", { error });
  }
}
