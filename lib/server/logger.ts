import "server-only";

import { currentRequest } from "@/lib/server/request-context";

type Level = "debug" | "info" | "warn" | "error";

/** Fields attached to a log line; errors are reduced to name, message and stack (server side only). */
export type LogFields = Record<string, unknown>;

function serializeError(error: unknown): LogFields {
  // Duck-typed: errors from another realm (undici inside Jest's VM, worker threads) fail
  // `instanceof Error` yet carry the same fields.
  if (typeof error === "object" && error !== null && typeof (error as Error).message === "string") {
    const { name, message, stack } = error as Error;
    return { name, message, stack };
  }
  return { value: String(error) };
}

function write(level: Level, message: string, fields: LogFields = {}): void {
  // One JSON object per line, so a log shipper can parse it; the request id ties a masked
  // client error ("Unexpected error.") to the stack trace that stays here on the server.
  const request = currentRequest();
  const line: LogFields = { time: new Date().toISOString(), level, message };
  if (request) line.requestId = request.requestId;
  for (const [key, value] of Object.entries(fields)) {
    line[key] = key === "error" ? serializeError(value) : value;
  }
  const text = JSON.stringify(line);
  if (level === "error" || level === "warn") console.error(text);
  else if (level === "debug" ? process.env.LOG_LEVEL === "debug" : process.env.NODE_ENV !== "test" || process.env.LOG_LEVEL) {
    // Info lines are kept out of test output unless LOG_LEVEL asks for them.
    console.log(text);
  }
}

/** The server's structured logger (JSON lines on stdout/stderr, with the current request id). */
export const logger = {
  debug: (message: string, fields?: LogFields) => write("debug", message, fields),
  info: (message: string, fields?: LogFields) => write("info", message, fields),
  warn: (message: string, fields?: LogFields) => write("warn", message, fields),
  error: (message: string, fields?: LogFields) => write("error", message, fields),
};
