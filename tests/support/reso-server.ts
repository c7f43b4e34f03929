// A fake RESO Web API (OData v4) server for tests: node:http on 127.0.0.1, an in-memory Property
// collection, and the subset of the protocol the sync uses implemented for real. $filter is
// parsed (comparisons eq/ne/gt/ge/lt/le on Property fields with string, number, boolean, null
// and DateTimeOffset literals, combined with and/or/not and parentheses), as are $orderby,
// $select, $expand=Media, $top, $skip, $count and the $skiptoken of its own next links. Anything
// else gets a 400 with an OData error body, a missing or wrong bearer token a 401. Switches: server-
// driven paging (@odata.nextLink) on or off, and faults on chosen requests (HTTP 500/429, a dropped
// connection, a request left unanswered, a redirect, a non-JSON or a non-collection answer).
import http from "node:http";
import type { AddressInfo } from "node:net";

/** A Property record as the server holds it: RESO fields, Media as the expanded resource. */
export type FeedProperty = Record<string, unknown> & { ListingKey: string; ModificationTimestamp: string };

export type FaultMode = "500" | "429" | "drop" | "hang" | "redirect" | "html" | "not-collection";

export interface LoggedRequest {
  readonly path: string;
  /** Decoded query options. */
  readonly params: Readonly<Record<string, string>>;
  readonly status: number;
}

export interface ResoServer {
  /** The OData service root (Property is `${root}/Property`). */
  readonly root: string;
  readonly token: string;
  readonly requests: LoggedRequest[];
  /** Adds or replaces records by ListingKey. */
  put(records: readonly FeedProperty[]): void;
  remove(listingKey: string): void;
  get(listingKey: string): FeedProperty | undefined;
  readonly size: number;
  /** Server-driven paging: pages of at most `pageSize` with @odata.nextLink (off: $top/$skip only). */
  setNextLink(on: boolean, pageSize?: number): void;
  /** The `nth` Property request from now (1 = the next one) and the `times - 1` after it fail with `mode`. */
  failRequest(nth: number, mode: FaultMode, times?: number, retryAfterSeconds?: number): void;
  clearFault(): void;
  /** Called with each authorized Property request's options before it is answered (to change the data mid-run). */
  onPropertyRequest(hook: ((params: Readonly<Record<string, string>>) => void) | null): void;
  close(): Promise<void>;
}

class ODataError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The Property fields the server knows (what $filter, $orderby and $select may name). */
const FIELDS = new Set([
  "ListingKey",
  "StandardStatus",
  "ListPrice",
  "PropertyType",
  "PropertySubType",
  "BedroomsTotal",
  "BathroomsTotalInteger",
  "LivingArea",
  "LotSizeSquareFeet",
  "YearBuilt",
  "StreetNumber",
  "StreetName",
  "StreetSuffix",
  "UnitNumber",
  "UnparsedAddress",
  "City",
  "StateOrProvince",
  "PostalCode",
  "CountyOrParish",
  "Latitude",
  "Longitude",
  "TaxAnnualAmount",
  "TaxYear",
  "AssociationFee",
  "AssociationFeeFrequency",
  "PublicRemarks",
  "ListingContractDate",
  "ModificationTimestamp",
  "ListAgentKey",
  "ListAgentFullName",
  "ListOfficeKey",
  "ListOfficeName",
  "OriginatingSystemName",
]);
const DATE_TIME_FIELDS = new Set(["ModificationTimestamp"]);
const SUPPORTED_OPTIONS = new Set(["$filter", "$orderby", "$select", "$expand", "$top", "$skip", "$count", "$skiptoken", "$format"]);
const MAX_TOP = 1000;

// ---- $filter -------------------------------------------------------------------------------

type Literal =
  | { kind: "string"; value: string }
  | { kind: "number"; value: number }
  | { kind: "datetime"; value: number }
  | { kind: "boolean"; value: boolean }
  | { kind: "null" };
type Expression =
  | { kind: "compare"; field: string; op: "eq" | "ne" | "gt" | "ge" | "lt" | "le"; literal: Literal }
  | { kind: "and" | "or"; left: Expression; right: Expression }
  | { kind: "not"; operand: Expression };

type Token = { type: "word"; text: string } | { type: "string"; text: string } | { type: "open" } | { type: "close" };

