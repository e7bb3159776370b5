// The site diary through GraphQL against the REAL core-api on real Postgres: a worker on the team reads the day
// (with its records), a supervisor autosaves at the version, a stale version and an edit after sign-off get
// core-api's 409 message, a worker may not write, and the Delay Notice prefill reads the diary's delays.
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeProject } from '@sitebase/core-api/testing';
import {
  createCompany,
  createUser,
  gql as post,
  startRealStack,
  type RealStack,
  type User,
} from '../../test/support.js';

let stack: RealStack;
let app: Express;
let supervisor: User;
let worker: User;
let projectId: string;

const today = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
const DIARY = `query D($p: ID!, $d: String!) { siteDiary(projectId: $p, date: $d) {
  id version status weather { morning { conditions temperature_c stopped_work } } delays { reason lost_hours }
  lost_hours can_edit records { labour_hours labour { name } plant { reference } deliveries { po_reference } forms { reference } }
} }`;
const SAVE = `mutation S($p: ID!, $d: String!, $i: SaveSiteDiaryInput!) { saveSiteDiary(projectId: $p, date: $d, input: $i) {
  version weather { morning { conditions temperature_c stopped_work } } delays { reason lost_hours } lost_hours
} }`;
const SIGN =
  'mutation G($p: ID!, $d: String!, $v: Int!) { signSiteDiary(projectId: $p, date: $d, version: $v) { status version } }';
const PREFILL = `query P($p: ID!, $f: String!, $t: String!) { diaryDelayPrefill(projectId: $p, from: $f, to: $t) {
  lost_hours answers { occurred_on cause description estimated_delay_days } } }`;

beforeAll(async () => {
  stack = await startRealStack('bff-site-diaries-test-secret');
  app = stack.app;
  const company = await createCompany();
  supervisor = await createUser(company, { role: 'supervisor' });
  worker = await createUser(company, { role: 'worker' });
  projectId = (await makeProject(company, [worker.id])).id;
}, 60_000);
afterAll(() => stack?.close());

describe('the site diary through the BFF', () => {
  it('reads, autosaves at its version, refuses stale and locked writes with core-api’s words, and pre-fills a delay', async () => {
    const d = today();
    const empty = await post(app, DIARY, { p: projectId, d }, stack.tokenFor(worker));
    expect(empty.body.errors).toBeUndefined();
    expect(empty.body.data.siteDiary).toMatchObject({
      id: null,
      version: 0,
      status: 'draft',
      can_edit: false,
    });
    expect(empty.body.data.siteDiary.records).toEqual({
      labour_hours: 0,
      labour: [],
      plant: [],
      deliveries: [],
      forms: [],
    });

    const input = {
      version: 0,
      weather: { morning: { conditions: 'Rain', temperature_c: 6.5, stopped_work: true } },
      delays: [{ reason: 'Rain stopped bricklaying', lost_hours: 3 }],
    };
    const refused = await post(app, SAVE, { p: projectId, d, i: input }, stack.tokenFor(worker));
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const saved = await post(app, SAVE, { p: projectId, d, i: input }, stack.tokenFor(supervisor));
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data.saveSiteDiary).toMatchObject({
      version: 1,
      weather: { morning: { conditions: 'Rain', temperature_c: 6.5, stopped_work: true } },
      lost_hours: 3,
    });
    const stale = await post(
      app,
      SAVE,
      { p: projectId, d, i: { version: 0, work_done: 'x' } },
      stack.tokenFor(supervisor),
    );
    expect(stale.body.errors?.[0]?.message).toBe(
      'This diary was changed by someone else since you opened it. Reload it to see their changes.',
    );

    const signed = await post(app, SIGN, { p: projectId, d, v: 1 }, stack.tokenFor(supervisor));
    expect(signed.body.data.signSiteDiary).toEqual({ status: 'signed', version: 2 });
    const locked = await post(
      app,
      SAVE,
      { p: projectId, d, i: { version: 2, work_done: 'x' } },
      stack.tokenFor(supervisor),
    );
    expect(locked.body.errors?.[0]?.message).toBe(
      'This diary is signed and locked. Add an addendum to correct it.',
    );

    const prefill = await post(app, PREFILL, { p: projectId, f: d, t: d }, stack.tokenFor(worker));
    expect(prefill.body.errors).toBeUndefined();
    expect(prefill.body.data.diaryDelayPrefill).toMatchObject({
      lost_hours: 3,
      answers: { occurred_on: d, cause: 'Rain stopped bricklaying', estimated_delay_days: 1 },
    });
  });
});
