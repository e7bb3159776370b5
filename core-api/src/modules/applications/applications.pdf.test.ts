// The application for payment PDF is fit to send (issue 35, point 6): every column has its heading on one line
// ("% complete" used to wrap; the Construction Act dates had a date column with no heading), the valuation
// (the totals) is never split across two pages however long the schedule, a draft says DRAFT on every page and
// a submitted one does not, and the status is in words.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Company, Project, User } from '../../models/index.js';
import { makeProject } from '../../security/world.js';
import { bearer, createCompany, createUser, testApp, testDatabase } from '../../test/support.js';
import { pdfPages } from '../../test/pdf-text.js';
import { setVatRegistered } from '../settings/settings.fixtures.js';
import { makeApplication, makeTemplate } from './applications.fixtures.js';

const sequelize = testDatabase();
const { request } = testApp(sequelize);

let company: Company;
let project: Project;
let manager: User;

beforeAll(async () => {
  company = await createCompany();
  await setVatRegistered(company.id);
  manager = await createUser(company, { role: 'manager' });
  project = await makeProject(company);
});

async function pages(applicationId: string): Promise<string[]> {
  const res = await request
    .get(`/api/applications/${applicationId}/pdf`)
    .set('Authorization', bearer(manager))
    .buffer(true)
    .parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    });
  expect(res.status).toBe(200);
  return pdfPages(res.body as Buffer);
}

const lines = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    reference: `B${i + 1}`,
    description: `Works package ${i + 1}: blockwork, lintels and making good to plots ${i + 1}–${i + 3}`,
    contract_value_pence: 1_234_500 + i * 10_000,
  }));

const VALUATION = [
  'Work done to date',
  'Approved variations',
  'Materials on site',
  'Gross valuation to date',
  'Less retention at 5%',
  'Net valuation',
  'Less previously certified',
  'Amount due this application',
  'VAT at 20%',
];

describe('application for payment PDF', () => {
  it('a draft is marked DRAFT on every page; headings on one line, the dates column has its heading', async () => {
    const template = await makeTemplate(project, manager.id, { lines: lines(3) });
    const id = await makeApplication(template, manager.id, 'draft');
    const draft = await pages(id);
    for (const page of draft) expect(page).toContain('DRAFT');
    const text = draft.join('\n');
    expect(text).toContain('Status Draft');
    // The schedule's heading row, each heading whole on the one line.
    expect(text).toContain('Ref Description Contract value % complete Value to date Previous This period');
    expect(text).toContain('Milestone Date Rule');
    expect(text).toContain('Item Amount');
  });

  it('a submitted application carries no DRAFT mark and reads "Submitted"', async () => {
    const template = await makeTemplate(project, manager.id, { lines: lines(2) });
    const id = await makeApplication(template, manager.id, 'submitted');
    const text = (await pages(id)).join('\n');
    expect(text).not.toContain('DRAFT');
    expect(text).toContain('Status Submitted');
  });

  it('the valuation (totals) is on one page however many schedule lines push it down', async () => {
    let movedOn = 0;
    for (const n of [10, 12, 14, 16, 18]) {
      const template = await makeTemplate(project, manager.id, { lines: lines(n) });
      const id = await makeApplication(template, manager.id, 'submitted');
      const all = await pages(id);
      const holding = all.filter((p) => VALUATION.some((v) => p.includes(v)) || /^Total £/m.test(p));
      expect(holding, `${n} lines`).toHaveLength(1);
      for (const v of VALUATION) expect(holding[0], `${n} lines`).toContain(v);
      expect(holding[0]).toMatch(/^Total £[\d,]+\.\d\d$/m);
      if (all.indexOf(holding[0]!) > 0) movedOn += 1;
    }
    expect(movedOn).toBeGreaterThan(0);
  });
});
