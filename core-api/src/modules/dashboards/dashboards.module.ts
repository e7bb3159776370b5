// Owns the dashboards: GET /dashboard (the main board, supervisors and up) and GET /dashboard/worker (every
// signed-in user: their own work). Each is the figures the modules contribute that the reader may see
// (dashboards.service), each with the entity types whose changes refresh it live. GET /dashboard/stream and
// GET /dashboard/worker/stream keep a board live as server-sent events: computed once per company and
// visibility per burst of changes and fanned out to every reader (dashboards.live.ts, decision 0070). The GET
// routes answer the board last computed for the reader's audience while the company has logged no change
// (DashboardService.current, decision 0078).
import { defineModule } from '../../kit/module.js';
import { openEventStream, streamTimeoutQuery, writeEvent } from '../../lib/sse.js';
import { company, routeBuilder, type HandlerContext } from '../../kit/route.js';
import type { LiveSubject } from './dashboards.live.js';
import { dashboardSchema } from './dashboards.presenter.js';
import { DashboardService } from './dashboards.service.js';
import { widgetCatalogueSchema, widgetFiguresQuery, widgetFiguresSchema } from './dashboards.widgets.js';

const route = routeBuilder<DashboardService>();

const HEARTBEAT_MS = 25_000;

const STREAM_DESCRIPTION =
  'text/event-stream of `board` events: the whole board first, then, after each burst of changes that moves ' +
  'it, the board with only the figures whose values moved. A comment line every 25 s keeps proxies from ' +
  'closing it. It ends when the token expires, after `timeout` seconds, or when the session no longer holds ' +
  '(signed out, role changed): the client reconnects.';

/** Streams `board` live to the caller, as one reader of its group. */
async function streamBoard(
  {
    services,
    actor,
    query,
    req,
    res,
  }: HandlerContext<DashboardService, string, { timeout?: number }, unknown>,
  board: LiveSubject,
): Promise<void> {
  await services.live.ready();
  openEventStream(res);
  writeEvent(res, 'ready', JSON.stringify({ at: new Date().toISOString() }));
  // A person's stream lives as long as their session token; an API key's (a widget) as long as the key.
  const key = actor.apiKey;
  const session = key
    ? { sid: `api-key:${key.id}`, tv: 0, expiresAtMs: key.expiresAt.getTime() }
    : { sid: req.tokenClaims!.sid, tv: req.tokenClaims!.tv, expiresAtMs: req.tokenClaims!.exp * 1000 };
  let open = true;
  const end = () => {
    if (!open) return;
    open = false;
    clearInterval(heartbeat);
    clearTimeout(timer);
    leave();
    res.end();
  };
  const leave = services.live.join(
    actor,
    board,
    { sid: session.sid, tv: session.tv },
    (json) => {
      if (open) writeEvent(res, 'board', json);
    },
    end,
  );
  const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
  const lifetimeMs = Math.min((query?.timeout ?? 3600) * 1000, Math.max(0, session.expiresAtMs - Date.now()));
  const timer = setTimeout(end, lifetimeMs);
  req.on('close', end);
}

export const dashboardsModule = defineModule({
  name: 'dashboards',
  description: 'Dashboards: the figures every module contributes',
  create: (deps) => {
    const service = new DashboardService(deps, {
      onError: (err) => deps.logger.error({ err }, 'a live board could not be computed'),
    });
    deps.onShutdown(async () => service.live.stop());
    return service;
  },
  routes: [
    route({
      method: 'get',
      path: '/dashboard',
      summary: 'The main dashboard: company figures, charts, what is due soon and recent activity',
      access: company('supervisor'),
      response: dashboardSchema,
      handler: ({ services, actor }) => services.current(actor, 'main'),
    }),
    route({
      method: 'get',
      path: '/dashboard/worker',
      summary: 'The worker dashboard: the caller’s own projects and work',
      access: company('worker', 'only the caller’s own projects and work'),
      response: dashboardSchema,
      handler: ({ services, actor }) => services.current(actor, 'worker'),
    }),
    route({
      method: 'get',
      path: '/dashboard/stream',
      summary: 'The main dashboard, live (server-sent events)',
      description: STREAM_DESCRIPTION,
      access: company('supervisor'),
      query: streamTimeoutQuery,
      produces: 'stream',
      handler: (ctx) => streamBoard(ctx, 'main'),
    }),
    route({
      method: 'get',
      path: '/dashboard/worker/stream',
      summary: 'The worker dashboard, live (server-sent events)',
      description: STREAM_DESCRIPTION,
      access: company('worker', 'only the caller’s own projects and work'),
      query: streamTimeoutQuery,
      produces: 'stream',
      handler: (ctx) => streamBoard(ctx, 'worker'),
    }),
    route({
      method: 'get',
      path: '/dashboard/figures',
      summary: 'Widget figures: company-wide or one project’s, over a range of dates or as they stand now',
      description:
        'The published, stable figures widgets and external reports read (docs/api.md, decision 0083). `period` ' +
        '(this month unless `from` is given) or `from` and `to` (London dates, both included, at most three years); ' +
        '`project_id` for one project; `keys` (comma-separated) for some figures only; `by_project=true` lists ' +
        'the projects behind each company-wide value (the 100 largest).',
      access: company('supervisor'),
      query: widgetFiguresQuery,
      response: widgetFiguresSchema,
      handler: ({ services, actor, query }) => services.currentFigures(actor, query),
    }),
    route({
      method: 'get',
      path: '/dashboard/figures/catalogue',
      summary: 'The widget figures the caller may read, each with what it counts, and the named periods',
      access: company('supervisor'),
      response: widgetCatalogueSchema,
      handler: ({ services, actor }) => services.catalogue(actor),
    }),
    route({
      method: 'get',
      path: '/dashboard/figures/stream',
      summary: 'Widget figures, live (server-sent events)',
      description:
        'The answer of GET /dashboard/figures for the same question as text/event-stream `board` events: the ' +
        'whole answer first, then, after each burst of changes that moves a figure, the answer with only the ' +
        'figures whose values moved. A comment line every 25 s; it ends when the session or key ends or after ' +
        '`timeout` seconds (the client reconnects).',
      access: company('supervisor'),
      query: widgetFiguresQuery.extend(streamTimeoutQuery.shape),
      produces: 'stream',
      handler: async (ctx) => streamBoard(ctx, await ctx.services.widgetSubject(ctx.actor, ctx.query!)),
    }),
  ],
});
