import "server-only";

import { z } from "zod";

import { isIntegrationOn, type Env } from "@/lib/env";
import type { FredSeriesId } from "@/lib/rates/series";

/** Where and how the rate sync reads FRED's API. */
export interface FredConfig {
  /** The API origin without a trailing slash (https://api.stlouisfed.org). */
  readonly apiUrl: string;
  readonly apiKey: string;
  /** The series to fetch, in order. */
  readonly series: readonly FredSeriesId[];
}

/** What the sync prints, and exits 1 with, when no key is configured (it then touches nothing). */
export const FRED_NOT_CONFIGURED =
  "The rate sync is not configured: set FRED_API_KEY to your FRED API key (free from https://fredaccount.stlouisfed.org), " +
  "or load FRED's CSV downloads with npm run rates:import -- FILE. Nothing was changed.";

/** The sync's configuration from the validated environment, or null when FRED_API_KEY is unset or `off`. */
export function fredConfigFromEnv(env: Pick<Env, "FRED_API_KEY" | "FRED_API_URL" | "FRED_SERIES">): FredConfig | null {
  if (!isIntegrationOn(env.FRED_API_KEY)) return null;
  return { apiUrl: env.FRED_API_URL.replace(/\/+$/, ""), apiKey: env.FRED_API_KEY.trim(), series: env.FRED_SERIES };
}

/** Timeouts and retries of the FRED client (tests shorten them). */
export interface FredHttpTuning {
  readonly timeoutMs: number;
  /** Attempts per request, the first included, for 429, 5xx, network errors and timeouts. */
  readonly maxAttempts: number;
  /** First backoff, doubled on each further attempt. */
  readonly backoffMs: number;
}

export const DEFAULT_FRED_TUNING: FredHttpTuning = { timeoutMs: 30_000, maxAttempts: 3, backoffMs: 2_000 };

/** A request FRED refused or could not answer, with an operator-readable message (never the key). */
export class FredError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = "FredError";
  }
}

/** One page of `fred/series/observations` as the sync uses it (FRED's other fields are not needed). */
export interface FredObservationsPage {
  /** Observations in the whole query (every page). */
  readonly count: number;
  readonly observations: readonly { readonly date: string; readonly value: string }[];
}

const pageSchema = z.object({
  count: z.number().int().min(0),
  offset: z.number().int().min(0),
  limit: z.number().int().min(1),
  observations: z.array(z.object({ date: z.string(), value: z.string() })),
});

const errorSchema = z.object({ error_code: z.number().optional(), error_message: z.string() });

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function fredErrorMessage(text: string): string | null {
  try {
    const parsed = errorSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data.error_message.replace(/\s+/g, " ").trim() : null;
  } catch {
    return null;
  }
}

export interface ObservationsRequest {
  readonly seriesId: FredSeriesId;
  /** First date asked for (YYYY-MM-DD), or null for the whole history. */
  readonly observationStart: string | null;
  readonly offset: number;
  /** Observations per page (FRED: 1-100,000). */
  readonly limit: number;
}

/**
 * GETs one page of `{apiUrl}/fred/series/observations` (file_type=json, ascending by date),
 * retrying 429, 5xx, network errors and timeouts with exponential backoff. Throws FredError with
 * FRED's own `error_message` on a refusal (HTTP 400 for an unknown series or a bad key, 423, ...),
 * or when the answer is not FRED's observations JSON. The key is sent as FRED requires (the
 * api_key parameter) and kept out of every message.
 */
export async function fetchObservationsPage(
  config: FredConfig,
  request: ObservationsRequest,
  tuning: FredHttpTuning = DEFAULT_FRED_TUNING,
): Promise<FredObservationsPage> {
  const url = new URL(`${config.apiUrl}/fred/series/observations`);
  url.searchParams.set("series_id", request.seriesId);
  url.searchParams.set("api_key", config.apiKey);
  url.searchParams.set("file_type", "json");
  url.searchParams.set("sort_order", "asc");
  url.searchParams.set("limit", String(request.limit));
  url.searchParams.set("offset", String(request.offset));
  if (request.observationStart) url.searchParams.set("observation_start", request.observationStart);
  const where = `FRED (${new URL(config.apiUrl).host})`;

  let lastError = new FredError(`${where} could not be read`);
  for (let attempt = 1; attempt <= tuning.maxAttempts; attempt += 1) {
    let status: number;
    let text: string;
    try {
      const response = await fetch(url, { headers: { accept: "application/json" }, signal: AbortSignal.timeout(tuning.timeoutMs) });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const name = (error as { name?: unknown }).name;
      const cause = (error as { cause?: { code?: unknown } }).cause;
      lastError =
        name === "TimeoutError" || name === "AbortError"
          ? new FredError(`${where} did not answer within ${Math.round(tuning.timeoutMs / 1000)} s`)
          : new FredError(
              `Could not reach ${where} (${typeof cause?.code === "string" ? cause.code : error instanceof Error ? error.message : String(error)})`,
            );
      if (attempt < tuning.maxAttempts) await sleep(tuning.backoffMs * 2 ** (attempt - 1));
      continue;
    }
    if (status >= 200 && status < 300) {
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw new FredError(`${where} answered with something other than JSON`, status);
      }
      const page = pageSchema.safeParse(body);
      if (!page.success)
        throw new FredError(
          `${where} answered with JSON that is not a list of observations (${page.error.issues[0]?.path.join(".") || "body"}: ${page.error.issues[0]?.message ?? "unexpected"})`,
          status,
        );
      return { count: page.data.count, observations: page.data.observations };
    }
    const said = fredErrorMessage(text);
    const error = new FredError(`${where} refused the request (HTTP ${status})${said ? `: ${said}` : ""}`, status);
    if (status !== 429 && status < 500) throw error;
    lastError = error;
    if (attempt < tuning.maxAttempts) await sleep(tuning.backoffMs * 2 ** (attempt - 1));
  }
  throw new FredError(`${lastError.message} (gave up after ${tuning.maxAttempts} attempts)`, lastError.status);
}
