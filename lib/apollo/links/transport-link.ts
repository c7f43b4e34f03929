/**
 * The terminating link (seed): a multipart upload when the variables contain files,
 * otherwise batched JSON POSTs (10 ms interval, at most 10 operations per request; the
 * server's batching limit is 10 too). Both pick the endpoint per operation.
 */
import { ApolloLink } from "@apollo/client/link";
import { BatchHttpLink } from "@apollo/client/link/batch-http";
import isExtractableFile from "apollo-upload-client/isExtractableFile.mjs";
import UploadHttpLink from "apollo-upload-client/UploadHttpLink.mjs";

import { endpointUri } from "../endpoints";

export const BATCH_INTERVAL_MS = 10;
export const BATCH_MAX = 10;

/** True when a value holds a File or Blob anywhere (arrays, FileLists, plain objects). */
export function containsFiles(value: unknown, seen: Set<object> = new Set()): boolean {
  if (isExtractableFile(value)) return true;
  if (typeof value !== "object" || value === null || seen.has(value)) return false;
  seen.add(value);
  if (typeof FileList !== "undefined" && value instanceof FileList) return value.length > 0;
  const items: unknown[] = Array.isArray(value) ? value : Object.values(value);
  return items.some((item) => containsFiles(item, seen));
}

export interface TransportOptions {
  /** fetch implementation; defaults to the global fetch at request time. */
  fetch?: typeof fetch;
}

export function createTransportLink(options: TransportOptions = {}): ApolloLink {
  const upload = new UploadHttpLink({ uri: endpointUri, fetch: options.fetch });
  const batch = new BatchHttpLink({ uri: endpointUri, fetch: options.fetch, batchInterval: BATCH_INTERVAL_MS, batchMax: BATCH_MAX });
  return ApolloLink.split((operation) => containsFiles(operation.variables), upload, batch);
}
