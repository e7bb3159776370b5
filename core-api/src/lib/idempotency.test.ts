// Idempotency keys against real Postgres: a retried POST creates one record and replays the first answer; and
// after any fault — the write rolled back, its process killed mid-write, storing the answer failed — the key
// commits or vanishes with the write, so the retry replays or performs it once (issue 34, decision 0055).
import { bearer } from '../test/support.js';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { hashPassword } from './passwords.js';
import { Project, Superadmin, SuperadminAuditLog, type User } from '../models/index.js';
import { testApp, testDatabase } from '../test/context.js';
import { createCompany, createUser } from '../test/factories.js';
import { writeFaults, type WriteFaults } from '../test/write-faults.js';

const sequelize = testDatabase();
const { request } = testApp(sequelize);
let manager: User;
let other: User;

beforeAll(async () => {
  const company = await createCompany();
  manager = await createUser(company, { role: 'manager' });
  other = await createUser(company, { role: 'manager' });
});

describe('Idempotency-Key', () => {
  it('a POST retried with the same key creates one record and replays the answer', async () => {
    const send = () =>
      request
        .post('/api/projects')
        .set('Authorization', bearer(manager))
        .set('Idempotency-Key', 'create-quarry-yard-1')
        .send({ name: 'Quarry Yard Offices' });
    const first = await send();
    expect(first.status).toBe(201);
    const retries = await Promise.all([send(), send(), send()]);
    for (const r of retries) {
      expect(r.status).toBe(201);
      expect(r.body.id).toBe(first.body.id);
      expect(r.headers['idempotent-replayed']).toBe('true');
    }
    expect(
      await Project.count({ where: { company_id: manager.company_id, name: 'Quarry Yard Offices' } }),
    ).toBe(1);
  });

  it('concurrent first attempts: one runs, the others wait for it and replay its answer', async () => {
    const send = () =>
      request
        .post('/api/projects')
        .set('Authorization', bearer(manager))
        .set('Idempotency-Key', 'burst-1')
        .send({ name: 'Burst Depot' });
    const results = await Promise.all(Array.from({ length: 6 }, send));
    if (inject('poolMax') === 1) {
      // One connection (embedded): the claim is committed on its own, so a duplicate may be told to retry later.
      for (const r of results) expect([201, 409]).toContain(r.status);
    } else {
      for (const r of results) expect(r.status).toBe(201);
      expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
      expect(results.filter((r) => r.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
    }
    expect(await Project.count({ where: { company_id: manager.company_id, name: 'Burst Depot' } })).toBe(1);
  });

  it('the same key with another body is 422; another user has their own key space', async () => {
    await request
      .post('/api/projects')
      .set('Authorization', bearer(manager))
      .set('Idempotency-Key', 'k-2')
      .send({ name: 'First Body' });
    const mismatch = await request
      .post('/api/projects')
      .set('Authorization', bearer(manager))
      .set('Idempotency-Key', 'k-2')
      .send({ name: 'Second Body' });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.detail).toBe('This idempotency key was already used for a different request');
    const theirs = await request
      .post('/api/projects')
      .set('Authorization', bearer(other))
      .set('Idempotency-Key', 'k-2')
      .send({ name: 'First Body' });
    expect(theirs.status).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
  });

  it('a refused request is not kept, so a corrected retry with the same key runs', async () => {
    const bad = await request
      .post('/api/projects')
      .set('Authorization', bearer(manager))
      .set('Idempotency-Key', 'k-3')
      .send({ name: '' });
    expect(bad.status).toBe(400);
    const good = await request
      .post('/api/projects')
      .set('Authorization', bearer(manager))
      .set('Idempotency-Key', 'k-3')
      .send({ name: 'Corrected' });
    expect(good.status).toBe(201);
    const badKey = await request
      .post('/api/projects')
      .set('Authorization', bearer(manager))
      .set('Idempotency-Key', 'has spaces')
      .send({ name: 'X' });
    expect(badKey.status).toBe(400);
  });
});

describe('Idempotency-Key after authentication, and never for secrets', () => {
  it('a failed sign-in carrying a key still leaves its trace (it never runs in a transaction that rolls back)', async () => {
    const username = `ops-${randomUUID().slice(0, 8)}`;
    await Superadmin.create({ username, password_hash: await hashPassword('Platform123!') });
    const bad = await request
      .post('/api/superadmin/login')
      .set('Idempotency-Key', `login-${username}`)
      .send({ username, password: 'wrong-one' });
    expect(bad.status).toBe(401);
    const failed = await SuperadminAuditLog.findAll({ where: { action: 'login_failed' } });
    expect(failed.some((r) => r.details?.username === username)).toBe(true);
  });

  it('a user who has lost access cannot replay a stored answer', async () => {
    const company = await createCompany();
    const boss = await createUser(company, { role: 'manager' });
    const send = (token: string) =>
      request
        .post('/api/projects')
        .set('Authorization', token)
        .set('Idempotency-Key', 'replay-after-revoke')
        .send({ name: 'Revoked Replay' });
    const token = bearer(boss);
    expect((await send(token)).status).toBe(201);
    await boss.update({ is_active: false, token_version: boss.token_version + 1 });
    const replay = await send(token);
    expect(replay.status).toBe(401);
    expect(replay.headers['idempotent-replayed']).toBeUndefined();
    expect(replay.body.project_number).toBeUndefined();
  });

  it('answers that carry secrets are not stored or replayed: a retry is 409 "already processed"', async () => {
    const send = () =>
      request
        .post('/api/users')
        .set('Authorization', bearer(manager))
        .set('Idempotency-Key', 'invite-with-link')
        .send({ first_name: 'Seren', last_name: 'Hughes', email: 'seren.idem@test.example', role: 'worker' });
    const first = await send();
    expect(first.status).toBe(201);
    expect(first.body.set_password_link).toMatch(/reset-password\?token=/);
    const retry = await send();
    expect(retry.status).toBe(409);
    expect(retry.body.detail).toMatch(/already processed/);
    expect(JSON.stringify(retry.body)).not.toContain('reset-password');
    const [row] = await sequelize.query<{ response_body: unknown }>(
      `SELECT response_body FROM idempotency_keys WHERE key = 'invite-with-link'`,
      { type: QueryTypes.SELECT },
    );
    expect(row?.response_body).toBeNull();
  });
});

const keyRows = async (key: string) =>
  (
    await sequelize.query<{ status: string }>('SELECT status FROM idempotency_keys WHERE key = :key', {
      type: QueryTypes.SELECT,
      replacements: { key },
    })
  ).map((r) => r.status);

// Concurrency and a connection of the test's own: on a PostgreSQL server (the embedded database is one session).
describe.skipIf(inject('poolMax') === 1)('Idempotency-Key after a fault (issue 34)', () => {
  let faults: WriteFaults;
  let owner: User;
  const post = (key: string, name: string) =>
    request
      .post('/api/projects')
      .set('Authorization', bearer(owner))
      .set('Idempotency-Key', key)
      .send({ name })
      .then((r) => r);
  const count = (name: string) => Project.count({ where: { company_id: owner.company_id, name } });

  beforeAll(async () => {
    owner = await createUser(await createCompany(), { role: 'manager' });
    faults = await writeFaults(inject('databaseUrl'), 'idem_test');
  });
  afterAll(async () => {
    await faults?.close();
  });

  it('a write whose transaction rolls back leaves no key: the retry performs it once', async () => {
    await faults.fail('Rolled Back Yard');
    const first = await post('rolled-back-1', 'Rolled Back Yard');
    expect(first.status).toBe(500);
    expect(await keyRows('rolled-back-1')).toEqual([]);
    await faults.release();
    const retry = await post('rolled-back-1', 'Rolled Back Yard');
    expect(retry.status).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(await count('Rolled Back Yard')).toBe(1);
    expect(await keyRows('rolled-back-1')).toEqual(['complete']);
  });

  it('a process killed mid-write holds nothing: the retry waits for it, then performs the write once', async () => {
    await faults.hold('Killed Holder Yard');
    const first = post('killed-1', 'Killed Holder Yard');
    const holder = await faults.heldBackend();
    // The retry's claim waits on the key's unique index behind the holder's uncommitted claim (before 0055 the
    // claim was committed, and the retry was told 409 "still in progress" for 24 hours).
    const retry = post('killed-1', 'Killed Holder Yard');
    await faults.waitingOn('INSERT INTO idempotency_keys');
    // The instance dies: PostgreSQL ends its session and rolls its transaction back, key and write together.
    await faults.admin.query('SELECT pg_terminate_backend($1)', [holder]);
    await faults.release();
    const [lost, done] = await Promise.all([first, retry]);
    expect(lost.status).toBe(503);
    expect(lost.headers['retry-after']).toBeDefined();
    expect(done.status).toBe(201);
    expect(done.headers['idempotent-replayed']).toBeUndefined();
    expect(await count('Killed Holder Yard')).toBe(1);
    const again = await post('killed-1', 'Killed Holder Yard');
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.id).toBe(done.body.id);
  });

  it('storing the answer fails after the write: both vanish, and the retry performs it once', async () => {
    // Before 0055 the write had committed by then and the key stayed "in progress": every retry was 409.
    await faults.admin.query(`
      CREATE OR REPLACE FUNCTION fault_idem_test_store() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.key = 'store-fails-1' AND NEW.status = 'complete' THEN RAISE EXCEPTION 'injected'; END IF;
        RETURN NEW;
      END $$`);
    await faults.admin.query(`CREATE TRIGGER fault_idem_test_store BEFORE UPDATE ON idempotency_keys
                              FOR EACH ROW EXECUTE FUNCTION fault_idem_test_store()`);
    let first;
    try {
      first = await post('store-fails-1', 'Unstored Answer Yard');
    } finally {
      await faults.admin.query('DROP TRIGGER fault_idem_test_store ON idempotency_keys');
      await faults.admin.query('DROP FUNCTION fault_idem_test_store()');
    }
    expect(first.status).toBe(500);
    expect(await count('Unstored Answer Yard')).toBe(0);
    expect(await keyRows('store-fails-1')).toEqual([]);
    const retry = await post('store-fails-1', 'Unstored Answer Yard');
    expect(retry.status).toBe(201);
    expect(await count('Unstored Answer Yard')).toBe(1);
  });

  it('after the commit the answer is kept: a retry whose first answer was lost replays it', async () => {
    await faults.hold('Lost Answer Yard');
    const first = post('lost-answer-1', 'Lost Answer Yard');
    await faults.heldBackend();
    await faults.release();
    const committed = await first;
    expect(committed.status).toBe(201);
    // The client never saw `committed` (a dropped connection): its retry gets the same record, not a second.
    const retry = await post('lost-answer-1', 'Lost Answer Yard');
    expect(retry.status).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toEqual(committed.body);
    expect(await count('Lost Answer Yard')).toBe(1);
  });

  it('a duplicate kept waiting past the bound is told 409 "in progress" with Retry-After, never refused', async () => {
    await faults.hold('Slow Holder Yard');
    const first = post('slow-1', 'Slow Holder Yard');
    await faults.heldBackend();
    const waited = await post('slow-1', 'Slow Holder Yard');
    expect(waited.status).toBe(409);
    expect(waited.body).toEqual({
      detail: 'A request with this idempotency key is still in progress',
      id: 'idempotency_in_progress',
    });
    expect(waited.headers['retry-after']).toBe('2');
    await faults.release();
    expect((await first).status).toBe(201);
    const later = await post('slow-1', 'Slow Holder Yard');
    expect(later.headers['idempotent-replayed']).toBe('true');
    expect(await count('Slow Holder Yard')).toBe(1);
  }, 20_000);

  it('an "in progress" key committed by an older version is taken over once its lease is past', async () => {
    // What a crash under the old code left: the key committed "in progress" before any write.
    expect((await post('legacy-seed', 'Legacy Yard')).status).toBe(201);
    await sequelize.query(
      `INSERT INTO idempotency_keys (scope, key, method, path, request_hash, status, created_at)
       SELECT scope, 'legacy-1', method, path, request_hash, 'in_progress', now()
         FROM idempotency_keys WHERE key = 'legacy-seed'`,
    );
    const young = await post('legacy-1', 'Legacy Yard');
    expect(young.status).toBe(409);
    expect(young.body.id).toBe('idempotency_in_progress');
    await sequelize.query(
      `UPDATE idempotency_keys SET created_at = now() - interval '3 minutes' WHERE key = 'legacy-1'`,
    );
    const retry = await post('legacy-1', 'Legacy Yard');
    expect(retry.status).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(await count('Legacy Yard')).toBe(2);
    expect(await keyRows('legacy-1')).toEqual(['complete']);
  });
});
