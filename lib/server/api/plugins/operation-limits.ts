import "server-only";

import {
  GraphQLError,
  Kind,
  NoSchemaIntrospectionCustomRule,
  getNamedType,
  getNullableType,
  isCompositeType,
  isListType,
  isObjectType,
  isInterfaceType,
  parse,
  type ASTVisitor,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationContext,
  type ValueNode,
} from "graphql";
import type { Plugin } from "graphql-yoga";

/** Bounds on one operation; each stops a cheap request from costing the server a lot. */
export interface OperationLimits {
  /** Nesting of selection sets (fragments followed). */
  readonly maxDepth: number;
  /** Aliased fields in a document (aliases multiply work: `a1: signIn ... a99: signIn`). */
  readonly maxAliases: number;
  /** Lexical tokens in the query text, checked while parsing. */
  readonly maxTokens: number;
  /** Estimated fields resolved: 1 per field, times the sizes of the lists around it. */
  readonly maxCost: number;
  /**
   * The estimated cost of all the operations of one HTTP request together (a batch of up to 10):
   * without it a batch could cost ten times what one operation may.
   */
  readonly maxBatchCost: number;
  /** Assumed size of a list field whose size no argument gives. */
  readonly defaultListSize: number;
}

export const DEFAULT_OPERATION_LIMITS: OperationLimits = {
  maxDepth: 10,
  maxAliases: 20,
  maxTokens: 2000,
  maxCost: 5000,
  maxBatchCost: 10_000,
  defaultListSize: 20,
};

/** Arguments that bound a list field's length. */
const LIST_SIZE_ARGUMENTS = new Set(["first", "last", "limit", "pageSize", "weeks"]);

function limitError(message: string, code: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code } });
}

function fragmentsOf(document: DocumentNode): Map<string, FragmentDefinitionNode> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  return fragments;
}

/**
 * Deepest selection-set nesting below `selectionSet`; fragment cycles count once. Each
 * fragment's depth is computed once (`known`): a fragment spreading the next one twice, twenty
 * times over, would otherwise cost 2^20 walks of a few hundred bytes of query.
 */
function depthOf(selectionSet: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>, visiting: Set<string>, known: Map<string, number>): number {
  let deepest = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const below = selection.selectionSet ? depthOf(selection.selectionSet, fragments, visiting, known) : 0;
      deepest = Math.max(deepest, 1 + below);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      deepest = Math.max(deepest, depthOf(selection.selectionSet, fragments, visiting, known));
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (!fragment || visiting.has(name)) continue; // unknown or cyclic: other rules report it
      let depth = known.get(name);
      if (depth === undefined) {
        visiting.add(name);
        depth = depthOf(fragment.selectionSet, fragments, visiting, known);
        visiting.delete(name);
        known.set(name, depth);
      }
      deepest = Math.max(deepest, depth);
    }
  }
  return deepest;
}

/** Validation rule: no operation nests deeper than `maxDepth`. */
export function depthLimitRule(maxDepth: number) {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(node) {
      const fragments = fragmentsOf(context.getDocument());
      const depth = depthOf(node.selectionSet, fragments, new Set(), new Map());
      if (depth > maxDepth) {
        context.reportError(
          new GraphQLError(`The query is nested ${depth} levels deep; the limit is ${maxDepth}.`, {
            nodes: [node],
            extensions: { code: "QUERY_TOO_DEEP" },
          }),
        );
      }
    },
  });
}

/** Validation rule: at most `maxAliases` aliased fields in the document. */
export function aliasLimitRule(maxAliases: number) {
  return (context: ValidationContext): ASTVisitor => {
    let aliases = 0;
    let reported = false;
    return {
      Field(node) {
        if (!node.alias) return;
        aliases += 1;
        if (aliases > maxAliases && !reported) {
          reported = true;
          context.reportError(
            new GraphQLError(`The query uses more than ${maxAliases} aliases.`, {
              nodes: [node],
              extensions: { code: "TOO_MANY_ALIASES" },
            }),
          );
        }
      },
    };
  };
}

function numericArgument(value: ValueNode, variables: Record<string, unknown>): number | undefined {
  if (value.kind === Kind.INT) return Number.parseInt(value.value, 10);
  if (value.kind === Kind.VARIABLE) {
    const variable = variables[value.name.value];
    return typeof variable === "number" && Number.isFinite(variable) ? variable : undefined;
  }
  return undefined;
}

