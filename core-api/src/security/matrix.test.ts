// The role × operation matrix: every route every module declares × every kind of caller (nobody, worker,
// supervisor, manager, admin, the superadmin, another company's admin), each cell asserting the exact status.
// Expectations come from the declaration (access, minimum role, success status) plus the per-record rules in
// each module's `<module>.security.ts`. A declared route without a case fails the suite, and every 2xx JSON
// answer is checked against the route's response schema. A case's `fields` add a column per field: commercial
// and personal fields (rates, quotes, invoice amounts, other people's phone and card numbers: decision 0023)
// must be null or absent in the answer of a role below the field's lowest role, and present from it up.
import { afterAll, describe, expect, it } from 'vitest';
import { checkAnswer } from '../kit/mount.js';
import { testApp, testDatabase } from '../test/context.js';
import { roleAtLeast } from '../lib/auth.js';
import type { Role } from '../models/index.js';
import { ROUTES, SECURITY, callFor, routeKey, securityDrive, valuesAt } from './harness.js';
import { ACTORS, COMPANY_ROLES, createWorld, impliedStatus } from './world.js';

const sequelize = testDatabase();
const { request } = testApp(sequelize, { drive: securityDrive() });

describe('role × operation matrix', () => {
  it('has a case for every declared route, and no case for a route that is not there', () => {
    const keys = ROUTES.map(routeKey);
    expect(keys.filter((k) => !SECURITY.cases[k])).toEqual([]);
    expect(Object.keys(SECURITY.cases).filter((k) => !keys.includes(k))).toEqual([]);
  });

  let cells = 0;
  let answersChecked = 0;
  let fieldCells = 0;
  for (const route of ROUTES) {
    const key = routeKey(route);
    it(
      key,
      async () => {
        const kase = SECURITY.cases[key];
        if (!kase) throw new Error(`No matrix case for ${key}`);
        const outcomes: Record<string, number> = {};
        const expected: Record<string, number> = {};
        // Per field and company role: 'shown' or 'hidden', as seen and as the case says.
        const fieldsSeen: Record<string, string> = {};
        const fieldsExpected: Record<string, string> = {};
        // Each caller in a world of its own, so the seven run side by side (what one changes, no other sees).
        await Promise.all(
          ACTORS.map(async (actor) => {
            const world = await createWorld();
            const call = await callFor(route, world);
            let req = request[route.method](`/api${call.path}`).set(world.auth(actor));
            if (call.file) {
              req = req.attach('file', call.file.bytes, call.file.name);
              // A multipart case's body becomes its text fields (a project id beside the file, say).
              for (const [k, v] of Object.entries((call.body ?? {}) as Record<string, unknown>)) {
                req = req.field(k, String(v));
              }
            } else if (call.body !== undefined) req = req.send(call.body as object);
            const res = await req;
            outcomes[actor] = res.status;
            // A success must carry exactly what the declaration promises.
            if (res.status >= 200 && res.status < 300 && route.produces === 'json') {
              checkAnswer(route, res.body);
              answersChecked += 1;
              if ((COMPANY_ROLES as string[]).includes(actor)) {
                for (const [field, minRole] of Object.entries(kase.fields ?? {})) {
                  const present = valuesAt(res.body, field).filter((v) => v !== null && v !== undefined);
                  const cell = `${actor} ${field}`;
                  fieldsSeen[cell] = present.length ? 'shown' : 'hidden';
                  fieldsExpected[cell] = roleAtLeast(actor as Role, minRole) ? 'shown' : 'hidden';
                  fieldCells += 1;
                }
              }
            }
            expected[actor] = kase.expect?.[actor] ?? impliedStatus(route, actor);
            cells += 1;
          }),
        );
        expect(outcomes, key).toEqual(expected);
        expect(fieldsSeen, `${key}: commercial and personal fields by role`).toEqual(fieldsExpected);
      },
      60_000,
    );
  }

  afterAll(() => {
    // Printed so CI logs and the closing note carry the count.
    console.info(
      `security matrix: ${cells} cells over ${ROUTES.length} routes × ${ACTORS.length} callers; ` +
        `${answersChecked} answers checked against their response schemas; ` +
        `${fieldCells} commercial or personal field cells checked by role`,
    );
  });
});
