// Issue 12 through GraphQL and the /files pass-through against the REAL core-api: commercial terms per role
// (project, list, stats, PDF), the permission table (archive supervisor+, delete manager+), the company's
// defaults for the New project form, and the manager picker.
import request from 'supertest';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '@sitebase/core-api/testing';
import {
  createCompany,
  createUser,
  gql as post,
  startRealStack,
  type RealCoreApi,
  type User,
} from '../../test/support.js';

const ROLES = ['worker', 'supervisor', 'manager', 'admin'] as const;
type RoleName = (typeof ROLES)[number];

let core: RealCoreApi;
let app: Express;
const users = {} as Record<RoleName, User>;

function gql(query: string, variables: Record<string, unknown>, user: User) {
  return post(app, query, variables, core.tokenFor(user));
}

const COMMERCIAL_QUERY = `query P($id: ID!) {
  project(id: $id) {
    name client_name client_contact_name client_email client_phone contract_value_pence contract_form
    retention_percent payment_due_days payment_final_days drc_applies budget_total_pence budget { labour }
    abilities { can_view_commercial can_archive can_delete note_levels status_moves }
    stats { budget_total_pence committed_total_pence spend_vs_budget { category } }
  }
  projects(size: 100) { items { id contract_value_pence client_email } }
}`;

let projectId: string;

beforeAll(async () => {
  ({ core, app } = await startRealStack('bff-project-roles-secret'));
  const company = await createCompany();
  for (const role of ROLES) users[role] = await createUser(company, { role });
  const created = await gql(
    `mutation C($input: CreateProjectInput!) { createProject(input: $input) { id } }`,
    {
      input: {
        name: 'Ffordd Łąka',
        client_name: 'Cyngor Sir',
        client_contact_name: 'Gwen Price',
        client_email: 'gwen@client.example',
        contract_value_pence: 55_500_000,
        contract_form: 'NEC4_ECC_C',
        budget: { labour: 1_000_000 },
        drc_applies: true,
      },
    },
    users.manager,
  );
  projectId = created.body.data.createProject.id;
  await gql(
    `mutation A($p: ID!, $u: ID!) { addTeamMember(project_id: $p, user_id: $u) { id } }`,
    { p: projectId, u: users.worker.id },
    users.manager,
  );
}, 120_000);

afterAll(async () => {
  await core?.close();
});

describe('commercial terms per role through GraphQL and the PDF', () => {
  it.each(ROLES)('%s', async (role) => {
    const res = await gql(COMMERCIAL_QUERY, { id: projectId }, users[role]);
    expect(res.body.errors).toBeUndefined();
    const p = res.body.data.project;
    const listed = res.body.data.projects.items.find((x: { id: string }) => x.id === projectId);
    expect(p).toMatchObject({ name: 'Ffordd Łąka', client_name: 'Cyngor Sir' });
    if (role === 'worker') {
      expect(p).toMatchObject({
        client_contact_name: null,
        client_email: null,
        client_phone: null,
        contract_value_pence: null,
        contract_form: null,
        retention_percent: null,
        payment_due_days: null,
        payment_final_days: null,
        drc_applies: null,
        budget_total_pence: null,
        budget: null,
        abilities: { can_view_commercial: false, note_levels: ['worker'], status_moves: [] },
        stats: { budget_total_pence: null, committed_total_pence: null, spend_vs_budget: null },
      });
      expect(listed).toMatchObject({ contract_value_pence: null, client_email: null });
    } else {
      expect(p).toMatchObject({
        client_contact_name: 'Gwen Price',
        contract_value_pence: 55_500_000,
        contract_form: 'NEC4_ECC_C',
        drc_applies: true,
        budget: { labour: 1_000_000 },
        abilities: {
          can_view_commercial: true,
          can_archive: true,
          can_delete: role !== 'supervisor',
          // core-api's transition table from planning, as the web's status select offers it.
          status_moves: ['active', 'on_hold', 'cancelled'],
        },
        stats: { budget_total_pence: 1_000_000 },
      });
      expect(p.stats.spend_vs_budget).toHaveLength(6);
      expect(listed).toMatchObject({ contract_value_pence: 55_500_000 });
    }

    const pdf = await request(app)
      .get(`/files/projects/${projectId}/export?format=pdf`)
      .set('authorization', `Bearer ${core.tokenFor(users[role])}`)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(pdf.status).toBe(200);
    const text = await pdfText(pdf.body as Buffer);
    expect(text).toContain('Ffordd Łąka');
    if (role === 'worker') {
      for (const hidden of [
        '£555,000.00',
        'NEC4 ECC Option C',
        'gwen@client.example',
        'Budget vs committed',
      ]) {
        expect(text, hidden).not.toContain(hidden);
      }
    } else {
      expect(text).toContain('£555,000.00');
      expect(text).toContain('NEC4 ECC Option C');
      expect(text).not.toContain('NEC4_ECC_C');
      expect(text).toContain('Budget vs committed');
    }
  });
});

describe('the permission table over GraphQL', () => {
  it('a supervisor archives and restores; deleting is for managers and up', async () => {
    const archive = await gql(
      `mutation A($id: ID!) { archiveProject(id: $id, reason: "Handed over") { is_archived abilities { can_restore can_add_note can_upload can_manage_team } } }`,
      { id: projectId },
      users.supervisor,
    );
    expect(archive.body.data.archiveProject).toEqual({
      is_archived: true,
      abilities: { can_restore: true, can_add_note: false, can_upload: false, can_manage_team: false },
    });
    const note = await gql(
      `mutation N($p: ID!) { addProjectNote(project_id: $p, content: "After archiving") { id } }`,
      { p: projectId },
      users.manager,
    );
    expect(note.body.errors[0]).toMatchObject({
      message: 'This project is archived. Restore it before making changes.',
      extensions: { code: 'CONFLICT' },
    });
    const restore = await gql(
      `mutation R($id: ID!) { restoreProject(id: $id, reason: "Snagging") { is_archived } }`,
      { id: projectId },
      users.supervisor,
    );
    expect(restore.body.data.restoreProject.is_archived).toBe(false);
    const del = await gql(
      `mutation D($id: ID!) { deleteProject(id: $id) }`,
      { id: projectId },
      users.supervisor,
    );
    expect(del.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('the New project form reads the company defaults; the manager picker lists active users', async () => {
    await gql(
      `mutation S($input: UpdateCompanySettingsInput!) { updateCompanySettings(input: $input) { payment_final_days } }`,
      { input: { retention_percent: 3, payment_due_days: 28, payment_final_days: 12 } },
      users.admin,
    );
    const defaults = await gql(
      `query { projectDefaults { retention_percent payment_due_days payment_final_days } }`,
      {},
      users.supervisor,
    );
    expect(defaults.body.data.projectDefaults).toEqual({
      retention_percent: 3,
      payment_due_days: 28,
      payment_final_days: 12,
    });
    const picker = await gql(`query { projectManagerCandidates { id role } }`, {}, users.supervisor);
    expect(picker.body.data.projectManagerCandidates.map((u: { id: string }) => u.id)).toEqual(
      expect.arrayContaining(ROLES.map((r) => users[r].id)),
    );
    const forbidden = await gql(`query { projectDefaults { retention_percent } }`, {}, users.worker);
    expect(forbidden.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});
