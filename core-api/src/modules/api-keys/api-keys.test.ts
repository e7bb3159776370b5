// API keys (issue 39, decision 0082) on real Postgres: an admin makes a key (the secret answered once, only its
// hash stored — the whole database and every log line searched for it), lists and revokes it; a key reads what
// its scopes open and nothing else (another scope's module, writes it was not given, people's and admins' own
// routes, key management), never another company's records, operatives' personal data only with
// labour:personal, asks for plant with plant:request; a revoked or expired key, a suspended company and a
// creator deactivated or no longer an admin are 401 at once; a mistyped key is refused by its checksum; use is
// recorded (time, address, the first use from an address in the company's activity).
import { Writable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { QueryTypes } from 'sequelize';
import { createLogger } from '../../lib/logger.js';
import { API_KEY_EXPIRED, API_KEY_INVALID, API_KEY_REVOKED } from '../../lib/api-key-auth.js';
import { isWellFormedApiKey } from '../../lib/api-keys.js';
import { NOT_FOR_API_KEYS, scopeMissing } from '../../lib/api-key-scope.js';
import { Activity, type Company, type Project, type User } from '../../models/index.js';
import { bearer, createCompany, createUser, testApp, testDatabase } from '../../test/support.js';
import { labourSupplier, makeOperative, makeProject } from '../../test/index.js';
import { ApiKey } from './api-key.model.js';

const sequelize = testDatabase();
/** Every line the app logs, at every level, to search for secrets. */
const logs: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _enc, done) {
    logs.push(chunk.toString('utf8'));
    done();
  },
});
const app = testApp(sequelize, { logger: createLogger('trace', sink) });

let company: Company;
let other: Company;
let project: Project;
let theirProject: Project;
const u = {} as Record<'worker' | 'manager' | 'admin', User>;
const auth = (user: User) => ({ Authorization: bearer(user) });
const withKey = (secret: string) => ({ Authorization: `Bearer ${secret}` });

