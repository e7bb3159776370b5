// Every list's export as one binary pass-through (decision 0065): GET /files/exports/<list path>?<filters> relays
// core-api's GET /<list path>/export, which the kit adds beside each list that declares an export
// (core-api/src/kit/export.ts). The list path is static lowercase segments only (`projects`, `plant/requests`),
// so nothing but an export route can be reached; the filters go on as they came, a few short parameters, and
// core-api's own query schema decides what they mean and refuses what it does not know. The file streams through
// (lib/pdf-pass-through.ts) with the caller's token, core-api's disposition and status kept, and a longer
// deadline than a PDF's: a large list takes a while to write.
import express, { type Request, type Router } from 'express';
import type { ModuleRouteDeps } from '../../lib/module.js';
import { passThroughHandler, pdfPassThrough } from '../../lib/pdf-pass-through.js';

/** A list's path below /api: one to three static lowercase segments. */
const SEGMENT = /^[a-z][a-z-]{0,39}$/;
const MAX_SEGMENTS = 3;
/** Filters a list takes are few and short; more than this is not a list's query. */
const MAX_PARAMS = 20;
const PARAM_NAME = /^[a-z][a-z_]{0,39}$/;
const MAX_VALUE = 200;

/** A large list takes longer to write than a PDF; past this the download is cut. */
export const EXPORT_TIMEOUT_MS = 10 * 60_000;

/** The list's path from `/exports/<segments>`, or null when it is not a list path. */
export function listPathOf(segments: unknown): string | null {
  const parts = Array.isArray(segments) ? segments : [segments];
  if (!parts.length || parts.length > MAX_SEGMENTS) return null;
  if (!parts.every((p) => typeof p === 'string' && SEGMENT.test(p))) return null;
  return `/${parts.join('/')}`;
}

/** The caller's filters, passed on as given: named like a list's query parameters, at most 20, each cut short. */
export function exportQuery(req: Request): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(req.query)) {
    if (query.size >= MAX_PARAMS) break;
    if (!PARAM_NAME.test(name) || typeof value !== 'string') continue;
    query.set(name, value.slice(0, MAX_VALUE));
  }
  return query.toString();
}

export function exportFileRoutes(deps: ModuleRouteDeps): Router {
  const relay = passThroughHandler(
    deps,
    pdfPassThrough(
      'GET',
      '/exports/*list',
      (req) => {
        const query = exportQuery(req);
        return `${listPathOf(req.params.list)}/export${query ? `?${query}` : ''}`;
      },
      'a list export',
      { timeoutMs: EXPORT_TIMEOUT_MS },
    ),
  );
  return express.Router().get('/exports/*list', (req, res, next) => {
    if (!listPathOf(req.params.list)) {
      res.status(404).json({ detail: 'Not found', id: 'not_found' });
      return;
    }
    return relay(req, res, next);
  });
}
