// GraphQL subscriptions over WebSocket (the graphql-ws protocol) on the same `/graphql` path as queries. The
// caller's token goes in the connection's `authorization` parameter and is checked on connect (a missing,
// invalid or superadmin token is refused); the socket is closed when the token expires (4401), so a live
// view never outlives its session. Every subscription runs with the same context and gates as a query.
import type { Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import { GraphQLError, parse, validate, type GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import jwt from 'jsonwebtoken';
import { WebSocketServer } from 'ws';
import { bearerToken } from './auth.js';
import { analyzeOperation, assertAffordable } from './cost.js';
import { contextFor, type ContextDeps, type GraphQLContext } from './context.js';
import type { Logger } from './logger.js';

export const TOKEN_EXPIRED_CLOSE = 4401;

export interface SubscriptionServerOptions extends ContextDeps {
  schema: GraphQLSchema;
  logger: Logger;
  /** The query cost limit (GRAPHQL_MAX_COST), applied to each subscription's selection per event. */
  maxCost: number;
}

function tokenOf(params: Record<string, unknown> | undefined): string | null {
  const value = params?.authorization ?? params?.Authorization;
  return typeof value === 'string' ? (bearerToken(value) ?? value) : null;
}

/** Attaches the graphql-ws server to the BFF's HTTP server; returns how to close it. */
export function attachSubscriptions(server: Server, options: SubscriptionServerOptions): () => Promise<void> {
  const wss = new WebSocketServer({ server, path: '/graphql', maxPayload: 100 * 1024 });
  const timers = new Set<NodeJS.Timeout>();
  const cleanup = useServer<Record<string, unknown>, { context?: GraphQLContext }>(
    {
      schema: options.schema,
      onConnect: (ctx) => {
        const token = tokenOf(ctx.connectionParams);
        const request = ctx.extra.request;
        const forwarded = request.headers['x-forwarded-for'];
        const context = contextFor(
          {
            token,
            requestId: randomUUID(),
            clientIp:
              (typeof forwarded === 'string' ? forwarded.split(',')[0]?.trim() : undefined) ??
              request.socket.remoteAddress,
          },
          options,
        );
        if (context.auth.kind !== 'verified' && context.auth.kind !== 'opaque') return false;
        (ctx.extra as { context?: GraphQLContext }).context = context;
        // Close when the token runs out, so a live view never outlives its session.
        const exp = (jwt.decode(token ?? '') as { exp?: number } | null)?.exp;
        if (exp) {
          const timer = setTimeout(
            () => ctx.extra.socket.close(TOKEN_EXPIRED_CLOSE, 'Token expired'),
            Math.max(0, exp * 1000 - Date.now()),
          );
          timer.unref();
          timers.add(timer);
          ctx.extra.socket.once('close', () => {
            clearTimeout(timer);
            timers.delete(timer);
          });
        }
        return true;
      },
      context: (ctx) => (ctx.extra as { context?: GraphQLContext }).context!,
      // The same cost gate as queries: a subscription too expensive per event is refused before it starts.
      onSubscribe: (_ctx, _id, payload) => {
        let document;
        try {
          document = parse(payload.query);
        } catch {
          return undefined; // graphql-ws answers the syntax error itself
        }
        if (validate(options.schema, document).length > 0) return undefined;
        try {
          assertAffordable(
            analyzeOperation({
              schema: options.schema,
              document,
              operationName: payload.operationName ?? null,
              variables: payload.variables ?? null,
            }),
            options.maxCost,
          );
        } catch (error) {
          if (error instanceof GraphQLError) return [error];
          throw error;
        }
        return undefined;
      },
      onError: (_ctx, _id, _payload, errors) => {
        options.logger.debug?.({ errors }, 'subscription error');
      },
    },
    wss,
  );
  return async () => {
    for (const timer of timers) clearTimeout(timer);
    await cleanup.dispose();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  };
}