/**
 * Estimated cost of an operation: each field costs 1 times the product of the list sizes above
 * it; a list's size is its `first`/`limit`/`pageSize`/`weeks` argument, else that argument's
 * schema default, else `defaultListSize`.
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown>,
  defaultListSize: number,
): number {
  const operation = document.definitions.find(
    (definition) => definition.kind === Kind.OPERATION_DEFINITION && (!operationName || definition.name?.value === operationName),
  );
  if (!operation || operation.kind !== Kind.OPERATION_DEFINITION) return 0;
  const root =
    operation.operation === "query" ? schema.getQueryType() : operation.operation === "mutation" ? schema.getMutationType() : schema.getSubscriptionType();
  if (!root) return 0;
  const fragments = fragmentsOf(document);
  const fragmentCosts = new Map<string, number>();

  const costOf = (selectionSet: SelectionSetNode, parent: GraphQLCompositeType, multiplier: number, seen: Set<string>): number => {
    let total = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value.startsWith("__")) continue; // __typename and introspection meta fields
        const field = isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[selection.name.value] : undefined;
        total += multiplier;
        if (!field || !selection.selectionSet) continue;
        let childMultiplier = multiplier;
        if (isListType(getNullableType(field.type))) {
          const sizeArgument = selection.arguments?.find((argument) => LIST_SIZE_ARGUMENTS.has(argument.name.value));
          const size = sizeArgument
            ? numericArgument(sizeArgument.value, variables)
            : field.args.find((argument) => LIST_SIZE_ARGUMENTS.has(argument.name))?.defaultValue;
          childMultiplier *= Math.max(1, typeof size === "number" ? size : defaultListSize);
        }
        const named = getNamedType(field.type);
        if (isCompositeType(named)) total += costOf(selection.selectionSet, named, childMultiplier, seen);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const typed = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        if (typed && isCompositeType(typed)) total += costOf(selection.selectionSet, typed, multiplier, seen);
      } else {
        const fragment = fragments.get(selection.name.value);
        if (!fragment || seen.has(fragment.name.value)) continue;
        const typed = schema.getType(fragment.typeCondition.name.value);
        if (!typed || !isCompositeType(typed)) continue;
        // A fragment's cost is linear in the multiplier: computed once at 1, then scaled.
        let unit = fragmentCosts.get(fragment.name.value);
        if (unit === undefined) {
          seen.add(fragment.name.value);
          unit = costOf(fragment.selectionSet, typed, 1, seen);
          seen.delete(fragment.name.value);
          fragmentCosts.set(fragment.name.value, unit);
        }
        total += unit * multiplier;
      }
    }
    return total;
  };
  return costOf(operation.selectionSet, root, 1, new Set());
}

/**
 * Depth, alias, token and cost limits, and introspection off in production. Depth and aliases
 * are validation rules (cached with the document); tokens are counted by the parser, which
 * stops early; the cost needs the variables, so it is checked just before execution. The
 * operations of one request (a batch) also share one budget, `maxBatchCost`: an operation that
 * would take the request's spent cost past it is refused and the others still run.
 */
export function operationLimitsPlugin(limits: OperationLimits, options: { introspection: boolean }): Plugin {
  // The cost each HTTP request's operations have spent (a batch's operations share its Request).
  const spentByRequest = new WeakMap<object, number>();
  return {
    onParse({ setParseFn }) {
      setParseFn((source, parseOptions) => parse(source, { ...parseOptions, maxTokens: limits.maxTokens }));
    },
    onValidate({ addValidationRule }) {
      addValidationRule(depthLimitRule(limits.maxDepth));
      addValidationRule(aliasLimitRule(limits.maxAliases));
      if (!options.introspection) addValidationRule(NoSchemaIntrospectionCustomRule);
    },
    onExecute({ args, setResultAndStopExecution }) {
      const cost = operationCost(
        args.schema,
        args.document,
        args.operationName,
        (args.variableValues ?? {}) as Record<string, unknown>,
        limits.defaultListSize,
      );
      if (cost > limits.maxCost) {
        setResultAndStopExecution({
          errors: [limitError(`The query is too expensive: cost ${cost}, limit ${limits.maxCost}.`, "QUERY_TOO_COMPLEX")],
        });
        return;
      }
      const request = (args.contextValue as { request?: unknown } | undefined)?.request;
      if (typeof request !== "object" || request === null) return;
      const spent = spentByRequest.get(request) ?? 0;
      if (spent + cost > limits.maxBatchCost) {
        setResultAndStopExecution({
          errors: [
            limitError(
              `The batch is too expensive: this operation (cost ${cost}) would take its operations to ${spent + cost}, limit ${limits.maxBatchCost}. Send it in a request of its own.`,
              "QUERY_TOO_COMPLEX",
            ),
          ],
        });
        return;
      }
      spentByRequest.set(request, spent + cost);
    },
  };
}
