// Events through PostgreSQL NOTIFY: written in the transaction of the change, delivered after commit to every
// core-api instance (two apps on one database here, each with its own LISTEN), never for a rolled-back change;
// and the server-sent event stream passes on only what its reader may see.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Express } from 'express';
import { Project, ProjectTeamMember, type User } from '../models/index.js';
import { bearer, createCompany, createUser, testApp, testDatabase } from '../test/support.js';
import { recordActivity } from './activity.js';
import type { DomainEvent, EventHub } from './events.js';

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

/** Reads a server-sent event stream until `until` returns true for the events so far (or time runs out). */
async function readStream(
  user: User,
  until: (events: { event: string; data: DomainEvent }[]) => boolean,
  act: () => Promise<unknown>,
  ms = 4000,
) {
  const controller = new AbortController();
  const res = await fetch(`${base}/events/stream?timeout=10`, {
    headers: { authorization: bearer(user) },
    signal: controller.signal,
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const events: { event: string; data: DomainEvent }[] = [];
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
        if (name && data) events.push({ event: name, data: JSON.parse(data) as DomainEvent });
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
