// A fake FRED API for tests: node:http on 127.0.0.1 answering `GET /fred/series/observations`
// the way FRED does (https://fred.stlouisfed.org/docs/api/fred/series_observations.html): JSON
// with realtime_start/end, observation_start/end, units, output_type, file_type, order_by,
// sort_order, count, offset, limit and `observations` [{realtime_start, realtime_end, date,
// value}], "." for a missing value; observation_start/observation_end, sort_order, limit
// (1-100,000) and offset applied for real. Errors as FRED sends them: an HTTP status with
// {"error_code", "error_message"} (a missing or unregistered api_key, an unknown series, a bad
// parameter). Faults on chosen requests: HTTP 500/429/423 with FRED's error body, or a body that
// is not JSON. The data are whatever the test puts: use synthetic values, never real Optimal Blue
// figures (FRED's terms; data/SOURCES.md).
import http from "node:http";
import type { AddressInfo } from "node:net";

/** One stored observation as FRED holds it: "." is a missing value. */
export interface FakeObservation {
  readonly date: string;
  readonly value: string;
}

export interface LoggedFredRequest {
  readonly params: Readonly<Record<string, string>>;
  readonly status: number;
}

export interface FredFault {
  readonly seriesId: string;
  /** Only requests with this offset fail (any offset when absent). */
  readonly offset?: number;
  readonly status: 500 | 429 | 423 | 200;
  /** With status 200: answer with HTML instead of JSON. */
  readonly html?: boolean;
  /** How many matching requests fail (then the fault is gone). */
  readonly times: number;
}

export interface FredServer {
  /** The API origin (FRED_API_URL). */
  readonly url: string;
  readonly apiKey: string;
  readonly requests: LoggedFredRequest[];
  /** Adds or replaces observations of a series (kept in date order). */
  put(seriesId: string, observations: readonly FakeObservation[]): void;
  fault(fault: FredFault): void;
  close(): Promise<void>;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

class FredApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Starts the fake on a free port. The key it accepts is `apiKey` (FRED keys are 32 lowercase alphanumerics). */
export async function startFredServer(apiKey = "abcdefghijklmnopqrstuvwxyz012345"): Promise<FredServer> {
  const series = new Map<string, FakeObservation[]>();
  const requests: LoggedFredRequest[] = [];
  const faults: { fault: FredFault; left: number }[] = [];

  function observationsAnswer(params: URLSearchParams): object {
    if (!params.has("api_key")) throw new FredApiError(400, "Bad Request.  Variable api_key has not been set.");
    if (params.get("api_key") !== apiKey) {
      throw new FredApiError(
        400,
        "Bad Request.  The value for variable api_key is not registered.  Read https://fred.stlouisfed.org/docs/api/api_key.html for more information.",
      );
    }
    if (params.get("file_type") !== "json") throw new FredApiError(400, "Bad Request.  This fake answers file_type=json only.");
    const id = params.get("series_id");
    if (!id) throw new FredApiError(400, "Bad Request.  Variable series_id is not set.");
    const stored = series.get(id);
    if (!stored) throw new FredApiError(400, "Bad Request.  The series does not exist.");
    const start = params.get("observation_start") ?? "1776-07-04";
    const end = params.get("observation_end") ?? "9999-12-31";
    if (!DATE.test(start)) throw new FredApiError(400, "Bad Request.  Variable observation_start is not a valid date.");
    if (!DATE.test(end)) throw new FredApiError(400, "Bad Request.  Variable observation_end is not a valid date.");
    const limit = Number(params.get("limit") ?? "100000");
    if (!Number.isInteger(limit) || limit < 1 || limit > 100_000) throw new FredApiError(400, "Bad Request.  Variable limit is not between 1 and 100000.");
    const offset = Number(params.get("offset") ?? "0");
    if (!Number.isInteger(offset) || offset < 0) throw new FredApiError(400, "Bad Request.  Variable offset is not a non-negative integer.");
    const sortOrder = params.get("sort_order") ?? "asc";
    if (sortOrder !== "asc" && sortOrder !== "desc") throw new FredApiError(400, "Bad Request.  Variable sort_order is not one of the values: 'asc', 'desc'.");
    let matching = stored.filter((o) => o.date >= start && o.date <= end);
    if (sortOrder === "desc") matching = [...matching].reverse();
    const today = new Date().toISOString().slice(0, 10);
    return {
      realtime_start: today,
      realtime_end: today,
      observation_start: start,
      observation_end: end,
      units: "lin",
      output_type: 1,
      file_type: "json",
      order_by: "observation_date",
      sort_order: sortOrder,
      count: matching.length,
      offset,
      limit,
      observations: matching.slice(offset, offset + limit).map((o) => ({ realtime_start: today, realtime_end: today, date: o.date, value: o.value })),
    };
  }

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const params = Object.fromEntries(url.searchParams);
    const send = (status: number, body: string, type = "application/json; charset=UTF-8") => {
      requests.push({ params, status });
      response.writeHead(status, { "content-type": type });
      response.end(body);
    };
    if (request.method !== "GET" || url.pathname !== "/fred/series/observations") {
      send(404, JSON.stringify({ error_code: 404, error_message: "Not Found." }));
      return;
    }
    const active = faults.find(
      ({ fault, left }) => left > 0 && fault.seriesId === params.series_id && (fault.offset === undefined || String(fault.offset) === (params.offset ?? "0")),
    );
    if (active) {
      active.left -= 1;
      if (active.fault.html) send(200, "<html><body>Maintenance</body></html>", "text/html");
      else
        send(
          active.fault.status,
          JSON.stringify({
            error_code: active.fault.status,
            error_message: active.fault.status === 429 ? "Too Many Requests.  Exceeded Rate Limit" : "Internal Server Error.",
          }),
        );
      return;
    }
    try {
      send(200, JSON.stringify(observationsAnswer(url.searchParams)));
    } catch (error) {
      if (!(error instanceof FredApiError)) throw error;
      send(error.status, JSON.stringify({ error_code: error.status, error_message: error.message }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    requests,
    put(seriesId, observations) {
      const byDate = new Map((series.get(seriesId) ?? []).map((o) => [o.date, o]));
      for (const o of observations) byDate.set(o.date, o);
      series.set(
        seriesId,
        [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : 1)),
      );
    },
    fault(fault) {
      faults.push({ fault, left: fault.times });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
