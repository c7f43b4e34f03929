import { buildSchema, parse, specifiedRules, validate } from "graphql";

import { aliasLimitRule, depthLimitRule, operationCost } from "@/lib/server/api/plugins/operation-limits";

// A recursive schema, so depth can grow without bound.
const schema = buildSchema(/* GraphQL */ `
  type Node {
    id: ID!
    name: String
    child: Node
    children(first: Int = 5): [Node!]!
  }
  type Query {
    node: Node
    nodes(pageSize: Int): [Node!]!
    tags: [String!]!
  }
`);

function errorsOf(query: string, rules = [depthLimitRule(3), aliasLimitRule(2)]) {
  return validate(schema, parse(query), [...specifiedRules, ...rules]).map((error) => error.extensions.code);
}

describe("depth limit", () => {
  test("counts nested selection sets, through fragments and inline fragments", () => {
    expect(errorsOf("{ node { child { name } } }")).toEqual([]);
    expect(errorsOf("{ node { child { child { name } } } }")).toEqual(["QUERY_TOO_DEEP"]);
    expect(errorsOf("{ node { ...F } } fragment F on Node { child { ... on Node { child { id } } } }")).toEqual(["QUERY_TOO_DEEP"]);
  });

  test("a fragment cycle is reported by graphql's own rule, without looping", () => {
    const codes = errorsOf("{ node { ...A } } fragment A on Node { child { ...B } } fragment B on Node { child { ...A } }");
    expect(codes).not.toContain("QUERY_TOO_DEEP");
    expect(codes.length).toBeGreaterThan(0);
  });
});

describe("alias limit", () => {
  test("reports once when the document has too many aliases", () => {
    expect(errorsOf("{ a: node { id } b: node { id } }")).toEqual([]);
    expect(errorsOf("{ a: node { id } b: node { id } c: node { x: id } }")).toEqual(["TOO_MANY_ALIASES"]);
  });
});

describe("operation cost", () => {
  const cost = (query: string, variables: Record<string, unknown> = {}, operationName?: string) =>
    operationCost(schema, parse(query), operationName, variables, 10);

  test("one per field, multiplied by list sizes from arguments, defaults or the fallback", () => {
    expect(cost("{ node { id name } }")).toBe(3);
    expect(cost("{ nodes(pageSize: 50) { id name } }")).toBe(1 + 50 * 2);
    expect(cost("query Q($n: Int) { nodes(pageSize: $n) { id } }", { n: 7 })).toBe(1 + 7);
    expect(cost("{ nodes { id } }")).toBe(1 + 10); // no argument, no default: the fallback size
    expect(cost("{ node { children { id } } }")).toBe(1 + 1 + 5); // the schema default first: 5
    expect(cost("{ nodes(pageSize: 10) { children(first: 10) { id } } }")).toBe(1 + 10 + 100);
    expect(cost("{ __typename node { __typename id } }")).toBe(2);
  });

  test("follows fragments and picks the named operation", () => {
    const document = "query A { node { ...F } } query B { nodes(pageSize: 3) { ...F } } fragment F on Node { id name }";
    expect(cost(document, {}, "A")).toBe(3);
    expect(cost(document, {}, "B")).toBe(1 + 3 * 2);
  });
});
