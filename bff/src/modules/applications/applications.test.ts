// Applications through GraphQL against the REAL core-api on real Postgres: a template from a project's
// defaults, an application created twice with one Idempotency-Key is one application, core-api's own messages
// come through, a worker is refused early, and the PDF comes through the /files pass-through with its amounts.
import request from 'supertest';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeProject, pdfText } from '@sitebase/core-api/testing';
import {
  createCompany,
  createUser,
  gql as post,
  startRealStack,
  type RealStack,
  type User,
} from '../../test/support.js';

const secret = 'bff-applications-test-secret';
let stack: RealStack;
let app: Express;
let worker: User;
let supervisor: User;
let projectId: string;

const gql = (query: string, variables: Record<string, unknown> = {}, user?: User) =>
  post(app, query, variables, user ? stack.tokenFor(user) : undefined);

beforeAll(async () => {
  stack = await startRealStack(secret);
  app = stack.app;
  const company = await createCompany();
  worker = await createUser(company, { role: 'worker' });
  supervisor = await createUser(company, { role: 'supervisor' });
  projectId = (await makeProject(company)).id;
}, 60_000);
afterAll(() => stack?.close());

const CREATE_APPLICATION = `mutation C($input: CreateApplicationInput!) {
  createApplication(input: $input) { id number status totals { gross_pence amount_due_pence vat_pence total_pence }
    dates { due_date due_rule } } }`;

