import "server-only";

/** Why a sync run stopped: each is printed as is and makes the command exit 1. */
export type FeedErrorKind = "auth" | "http" | "network" | "timeout" | "format" | "config";

/**
 * A failure talking to the MLS feed, with a message meant for the operator (no stack needed).
 * Pages committed before it stay committed; the next run resumes after them.
 */
export class FeedError extends Error {
  readonly kind: FeedErrorKind;
  readonly status: number | undefined;

  constructor(kind: FeedErrorKind, message: string, status?: number) {
    super(message);
    this.name = "FeedError";
    this.kind = kind;
    this.status = status;
  }
}
