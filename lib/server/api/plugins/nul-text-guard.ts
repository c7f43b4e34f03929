import "server-only";

import { GraphQLError, Kind, type ArgumentNode, type ASTNode, type ASTVisitor, type ObjectFieldNode, type ValidationContext } from "graphql";
import type { Plugin } from "graphql-yoga";

import { NUL_TEXT_MESSAGE, nulTextPath } from "@/lib/server/nul-text";

function nulTextError(field: string): GraphQLError {
  return new GraphQLError(NUL_TEXT_MESSAGE, { extensions: { code: "BAD_USER_INPUT", validationErrors: { [field]: [NUL_TEXT_MESSAGE] } } });
}

function isNamedInput(node: ASTNode | readonly ASTNode[]): node is ArgumentNode | ObjectFieldNode {
  return !Array.isArray(node) && "kind" in node && (node.kind === Kind.ARGUMENT || node.kind === Kind.OBJECT_FIELD);
}

/** Validation rule: no string literal in the document holds a NUL (`"\u0000"` is valid GraphQL). */
function noNulLiteralRule(context: ValidationContext): ASTVisitor {
  return {
    StringValue(node, _key, parent, _path, ancestors) {
      if (!node.value.includes("\u0000")) return;
      const named = [...ancestors, ...(parent ? [parent] : [])].filter((ancestor): ancestor is ArgumentNode | ObjectFieldNode => isNamedInput(ancestor));
      context.reportError(nulTextError(named.at(-1)?.name.value ?? "input"));
    },
  };
}

/**
 * Refuses text with a NUL character anywhere in an operation's variables or string literals,
 * as BAD_USER_INPUT naming the field (lib/server/nul-text.ts): every argument, including the
 * hashids resolvers look up directly, never reaches the database with one.
 */
export function nulTextGuardPlugin(): Plugin {
  return {
    onParams({ params }) {
      // A batch entry that is not an object (`[null]`) arrives as null params despite the type;
      // yoga's own validation refuses it after this hook.
      const variables: unknown = (params as typeof params | null)?.variables;
      const path = nulTextPath(variables ?? {});
      if (path !== null)
        throw nulTextError(
          path
            .split(".")
            .filter((part) => !/^\d+$/.test(part))
            .pop() ?? "input",
        );
    },
    onValidate({ addValidationRule }) {
      addValidationRule(noNulLiteralRule);
    },
  };
}
