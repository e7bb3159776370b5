// Owns reading the routes an Express 5 app actually mounts (walking its router stack), in the route table's
// `METHOD /path` form, so tests can prove the table (and so the OpenAPI document and the security matrix)
// covers every route and lists none that is gone.
import type express from 'express';

interface Layer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/** `/:id/team/:userId` → `/{id}/team/{userId}`; no trailing slash (except the root). */
function toOpenApiPath(path: string): string {
  const converted = path.replace(/:(\w+)/g, '{$1}').replace(/\/{2,}/g, '/');
  return converted.length > 1 ? converted.replace(/\/+$/, '') : converted;
}

function pathOf(raw: unknown, where: string): string {
  if (typeof raw !== 'string') {
    throw new Error(`Route table check: ${where} is mounted with a non-string path (${String(raw)})`);
  }
  return raw === '/' ? '' : raw;
}

function walk(stack: Layer[], prefix: string, out: Set<string>): void {
  for (const layer of stack) {
    if (layer.route) {
      const path = toOpenApiPath(prefix + pathOf(layer.route.path, prefix || '/'));
      for (const [method, on] of Object.entries(layer.route.methods)) {
        if (on && method !== '_all') out.add(`${method.toUpperCase()} ${path}`);
      }
    } else if (layer.handle?.stack) {
      walk(layer.handle.stack, prefix + pathOf(layer.rawPath, prefix || '/'), out);
    }
  }
}

/**
 * Every `METHOD /path` the app answers under `base` (paths relative to it, e.g. `GET /projects/{id}`).
 * Relies on Express 5's router keeping each layer's `rawPath`; fails loudly if that ever changes.
 */
export function mountedRoutes(app: express.Express, base = '/api'): string[] {
  const router = (app as unknown as { router?: { stack: Layer[] } }).router;
  if (!router) throw new Error('Route table check: the app has no router');
  const all = new Set<string>();
  walk(router.stack, '', all);
  if (all.size === 0) throw new Error('Route table check: no routes found (did Express change its router?)');
  return [...all]
    .filter((key) => key.split(' ')[1]!.startsWith(`${base}/`))
    .map((key) => {
      const [method, path] = key.split(' ');
      return `${method} ${path!.slice(base.length)}`;
    })
    .sort();
}
