// Races on the PostgreSQL server: the same state change sent ten times at once — approvals, issues, off-hires,
// allocations, conversions, a person's password reset through ten links — is made exactly once; the other nine are refused with 409 and leave nothing behind
// (one activity row, one notification, one project, one allocation). The embedded database serialises every
// transaction, so these only prove something on a server with a pool wide enough for the ten to overlap: the
// suite runs whenever the tests run on a server (CI always does, `.ci/run`), and says so when it is skipped.
import { afterAll, describe, expect, inject, it } from 'vitest';
import supertest from 'supertest';
import { randomBytes } from 'node:crypto';
import {
  Activity,
  PasswordResetToken,
  Project,
  type Company,
  type Role,
  type User,
} from '../models/index.js';
import { RESET_LINK_INVALID } from '../modules/auth/auth.schema.js';
import { hashResetToken } from '../modules/auth/password-reset.service.js';
import { createApp, registerModels } from '../app.js';
import { createSequelize } from '../db/sequelize.js';
import { createLogger } from '../lib/logger.js';
import { bearer, createCompany, createUser, TEST_JWT_SECRET } from '../test/support.js';
import { makeProject } from './world.js';
import { Notification } from '../modules/notifications/index.js';
import { makeItem, makeRate, makeRequest } from '../modules/plant/plant.fixtures.js';
import { PlantRequest } from '../modules/plant/plant-request.model.js';
import { makeInvoice, makePo } from '../modules/materials/materials.fixtures.js';
import { makeLabourInvoice, makeOperative, makeTimesheet } from '../modules/labour/labour.fixtures.js';
import { makeSubmission } from '../modules/forms/forms.fixtures.js';
import { makeApplication, makeTemplate } from '../modules/applications/applications.fixtures.js';
import { makeEnquiry, makeEstimate } from '../modules/enquiries/enquiries.fixtures.js';

const onServer = inject('poolMax') > 1;
const TEN = 10;

// A pool wider than the ten callers, so every request holds its own connection and the transactions overlap.
const sequelize = createSequelize(inject('databaseUrl'), { poolMax: TEN + 4 });
registerModels(sequelize);
const app = createApp({
  sequelize,
  jwtSecret: TEST_JWT_SECRET,
  logger: createLogger(process.env.TEST_LOG_LEVEL || 'silent'),
  trustProxy: 'loopback',
  appUrl: 'http://localhost:3000',
});
const request = supertest(app);
afterAll(async () => {
  await sequelize.close();
});

async function crew(company: Company) {
  const users = {} as Record<Role, User[]>;
  for (const role of ['worker', 'supervisor', 'manager', 'admin'] as Role[]) {
    users[role] = [];
    for (let i = 0; i < 3; i += 1) users[role].push(await createUser(company, { role }));
  }
  return users;
}

/** Sends `send(i)` for i = 0..9 at once; returns the statuses, sorted. */
async function atOnce(send: (i: number) => supertest.Test): Promise<number[]> {
  const results = await Promise.all(Array.from({ length: TEN }, (_, i) => send(i)));
  return results.map((r) => r.status).sort((a, b) => a - b);
}

/** Exactly one success (`ok`), nine 409s. */
function exactlyOne(statuses: number[], ok = 200) {
  expect(statuses).toEqual([ok, ...Array.from({ length: TEN - 1 }, () => 409)]);
}

async function activityCount(entityId: string, action?: string) {
  return Activity.count({ where: { entity_id: entityId, ...(action ? { action } : {}) } });
}

