import "server-only";

import { parseArgs } from "node:util";

import type { Database } from "@/lib/server/db/client";
import { DomainError } from "@/lib/server/errors";

import { approveAgent, pendingAgentReviews, rejectAgent, type ReviewOutcome } from "./agent-review";

// `npm run agents:review` (scripts/agents-review.ts): its arguments and its report, apart from
// the process so the tests run them against a real database.

export const REVIEW_USAGE = 'Usage: npm run agents:review [-- --approve <id> | --reject <id> [--reason "..."]]';

/** What the operator asked for. */
export type ReviewCommand =
  | { readonly kind: "list" }
  | { readonly kind: "approve"; readonly hashid: string }
  | { readonly kind: "reject"; readonly hashid: string; readonly reason: string | null }
  | { readonly kind: "error"; readonly message: string };

const REVIEW_OPTION = /^--(?:approve|reject|reason)(?:=|$)/;

/**
 * `--approve <id>` as `--approve=<id>`: a profile id is base64url and may start with "-", which
 * parseArgs would otherwise read as an option and refuse.
 */
function joinOptionValues(argv: readonly string[]): string[] {
  const joined: string[] = [];
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!;
    const next = argv[index + 1];
    if (/^--(?:approve|reject|reason)$/.test(arg) && next !== undefined && !REVIEW_OPTION.test(next)) {
      joined.push(`${arg}=${next}`);
      index++;
    } else {
      joined.push(arg);
    }
  }
  return joined;
}

/** Reads the command line (without the node and script paths). */
export function parseReviewArguments(argv: readonly string[]): ReviewCommand {
  let values: { approve?: string | undefined; reject?: string | undefined; reason?: string | undefined };
  try {
    values = parseArgs({
      args: joinOptionValues(argv),
      options: { approve: { type: "string" }, reject: { type: "string" }, reason: { type: "string" } },
      allowPositionals: false,
      strict: true,
    }).values;
  } catch (error) {
    return { kind: "error", message: error instanceof Error ? error.message : String(error) };
  }
  if (values.approve !== undefined && values.reject !== undefined) return { kind: "error", message: "Give --approve or --reject, not both." };
  if (values.reason !== undefined && values.reject === undefined) return { kind: "error", message: "--reason goes with --reject." };
  if (values.approve !== undefined)
    return values.approve.trim() ? { kind: "approve", hashid: values.approve.trim() } : { kind: "error", message: "--approve needs a profile id." };
  if (values.reject !== undefined)
    return values.reject.trim()
      ? { kind: "reject", hashid: values.reject.trim(), reason: values.reason ?? null }
      : { kind: "error", message: "--reject needs a profile id." };
  return { kind: "list" };
}

/**
 * A value as it is printed: quoted, with control and direction characters escaped, so a name an
 * agent typed cannot move the operator's cursor or reorder what the terminal shows.
 */
export function shown(value: string | null): string {
  if (value === null) return "(none)";
  return JSON.stringify(value).replace(
    /[\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

function mailLine(outcome: ReviewOutcome): string {
  return outcome.mailed
    ? `An email told the agent (${shown(outcome.agent.email)}).`
    : `The email to the agent was NOT sent: ${outcome.mailError ?? "unknown error"}.`;
}

/** Runs a command: the report's lines, and whether it succeeded (the exit code). */
export async function runAgentReview(db: Database, command: ReviewCommand): Promise<{ ok: boolean; lines: string[] }> {
  try {
    switch (command.kind) {
      case "error":
        return { ok: false, lines: [command.message, REVIEW_USAGE] };
      case "list": {
        const pending = await pendingAgentReviews(db);
        if (pending.length === 0) return { ok: true, lines: ["No agent profile waits for review."] };
        const lines = [`${pending.length} agent profile${pending.length === 1 ? " waits" : "s wait"} for review, oldest first:`];
        for (const review of pending) {
          lines.push(
            "",
            `${review.hashid}  ${shown(review.name)} <${shown(review.email).slice(1, -1)}>, ${review.isNew ? "new profile" : "changed"}, submitted ${review.submittedAt.toISOString()}, email ${review.emailConfirmed ? "confirmed" : "not confirmed yet"}`,
            ...review.changes.map((change) => `  ${change.field}: ${review.isNew ? "(new)" : shown(change.before)} → ${shown(change.after)}`),
          );
        }
        lines.push("", "Approve: npm run agents:review -- --approve <id>", 'Reject:  npm run agents:review -- --reject <id> [--reason "..."]');
        return { ok: true, lines };
      }
      case "approve": {
        const outcome = await approveAgent(db, command.hashid);
        const identity = outcome.agent.approvedIdentity;
        const what = identity
          ? `${shown(identity.name)} of ${shown(identity.brokerage)}, licence ${shown(identity.licenseNumber)} (${identity.licenseState}), MLS agent id ${shown(identity.mlsAgentId)}`
          : "";
        return { ok: true, lines: [`Approved ${outcome.agent.hashid}: ${what}.`, mailLine(outcome)] };
      }
      case "reject": {
        const outcome = await rejectAgent(db, command.hashid, command.reason);
        return {
          ok: true,
          lines: [`Rejected ${outcome.agent.hashid}${command.reason?.trim() ? ` (${shown(command.reason.trim())})` : ""}.`, mailLine(outcome)],
        };
      }
    }
  } catch (error) {
    if (error instanceof DomainError) return { ok: false, lines: [error.message] };
    throw error;
  }
}
