// The BFF's HTTP surface: POST /graphql (Apollo Server 5 on Express 5, hardened by graphql-armor, the cost
// limit and a per-user rate limit), the routes modules add (e.g. projects' /files pass-throughs), GET /health
// (liveness: the process answers), GET /ready (readiness: some core-api instance answers), and — when the web app is built — its static files with an SPA fallback, all behind helmet's headers. The
// schema and the routes come from the module list (src/modules/index.ts). Hardening: decision 0017. The
// protections (rules, rate limiter, client address, error formatter) are made once here and handed to the
// WebSocket of subscriptions too (decision 0051).
import { existsSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join, sep } from 'node:path';
import compression from 'compression';
import express, { type ErrorRequestHandler, type Express, type Request, type RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { loadConfig, type BffConfig } from './config.js';
import { compileTrust } from './lib/client-address.js';
import { upstreamsFor } from './lib/core-api-upstreams.js';
import { buildContext, requestIdFor, type GraphQLContext } from './lib/context.js';
import { formatError, UNAVAILABLE_MESSAGE } from './lib/errors.js';
import { createLogger, type Logger } from './lib/logger.js';
import type { BffModule } from './lib/module.js';
import { operationRules } from './lib/operation-rules.js';
import { ApiKeyBudgets, ApiKeySelf, KeyLimitsCache, apiKeyBudgetPlugin } from './lib/api-key-budget.js';
import { GraphqlRateLimiter, graphqlRateLimit } from './lib/rate-limit.js';
import { buildBffSchema } from './lib/schema.js';
import { graphqlHttpHandler } from './lib/graphql-http.js';
import { jitGateway } from './lib/jit-executor.js';
import { attachSubscriptions, type SubscriptionServerOptions } from './lib/subscriptions.js';
import { inlineScriptHashes, securityHeaders } from './lib/security-headers.js';
import { modules as allModules } from './modules/index.js';

export interface BffOptions extends Partial<BffConfig> {
  logger?: Logger;
  coreApiTimeoutMs?: number;
  /** The modules to serve; every module by default (tests may add one). */
  modules?: readonly BffModule[];
}

export const BODY_LIMIT = '100kb';

/** The document-shape limits (lib/operation-rules.ts, where every transport takes them from). */
export { armorConfig } from './lib/operation-rules.js';

/**
 * Every GraphQL answer says `cache-control: no-store`. Apollo's default cache-control plugin would conclude the
 * same on every request (the schema declares no cache hints and the default max-age is 0), but it gets there by
 * running a hook on every resolved field, which also makes Apollo wrap every field resolver: about a sixth of
 * the BFF's time on a list page (issue 13). So that plugin is off and this one sets the header it always set.
 */
export function noStorePlugin<TContext extends object>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          response.http.headers.set('cache-control', 'no-store');
        },
      };
    },
  };
}

function graphqlError(code: string, message: string, status: number) {
  return { errors: [{ message, extensions: { code, detail: message, status } }] };
}

