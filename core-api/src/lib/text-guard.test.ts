// NUL characters and lone surrogates are refused with a 400 before anything reaches PostgreSQL.
import { describe, expect, it } from 'vitest';
import { signAccessToken } from './tokens.js';
import { findInvalidText, INVALID_TEXT_MESSAGE } from './text-guard.js';
import { Project } from '../models/index.js';
import { TEST_JWT_SECRET, testApp, testDatabase } from '../test/context.js';
import { createCompanyWithUser } from '../test/factories.js';

const sequelize = testDatabase();
const { request } = testApp(sequelize);

describe('findInvalidText', () => {
  it('finds NULs and lone surrogates at any depth, and accepts real text', () => {
    expect(findInvalidText({ name: 'Café ☕ 𝕏 مرحبا \u200f' })).toBeUndefined();
    expect(findInvalidText({ a: { b: ['ok', 'bad\u0000'] } })).toBe('a.b[1]');
    expect(findInvalidText({ name: 'x\uD800y' })).toBe('name');
    expect(findInvalidText({ ['k\uDC00']: 1 })).toBe('(root)');
    let deep: unknown = 'x';
    for (let i = 0; i < 40; i += 1) deep = [deep];
    expect(findInvalidText(deep)).toBeDefined();
  });
});

describe('text guard on the API', () => {
  it('answers 400 and stores nothing for NUL or a lone surrogate, in bodies and query strings', async () => {
    const { user } = await createCompanyWithUser({ role: 'manager' });
    const auth = `Bearer ${signAccessToken(TEST_JWT_SECRET, user, 3600).access_token}`;
    for (const name of ['Site\u0000Office', 'Site \uD83D Office']) {
      const res = await request.post('/api/projects').set('Authorization', auth).send({ name });
      expect(res.status).toBe(400);
      expect(res.body.detail).toEqual([INVALID_TEXT_MESSAGE]);
    }
    const query = await request.get('/api/projects?search=%00').set('Authorization', auth);
    expect(query.status).toBe(400);
    expect(await Project.count({ where: { company_id: user.company_id } })).toBe(0);
    const ok = await request.post('/api/projects').set('Authorization', auth).send({ name: 'Tŷ Newydd 🏗️' });
    expect(ok.status).toBe(201);
    expect(ok.body.name).toBe('Tŷ Newydd 🏗️');
  });
});