describe.runIf(onServer)(
  'ten identical state changes at once on the PostgreSQL server: exactly one is made',
  () => {
    it('plant: ten approvals of one request, one approval and one notification to the requester', async () => {
      const company = await createCompany();
      const users = await crew(company);
      const project = await makeProject(company, [users.worker[0]!.id]);
      const req = await makeRequest(company, project.id, users.worker[0]!.id);
      const rate = await makeRate(company);
      const approvers = [...users.supervisor, ...users.manager, ...users.admin];
      exactlyOne(
        await atOnce((i) =>
          request
            .post(`/api/plant/requests/${req.id}/approve`)
            .set({ Authorization: bearer(approvers[i % approvers.length]!) })
            .send({ fulfilment: 'hire', rate_id: rate.id }),
        ),
      );
      expect((await PlantRequest.findByPk(req.id))!.status).toBe('approved');
      expect(await Notification.count({ where: { user_id: users.worker[0]!.id } })).toBe(1);
    });

    it('plant: one owned item allocated by ten requests at once goes to one of them', async () => {
      const company = await createCompany();
      const users = await crew(company);
      const project = await makeProject(company, [users.worker[0]!.id]);
      const item = await makeItem(company);
      const requests: PlantRequest[] = [];
      for (let i = 0; i < TEN; i += 1)
        requests.push(await makeRequest(company, project.id, users.worker[0]!.id));
      exactlyOne(
        await atOnce((i) =>
          request
            .post(`/api/plant/requests/${requests[i]!.id}/approve`)
            .set({ Authorization: bearer(users.manager[i % 3]!) })
            .send({ fulfilment: 'allocation', plant_item_id: item.id }),
        ),
      );
      expect(
        await PlantRequest.count({
          where: { company_id: company.id, plant_item_id: item.id, status: 'approved' },
        }),
      ).toBe(1);
    });

    it('plant: ten off-hire requests of one hire, one off-hire and one notification to the approver', async () => {
      const company = await createCompany();
      const users = await crew(company);
      const project = await makeProject(company, [users.worker[0]!.id]);
      const hire = await makeRequest(company, project.id, users.worker[0]!.id, 'on_hire');
      await hire.update({ decided_by: users.supervisor[0]!.id });
      exactlyOne(
        await atOnce(() =>
          request
            .post(`/api/plant/requests/${hire.id}/off-hire`)
            .set({ Authorization: bearer(users.worker[0]!) }),
        ),
      );
      expect((await PlantRequest.findByPk(hire.id))!.status).toBe('off_hire_requested');
      expect(await activityCount(hire.id)).toBe(1);
      expect(await Notification.count({ where: { user_id: users.supervisor[0]!.id } })).toBe(1);
    });

    it('materials: ten issues of one draft order and ten approvals of one supplier invoice', async () => {
      const company = await createCompany();
      const users = await crew(company);
      const project = await makeProject(company);
      const { po: draft } = await makePo(project, 'draft');
      exactlyOne(
        await atOnce((i) =>
          request
            .post(`/api/purchase-orders/${draft.id}/status`)
            .set({ Authorization: bearer(users.supervisor[i % 3]!) })
            .send({ status: 'issued' }),
        ),
      );
      expect(await activityCount(draft.id, 'issued')).toBe(1);

      const { po, line } = await makePo(project, 'delivered', 10);
      const invoice = await makeInvoice(po, line);
      exactlyOne(
        await atOnce((i) =>
          request
            .post(`/api/supplier-invoices/${invoice.id}/approve`)
            .set({ Authorization: bearer(users.manager[i % 3]!) })
            .send({}),
        ),
      );
    });

    it('labour: ten approvals of one timesheet and of one labour invoice', async () => {
      const company = await createCompany();
      const users = await crew(company);
      const project = await makeProject(company);
      const operative = await makeOperative(company);
      const sheet = await makeTimesheet(operative, project, 'submitted');
      exactlyOne(
        await atOnce((i) =>
          request
            .post(`/api/timesheets/${sheet.id}/status`)
            .set({ Authorization: bearer(users.supervisor[i % 3]!) })
            .send({ status: 'approved' }),
        ),
      );
      expect(await activityCount(sheet.id)).toBe(1);

      const invoice = await makeLabourInvoice(operative, project, 'matched');
      exactlyOne(
        await atOnce((i) =>
          request
            .post(`/api/labour-invoices/${invoice.id}/status`)
            .set({ Authorization: bearer(users.manager[i % 3]!) })
            .send({ status: 'approved' }),
        ),
      );
      expect(await activityCount(invoice.id)).toBe(1);
    });

    it('forms and applications: ten approvals of one form, ten submissions of one application', async () => {
      const company = await createCompany();
      const users = await crew(company);
      const project = await makeProject(company, [users.worker[0]!.id]);
      const form = await makeSubmission(project, 'submitted', users.worker[0]!.id);
      exactlyOne(
        await atOnce((i) =>
          request
            .post(`/api/form-submissions/${form.id}/status`)
            .set({ Authorization: bearer(users.supervisor[i % 3]!) })
            .send({ status: 'approved' }),
        ),
      );
      expect(await activityCount(form.id)).toBe(1);

      const template = await makeTemplate(project, users.manager[0]!.id);
      const applicationId = await makeApplication(template, users.manager[0]!.id, 'draft');
      exactlyOne(
        await atOnce((i) =>
          request
            .post(`/api/applications/${applicationId}/status`)
            .set({ Authorization: bearer(users.manager[i % 3]!) })
            .send({ status: 'submitted' }),
        ),
      );
      expect(await activityCount(applicationId, 'submitted')).toBe(1);
    });

    it('enquiries: ten conversions of one won enquiry make one project', async () => {
      const company = await createCompany();
      const users = await crew(company);
      const enquiry = await makeEnquiry(company, { status: 'won' });
      await makeEstimate(enquiry, 'accepted');
      exactlyOne(
        await atOnce((i) =>
          request
            .post(`/api/enquiries/${enquiry.id}/convert`)
            .set({ Authorization: bearer(users.manager[i % 3]!) }),
        ),
        201,
      );
      expect(await Project.count({ where: { company_id: company.id } })).toBe(1);
    });

    it('auth: ten different reset links of one person redeemed at once set one password; the others are dead', async () => {
      const company = await createCompany();
      const user = await createUser(company, { role: 'worker' });
      const tokens = Array.from({ length: TEN }, () => randomBytes(32).toString('base64url'));
      for (const token of tokens) {
        await PasswordResetToken.create({
          user_id: user.id,
          token_hash: hashResetToken(token),
          expires_at: new Date(Date.now() + 3_600_000),
        });
      }
      const results = await Promise.all(
        tokens.map((token, i) =>
          request.post('/api/auth/reset-password').send({ token, new_password: `Fresh-pass-${i}-Quay` }),
        ),
      );
      // One person, one new password: the first link wins, the nine others die with it (never a 500).
      expect(results.map((r) => r.status).sort()).toEqual([
        200,
        ...Array.from({ length: TEN - 1 }, () => 400),
      ]);
      for (const refused of results.filter((r) => r.status === 400)) {
        expect(refused.body.detail).toEqual([RESET_LINK_INVALID]);
      }
      await user.reload();
      expect(user.token_version).toBe(1);
      expect(await PasswordResetToken.count({ where: { user_id: user.id, used_at: null } })).toBe(0);
    });
  },
);

describe.skipIf(onServer)('races (skipped)', () => {
  it.skip('run only on a PostgreSQL server (set DATABASE_URL); the embedded database serialises them', () => {});
});
