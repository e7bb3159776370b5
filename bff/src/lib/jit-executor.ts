// How POST /graphql executes a query: compiled once per document by graphql-jit, then run as straight-line code,
// instead of graphql-js walking the document for every field of every row (issue 36: on a page of 20 projects
// that walk — argument coercion, completion and a promise check per field, ~1,100 fields — was the largest part
// of the BFF's own CPU). Apollo Server 5 has no executor option; its `gateway` hook is the documented way to put
// one in (the gateway here loads this very schema and never changes it). Decision 0071.
//
// Everything before execution stays Apollo's and ours: parsing (armor's token limit), validation (graphql-js's
// rules, armor's, introspection), the cost limit, the document cache, error formatting. Behaviour is graphql-js's:
// - only queries are compiled, from their second run (COMPILE_ON_RUN); mutations (serial, few, rarely large) keep
//   graphql-js's execute;
// - an answer without data (its variables failed coercion, or the document could not be compiled) is asked of
//   graphql-js again, so every such refusal keeps graphql-js's wording and Apollo's BAD_USER_INPUT code — no
//   resolver has run in that case, so nothing runs twice;
// - resolvers are the schema's own (type-graphql's, with the global middlewares and role checks), given the same
//   `info` (path, parent type, field name) and context.
import { execute, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { ApolloServerOptionsWithGateway, BaseContext } from '@apollo/server';

/**
 * A document is compiled the second time it runs, not the first: the app's operations run again and again and are
 * compiled at once, while a document sent only once (a probe, an attacker's endless variations) costs graphql-js's
 * execution only, never a compilation too.
 */
export const COMPILE_ON_RUN = 2;

/** Per document and operation name: runs so far, then the compiled query (null: it does not compile). */
const compiled = new WeakMap<DocumentNode, Map<string, number | CompiledQuery | null>>();

function compiledFor(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null,
): CompiledQuery | null {
  let byName = compiled.get(document);
  if (!byName) {
    byName = new Map();
    compiled.set(document, byName);
  }
  const key = operationName ?? '';
  const known = byName.get(key) ?? 0;
  if (typeof known !== 'number') return known;
  if (known + 1 < COMPILE_ON_RUN) {
    byName.set(key, known + 1);
    return null;
  }
  const result = compileQuery(schema, document, operationName ?? undefined);
  const query = isCompiledQuery(result) ? result : null;
  byName.set(key, query);
  return query;
}

export interface Execution {
  schema: GraphQLSchema;
  document: DocumentNode;
  operationName: string | null;
  operationType: 'query' | 'mutation' | 'subscription';
  contextValue: unknown;
  variables: Record<string, unknown> | undefined;
}

function executeWithGraphqlJs(run: Execution): Promise<ExecutionResult> {
  return Promise.resolve(
    execute({
      schema: run.schema,
      document: run.document,
      operationName: run.operationName,
      contextValue: run.contextValue,
      variableValues: run.variables,
    }),
  );
}

/** Runs one operation: compiled when it is a query that compiles, else by graphql-js (see the header). */
export async function executeOperation(run: Execution): Promise<ExecutionResult> {
  if (run.operationType !== 'query') return executeWithGraphqlJs(run);
  const query = compiledFor(run.schema, run.document, run.operationName);
  if (!query) return executeWithGraphqlJs(run);
  const result = await query.query(undefined, run.contextValue, run.variables ?? {});
  if (result.data === undefined) return executeWithGraphqlJs(run);
  return result;
}

/** Apollo's `gateway` option: serves `schema` (never updated) and executes with executeOperation. */
export function jitGateway<TContext extends BaseContext>(
  schema: GraphQLSchema,
): ApolloServerOptionsWithGateway<TContext>['gateway'] {
  return {
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => {};
    },
    async load() {
      return {
        executor: (requestContext) =>
          executeOperation({
            schema,
            document: requestContext.document,
            operationName: requestContext.operationName,
            operationType: requestContext.operation.operation,
            contextValue: requestContext.context,
            variables: requestContext.request.variables,
          }),
      };
    },
    async stop() {},
  };
}