const DATE_TIME_LITERAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,12})?)?(Z|[+-]\d{2}:\d{2})$/;

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < input.length) {
    const char = input[index]!;
    if (char === " " || char === "\t") {
      index += 1;
    } else if (char === "(") {
      tokens.push({ type: "open" });
      index += 1;
    } else if (char === ")") {
      tokens.push({ type: "close" });
      index += 1;
    } else if (char === "'") {
      // OData string literal: a quote inside is written twice.
      let text = "";
      index += 1;
      for (;;) {
        if (index >= input.length) throw new ODataError(400, "BadRequest", "Unterminated string literal in $filter.");
        if (input[index] === "'") {
          if (input[index + 1] === "'") {
            text += "'";
            index += 2;
            continue;
          }
          index += 1;
          break;
        }
        text += input[index];
        index += 1;
      }
      tokens.push({ type: "string", text });
    } else {
      const match = /^[A-Za-z0-9_.:+\-]+/.exec(input.slice(index));
      if (!match) throw new ODataError(400, "BadRequest", `Syntax error at position ${index} in $filter: unexpected '${char}'.`);
      tokens.push({ type: "word", text: match[0] });
      index += match[0].length;
    }
  }
  return tokens;
}

function parseLiteral(token: Token | undefined): Literal {
  if (!token) throw new ODataError(400, "BadRequest", "Syntax error in $filter: a literal is missing.");
  if (token.type === "string") return { kind: "string", value: token.text };
  if (token.type !== "word") throw new ODataError(400, "BadRequest", "Syntax error in $filter: a literal is expected.");
  const text = token.text;
  if (text === "null") return { kind: "null" };
  if (text === "true" || text === "false") return { kind: "boolean", value: text === "true" };
  if (DATE_TIME_LITERAL.test(text)) {
    const value = Date.parse(text);
    if (Number.isNaN(value)) throw new ODataError(400, "BadRequest", `'${text}' is not a valid DateTimeOffset.`);
    return { kind: "datetime", value };
  }
  if (/^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(text)) return { kind: "number", value: Number(text) };
  throw new ODataError(400, "BadRequest", `Syntax error in $filter: '${text}' is not a literal.`);
}

/** Parses an OData $filter expression (the subset above) or throws a 400. */
export function parseFilter(input: string): Expression {
  const tokens = tokenize(input);
  let position = 0;
  const peekWord = () => {
    const token = tokens[position];
    return token?.type === "word" ? token.text : undefined;
  };
  const parseOr = (): Expression => {
    let left = parseAnd();
    while (peekWord() === "or") {
      position += 1;
      left = { kind: "or", left, right: parseAnd() };
    }
    return left;
  };
  const parseAnd = (): Expression => {
    let left = parseUnary();
    while (peekWord() === "and") {
      position += 1;
      left = { kind: "and", left, right: parseUnary() };
    }
    return left;
  };
  const parseUnary = (): Expression => {
    if (peekWord() === "not") {
      position += 1;
      return { kind: "not", operand: parseUnary() };
    }
    const token = tokens[position];
    if (token?.type === "open") {
      position += 1;
      const inner = parseOr();
      if (tokens[position]?.type !== "close") throw new ODataError(400, "BadRequest", "Syntax error in $filter: ')' expected.");
      position += 1;
      return inner;
    }
    if (token?.type !== "word") throw new ODataError(400, "BadRequest", "Syntax error in $filter: a property name is expected.");
    const field = token.text;
    if (!FIELDS.has(field)) throw new ODataError(400, "BadRequest", `Could not find a property named '${field}' on type 'Property'.`);
    position += 1;
    const op = peekWord();
    if (op !== "eq" && op !== "ne" && op !== "gt" && op !== "ge" && op !== "lt" && op !== "le") {
      throw new ODataError(400, "BadRequest", `Syntax error in $filter: a comparison operator is expected after '${field}', got '${op ?? "end of input"}'.`);
    }
    position += 1;
    const literal = parseLiteral(tokens[position]);
    position += 1;
    const isDateField = DATE_TIME_FIELDS.has(field);
    if (literal.kind !== "null" && isDateField !== (literal.kind === "datetime")) {
      throw new ODataError(400, "BadRequest", `The types of '${field}' and the literal in $filter are not compatible.`);
    }
    return { kind: "compare", field, op, literal };
  };
  const expression = parseOr();
  if (position !== tokens.length) throw new ODataError(400, "BadRequest", "Syntax error in $filter: unexpected text after the expression.");
  return expression;
}

function fieldValue(record: FeedProperty, field: string): string | number | boolean | null {
  const value = record[field];
  if (value === undefined || value === null) return null;
  if (DATE_TIME_FIELDS.has(field)) return Date.parse(String(value));
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  return null;
}

function compareValues(a: string | number | boolean, b: string | number | boolean): number {
  if (typeof a === "string" && typeof b === "string") return a < b ? -1 : a > b ? 1 : 0;
  return Number(a) - Number(b);
}

