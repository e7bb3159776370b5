// What every GraphQL operation must pass before it runs, whatever carries it: POST /graphql (Apollo) and the
// subscriptions' WebSocket (graphql-ws, lib/subscriptions.ts) take their rules from here, so neither can drift.
// The rules: graphql-armor's document-shape limits (tokens, depth, aliases, directives), introspection off
// unless GRAPHQL_INTROSPECTION=true, and the cost limit (lib/cost.ts). Suggestions ("Did you mean…") are cut
// from every message by the one error formatter (lib/errors.ts formatError). Issue 33: the WebSocket had
// none of these — 200 aliases, introspection and suggestions were all answered there. Decisions 0017, 0051.
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import { analyzeOperationOnce, assertAffordable, costLimitPlugin } from './cost.js';

/**
 * Document-shape limits. Cost is ours (lib/cost.ts: per-field costs, list sizes, single-record fields), so
 * armor's flat cost estimate is off; suggestions are cut from every message in formatError (armor's only
 * covered field names).
 */
export const armorConfig = {
  maxDepth: { n: 10 },
  maxAliases: { n: 15 },
  maxDirectives: { n: 50 },
  maxTokens: { n: 1000 },
  costLimit: { enabled: false },
  blockFieldSuggestion: { enabled: false },
};

export const INTROSPECTION_MESSAGE =
  'GraphQL introspection is not allowed, but the query contained __schema or __type';

/** Refuses `__schema` and `__type` (the same test and wording as Apollo's own rule). */
export const noIntrospection: ValidationRule = (context) => ({
  Field(node) {
    if (node.name.value === '__schema' || node.name.value === '__type') {
      context.reportError(
        new GraphQLError(INTROSPECTION_MESSAGE, {
          nodes: [node],
          extensions: { validationErrorCode: 'INTROSPECTION_DISABLED' },
        }),
      );
    }
  },
});

export interface OperationRules {
  /**
   * Validation rules on top of graphql-js's specified ones: armor's limits, and the introspection refusal
   * when introspection is off. Apollo is given these and `introspection: true`, so this list alone decides.
   */
  validationRules: ValidationRule[];
  /** Apollo's share of the checks that are not validation rules: armor's token limit (at parse) and cost. */
  apolloPlugins: ApolloServerPlugin[];
  /** Most tokens in a document (armor's limit, given to graphql-js's parser off Apollo). */
  maxTokens: number;
  /** Highest estimated cost of an operation (GRAPHQL_MAX_COST). */
  maxCost: number;
}

/** The one rule set of a BFF, made once in createBffApp. */
export function operationRules(config: { introspection: boolean; maxCost: number }): OperationRules {
  const armor = new ApolloArmor(armorConfig).protect();
  return {
    validationRules: [...armor.validationRules, ...(config.introspection ? [] : [noIntrospection])],
    apolloPlugins: [
      // armor ships CommonJS typings of Apollo's types; the plugin objects themselves are module-agnostic.
      ...(armor.plugins as unknown as ApolloServerPlugin[]),
      costLimitPlugin(config.maxCost) as ApolloServerPlugin,
    ],
    maxTokens: armorConfig.maxTokens.n,
    maxCost: config.maxCost,
  };
}

/** Apollo's codes for the two ways a document fails before it runs, kept off Apollo too. */
function coded(error: GraphQLError, code: string): GraphQLError {
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    originalError: error.originalError ?? undefined,
    extensions: { ...error.extensions, code },
  });
}

/**
 * Off Apollo (the WebSocket): parses with the token limit, validates with the specified rules and ours, and
 * applies the cost limit. The document when it passes, else the errors to answer with.
 */
export function checkOperation(
  schema: GraphQLSchema,
  rules: OperationRules,
  operation: { query: string; operationName?: string | null; variables?: Record<string, unknown> | null },
): { document: DocumentNode } | { errors: readonly GraphQLError[] } {
  let document: DocumentNode;
  try {
    document = parse(operation.query, { maxTokens: rules.maxTokens });
  } catch (error) {
    if (error instanceof GraphQLError) return { errors: [coded(error, 'GRAPHQL_PARSE_FAILED')] };
    throw error;
  }
  const invalid = validate(schema, document, [...specifiedRules, ...rules.validationRules]);
  if (invalid.length > 0) return { errors: invalid.map((e) => coded(e, 'GRAPHQL_VALIDATION_FAILED')) };
  try {
    assertAffordable(
      analyzeOperationOnce({
        schema,
        document,
        operationName: operation.operationName ?? null,
        variables: operation.variables ?? null,
      }),
      rules.maxCost,
    );
  } catch (error) {
    if (error instanceof GraphQLError) return { errors: [error] };
    throw error;
  }
  return { document };
}
