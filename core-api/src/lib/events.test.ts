// Events through PostgreSQL NOTIFY: written in the transaction of the change, delivered after commit to every
// core-api instance (two apps on one database here, each with its own LISTEN), never for a rolled-back change;
// numbered in commit order and delivered exactly once across a lost LISTEN connection (decision 0059); and the
// server-sent event stream passes on only what its reader may see, resuming from Last-Event-ID.
import type { AddressInfo } from 'node:net';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Express } from 'express';
import { Project, ProjectTeamMember, type User } from '../models/index.js';
import { bearer, createCompany, createUser, testApp, testDatabase } from '../test/support.js';
import { recordActivity } from './activity.js';
import { pruneEvents, replayEvents, type DomainEvent, type EventHub } from './events.js';

const sequelize = testDatabase();
const one = testApp(sequelize);
const two = testApp(sequelize);
const hubOf = (app: Express) => app.locals.events as EventHub;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function waitFor<T>(find: () => T | undefined, ms = 3000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error('timed out waiting');
    await sleep(25);
  }
}

let manager: User;
let worker: User;
let outsider: User;
let project: Project;
let server: ReturnType<Express['listen']>;
let base: string;

beforeAll(async () => {
  const company = await createCompany();
  manager = await createUser(company, { role: 'manager' });
  worker = await createUser(company, { role: 'worker' });
  outsider = await createUser(await createCompany(), { role: 'admin' });
  const res = await one.request
    .post('/api/projects')
    .set('Authorization', bearer(manager))
    .send({ name: 'Event Yard' });
  project = (await Project.findByPk(res.body.id))!;
  await ProjectTeamMember.create({ company_id: company.id, project_id: project.id, user_id: worker.id });
  server = two.app.listen(0, '127.0.0.1');
  await new Promise<void>((r) => server.once('listening', () => r()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
});

describe('events across instances', () => {
  it('a change through one instance reaches a listener of the other, after commit', async () => {
    const seen: DomainEvent[] = [];
    const stop = hubOf(two.app).subscribe((e) => seen.push(e));
    await hubOf(two.app).ready();
    const note = await one.request
      .post(`/api/projects/${project.id}/notes`)
      .set('Authorization', bearer(manager))
      .send({ content: 'Crane arriving 7am', visibility_level: 'worker' });
    expect(note.status).toBe(201);
    const event = await waitFor(() => seen.find((e) => e.kind === 'activity' && e.action === 'note_added'));
    expect(event).toMatchObject({
      company_id: project.company_id,
      project_id: project.id,
      min_role: 'worker',
    });
    // The worker on the team is told, in the same transaction: a notification event for them alone.
    const told = await waitFor(() => seen.find((e) => e.kind === 'notification' && e.user_id === worker.id));
    expect(told.action).toBe('project_note');
    stop();
  });

  it('a rolled-back change is never announced', async () => {
    const seen: DomainEvent[] = [];
    const stop = hubOf(two.app).subscribe((e) => seen.push(e));
    await hubOf(two.app).ready();
    const actor = { userId: manager.id, companyId: manager.company_id };
    await sequelize
      .transaction(async (t) => {
        await recordActivity({
          actor,
          entityType: 'project',
          entityId: project.id,
          action: 'rolled_back_change',
          transaction: t,
        });
        throw new Error('undo');
      })
      .catch(() => undefined);
    await recordActivity({ actor, entityType: 'project', entityId: project.id, action: 'committed_change' });
    await waitFor(() => seen.find((e) => e.action === 'committed_change'));
    expect(seen.some((e) => e.action === 'rolled_back_change')).toBe(false);
    stop();
  });
});

type StreamEvent = { event: string; data: DomainEvent; id?: string };

const embedded = inject('poolMax') === 1;
// The hub's LISTEN connection's backend pid (pg sets processID on connect; its types leave it out).
const listenerPid = (hub: EventHub) =>
  (hub as unknown as { client?: { processID?: number } }).client?.processID;
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

describe('the event log (decision 0059)', () => {
  const act = (action: string, minRole?: 'manager') =>
    recordActivity({
      actor: { userId: manager.id, companyId: manager.company_id },
      entityType: 'project',
      entityId: project.id,
      action,
      minRole,
    });

  // Two transactions at once, and a LISTEN connection of its own: a server's (embedded has one session).
  it.skipIf(embedded)(
    'numbers events in commit order, so a resume after a number misses nothing committed before it',
    async () => {
      const t = await sequelize.transaction();
      await recordActivity({
        actor: { userId: manager.id, companyId: manager.company_id },
        entityType: 'project',
        entityId: project.id,
        action: 'order_written_first',
        transaction: t,
      });
      await act('order_committed_first');
      await t.commit();
      const rows = await sequelize.query<{ seq: string; action: string }>(
        `SELECT seq, payload->>'action' AS action FROM events
        WHERE company_id = :company AND payload->>'action' LIKE 'order_%' ORDER BY id`,
        { type: QueryTypes.SELECT, replacements: { company: project.company_id } },
      );
      expect(rows.map((r) => r.action)).toEqual(['order_written_first', 'order_committed_first']);
      const [written, committed] = rows.map((r) => BigInt(r.seq));
      // Written first but committed second: the higher number. A reader that saw the other one resumes after it.
      expect(written! > committed!).toBe(true);
      const replayed: string[] = [];
      for await (const e of replayEvents(sequelize, committed!)) {
        if (e.company_id === project.company_id) replayed.push(e.action);
      }
      expect(replayed).toContain('order_written_first');
    },
  );

  it.skipIf(embedded)(
    'delivers every event committed while the LISTEN connection was down, once each, in order',
    async () => {
      const hub = hubOf(two.app);
      await hub.ready();
      const seen: DomainEvent[] = [];
      const stop = hub.subscribe((e) => {
        if (e.company_id === project.company_id && e.action.startsWith('burst_')) seen.push(e);
      });
      const pid = listenerPid(hub);
      expect(pid).toBeTypeOf('number');
      await Promise.all(range(0, 20).map((i) => act(`burst_${i}`)));
      const [killed] = await sequelize.query<{ done: boolean }>('SELECT pg_terminate_backend(:pid) AS done', {
        type: QueryTypes.SELECT,
        replacements: { pid },
      });
      expect(killed?.done).toBe(true);
      // Committed while the hub has no connection (it listens again after a second).
      await Promise.all(range(20, 60).map((i) => act(`burst_${i}`)));
      await waitFor(() => {
        const now = listenerPid(hub);
        return now && now !== pid ? now : undefined;
      }, 10_000);
      await Promise.all(range(60, 80).map((i) => act(`burst_${i}`)));
      await act('burst_end');
      await waitFor(() => seen.find((e) => e.action === 'burst_end'), 10_000);
      stop();
      const actions = seen.map((e) => e.action);
      expect(actions).toHaveLength(81);
      expect(new Set(actions).size).toBe(81);
      const seqs = seen.map((e) => BigInt(e.seq!));
      expect(seqs.every((s, i) => i === 0 || s > seqs[i - 1]!)).toBe(true);
    },
    20_000,
  );

  it('a stream resumed with Last-Event-ID gets exactly what its reader missed, then goes on live', async () => {
    const hub = hubOf(two.app);
    await hub.ready();
    const seen: DomainEvent[] = [];
    const stop = hub.subscribe((e) => seen.push(e));
    await act('resume_seen');
    const last = await waitFor(() => seen.find((e) => e.action === 'resume_seen'));
    stop();
    // Missed while away: three the worker may see, one above their role, one of another company.
    await act('resume_missed_1');
    await act('resume_missed_manager_only', 'manager');
    await act('resume_missed_2');
    await one.request.post('/api/projects').set('Authorization', bearer(outsider)).send({ name: 'Away' });
    await act('resume_missed_3');
    const events = await readStream(
      worker,
      (es) => es.some((e) => e.data.action === 'resume_live'),
      () => act('resume_live'),
      6000,
      last.seq,
    );
    const ready = events.find((e) => e.event === 'ready');
    expect(ready?.id).toBe(last.seq);
    const activity = events.filter((e) => e.event === 'activity');
    expect(activity.map((e) => e.data.action)).toEqual([
      'resume_missed_1',
      'resume_missed_2',
      'resume_missed_3',
      'resume_live',
    ]);
    // Each carries its number as its id, increasing.
    const ids = activity.map((e) => BigInt(e.id!));
    expect(activity.every((e) => e.id === e.data.seq)).toBe(true);
    expect(ids.every((id, i) => id > (i === 0 ? BigInt(last.seq!) : ids[i - 1]!))).toBe(true);
  });

  it('keeps a day of events: older ones are pruned, newer ones stay', async () => {
    await act('prune_old');
    await act('prune_recent');
    await sequelize.query(
      `UPDATE events SET created_at = now() - interval '25 hours'
        WHERE company_id = :company AND payload->>'action' = 'prune_old'`,
      { replacements: { company: project.company_id } },
    );
    expect(await pruneEvents(sequelize)).toBeGreaterThanOrEqual(1);
    const left = await sequelize.query<{ action: string }>(
      `SELECT payload->>'action' AS action FROM events
        WHERE company_id = :company AND payload->>'action' LIKE 'prune_%'`,
      { type: QueryTypes.SELECT, replacements: { company: project.company_id } },
    );
    expect(left.map((r) => r.action)).toEqual(['prune_recent']);
  });

  it('a fresh stream says where it starts, so a reader that hears nothing can still resume', async () => {
    const events = await readStream(
      manager,
      (es) => es.some((e) => e.event === 'ready'),
      async () => undefined,
    );
    const ready = events.find((e) => e.event === 'ready');
    expect(ready?.id).toMatch(/^\d+$/);
    await act('after_fresh_ready');
    const resumed = await readStream(
      manager,
      (es) => es.some((e) => e.data.action === 'after_fresh_ready'),
      async () => undefined,
      4000,
      ready!.id,
    );
    expect(resumed.filter((e) => e.event === 'activity').map((e) => e.data.action)).toEqual([
      'after_fresh_ready',
    ]);
  });
});

/** Reads a server-sent event stream until `until` returns true for the events so far (or time runs out). */
async function readStream(
  user: User,
  until: (events: StreamEvent[]) => boolean,
  act: () => Promise<unknown>,
  ms = 4000,
  lastEventId?: string,
) {
  const controller = new AbortController();
  const headers: Record<string, string> = { authorization: bearer(user) };
  if (lastEventId) headers['last-event-id'] = lastEventId;
  const res = await fetch(`${base}/events/stream?timeout=10`, { headers, signal: controller.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const events: StreamEvent[] = [];
  let buffer = '';
  let acted = false;
  const deadline = Date.now() + ms;
  try {
    while (Date.now() < deadline) {
      const chunk = await Promise.race([reader.read(), sleep(deadline - Date.now()).then(() => null)]);
      if (!chunk || chunk.done) break;
      buffer += decoder.decode(chunk.value, { stream: true });
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const name = /^event: (.+)$/m.exec(block)?.[1];
        const data = /^data: (.+)$/m.exec(block)?.[1];
        const id = /^id: (.+)$/m.exec(block)?.[1];
        if (name && data) events.push({ event: name, data: JSON.parse(data) as DomainEvent, id });
      }
      if (!acted && events.some((e) => e.event === 'ready')) {
        acted = true;
        await act();
      }
      if (until(events)) break;
    }
  } finally {
    controller.abort();
  }
  return events;
}

describe('GET /api/events/stream', () => {
  it('passes on what the reader may see, and nothing else', async () => {
    const events = await readStream(
      worker,
      (es) => es.some((e) => e.data.action === 'done_marker'),
      async () => {
        const post = (visibility_level: string, content: string) =>
          one.request
            .post(`/api/projects/${project.id}/notes`)
            .set('Authorization', bearer(manager))
            .send({ content, visibility_level });
        await post('manager', 'Managers only: margin is thin');
        await post('worker', 'Everyone: site closed Friday');
        // Another company's change, and a company-wide change the worker may not see.
        await one.request
          .post('/api/projects')
          .set('Authorization', bearer(outsider))
          .send({ name: 'Elsewhere' });
        await recordActivity({
          actor: { userId: manager.id, companyId: manager.company_id },
          entityType: 'user',
          entityId: manager.id,
          action: 'role_changed',
        });
        await recordActivity({
          actor: { userId: manager.id, companyId: manager.company_id },
          entityType: 'project',
          entityId: project.id,
          action: 'done_marker',
        });
      },
    );
    const activity = events.filter((e) => e.event === 'activity').map((e) => e.data);
    expect(activity.filter((e) => e.action === 'note_added').map((e) => e.min_role)).toEqual(['worker']);
    expect(activity.every((e) => e.company_id === project.company_id)).toBe(true);
    expect(activity.some((e) => e.entity_type === 'user')).toBe(false);
    // The worker's own notification for the note they may read (not for the managers-only one).
    const notifications = events.filter((e) => e.event === 'notification').map((e) => e.data);
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({ user_id: worker.id, action: 'project_note' });
  });

  it('needs a signed-in user', async () => {
    const res = await fetch(`${base}/events/stream?timeout=0`);
    expect(res.status).toBe(401);
  });
});
