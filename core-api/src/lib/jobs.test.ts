// The job queue's throughput and its stop (issue 34): a worker that fetched one job per poll drained a busy
// queue at one a second per instance (11,109 pushes queued behind ~10 notes a second). With batch fetching and
// a concurrency per queue, 1,000 queued pushes (the outbox provider) drain on one instance in seconds; and a
// stop hands back the jobs of a batch it had not begun, untouched, for another instance.
import { describe, expect, it } from 'vitest';
import { QueryTypes, type Sequelize } from 'sequelize';
import { shutdownApp } from '../app.js';
import { PushToken } from '../models/index.js';
import { Notification } from '../modules/notifications/index.js';
import { PUSH_JOB } from '../modules/notifications/notifications.service.js';
import { createCompany, createUser, isolatedDatabase, testApp } from '../test/support.js';
import { JobQueue } from './jobs.js';

const db = isolatedDatabase();

async function waitFor(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
}

async function count(sequelize: Sequelize, sql: string, replacements: Record<string, unknown>) {
  const [row] = await sequelize.query<{ n: number }>(sql, { type: QueryTypes.SELECT, replacements });
  return Number(row?.n ?? 0);
}

describe('job queue', () => {
  it('drains 1,000 queued pushes on one instance in batches, not one job per poll', async () => {
    const sequelize = db.current;
    const company = await createCompany();
    const users = await Promise.all(Array.from({ length: 10 }, () => createUser(company)));
    await PushToken.bulkCreate(
      users.map((u, i) => ({
        user_id: u.id,
        device_id: `phone-${i}`,
        token: `token-${i}`,
        platform: 'android',
      })),
    );
    const notifications = await Notification.bulkCreate(
      Array.from({ length: 1000 }, (_, i) => ({
        company_id: company.id,
        user_id: users[i % users.length]!.id,
        type: 'note_added',
        title: `Note ${i}`,
        payload: {},
      })),
    );
    // The defaults (JOB_BATCH_SIZE 20, JOB_CONCURRENCY 5) with the tests' half-second polling.
    const { app } = testApp(sequelize);
    const jobs = app.locals.jobs as JobQueue;
    try {
      const boss = await jobs.start();
      await boss.insert(notifications.map((n) => ({ name: PUSH_JOB, data: { notificationId: n.id } })));
      // Ours only: on embedded PGlite the database (and its queue) is shared with the files before this one.
      const ours = `name = :name AND data->>'notificationId' IN (:ids)`;
      const replacements = { name: PUSH_JOB, ids: notifications.map((n) => n.id) };
      const unfinished = () =>
        count(
          sequelize,
          `SELECT count(*) AS n FROM pgboss.job WHERE ${ours} AND state <> 'completed'`,
          replacements,
        );
      // The wait guards against a hang only; how fast it drains is the bench's business, not this test's.
      await waitFor(async () => (await unfinished()) === 0, 300_000);
      expect(await unfinished()).toBe(0);
      // Batches, proven without a clock: a fetch marks every job it takes with the one statement's now(), so the
      // number of distinct start times is the number of fetches. One job per poll would make 1,000; batches of
      // 20 make about 50 (a retry or a part-filled batch adds a few).
      const fetches = await count(
        sequelize,
        `SELECT count(DISTINCT started_on) AS n FROM pgboss.job WHERE ${ours}`,
        replacements,
      );
      expect(fetches).toBeGreaterThan(0);
      expect(fetches).toBeLessThanOrEqual(150);
      expect(
        await count(sequelize, 'SELECT count(*) AS n FROM push_outbox WHERE user_id IN (:ids)', {
          ids: users.map((u) => u.id),
        }),
      ).toBe(1000);
    } finally {
      await shutdownApp(app);
    }
  }, 360_000);

  it('a stop hands back the jobs of a batch it had not begun, without spending a retry', async () => {
    const sequelize = db.current;
    const name = 'test.slow';
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let begun = 0;
    const queue = new JobQueue(sequelize, { pollingIntervalSeconds: 0.5, stopTimeoutMs: 5000 });
    queue.define({
      name,
      batchSize: 10,
      concurrency: 2,
      handler: async () => {
        begun += 1;
        await gate;
      },
    });
    const boss = await queue.start();
    await boss.insert(Array.from({ length: 10 }, (_, i) => ({ name, data: { i } })));
    expect(await waitFor(async () => begun === 2, 10_000)).toBe(true);
    // Two running, eight fetched but not begun: stopping hands the eight back at once and lets the two finish.
    const stopped = queue.stop();
    expect(
      await waitFor(
        async () =>
          (await count(
            sequelize,
            `SELECT count(*) AS n FROM pgboss.job WHERE name = :name AND state = 'created'`,
            {
              name,
            },
          )) === 8,
        5000,
      ),
    ).toBe(true);
    release();
    await stopped;
    expect(begun).toBe(2);
    const states = await sequelize.query<{ state: string; retry_count: number; started_on: Date | null }>(
      'SELECT state, retry_count, started_on FROM pgboss.job WHERE name = :name ORDER BY state',
      { type: QueryTypes.SELECT, replacements: { name } },
    );
    expect(states.filter((s) => s.state === 'completed')).toHaveLength(2);
    const handedBack = states.filter((s) => s.state === 'created');
    expect(handedBack).toHaveLength(8);
    expect(handedBack.every((s) => s.retry_count === 0 && s.started_on === null)).toBe(true);
  }, 30_000);

  it('a pump asked for in a transaction while another waits runs again after commit if that one ran first', async () => {
    // The race that held an accounting posting for ten minutes under load: a pump job was waiting (created)
    // when a transaction queued a posting and asked for a pump, so that ask was a no-op; the waiting pump then
    // ran, and finished, before the transaction committed, and never saw the posting.
    const sequelize = db.current;
    const name = 'test.pump';
    const key = `company-${Date.now()}`;
    const runs: number[] = [];
    const queue = new JobQueue(sequelize, { pollingIntervalSeconds: 0.5 });
    queue.define({ name, policy: 'stately', handler: async () => void runs.push(Date.now()) });
    await queue.start();
    try {
      // A pump waiting (not before 1 s from now): the transaction's ask finds it and queues nothing.
      expect(await queue.sendUnlessQueued(name, { key }, { singletonKey: key, startAfter: 1 })).toBeTruthy();
      const transaction = await sequelize.transaction();
      let asked: string | null = 'unset';
      try {
        asked = await queue.sendUnlessQueued(name, { key }, { singletonKey: key, transaction });
        // The waiting pump runs while the transaction is still open.
        expect(await waitFor(async () => runs.length === 1, 10_000)).toBe(true);
      } finally {
        await transaction.commit();
      }
      expect(asked).toBeNull();
      // Asked again once committed: a second pass, which sees what the transaction wrote.
      expect(await waitFor(async () => runs.length === 2, 10_000)).toBe(true);

      // Without a pump having run in between, asking again after commit adds nothing: the waiting one will see it.
      expect(await queue.sendUnlessQueued(name, { key }, { singletonKey: key, startAfter: 2 })).toBeTruthy();
      const second = await sequelize.transaction();
      await queue.sendUnlessQueued(name, { key }, { singletonKey: key, transaction: second });
      await second.commit();
      const waiting = () =>
        count(
          sequelize,
          `SELECT count(*) AS n FROM pgboss.job WHERE name = :name AND singleton_key = :key AND state = 'created'`,
          { name, key },
        );
      expect(await waitFor(async () => runs.length === 3, 10_000)).toBe(true);
      expect(await waiting()).toBe(0);
      expect(runs).toHaveLength(3);
    } finally {
      await queue.stop();
    }
  }, 60_000);
});
