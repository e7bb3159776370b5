// Owns GET /openapi.json: the OpenAPI 3.1 description built from the route table, once per process.
import { Router } from 'express';
import { buildOpenApiDocument } from './document.js';

export function openApiRoutes(): Router {
  let body: string | undefined;
  const router = Router();
  router.get('/openapi.json', (_req, res) => {
    body ??= JSON.stringify(buildOpenApiDocument());
    res.type('application/json').send(body);
  });
  return router;
}
