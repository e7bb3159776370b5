// The diary's drafted part on real Postgres: exactly the day's labour (that day's timesheet hours; agency and
// subcontract gangs with their supplier), plant on site (arrived, on hire, off-hired that day), deliveries,
// forms and team notes of the London day — the day before and after, another project's, a rejected timesheet,
// a draft form and a supervisors' note left out, with the day's edges at midnight BST.
import { beforeAll, describe, expect, it } from 'vitest';
import { ProjectNote, ProjectTeamMember, type Company, type Project, type User } from '../../models/index.js';
import { makeProject } from '../../security/world.js';
import { bearer, createCompany, createUser, testApp, testDatabase } from '../../test/support.js';
import { labourSupplier, makeOperative, makeTimesheet } from '../labour/labour.fixtures.js';
import { LabourTrade } from '../labour/labour-trade.model.js';
import { MaterialDelivery } from '../materials/material-delivery.model.js';
import { makePo } from '../materials/materials.fixtures.js';
import { makeSubmission } from '../forms/forms.fixtures.js';
import { makeRequest } from '../plant/plant.fixtures.js';
import { dayRecords } from './site-diaries.read.js';

const sequelize = testDatabase();
const { request } = testApp(sequelize);

// Wednesday 15 July 2026, British Summer Time: the London day runs 14 July 23:00Z to 15 July 23:00Z.
const DAY = '2026-07-15';
const MONDAY = '2026-07-13';

let company: Company;
let project: Project;
let other: Project;
let supervisor: User;

async function deliveryAt(p: Project, at: string) {
  const { po, line } = await makePo(p, 'issued');
  return MaterialDelivery.create({
    company_id: p.company_id,
    purchase_order_id: po.id,
    received_by: null,
    received_at: new Date(at),
    lines: [{ line_id: line.id, quantity: 10 }],
    ticket_upload_id: null,
    notes: `Delivered ${at}`,
  });
}

async function noteAt(p: Project, at: string, content: string, level: 'worker' | 'supervisor' = 'worker') {
  const note = await ProjectNote.create({
    company_id: p.company_id,
    project_id: p.id,
    author_id: supervisor.id,
    content,
    visibility_level: level,
  });
  await sequelize.query('UPDATE project_notes SET created_at = :at WHERE id = :id', {
    replacements: { at, id: note.id },
  });
}

async function formAt(p: Project, at: string, status: 'submitted' | 'draft' = 'submitted') {
  const s = await makeSubmission(p, status, supervisor.id);
  if (status !== 'draft') await s.update({ submitted_at: new Date(at) });
  return s;
}

beforeAll(async () => {
  company = await createCompany();
  supervisor = await createUser(company, { role: 'supervisor' });
  project = await makeProject(company);
  other = await makeProject(company);
});

