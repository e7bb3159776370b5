// What GraphQL cannot carry for forms, relayed to core-api with the caller's bearer token (the projects module's
// relay: status, type, disposition, no-store, error JSON kept): POST /files/form-photos (multipart photo or
// signature, streamed) and GET /files/form-submissions/:id/pdf. Stored photos are read through the projects
// module's /files/uploads/:id/content.
import express, { type Router } from 'express';
import type { ModuleRouteDeps } from '../../lib/module.js';
import { relayFile } from '../projects/index.js';

export function formFileRoutes(deps: ModuleRouteDeps): Router {
  const router = express.Router();
  router.post('/form-photos', (req, res) => relayFile(req, res, deps, 'POST', '/form-photos'));
  router.get('/form-submissions/:id/pdf', (req, res) =>
    relayFile(req, res, deps, 'GET', `/form-submissions/${encodeURIComponent(req.params.id)}/pdf`),
  );
  return router;
}
