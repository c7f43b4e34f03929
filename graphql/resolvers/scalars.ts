import { GraphQLError, GraphQLScalarType, Kind } from "graphql";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  // Rejects 2026-02-30, which Date would roll over into March.
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
}

function badInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: "BAD_USER_INPUT" } });
}

/** YYYY-MM-DD calendar dates, validated (no roll-over of impossible days). */
export const DateScalar = new GraphQLScalarType<string, string>({
  name: "Date",
  description: "A calendar date, YYYY-MM-DD.",
  serialize(value) {
    if (typeof value === "string" && isRealDate(value)) return value;
    if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10);
    throw new GraphQLError("Date cannot represent this value.");
  },
  parseValue(value) {
    if (typeof value === "string" && isRealDate(value)) return value;
    throw badInput("A date must be a real calendar date written YYYY-MM-DD.");
  },
  parseLiteral(ast) {
    if (ast.kind === Kind.STRING && isRealDate(ast.value)) return ast.value;
    throw badInput("A date must be a real calendar date written YYYY-MM-DD.");
  },
});

/** Instants as ISO 8601 strings (always UTC on output). */
export const DateTimeScalar = new GraphQLScalarType<string, string>({
  name: "DateTime",
  description: "An instant, ISO 8601 with time zone.",
  serialize(value) {
    const date = value instanceof Date ? value : typeof value === "string" ? new Date(value) : undefined;
    if (date && !Number.isNaN(date.getTime())) return date.toISOString();
    throw new GraphQLError("DateTime cannot represent this value.");
  },
  parseValue(value) {
    if (typeof value === "string" && /T.*(Z|[+-]\d{2}:\d{2})$/.test(value) && !Number.isNaN(Date.parse(value))) {
      return new Date(value).toISOString();
    }
    throw badInput("A date-time must be ISO 8601 with a time zone, e.g. 2026-05-14T12:00:00Z.");
  },
  parseLiteral(ast) {
    if (ast.kind === Kind.STRING && /T.*(Z|[+-]\d{2}:\d{2})$/.test(ast.value) && !Number.isNaN(Date.parse(ast.value))) {
      return new Date(ast.value).toISOString();
    }
    throw badInput("A date-time must be ISO 8601 with a time zone, e.g. 2026-05-14T12:00:00Z.");
  },
});

/** True for the web File objects the multipart parser puts into variables. */
function isFile(value: unknown): value is File {
  // Duck-typed: the File class of the request's parser (undici, whatwg-node) need not be the
  // global one, so instanceof could reject a real upload.
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as File).arrayBuffer === "function" &&
    typeof (value as File).size === "number" &&
    typeof (value as File).name === "string"
  );
}

/** Multipart-request files. Only variables can carry them (the spec maps parts to variables). */
export const UploadScalar = new GraphQLScalarType<File, never>({
  name: "Upload",
  description: "A file sent by the GraphQL multipart request spec.",
  serialize() {
    throw new GraphQLError("Upload is an input-only type.");
  },
  parseValue(value) {
    if (isFile(value)) return value;
    throw badInput("Send the file as a multipart request (GraphQL multipart request spec).");
  },
  parseLiteral() {
    throw badInput("Send the file as a multipart request (GraphQL multipart request spec).");
  },
});