/** Body-parser refusals (http-errors) by their own status, as core-api maps them: never a 500. */
function bodyError(err: { status?: unknown; type?: unknown }): {
  status: number;
  code: string;
  message: string;
} {
  const status = typeof err.status === 'number' && err.status >= 400 && err.status < 500 ? err.status : 500;
  if (status === 413) return { status, code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' };
  if (status === 415) {
    const message =
      err.type === 'charset.unsupported' ? 'Unsupported request charset' : 'Unsupported content encoding';
    return { status, code: 'UNSUPPORTED_MEDIA_TYPE', message };
  }
  if (err.type === 'entity.parse.failed')
    return { status, code: 'BAD_REQUEST', message: 'Malformed JSON body' };
  if (status < 500) return { status, code: 'BAD_REQUEST', message: 'The request body could not be read' };
  return { status, code: 'INTERNAL_SERVER_ERROR', message: 'An internal error occurred' };
}

/** The sha256 sources of the built page's inline scripts (none when the web app is not built). */
function webScriptHashes(webDist: string): string[] {
  const index = join(webDist, 'index.html');
  return existsSync(index) ? inlineScriptHashes(readFileSync(index, 'utf8')) : [];
}

/** `special` for the requests `pick` chooses (an API key allowed introspection), `usual` for the rest. */
function byCaller(
  usual: RequestHandler,
  special: RequestHandler,
  pick: (req: Request) => Promise<boolean>,
): RequestHandler {
  return async (req, res, next) => {
    try {
      return await ((await pick(req)) ? special : usual)(req, res, next);
    } catch (err) {
      next(err);
    }
  };
}

export async function createBffApp(options: BffOptions = {}): Promise<Express> {
  const config: BffConfig = { ...loadConfig(), ...options };
  const logger = options.logger ?? createLogger(config.logLevel);
  const modules = options.modules ?? allModules;
  const schema = await buildBffSchema(modules);
  // One of each protection, for POST /graphql and the WebSocket alike.
  const rules = operationRules(config);
  // Shared through PostgreSQL when the BFF is given core-api's database (BFF_DATABASE_URL), else in memory.
  const rateLimiter = new GraphqlRateLimiter(config.graphqlRateLimit, config.databaseUrl);
  // API keys' cost budgets (decision 0082): one bucket per key, shared through PostgreSQL like the rate limit.
  const keyBudgets = new ApiKeyBudgets(config.databaseUrl);
  const trust = compileTrust(config.trustProxy);
  const keyLimits = new KeyLimitsCache();
  const contextDeps = {
    apiKeyChanged: (keyId: string) => keyLimits.forget(keyId),
    coreApiUrl: config.coreApiUrl,
    jwtSecret: config.jwtSecret,
    coreApiTimeoutMs: options.coreApiTimeoutMs,
    maxCoreApiCalls: config.maxCoreApiCalls,
  };
  // The WebSocket side (subscriptions, lib/subscriptions.ts) serves the same schema on the HTTP server.
  const subscriptionOptions: SubscriptionServerOptions = {
    ...contextDeps,
    schema,
    logger,
    rules,
    rateLimiter,
    trust,
    keyBudgets,
  };

  const apolloWith = (ruleSet: typeof rules) =>
    new ApolloServer<GraphQLContext>({
      // The schema, executed by compiled queries (lib/jit-executor.ts, decision 0071).
      gateway: jitGateway<GraphQLContext>(schema),
      plugins: [
        ...(ruleSet.apolloPlugins as ApolloServerPlugin<GraphQLContext>[]),
        apiKeyBudgetPlugin(keyBudgets, keyLimits),
        ApolloServerPluginCacheControlDisabled(),
        noStorePlugin<GraphQLContext>(),
      ],
      validationRules: ruleSet.validationRules,
      allowBatchedHttpRequests: false,
      includeStacktraceInErrorResponses: false,
      // Introspection is off unless GRAPHQL_INTROSPECTION=true, whatever NODE_ENV says (tools read the committed
      // schema.graphql) — decided by rules.validationRules, the list the WebSocket uses too; Apollo adds none.
      introspection: true,
      formatError: (formatted, error) =>
        formatError(formatted, error, (err) => logger.error({ err }, 'unexpected error in a resolver')),
    });
  const apollo = apolloWith(rules);
  await apollo.start();
  // API keys with schema:introspect (decision 0082) are served by a server of their own whose rules allow
  // introspection: Apollo keeps documents that passed validation, so one server cannot allow a document for some
  // callers and refuse it to others.
  const introspecting = config.introspection
    ? apollo
    : apolloWith(operationRules({ ...config, introspection: true }));
  if (introspecting !== apollo) await introspecting.start();

  const app = express();
  app.disable('x-powered-by');
  // The compiled function, not the setting: req.ip and the WebSocket's address walk the same hops.
  app.set('trust proxy', trust);

  app.use((req, res, next) => {
    res.setHeader('x-request-id', requestIdFor(req));
    next();
  });
  app.use(securityHeaders(webScriptHashes(config.webDist)));

  app.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  // Readiness, for an orchestrator or balancer deciding whether to send this BFF traffic: 503 while no
  // core-api instance answers its /health (issue 34: /health said 200 while every request got 503). Liveness
  // stays /health, so a core-api outage never gets the BFF restarted.
  const upstreams = upstreamsFor(config.coreApiUrl);
  app.get('/ready', async (_req, res) => {
    res.setHeader('cache-control', 'no-store');
    if (await upstreams.probe()) res.json({ status: 'ready' });
    else res.status(503).json({ detail: UNAVAILABLE_MESSAGE, id: 'service_unavailable' });
  });

  app.post(
    '/graphql',
    graphqlRateLimit(rateLimiter, config.jwtSecret),
    express.json({ limit: BODY_LIMIT }),
    byCaller(
      graphqlHttpHandler(apollo, (req) => buildContext(req, contextDeps)),
      graphqlHttpHandler(introspecting, (req) => buildContext(req, contextDeps)),
      async (req) => {
        const ctx = buildContext(req, contextDeps);
        if (ctx.auth.kind !== 'apikey' || !ctx.token || introspecting === apollo) return false;
        const limits = await keyLimits.get(ctx.token, () => ctx.get(ApiKeySelf).limits()).catch(() => null);
        return !!limits?.scopes.includes('schema:introspect');
      },
    ),
  );
  // Routes of modules, e.g. binary pass-throughs (PDF export, uploads): bearer token forwarded, bodies streamed.
  for (const bffModule of modules) {
    for (const route of bffModule.routes ?? []) {
      app.use(route.path, route.create({ coreApiUrl: config.coreApiUrl, logger }));
    }
  }

  app.all('/graphql', (_req, res) => {
    res
      .status(405)
      .set('allow', 'POST')
      .json(graphqlError('METHOD_NOT_ALLOWED', 'Use POST', 405));
  });

  if (existsSync(join(config.webDist, 'index.html'))) {
    // Scripts and stylesheets are compressed at build time (web/vite.config.ts writes .br and .gz beside each):
    // express-static-gzip sends the one the browser accepts, as it is. Anything without such a copy (the HTML,
    // icons) is compressed on the fly. Hashed assets are immutable; the HTML always revalidates.
    app.use(compression());
    app.use(
      expressStaticGzip(config.webDist, {
        enableBrotli: true,
        orderPreference: ['br', 'gzip'],
        index: false,
        serveStatic: {
          index: false,
          setHeaders: (res, filePath) => {
            res.setHeader(
              'Cache-Control',
              filePath.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
            );
          },
        },
      }),
    );
    app.get('/{*splat}', (_req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(join(config.webDist, 'index.html'));
    });
  }

  const onError: ErrorRequestHandler = (err: { status?: unknown; type?: unknown }, _req, res, next) => {
    if (res.headersSent) {
      next(err);
      return;
    }
    const { status, code, message } = bodyError(err ?? {});
    if (status >= 500) logger.error({ err }, 'unhandled request error');
    res.status(status).json(graphqlError(code, message, status));
  };
  app.use(onError);
  app.locals.subscriptions = subscriptionOptions;
  app.locals.close = async () => {
    await apollo.stop();
    if (introspecting !== apollo) await introspecting.stop();
    await rateLimiter.close();
    await keyBudgets.close();
  };
  return app;
}

/** Releases what createBffApp holds beyond the HTTP server (Apollo, the rate limit's database pool). */
export async function closeBffApp(app: Express): Promise<void> {
  await (app.locals.close as (() => Promise<void>) | undefined)?.();
}

/**
 * How long the server keeps an idle keep-alive connection open. Node's default, 5 s, races every client that
 * reuses an idle connection at about that age: the request meets a closing socket and fails with ECONNRESET
 * (seen by an end-to-end test's API client; a phone behind a carrier proxy meets the same). Longer than the 60 s
 * idle timeout of common proxies and load balancers, so they close first; headers must finish before it.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Starts serving `app` on `port` with the keep-alive timeouts above. */
export function listenBff(app: Express, port: number, onListening?: () => void): Server {
  const server = app.listen(port, onListening);
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  return server;
}

/** Serves subscriptions (graphql-ws) on the HTTP server that serves `app`; returns how to stop them. */
export function listenForSubscriptions(app: Express, server: Server): (graceMs?: number) => Promise<void> {
  return attachSubscriptions(server, app.locals.subscriptions as SubscriptionServerOptions);
}