function evaluate(expression: Expression, record: FeedProperty): boolean {
  switch (expression.kind) {
    case "and":
      return evaluate(expression.left, record) && evaluate(expression.right, record);
    case "or":
      return evaluate(expression.left, record) || evaluate(expression.right, record);
    case "not":
      return !evaluate(expression.operand, record);
    case "compare": {
      const value = fieldValue(record, expression.field);
      const literal = expression.literal;
      if (literal.kind === "null") return expression.op === "eq" ? value === null : expression.op === "ne" ? value !== null : false;
      // OData: comparing null with anything but null is false (ne is true).
      if (value === null) return expression.op === "ne";
      const order = compareValues(value, literal.value);
      switch (expression.op) {
        case "eq":
          return order === 0;
        case "ne":
          return order !== 0;
        case "gt":
          return order > 0;
        case "ge":
          return order >= 0;
        case "lt":
          return order < 0;
        case "le":
          return order <= 0;
      }
    }
  }
}

// ---- other options --------------------------------------------------------------------------

function parseOrderBy(input: string): { field: string; descending: boolean }[] {
  return input.split(",").map((part) => {
    const words = part.trim().split(/\s+/);
    const [field, direction, ...rest] = words;
    if (!field || rest.length > 0 || (direction !== undefined && direction !== "asc" && direction !== "desc")) {
      throw new ODataError(400, "BadRequest", `Syntax error in $orderby at '${part.trim()}'.`);
    }
    if (!FIELDS.has(field)) throw new ODataError(400, "BadRequest", `Could not find a property named '${field}' on type 'Property'.`);
    return { field, descending: direction === "desc" };
  });
}

function parseList(name: string, input: string, allowed: Set<string>): string[] {
  return input.split(",").map((part) => {
    const field = part.trim();
    if (!allowed.has(field)) throw new ODataError(400, "BadRequest", `Could not find a property named '${field}' on type 'Property' (${name}).`);
    return field;
  });
}

function parseNonNegativeInteger(name: string, input: string): number {
  if (!/^\d+$/.test(input)) throw new ODataError(400, "BadRequest", `${name} must be a non-negative integer, got '${input}'.`);
  return Number(input);
}

interface Fault {
  fromRequest: number;
  remaining: number;
  mode: FaultMode;
  retryAfterSeconds: number | undefined;
}