describe('applications through the BFF', () => {
  let templateId: string;
  let lineIds: string[];
  let applicationId: string;

  it('makes a template from the project’s defaults; a worker is refused before core-api', async () => {
    const defaults = await gql(
      'query D($id: ID!) { applicationTemplateDefaults(project_id: $id) { retention_percent payment_due_days region vat_treatment } }',
      { id: projectId },
      supervisor,
    );
    expect(defaults.body.errors).toBeUndefined();
    const d = defaults.body.data.applicationTemplateDefaults;
    const created = await gql(
      `mutation T($input: CreateApplicationTemplateInput!) { createApplicationTemplate(input: $input) { id lines { id } next_application { number } } }`,
      {
        input: {
          project_id: projectId,
          name: 'Main contract',
          lines: [
            { reference: 'A1', description: 'Groundworks', contract_value_pence: 1_000_000 },
            { reference: 'A2', description: 'Brickwork', contract_value_pence: 2_000_000 },
          ],
          retention_percent: d.retention_percent,
          vat_treatment: d.vat_treatment,
          terms: 'contract',
          payment_due_days: d.payment_due_days,
          payment_final_days: 17,
          pay_less_days: 7,
          region: d.region,
        },
      },
      supervisor,
    );
    expect(created.body.errors).toBeUndefined();
    templateId = created.body.data.createApplicationTemplate.id;
    lineIds = created.body.data.createApplicationTemplate.lines.map((l: { id: string }) => l.id);
    const refused = await gql('query { applications { total } }', {}, worker);
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('an application created twice with one Idempotency-Key is one application', async () => {
    const send = () =>
      request(app)
        .post('/graphql')
        .set('content-type', 'application/json')
        .set('authorization', `Bearer ${stack.tokenFor(supervisor)}`)
        .set('idempotency-key', 'afp-form-1')
        .send({
          query: CREATE_APPLICATION,
          variables: {
            input: {
              template_id: templateId,
              valuation_date: '2026-10-31',
              lines: [
                { line_id: lineIds[0], percent: 50 },
                { line_id: lineIds[1], value_pence: 250_000 },
              ],
              variations: [
                { reference: 'V1', description: 'Extra', value_pence: 10_000, status: 'approved' },
              ],
              materials_on_site: [],
            },
          },
        });
    const first = await send();
    const again = await send();
    expect(first.body.errors).toBeUndefined();
    expect(again.body.data.createApplication.id).toBe(first.body.data.createApplication.id);
    expect(first.body.data.createApplication.totals.gross_pence).toBe(760_000);
    applicationId = first.body.data.createApplication.id;
  });

  it('passes core-api’s messages through, then submits and serves the PDF', async () => {
    const bad = await gql(
      'mutation N($id: ID!) { recordApplicationNotice(id: $id, input: { kind: "pay_less", amount_pence: 1, notice_date: "2026-11-20" }) { id } }',
      { id: applicationId },
      supervisor,
    );
    expect(JSON.stringify(bad.body.errors)).toContain('Reason is required for a pay less notice');
    const submitted = await gql(
      'mutation S($id: ID!) { changeApplicationStatus(id: $id, status: "submitted") { status can_record_notice } }',
      { id: applicationId },
      supervisor,
    );
    expect(submitted.body.data.changeApplicationStatus).toEqual({
      status: 'submitted',
      can_record_notice: true,
    });
    const pdf = await request(app)
      .get(`/files/applications/${applicationId}/pdf`)
      .set('authorization', `Bearer ${stack.tokenFor(supervisor)}`)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(await pdfText(pdf.body as Buffer)).toContain('£7,600.00');
    const anon = await request(app).get(`/files/applications/${applicationId}/pdf`);
    expect(anon.status).toBe(401);
  });

  it('the claim date on submitting, the notice in default and its PDF through the pass-through', async () => {
    const template = await gql(
      `mutation T($input: CreateApplicationTemplateInput!) { createApplicationTemplate(input: $input) { id lines { id cis_specified } } }`,
      {
        input: {
          project_id: projectId,
          name: 'Second contract',
          lines: [{ reference: 'B1', description: 'Drainage', contract_value_pence: 500_000 }],
          retention_percent: 5,
          vat_treatment: 'standard',
          terms: 'contract',
          payment_due_days: 14,
          payment_final_days: 17,
          pay_less_days: 7,
          region: 'england-and-wales',
        },
      },
      supervisor,
    );
    const t = template.body.data.createApplicationTemplate;
    expect(t.lines[0].cis_specified).toBe(true);
    const made = await gql(
      CREATE_APPLICATION,
      {
        input: {
          template_id: t.id,
          valuation_date: '2026-03-13',
          lines: t.lines.map((l: { id: string }) => ({ line_id: l.id, percent: 100 })),
          variations: [],
          materials_on_site: [],
        },
      },
      supervisor,
    );
    const id = made.body.data.createApplication.id as string;
    const none = await request(app)
      .get(`/files/applications/${id}/default-notice/pdf`)
      .set('authorization', `Bearer ${stack.tokenFor(supervisor)}`);
    expect(none.status).toBe(404);
    const early = await gql(
      'mutation D($id: ID!) { giveApplicationDefaultNotice(id: $id, input: { notice_date: "2026-04-08", amount_pence: 100, basis: "As applied" }) { id } }',
      { id },
      supervisor,
    );
    expect(JSON.stringify(early.body.errors)).toContain('submitted application');
    const submitted = await gql(
      'mutation S($id: ID!) { changeApplicationStatus(id: $id, status: "submitted", claim_date: "2026-03-13") { claim_date can_give_default_notice } }',
      { id },
      supervisor,
    );
    expect(submitted.body.data.changeApplicationStatus).toEqual({
      claim_date: '2026-03-13',
      can_give_default_notice: true,
    });
    const given = await gql(
      'mutation D($id: ID!) { giveApplicationDefaultNotice(id: $id, input: { notice_date: "2026-04-08", amount_pence: 100, basis: "As applied" }) { dates { final_date pay_less_deadline postponed_days } notified_sum_pence } }',
      { id },
      supervisor,
    );
    expect(given.body.errors).toBeUndefined();
    expect(given.body.data.giveApplicationDefaultNotice).toEqual({
      dates: { final_date: '2026-04-20', pay_less_deadline: '2026-04-13', postponed_days: 5 },
      notified_sum_pence: 100,
    });
    const pdf = await request(app)
      .get(`/files/applications/${id}/default-notice/pdf`)
      .set('authorization', `Bearer ${stack.tokenFor(supervisor)}`)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(pdf.status).toBe(200);
    expect(await pdfText(pdf.body as Buffer)).toContain('s.110B');
  });
});
