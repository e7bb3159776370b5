// GraphQL subscriptions over WebSocket (the graphql-ws protocol) on the same `/graphql` path as queries. The
// caller's token goes in the connection's `authorization` parameter and is checked on connect (a missing,
// invalid or superadmin token is refused); the socket is closed when the token expires (4401), so a live
// view never outlives its session.
//
// The WebSocket is a second door to the same schema, so it gets every protection of POST /graphql from the same
// place (issue 33, decision 0051): the caller's address from the one trust function (lib/client-address.ts),
// a point from the same rate-limit bucket per operation started (lib/rate-limit.ts), the same parse, validation
// and cost rules (lib/operation-rules.ts), and the same error formatter (lib/errors.ts). It serves
// subscriptions only: queries and mutations — sign-in and password reset among them — are refused here and
// answered over HTTP alone, which is all the web app sends this way. Each operation gets its own context, and
// each event of a subscription its own again (`forEvent()`), so call budgets are per run, not per connection.
import type { Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import {
  GraphQLError,
  OperationTypeNode,
  createSourceEventStream,
  execute,
  getOperationAST,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLFormattedError,
  type GraphQLSchema,
} from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import jwt from 'jsonwebtoken';
import { WebSocketServer } from 'ws';
import { bearerToken, resolveAuth } from './auth.js';
import { clientAddress, type TrustFunction } from './client-address.js';
import { contextFor, type Caller, type ContextDeps, type GraphQLContext } from './context.js';
import { apiError, formatError } from './errors.js';
import type { Logger } from './logger.js';
import { checkOperation, type OperationRules } from './operation-rules.js';
import { analyzeOperationOnce } from './cost.js';
import { ApiKeySelf, chargeOperation, type ApiKeyBudgets, type KeyLimits } from './api-key-budget.js';
import { rateLimitedError, rateLimitKeyFor, type GraphqlRateLimiter } from './rate-limit.js';

export const TOKEN_EXPIRED_CLOSE = 4401;
/** The longest wait setTimeout takes (2^31 - 1 ms, about 24.8 days); longer ones fire at once. */
const MAX_TIMER_MS = 2_147_483_647;

export const SUBSCRIPTIONS_ONLY_MESSAGE =
  'Only subscriptions are served over the WebSocket; send queries and mutations as POST /graphql';

export interface SubscriptionServerOptions extends ContextDeps {
  schema: GraphQLSchema;
  logger: Logger;
  /** The BFF's one rule set (the same object Apollo was built with). */
  rules: OperationRules;
  /** The BFF's one rate limiter (the same object POST /graphql consumes). */
  rateLimiter: GraphqlRateLimiter;
  /** BFF_TRUST_PROXY compiled (the same function Express's req.ip uses). */
  trust: TrustFunction;
  /** API keys' cost budgets (the same object POST /graphql charges): each operation started pays its cost. */
  keyBudgets: ApiKeyBudgets;
}

function tokenOf(params: Record<string, unknown> | undefined): string | null {
  const value = params?.authorization ?? params?.Authorization;
  return typeof value === 'string' ? (bearerToken(value) ?? value) : null;
}

/**
 * A source stream mapped through `run` per event, passing `return()` straight to the source (an async
 * generator would wait for the next event before it could stop): graphql-js's own subscribe, with a hook.
 */
function mapEvents<T, R>(source: AsyncIterable<T>, run: (event: T) => Promise<R>): AsyncGenerator<R> {
  const iterator = source[Symbol.asyncIterator]();
  const mapped = async (step: IteratorResult<T>): Promise<IteratorResult<R>> =>
    step.done ? { done: true, value: undefined } : { done: false, value: await run(step.value) };
  const events: AsyncGenerator<R> = {
    next: async () => mapped(await iterator.next()),
    return: async () =>
      iterator.return ? mapped(await iterator.return()) : { done: true, value: undefined },
    throw: async (error: unknown) => {
      if (iterator.throw) return mapped(await iterator.throw(error));
      throw error;
    },
    [Symbol.asyncIterator]: () => events,
  };
  return events;
}

/** graphql-js's subscribe, but each event's selection runs under a context of its own (its own budget). */
async function subscribePerEvent(
  args: ExecutionArgs,
): Promise<AsyncGenerator<ExecutionResult> | ExecutionResult> {
  const stream = await createSourceEventStream(args);
  if (!(Symbol.asyncIterator in stream)) return stream;
  const context = args.contextValue as GraphQLContext;
  return mapEvents(stream, async (event) =>
    execute({ ...args, rootValue: event, contextValue: context.forEvent() }),
  );
}

/** Attaches the graphql-ws server to the BFF's HTTP server; returns how to close it (see the end). */
export function attachSubscriptions(
  server: Server,
  options: SubscriptionServerOptions,
): (graceMs?: number) => Promise<void> {
  const wss = new WebSocketServer({ server, path: '/graphql', maxPayload: 100 * 1024 });
  const timers = new Set<NodeJS.Timeout>();
  const onUnexpected = (err: unknown) => options.logger.error({ err }, 'unexpected error in a subscription');
  // The one formatter. An error thrown by a subscription's event source reaches here wrapped, with no path:
  // its thrown value decides (a GraphQLError keeps its code, anything else is masked).
  const format = (error: GraphQLError): GraphQLFormattedError => {
    const thrown = error.path === undefined && error.originalError ? error.originalError : error;
    return formatError((thrown instanceof GraphQLError ? thrown : error).toJSON(), thrown, onUnexpected);
  };
  type Extra = { caller?: Caller; keyLimits?: KeyLimits };

  const cleanup = useServer<Record<string, unknown>, Extra>(
    {
      schema: options.schema,
      onConnect: async (ctx) => {
        const token = tokenOf(ctx.connectionParams);
        const auth = resolveAuth(token, options.jwtSecret);
        if (auth.kind !== 'verified' && auth.kind !== 'opaque' && auth.kind !== 'apikey') return false;
        ctx.extra.caller = {
          token,
          auth,
          requestId: randomUUID(),
          clientIp: clientAddress(ctx.extra.request, options.trust),
        };
        // An API key is proved by core-api now (a revoked or expired one is refused at connect) and its limits
        // kept for the connection: each operation started pays from its bucket; the socket closes at its expiry.
        if (auth.kind === 'apikey') {
          try {
            ctx.extra.keyLimits = await contextFor(ctx.extra.caller, options).get(ApiKeySelf).limits();
          } catch {
            return false;
          }
        }
        // Close when the token (or the key) runs out, so a live view never outlives its session.
        const exp =
          auth.kind === 'apikey'
            ? ctx.extra.keyLimits!.expiresAt / 1000
            : (jwt.decode(token ?? '') as { exp?: number } | null)?.exp;
        if (exp) {
          // A key may live for months: past setTimeout's 24.8 days it would fire at once, so the wait is taken
          // in steps of at most that, re-armed until the moment comes.
          let timer: NodeJS.Timeout;
          const arm = () => {
            const left = exp * 1000 - Date.now();
            timer = setTimeout(
              () => {
                timers.delete(timer);
                if (exp * 1000 - Date.now() > 0) arm();
                else ctx.extra.socket.close(TOKEN_EXPIRED_CLOSE, 'Token expired');
              },
              Math.min(Math.max(0, left), MAX_TIMER_MS),
            );
            timer.unref();
            timers.add(timer);
          };
          arm();
          ctx.extra.socket.once('close', () => {
            clearTimeout(timer);
            timers.delete(timer);
          });
        }
        return true;
      },
      // Every operation started: a point from the caller's bucket, then the shared rules; only then a context.
      onSubscribe: async (ctx, _id, payload) => {
        const caller = ctx.extra.caller!;
        const retryAfter = await options.rateLimiter.consume(rateLimitKeyFor(caller.auth!, caller.clientIp));
        if (retryAfter !== null) return [rateLimitedError(retryAfter)];
        const checked = checkOperation(options.schema, options.rules, payload);
        if ('errors' in checked) return [...checked.errors];
        const operation = getOperationAST(checked.document, payload.operationName);
        if (operation && operation.operation !== OperationTypeNode.SUBSCRIPTION) {
          return [
            apiError({
              status: 405,
              code: 'METHOD_NOT_ALLOWED',
              detail: SUBSCRIPTIONS_ONLY_MESSAGE,
              id: 'method_not_allowed',
            }),
          ];
        }
        const keyLimits = ctx.extra.keyLimits;
        if (keyLimits) {
          const requested =
            analyzeOperationOnce({
              schema: options.schema,
              document: checked.document,
              operationName: payload.operationName,
              variables: payload.variables,
            })?.cost ?? 0;
          try {
            await chargeOperation(options.keyBudgets, keyLimits, requested);
          } catch (err) {
            if (err instanceof GraphQLError) return [err];
            throw err;
          }
        }
        return {
          schema: options.schema,
          document: checked.document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue: contextFor({ ...caller, requestId: randomUUID() }, options),
        };
      },
      subscribe: subscribePerEvent,
      onNext: (_ctx, _id, _payload, _args, result) => {
        if (!result.errors) return undefined;
        const { errors, ...rest } = result;
        return { ...rest, errors: errors.map(format) };
      },
      onError: (_ctx, _id, _payload, errors) => {
        options.logger.debug?.({ errors }, 'subscription error');
        return errors.map(format);
      },
    },
    wss,
  );
  // Shutdown: every socket is closed with 1001 "Going away" (graphql-ws's dispose), which clients take as a cue
  // to reconnect — through the balancer, to an instance that is staying. A client that does not answer the close
  // handshake would hold the server for ws's 30 s close timeout, so after `graceMs` the rest are cut.
  return async (graceMs = 5000) => {
    for (const timer of timers) clearTimeout(timer);
    const cut = setTimeout(() => {
      for (const socket of wss.clients) socket.terminate();
    }, graceMs);
    cut.unref();
    await cleanup.dispose();
    clearTimeout(cut);
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  };
}