async function makeKey(scopes: string[], extra: Record<string, unknown> = {}, admin = u.admin) {
  const res = await app.request
    .post('/api/api-keys')
    .set(auth(admin))
    .send({ name: `Key ${scopes.join(' ')}`, scopes, ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { key: { id: string; prefix: string; status: string }; secret: string };
}

beforeAll(async () => {
  company = await createCompany();
  other = await createCompany();
  for (const role of ['worker', 'manager', 'admin'] as const) u[role] = await createUser(company, { role });
  project = await makeProject(company, []);
  theirProject = await makeProject(other, []);
  await makeOperative(company, { supplier: await labourSupplier(company, 'net', null) });
});

describe('API keys', () => {
  it('an admin makes one: the secret once, in its checksummed shape, only its hash kept — nowhere in the database or the logs', async () => {
    const refused = await app.request
      .post('/api/api-keys')
      .set(auth(u.manager))
      .send({ name: 'Nope', scopes: ['projects:read'] });
    expect(refused.status).toBe(403);

    const { key, secret } = await makeKey(['projects:read', 'dashboards:read']);
    expect(secret).toMatch(/^sb_live_[0-9A-Za-z]{32}_[0-9A-Za-z]{6}$/);
    expect(isWellFormedApiKey(secret)).toBe(true);
    expect(secret.startsWith(key.prefix)).toBe(true);
    expect(key.status).toBe('active');

    const list = await app.request.get('/api/api-keys').set(auth(u.admin));
    expect(list.status).toBe(200);
    const listed = list.body.items.find((k: { id: string }) => k.id === key.id);
    expect(listed).toMatchObject({
      prefix: key.prefix,
      scopes: ['projects:read', 'dashboards:read'],
      created_by: { id: u.admin.id },
      status: 'active',
      budget_bucket: 1000,
      budget_per_second: 50,
    });
    // 90 days by default.
    const days = (Date.parse(listed.expires_at) - Date.parse(listed.created_at)) / 86_400_000;
    expect(Math.round(days)).toBe(90);
    expect(JSON.stringify(list.body)).not.toContain(secret);
    expect(list.body.scopes.map((s: { scope: string }) => s.scope)).toContain('labour:personal');

    // Used once, so the request and its log lines exist too.
    expect((await app.request.get('/api/projects').set(withKey(secret))).status).toBe(200);

    // Every text column of every table, and every log line: the secret is in none of them.
    const tables = await sequelize.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
      { type: QueryTypes.SELECT },
    );
    const body = secret.slice('sb_live_'.length, 'sb_live_'.length + 32);
    for (const { name: table } of tables) {
      const [row] = await sequelize.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM "${table}" t WHERE t::text LIKE :needle`,
        { type: QueryTypes.SELECT, replacements: { needle: `%${body}%` } },
      );
      expect(row!.n, table).toBe(0);
    }
    expect(logs.length).toBeGreaterThan(0);
    expect(logs.some((line) => line.includes(body))).toBe(false);
    const stored = (await ApiKey.findByPk(key.id))!;
    expect(stored.secret_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('reads what its scopes open and nothing else; never another company’s records', async () => {
    const { secret } = await makeKey(['projects:read']);
    const projects = await app.request.get('/api/projects').set(withKey(secret));
    expect(projects.status).toBe(200);
    expect(projects.body.items.map((p: { id: string }) => p.id)).toContain(project.id);
    expect((await app.request.get(`/api/projects/${project.id}`).set(withKey(secret))).status).toBe(200);
    // Another company's project is not found, as for its people.
    expect((await app.request.get(`/api/projects/${theirProject.id}`).set(withKey(secret))).status).toBe(404);

    const plant = await app.request.get('/api/plant/requests').set(withKey(secret));
    expect(plant.status).toBe(403);
    expect(JSON.stringify(plant.body)).toContain(scopeMissing('plant:read'));
    // Writes it was not given, and the routes no key may call, whatever its creator may do.
    const write = await app.request
      .post('/api/projects')
      .set(withKey(secret))
      .send({ name: 'By key', project_number: 'K-1' });
    expect(write.status).toBe(403);
    expect(JSON.stringify(write.body)).toContain(NOT_FOR_API_KEYS);
    for (const path of ['/api/users', '/api/api-keys', '/api/settings', '/api/accounting/postings']) {
      const res = await app.request.get(path).set(withKey(secret));
      expect(res.status, path).toBe(403);
      expect(JSON.stringify(res.body), path).toContain(NOT_FOR_API_KEYS);
    }
    const revoke = await app.request
      .delete(`/api/api-keys/${(await makeKey(['plant:read'])).key.id}`)
      .set(withKey(secret));
    expect(revoke.status).toBe(403);
  });

  it('feeds a widget: the dashboard figures and their live stream with dashboards:read', async () => {
    const { secret } = await makeKey(['dashboards:read']);
    const board = await app.request.get('/api/dashboard').set(withKey(secret));
    expect(board.status).toBe(200);
    const stream = await app.request.get('/api/dashboard/stream?timeout=0').set(withKey(secret));
    expect(stream.status).toBe(200);
    expect(stream.text).toContain('event: ready');
    expect((await app.request.get('/api/projects').set(withKey(secret))).status).toBe(403);
    // Any key may read its own description (what the BFF charges); a person may not.
    const self = await app.request.get('/api/api-key').set(withKey(secret));
    expect(self.status).toBe(200);
    expect(self.body).toMatchObject({
      scopes: ['dashboards:read'],
      budget_bucket: 1000,
      budget_per_second: 50,
    });
    expect((await app.request.get('/api/api-key').set(auth(u.admin))).status).toBe(404);
  });

  it('shows operatives’ phone and card numbers only with labour:personal', async () => {
    const plain = (await makeKey(['labour:read'])).secret;
    const personal = (await makeKey(['labour:read', 'labour:personal'])).secret;
    const without = await app.request.get('/api/operatives').set(withKey(plain));
    expect(without.status).toBe(200);
    expect(without.body.items.length).toBeGreaterThan(0);
    for (const o of without.body.items) expect([o.phone, o.cscs_card_number]).toEqual([null, null]);
    const withPersonal = await app.request.get('/api/operatives').set(withKey(personal));
    expect(withPersonal.body.items[0]).toMatchObject({ phone: '07700 900123', cscs_card_number: '12345678' });

    const bad = await app.request
      .post('/api/api-keys')
      .set(auth(u.admin))
      .send({ name: 'Personal alone', scopes: ['labour:personal'] });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('labour:personal needs labour:read');
  });

  it('asks for plant with plant:request, recorded as its creator’s', async () => {
    const { secret } = await makeKey(['plant:request', 'plant:read']);
    const made = await app.request.post('/api/plant/requests').set(withKey(secret)).send({
      project_id: project.id,
      category: 'Excavator',
      required_from: '2026-12-07',
      required_until: '2026-12-11',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.requested_by.id).toBe(u.admin.id);
    const readOnly = (await makeKey(['plant:read'])).secret;
    const refused = await app.request.post('/api/plant/requests').set(withKey(readOnly)).send({
      project_id: project.id,
      category: 'Excavator',
      required_from: '2026-12-07',
      required_until: '2026-12-11',
    });
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).toContain(scopeMissing('plant:request'));
  });

  it('is refused at once when revoked or expired, when its company is suspended or its creator is gone', async () => {
    const revoked = await makeKey(['projects:read']);
    expect((await app.request.get('/api/projects').set(withKey(revoked.secret))).status).toBe(200);
    expect((await app.request.delete(`/api/api-keys/${revoked.key.id}`).set(auth(u.manager))).status).toBe(
      403,
    );
    expect((await app.request.delete(`/api/api-keys/${revoked.key.id}`).set(auth(u.admin))).status).toBe(204);
    const after = await app.request.get('/api/projects').set(withKey(revoked.secret));
    expect(after.status).toBe(401);
    expect(JSON.stringify(after.body)).toContain(API_KEY_REVOKED);
    expect((await app.request.delete(`/api/api-keys/${revoked.key.id}`).set(auth(u.admin))).status).toBe(409);

    const expired = await makeKey(['projects:read'], { expires_in_days: 1 });
    await ApiKey.update({ expires_at: new Date(Date.now() - 1000) }, { where: { id: expired.key.id } });
    const late = await app.request.get('/api/projects').set(withKey(expired.secret));
    expect(late.status).toBe(401);
    expect(JSON.stringify(late.body)).toContain(API_KEY_EXPIRED);

    // A mistyped key fails its checksum; a made-up one of the right shape is simply unknown.
    const live = await makeKey(['projects:read']);
    const last = live.secret.at(-1) === 'a' ? 'b' : 'a';
    for (const wrong of [`${live.secret.slice(0, -1)}${last}`, 'sb_live_nope']) {
      const res = await app.request.get('/api/projects').set(withKey(wrong));
      expect(res.status).toBe(401);
      expect(JSON.stringify(res.body)).toContain(API_KEY_INVALID);
    }

    // Its creator deactivated, or no longer an admin: the key stops; back again, it works.
    const admin2 = await createUser(company, { role: 'admin' });
    const theirs = await makeKey(['projects:read'], {}, admin2);
    await admin2.update({ is_active: false });
    expect((await app.request.get('/api/projects').set(withKey(theirs.secret))).status).toBe(401);
    await admin2.update({ is_active: true, role: 'manager' });
    expect((await app.request.get('/api/projects').set(withKey(theirs.secret))).status).toBe(401);
    await admin2.update({ role: 'admin' });
    expect((await app.request.get('/api/projects').set(withKey(theirs.secret))).status).toBe(200);

    // A suspended company's keys stop with its sessions.
    await company.update({ status: 'suspended' });
    try {
      expect((await app.request.get('/api/projects').set(withKey(live.secret))).status).toBe(401);
    } finally {
      await company.update({ status: 'active' });
    }
    expect((await app.request.get('/api/projects').set(withKey(live.secret))).status).toBe(200);
  });

  it('records its use: last used time and address, and the first use from an address in the activity', async () => {
    const { key, secret } = await makeKey(['dashboards:read', 'projects:read']);
    expect((await app.request.get('/api/projects').set(withKey(secret))).status).toBe(200);
    expect((await app.request.get('/api/projects').set(withKey(secret))).status).toBe(200);
    const list = await app.request.get('/api/api-keys').set(auth(u.admin));
    const listed = list.body.items.find((k: { id: string }) => k.id === key.id);
    expect(listed.last_used_at).not.toBeNull();
    expect(listed.last_used_ip).toMatch(/127\.0\.0\.1|::1|::ffff:127\.0\.0\.1/);
    const actions = (
      await Activity.findAll({
        where: { entity_type: 'api_key', entity_id: key.id },
        order: [['created_at', 'ASC']],
      })
    ).map((a) => a.action);
    // Two calls from one address: one "new address" entry.
    expect(actions).toEqual(['created', 'used_from_new_address']);

    const renamed = await app.request
      .patch(`/api/api-keys/${key.id}`)
      .set(auth(u.admin))
      .send({ name: 'Site office screen', budget_per_second: 100 });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Site office screen', budget_per_second: 100 });
    const tooMuch = await app.request
      .patch(`/api/api-keys/${key.id}`)
      .set(auth(u.admin))
      .send({ budget_bucket: 1_000_000 });
    expect(tooMuch.status).toBe(400);
    const long = await app.request
      .post('/api/api-keys')
      .set(auth(u.admin))
      .send({ name: 'Forever', scopes: ['projects:read'], expires_in_days: 366 });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain('Expiry must be between 1 and 365 days');
    // Another company's admin cannot see or touch it.
    const stranger = await createUser(other, { role: 'admin' });
    expect(
      (await app.request.patch(`/api/api-keys/${key.id}`).set(auth(stranger)).send({ name: 'x' })).status,
    ).toBe(404);
    expect((await app.request.delete(`/api/api-keys/${key.id}`).set(auth(stranger))).status).toBe(404);
    const theirList = await app.request.get('/api/api-keys').set(auth(stranger));
    expect(theirList.body.items.some((k: { id: string }) => k.id === key.id)).toBe(false);
  });
});
