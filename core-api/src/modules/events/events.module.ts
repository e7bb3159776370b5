// Owns GET /events/stream: the changes a signed-in user may see, live, as server-sent events. Each event comes
// from this instance's one LISTEN connection (so after commit, from any instance) and is passed on only when
// the reader may see it (events.policy: their company; their own notifications; project changes on projects
// visible to them (workers: projects whose team they are on) and at or below their role (note levels);
// company-wide changes (users, settings) to managers and up). Each event carries its place in the event log as
// its SSE `id`; a client that reconnects with `Last-Event-ID` first gets, from the log and through the same
// check, every event it missed (decision 0059). The stream ends when the caller's token does, after `timeout`
// seconds, or when the client goes; clients reconnect (EventSource does by itself, resuming).
import type { Response } from 'express';
import { defineModule, type AppDeps } from '../../kit/module.js';
import { company, routeBuilder } from '../../kit/route.js';
import type { Actor } from '../../lib/auth.js';
import { openEventStream, streamTimeoutQuery, writeEvent } from '../../lib/sse.js';
import { replayEvents, seqOf, type DomainEvent } from '../../lib/events.js';
import { isProjectVisible, seesAllProjects } from '../projects/index.js';
import { isAddressedTo, meetsEventLevel, seesCompanyWideChanges } from './events.policy.js';

const HEARTBEAT_MS = 25_000;
/** How long a worker's answer to "may I see this project" is reused (team changes also clear it). */
const VISIBILITY_TTL_MS = 30_000;

const route = routeBuilder<AppDeps>();

/** Whether `actor` may see `event` (the project check is cached per stream). */
export function visibilityCheck(actor: Actor) {
  const projects = new Map<string, { visible: boolean; at: number }>();
  return async (event: DomainEvent): Promise<boolean> => {
    if (!isAddressedTo(actor, event)) return false;
    if (event.kind === 'notification') return true;
    if (!meetsEventLevel(actor, event)) return false;
    if (!event.project_id) return seesCompanyWideChanges(actor);
    if (seesAllProjects(actor)) return true;
    if (event.action.startsWith('team_member')) projects.delete(event.project_id);
    const cached = projects.get(event.project_id);
    if (cached && Date.now() - cached.at < VISIBILITY_TTL_MS) return cached.visible;
    const visible = await isProjectVisible(actor, event.project_id);
    projects.set(event.project_id, { visible, at: Date.now() });
    return visible;
  };
}

function send(res: Response, name: string, data: unknown, id?: string): void {
  writeEvent(res, name, JSON.stringify(data), id);
}

/** The Last-Event-ID a reconnecting client sent (a log position), or null for a fresh start. */
export function resumeFrom(header: string | undefined): bigint | null {
  return header && /^\d{1,19}$/.test(header.trim()) ? BigInt(header.trim()) : null;
}

export const eventsModule = defineModule({
  name: 'events',
  description: 'Live changes (server-sent events)',
  create: (deps) => deps,
  routes: [
    route({
      method: 'get',
      path: '/events/stream',
      summary:
        'Changes the caller may see, as they happen (text/event-stream: `activity` and `notification`)',
      description:
        'Starts with a `ready` event once listening; then one event per change, each with its place in the event ' +
        'log as its `id`. A request with `Last-Event-ID` first gets the events after that id the caller missed ' +
        '(up to a day back). A comment line every 25 s keeps proxies from closing it. It ends when the token ' +
        'expires or after `timeout` seconds.',
      access: company('worker', 'only what the caller may see'),
      query: streamTimeoutQuery,
      produces: 'stream',
      handler: async ({ services, actor, query, req, res }) => {
        await services.events.ready();
        openEventStream(res);
        const mayRead = visibilityCheck(actor);
        let open = true;
        const after = resumeFrom(req.get('last-event-id'));
        // The last seq this stream has passed on (or knows its reader has): nothing at or below it is sent again.
        let sent = after ?? 0n;
        const pass = async (event: DomainEvent) => {
          const seq = seqOf(event);
          if (!open || (seq !== null && seq <= sent)) return;
          if (seq !== null) sent = seq;
          if ((await mayRead(event)) && open) send(res, event.kind, event, event.seq);
        };
        // Events are delivered in order: each waits for the previous one's check — and, on a resume, for the
        // replay of what was missed up to where the hub stood when this stream joined it.
        let queue = Promise.resolve();
        const unsubscribe = services.events.subscribe((event) => {
          queue = queue.then(() => pass(event)).catch(() => undefined);
        });
        const joinedAt = services.events.position();
        // `ready` carries a position, so a reader that hears nothing before it reconnects still resumes here.
        send(res, 'ready', { at: new Date().toISOString() }, String(after ?? joinedAt));
        if (after !== null && after < joinedAt) {
          const reader = { companyId: actor.companyId, userId: actor.userId };
          queue = (async () => {
            for await (const event of replayEvents(services.sequelize, after, { upTo: joinedAt, reader })) {
              if (!open) return;
              await pass(event);
            }
          })().catch(() => {
            // The log could not be read: end the stream so the client reconnects and tries again.
            end();
          });
        }
        const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
        const claims = req.tokenClaims!;
        const lifetimeMs = Math.min(
          (query.timeout ?? 3600) * 1000,
          Math.max(0, claims.exp * 1000 - Date.now()),
        );
        const end = () => {
          if (!open) return;
          open = false;
          clearInterval(heartbeat);
          clearTimeout(timer);
          unsubscribe();
          res.end();
        };
        const timer = setTimeout(end, lifetimeMs);
        req.on('close', end);
      },
    }),
  ],
});
