// The BFF's HTTP surface: POST /graphql (Apollo Server 5 on Express 5, hardened by graphql-armor),
// GET /health, and — when the web app is built — its static files with an SPA fallback.
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import compression from 'compression';
import express, { type ErrorRequestHandler, type Express } from 'express';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { loadConfig, type BffConfig } from './config.js';
import { buildContext, requestIdFor, type GraphQLContext } from './lib/context.js';
import { formatError } from './lib/errors.js';
import { createLogger, type Logger } from './lib/logger.js';
import { buildBffSchema } from './lib/schema.js';
import { projectFileRoutes } from './modules/projects/projects.files.js';

export interface BffOptions extends Partial<BffConfig> {
  logger?: Logger;
  coreApiTimeoutMs?: number;
  /** Express `trust proxy`: which hops may set X-Forwarded-For. Loopback by default. */
  trustProxy?: boolean | string | number;
}

export const BODY_LIMIT = '100kb';

export const armorConfig = {
  maxDepth: { n: 10 },
  maxAliases: { n: 15 },
  maxDirectives: { n: 50 },
  maxTokens: { n: 1000 },
  costLimit: { maxCost: 5000 },
  blockFieldSuggestion: { enabled: true },
};

function graphqlError(code: string, message: string, status: number) {
  return { errors: [{ message, extensions: { code, detail: message, status } }] };
}

export async function createBffApp(options: BffOptions = {}): Promise<Express> {
  const config: BffConfig = { ...loadConfig(), ...options };
  const logger = options.logger ?? createLogger(config.logLevel);
  const schema = await buildBffSchema();
  const armor = new ApolloArmor(armorConfig).protect();

  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    // armor ships CommonJS typings of Apollo's types; the plugin objects themselves are module-agnostic.
    plugins: armor.plugins as unknown as ApolloServerPlugin<GraphQLContext>[],
    validationRules: armor.validationRules,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    introspection: config.nodeEnv !== 'production',
    formatError: (formatted, error) =>
      formatError(formatted, error, (err) => logger.error({ err }, 'unexpected error in a resolver')),
  });
  await apollo.start();

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy ?? 'loopback');

  app.use((req, res, next) => {
    res.setHeader('x-request-id', requestIdFor(req));
    next();
  });

  app.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });

  app.post(
    '/graphql',
    express.json({ limit: BODY_LIMIT }),
    expressMiddleware(apollo, {
      context: async ({ req }) =>
        buildContext(req, {
          coreApiUrl: config.coreApiUrl,
          jwtSecret: config.jwtSecret,
          coreApiTimeoutMs: options.coreApiTimeoutMs,
        }),
    }),
  );
  // Binary pass-throughs (PDF export, uploads): bearer token forwarded, bodies streamed.
  app.use('/files', projectFileRoutes({ coreApiUrl: config.coreApiUrl, logger }));

  app.all('/graphql', (_req, res) => {
    res
      .status(405)
      .set('allow', 'POST')
      .json(graphqlError('METHOD_NOT_ALLOWED', 'Use POST', 405));
  });

  if (existsSync(join(config.webDist, 'index.html'))) {
    // gzip the app shell (JS/CSS/HTML shrink ~70%); hashed assets are immutable, the HTML always revalidates.
    app.use(compression());
    app.use(
      express.static(config.webDist, {
        index: false,
        setHeaders: (res, filePath) => {
          res.setHeader(
            'Cache-Control',
            filePath.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      }),
    );
    app.get('/{*splat}', (_req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(join(config.webDist, 'index.html'));
    });
  }

  const onError: ErrorRequestHandler = (err: { status?: number; type?: string }, _req, res, _next) => {
    if (err.status === 413) {
      res.status(413).json(graphqlError('PAYLOAD_TOO_LARGE', 'Request body is too large', 413));
    } else if (err.status === 400) {
      res.status(400).json(graphqlError('BAD_REQUEST', 'Malformed JSON body', 400));
    } else {
      logger.error({ err }, 'unhandled request error');
      res.status(500).json(graphqlError('INTERNAL_SERVER_ERROR', 'An internal error occurred', 500));
    }
  };
  app.use(onError);
  return app;
}