describe('the day’s records', () => {
  it('lists exactly the day’s labour, plant, deliveries, forms and notes of the project', async () => {
    const trade = await LabourTrade.create({
      company_id: company.id,
      name: 'Bricklayer',
      default_day_rate_pence: 1,
    });
    const direct = await makeOperative(company, { supplier: null });
    await direct.update({ trade_id: trade.id, name: 'Alan Direct' });
    const gang = await labourSupplier(company);
    const agency = await makeOperative(company, { supplier: gang, engagement: 'agency' });
    await agency.update({ name: 'Bea Agency' });
    const sub = await makeOperative(company, { supplier: gang, engagement: 'subcontractor' });
    await sub.update({ name: 'Cal Sub' });
    const off = await makeOperative(company, { supplier: null });
    // Index 2 is Wednesday.
    await makeTimesheet(direct, project, 'approved', MONDAY, [8, 8, 7.5, 8, 8, 0, 0]);
    await makeTimesheet(agency, project, 'submitted', MONDAY, [0, 0, 8, 0, 0, 0, 0]);
    await makeTimesheet(sub, project, 'draft', MONDAY, [0, 0, 6, 0, 0, 0, 0]);
    await makeTimesheet(off, project, 'approved', MONDAY, [8, 8, 0, 8, 8, 0, 0]); // not on site Wednesday
    await makeTimesheet(off, other, 'approved', MONDAY, [0, 0, 8, 0, 0, 0, 0]); // another project
    const rejected = await makeOperative(company, { supplier: null });
    await makeTimesheet(rejected, project, 'rejected', MONDAY, [8, 8, 8, 8, 8, 0, 0]);
    await makeTimesheet(direct, project, 'approved', '2026-07-06', [8, 8, 8, 8, 8, 0, 0]); // the week before

    const plant = async (on: string, off: string | null, p = project) => {
      const r = await makeRequest(company, p.id, supervisor.id, off ? 'off_hired' : 'on_hire');
      await r.update({ on_hire_date: on, off_hire_date: off });
      return r.reference;
    };
    const onHire = await plant('2026-07-10', null);
    const arrived = await plant(DAY, null);
    const offToday = await plant('2026-07-01', DAY);
    await plant('2026-07-01', '2026-07-14'); // collected the day before
    await plant('2026-07-16', null); // arrives the day after
    await plant('2026-07-10', null, other);

    const first = await deliveryAt(project, '2026-07-14T23:00:00Z'); // 00:00 BST on the 15th
    const last = await deliveryAt(project, '2026-07-15T22:59:59Z'); // 23:59:59 BST
    await deliveryAt(project, '2026-07-14T22:59:59Z'); // 23:59:59 on the 14th
    await deliveryAt(project, '2026-07-15T23:00:00Z'); // midnight, the 16th
    await deliveryAt(other, '2026-07-15T10:00:00Z');

    const sent = await formAt(project, '2026-07-15T06:30:00Z');
    await formAt(project, '2026-07-14T22:30:00Z'); // 23:30 on the 14th
    await formAt(project, '2026-07-15T08:00:00Z', 'draft');
    await formAt(other, '2026-07-15T08:00:00Z');

    await noteAt(project, '2026-07-15T12:00:00Z', 'Scaffold adapted at gable');
    await noteAt(project, '2026-07-15T12:00:00Z', 'Programme slip discussed', 'supervisor');
    await noteAt(project, '2026-07-15T23:10:00Z', 'Tomorrow’s note');
    await noteAt(other, '2026-07-15T12:00:00Z', 'Other site');

    const r = await dayRecords(sequelize, company.id, project.id, DAY);
    expect(r.labour).toEqual([
      expect.objectContaining({
        name: 'Alan Direct',
        trade: 'Bricklayer',
        engagement: 'direct',
        supplier: null,
        hours: 7.5,
      }),
      expect.objectContaining({ name: 'Bea Agency', engagement: 'agency', supplier: gang.name, hours: 8 }),
      expect.objectContaining({
        name: 'Cal Sub',
        engagement: 'subcontractor',
        supplier: gang.name,
        hours: 6,
      }),
    ]);
    expect(r.labour_hours).toBe(21.5);
    expect(r.plant.map((p) => [p.reference, p.arrived, p.off_hired]).sort()).toEqual(
      [
        [onHire, false, false],
        [arrived, true, false],
        [offToday, false, true],
      ].sort(),
    );
    expect(r.deliveries.map((d) => d.delivery_id)).toEqual([first.id, last.id]);
    expect(r.deliveries[0]!.items).toEqual([{ description: 'Cement 25kg', quantity: 10, unit: 'bag' }]);
    expect(r.deliveries[0]!.summary).toBe('10 bag Cement 25kg');
    expect(r.forms.map((f) => f.submission_id)).toEqual([sent.id]);
    expect(r.forms[0]).toMatchObject({
      template_name: 'Site Issue Report',
      category: 'site_issue',
      category_label: 'Site issue',
    });
    expect(r.notes.map((n) => n.content)).toEqual(['Scaffold adapted at gable']);

    // The same through the API, for a worker on the team, with no money in it.
    const worker = await createUser(company, { role: 'worker' });
    await ProjectTeamMember.create({ company_id: company.id, project_id: project.id, user_id: worker.id });
    const res = await request
      .get(`/api/projects/${project.id}/diary/${DAY}`)
      .set({ Authorization: bearer(worker) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'draft',
      version: 0,
      id: null,
      can_edit: false,
      can_sign: false,
    });
    expect(res.body.records).toEqual(JSON.parse(JSON.stringify(r)));
    expect(JSON.stringify(res.body)).not.toMatch(/pence/);
  });

  it('an empty day is empty', async () => {
    const r = await dayRecords(sequelize, company.id, project.id, '2026-06-30');
    expect(r).toEqual({
      labour: [],
      labour_hours: 0,
      plant: [],
      deliveries: [],
      forms: [],
      inductions: [],
      notes: [],
    });
  });
});
