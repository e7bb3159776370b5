// Idempotency keys against real Postgres: a retried POST creates one record and replays the first answer.
import { bearer } from '../test/support.js';
import { QueryTypes } from 'sequelize';
import { beforeAll, describe, expect, it } from 'vitest';
import { Project, type User } from '../models/index.js';
import { testApp, testDatabase } from '../test/context.js';
import { createCompany, createUser } from '../test/factories.js';

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

  it('concurrent first attempts: one runs, the others are told it is in progress or get its answer', async () => {
    const send = () =>
      request
        .post('/api/projects')
        .set('Authorization', bearer(manager))
        .set('Idempotency-Key', 'burst-1')
        .send({ name: 'Burst Depot' });
    const results = await Promise.all(Array.from({ length: 6 }, send));
    for (const r of results) expect([201, 409]).toContain(r.status);
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
