// Owns liveness (/health: the process answers), readiness (/ready: the database answers SELECT 1, and the
// instance is not draining for shutdown, so a balancer stops sending it work) and this API's own description
// (/openapi.json, built once per process from the module list).
import { z } from 'zod';
import { ServiceUnavailableError } from '../../lib/errors.js';
import { SHUTTING_DOWN_MESSAGE } from '../../lib/lifecycle.js';
import { defineModule, type AppDeps } from '../../kit/module.js';
import { buildOpenApiDocument } from '../../kit/openapi.js';
import { PUBLIC, routeBuilder } from '../../kit/route.js';

const route = routeBuilder<{ deps: AppDeps; openapi: () => Record<string, unknown> }>();

const statusSchema = z.object({ status: z.string() });

export const healthModule = defineModule({
  name: 'meta',
  description: 'Health, readiness and this description',
  create: (deps) => {
    let document: Record<string, unknown> | undefined;
    return { deps, openapi: () => (document ??= buildOpenApiDocument(deps.modules)) };
  },
  routes: [
    route({
      method: 'get',
      path: '/openapi.json',
      summary: 'This API description (OpenAPI 3.1)',
      access: PUBLIC,
      response: z.record(z.string(), z.unknown()),
      handler: ({ services }) => services.openapi(),
    }),
    route({
      method: 'get',
      path: '/health',
      summary: 'Liveness: the process answers',
      access: PUBLIC,
      response: statusSchema,
      handler: () => ({ status: 'ok' }),
    }),
    route({
      method: 'get',
      path: '/ready',
      summary: 'Readiness: the database answers',
      access: PUBLIC,
      response: statusSchema,
      errors: { 503: 'Database unavailable' },
      handler: async ({ services, req }) => {
        if (services.deps.lifecycle.draining) throw new ServiceUnavailableError(SHUTTING_DOWN_MESSAGE);
        try {
          await services.deps.sequelize.query('SELECT 1');
        } catch (err) {
          req.log?.warn({ err }, 'readiness check failed');
          throw new ServiceUnavailableError('Database unavailable');
        }
        return { status: 'ready' };
      },
    }),
  ],
});