/** Starts a fake RESO Web API on 127.0.0.1 (a free port). */
export async function startResoServer(options: { token?: string; basePath?: string } = {}): Promise<ResoServer> {
  const token = options.token ?? "test-token";
  const basePath = options.basePath ?? "/odata";
  const properties = new Map<string, FeedProperty>();
  const requests: LoggedRequest[] = [];
  let nextLinkPageSize: number | null = null;
  let propertyRequests = 0;
  let fault: Fault | null = null;
  let hook: ((params: Readonly<Record<string, string>>) => void) | null = null;
  let root = "";

  function handleProperty(url: URL, params: Record<string, string>): { status: number; body: unknown } {
    for (const name of Object.keys(params)) {
      if (name.startsWith("$") && !SUPPORTED_OPTIONS.has(name)) {
        throw new ODataError(400, "BadRequest", `The query parameter '${name}' is not supported.`);
      }
    }
    if (params.$format !== undefined && params.$format !== "json" && params.$format !== "application/json") {
      throw new ODataError(400, "BadRequest", "Only $format=json is supported.");
    }
    const filter = params.$filter !== undefined ? parseFilter(params.$filter) : null;
    const orderBy = params.$orderby !== undefined ? parseOrderBy(params.$orderby) : [{ field: "ListingKey", descending: false }];
    const select = params.$select !== undefined ? parseList("$select", params.$select, FIELDS) : null;
    const expand = params.$expand !== undefined ? parseList("$expand", params.$expand, new Set(["Media"])) : [];
    const top = params.$top !== undefined ? parseNonNegativeInteger("$top", params.$top) : null;
    if (top !== null && top > MAX_TOP) throw new ODataError(400, "BadRequest", `$top must be at most ${MAX_TOP}.`);
    const skip = params.$skip !== undefined ? parseNonNegativeInteger("$skip", params.$skip) : 0;
    const count = params.$count !== undefined ? params.$count : "false";
    if (count !== "true" && count !== "false") throw new ODataError(400, "BadRequest", "$count must be true or false.");
    // The skiptoken is this server's own: how many records of this request's chain were sent.
    const sentBefore = params.$skiptoken !== undefined ? parseNonNegativeInteger("$skiptoken", params.$skiptoken) : 0;

    const matching = [...properties.values()].filter((record) => !filter || evaluate(filter, record));
    matching.sort((a, b) => {
      for (const { field, descending } of orderBy) {
        const left = fieldValue(a, field);
        const right = fieldValue(b, field);
        // OData sorts null first ascending.
        const order = left === null ? (right === null ? 0 : -1) : right === null ? 1 : compareValues(left, right);
        if (order !== 0) return descending ? -order : order;
      }
      return 0;
    });
    const chainLimit = top ?? Number.POSITIVE_INFINITY;
    const start = skip + sentBefore;
    const remainingInChain = Math.max(0, chainLimit - sentBefore);
    const pageLimit = nextLinkPageSize !== null ? Math.min(nextLinkPageSize, remainingInChain) : remainingInChain;
    const page = matching.slice(start, start + pageLimit);
    const value = page.map((record) => {
      const out: Record<string, unknown> = {};
      for (const [key, fieldValueRaw] of Object.entries(record)) {
        if (key === "Media") continue;
        if (select && !select.includes(key)) continue;
        out[key] = fieldValueRaw;
      }
      if (expand.includes("Media")) out.Media = record.Media ?? [];
      return out;
    });
    const body: Record<string, unknown> = {
      "@odata.context": `${root}/$metadata#Property${select ? `(${select.join(",")})` : ""}`,
    };
    if (count === "true") body["@odata.count"] = matching.length;
    body.value = value;
    const sentNow = sentBefore + page.length;
    if (nextLinkPageSize !== null && start + page.length < matching.length && sentNow < chainLimit) {
      const next = new URL(url);
      next.searchParams.set("$skiptoken", String(sentNow));
      body["@odata.nextLink"] = next.toString().replace(/\+/g, "%20");
    }
    return { status: 200, body };
  }

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", root);
    const params: Record<string, string> = {};
    for (const [name, value] of url.searchParams) params[name] = value;
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      requests.push({ path: url.pathname, params, status });
      response.writeHead(status, { "content-type": "application/json; odata.metadata=minimal", "odata-version": "4.0", ...headers });
      response.end(JSON.stringify(body));
    };
    const sendError = (error: ODataError, headers: Record<string, string> = {}) =>
      send(error.status, { error: { code: error.code, message: error.message } }, headers);

    if (request.method !== "GET") return sendError(new ODataError(405, "MethodNotAllowed", "Only GET is supported."));
    if (request.headers.authorization !== `Bearer ${token}`) {
      return sendError(new ODataError(401, "Unauthorized", "The access token is missing, invalid or expired."), {
        "www-authenticate": 'Bearer error="invalid_token"',
      });
    }
    if (url.pathname === basePath || url.pathname === `${basePath}/`) {
      return send(200, { "@odata.context": `${root}/$metadata`, value: [{ name: "Property", kind: "EntitySet", url: "Property" }] });
    }
    if (url.pathname !== `${basePath}/Property`) return sendError(new ODataError(404, "NotFound", `No resource at ${url.pathname}.`));

    propertyRequests += 1;
    hook?.(params);
    if (fault && propertyRequests >= fault.fromRequest && fault.remaining > 0) {
      fault.remaining -= 1;
      const mode = fault.mode;
      if (mode === "drop") {
        requests.push({ path: url.pathname, params, status: 0 });
        request.socket.destroy();
        return;
      }
      if (mode === "hang") {
        // Never answers (until close): lets a test kill the client while it waits.
        requests.push({ path: url.pathname, params, status: 0 });
        return;
      }
      if (mode === "redirect") {
        requests.push({ path: url.pathname, params, status: 301 });
        response.writeHead(301, { location: `https://feed.example${url.pathname}${url.search}` });
        response.end();
        return;
      }
      if (mode === "html") {
        requests.push({ path: url.pathname, params, status: 200 });
        response.writeHead(200, { "content-type": "text/html" });
        response.end("<html><body>Maintenance</body></html>");
        return;
      }
      if (mode === "not-collection") return send(200, { "@odata.context": `${root}/$metadata#Property`, items: [] });
      const headers: Record<string, string> = fault.retryAfterSeconds !== undefined ? { "retry-after": String(fault.retryAfterSeconds) } : {};
      return mode === "429"
        ? sendError(new ODataError(429, "TooManyRequests", "Rate limit exceeded."), headers)
        : sendError(new ODataError(500, "InternalServerError", "The server failed."), headers);
    }
    try {
      const { status, body } = handleProperty(url, params);
      send(status, body);
    } catch (error) {
      if (error instanceof ODataError) return sendError(error);
      throw error;
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  root = `http://127.0.0.1:${port}${basePath}`;

  return {
    root,
    token,
    requests,
    put(records) {
      for (const record of records) properties.set(record.ListingKey, structuredClone(record));
    },
    remove(listingKey) {
      properties.delete(listingKey);
    },
    get(listingKey) {
      return properties.get(listingKey);
    },
    get size() {
      return properties.size;
    },
    setNextLink(on, pageSize = 50) {
      nextLinkPageSize = on ? pageSize : null;
    },
    failRequest(nth, mode, times = Number.POSITIVE_INFINITY, retryAfterSeconds) {
      fault = { fromRequest: propertyRequests + nth, remaining: times, mode, retryAfterSeconds };
    },
    clearFault() {
      fault = null;
    },
    onPropertyRequest(next) {
      hook = next;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
