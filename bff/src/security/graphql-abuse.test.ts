// GraphQL abuse against the REAL core-api: sign-in attempts hidden in aliases each count against core-api's
// login rate limit, and guesses from rotating addresses against its per-account count; token floods,
// directive floods and field-name probing are refused before any REST call is made. (Depth, alias floods,
// batched arrays and oversized bodies: src/app.test.ts; the WebSocket's protections: http-hardening.test.ts.)
import request from 'supertest';
import type { Express } from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createCompany,
  createUser,
  DEFAULT_PASSWORD,
  startRealStack,
  type RealCoreApi,
  type User,
} from '../test/support.js';

const secret = 'bff-abuse-test-secret';
let core: RealCoreApi;
let app: Express;
let user: User;

interface GqlError {
  message: string;
  extensions?: { code?: string; status?: number };
}

const gql = (query: string, ip = '203.0.113.7') =>
  request(app)
    .post('/graphql')
    .set('content-type', 'application/json')
    .set('x-forwarded-for', ip)
    .send({ query });

beforeAll(async () => {
  ({ core, app } = await startRealStack(
    secret,
    {
      loginRateLimit: {
        ip: { points: 6, durationSeconds: 900 },
        account: { points: 4, durationSeconds: 900 },
        accountTotal: { points: 5, durationSeconds: 900 },
      },
    },
    { trustProxy: true },
  ));
  user = await createUser(await createCompany(), { role: 'manager' });
}, 60_000);

afterAll(async () => {
  await core?.close();
});

beforeEach(() => {
  core.requests.length = 0;
});

describe('GraphQL abuse', () => {
  it('sign-in attempts hidden in aliases count against the login rate limit and cannot multiply guesses', async () => {
    const doc = (round: number) =>
      `mutation { ${Array.from(
        { length: 8 },
        (_, i) =>
          `a${i}: login(input: { email: "${user.email}", password: "wrong-${round}-${i}" }) { access_token }`,
      ).join('\n')} }`;
    const codes: (string | undefined)[] = [];
    for (let round = 0; round < 5; round += 1) {
      const res = await gql(doc(round));
      codes.push(((res.body.errors ?? []) as GqlError[])[0]?.extensions?.code);
    }
    // A failed sign-in ends the mutation (non-null result), so each document made exactly one attempt, and
    // each attempt counted: the account limit (4 failures) refused the fifth document.
    expect(core.requests.filter((r) => r.startsWith('POST /api/auth/login'))).toHaveLength(5);
    expect(codes).toEqual([
      'UNAUTHENTICATED',
      'UNAUTHENTICATED',
      'UNAUTHENTICATED',
      'UNAUTHENTICATED',
      'RATE_LIMITED',
    ]);
    // The account stays locked for a real sign-in afterwards, even with the right password.
    const after = await gql(
      `mutation { login(input: { email: "${user.email}", password: "${DEFAULT_PASSWORD}" }) { access_token } }`,
    );
    expect((after.body.errors as GqlError[])[0]?.extensions?.code).toBe('RATE_LIMITED');
  });

  it('sign-in guesses from rotating addresses meet the per-account wait (issue 33)', async () => {
    // This BFF trusts every hop (trustProxy: true), so each guess reaches core-api from a "new" address: only
    // core-api's per-account count can stop them — five failures, then a wait whatever the address.
    const target = await createUser(await createCompany(), { role: 'worker' });
    const guess = (i: number) =>
      gql(
        `mutation { login(input: { email: "${target.email}", password: "wrong-${i}" }) { access_token } }`,
        `198.51.100.${i + 1}`,
      );
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 6; i += 1)
      codes.push(((await guess(i)).body.errors as GqlError[])[0]?.extensions?.code);
    expect(codes).toEqual([...Array(5).fill('UNAUTHENTICATED'), 'RATE_LIMITED']);
  });

  it('refuses a token flood under the body limit before calling core-api', async () => {
    const fields = Array.from({ length: 1500 }, () => 'id').join(' ');
    const res = await gql(`query { me { ${fields} } }`, '203.0.113.8');
    expect(res.body.data).toBeUndefined();
    expect((res.body.errors as GqlError[])[0]?.message).toMatch(/token limit/i);
    expect(core.requests).toHaveLength(0);
  });

  it('refuses a directive flood', async () => {
    const directives = Array.from({ length: 60 }, () => '@include(if: true)').join(' ');
    const res = await gql(`query { me { id ${directives} } }`, '203.0.113.9');
    expect(res.body.data).toBeUndefined();
    expect((res.body.errors as GqlError[])[0]?.message).toMatch(/directives limit/i);
    expect(core.requests).toHaveLength(0);
  });

  it('does not suggest field names to someone probing the schema', async () => {
    const res = await gql('query { projectz { id } }', '203.0.113.10');
    const message = (res.body.errors as GqlError[])[0]?.message ?? '';
    expect(message).toMatch(/Cannot query field "projectz"/);
    expect(message).not.toMatch(/Did you mean/i);
    expect(core.requests).toHaveLength(0);
  });
});
