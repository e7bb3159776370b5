// The project summary PDF prints the figures the project page shows (issue 35, point 6): committed spend per
// budget category is every module's cost contribution — the same sums as GET /projects/{id}/stats — never £0.00
// while the screen shows thousands. Checked on a project with purchase orders and a plant hire on it.
import { beforeAll, describe, expect, it } from 'vitest';
import { formatPence } from '../../lib/money.js';
import type { Company, Project, User } from '../../models/index.js';
import { makeProject } from '../../security/world.js';
import { bearer, createCompany, createUser, testApp, testDatabase } from '../../test/support.js';
import { pdfText } from '../../test/pdf-text.js';
import { makePo } from '../materials/materials.fixtures.js';
import { makeRequest as makePlantRequest } from '../plant/plant.fixtures.js';

const sequelize = testDatabase();
const { request } = testApp(sequelize);

let company: Company;
let project: Project;
const u = {} as Record<'worker' | 'manager', User>;

beforeAll(async () => {
  company = await createCompany();
  u.worker = await createUser(company, { role: 'worker' });
  u.manager = await createUser(company, { role: 'manager' });
  project = await makeProject(company, [u.worker.id]);
  await project.update({ budget_materials_pence: 500_000, budget_plant_pence: 300_000 });
  // Two orders (10 bags at £7 each: £70 net each) and a hire on for 10 days.
  await makePo(project, 'issued');
  await makePo(project, 'part_delivered', 4);
  await makePlantRequest(company, project.id, u.manager.id, 'on_hire');
});

async function pdfOf(user: User): Promise<string> {
  const res = await request
    .get(`/api/projects/${project.id}/export`)
    .set('Authorization', bearer(user))
    .buffer(true)
    .parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    });
  expect(res.status).toBe(200);
  return pdfText(res.body as Buffer);
}

describe('project summary PDF: budget vs committed', () => {
  it('prints, per category and in total, the committed figures the stats panel shows', async () => {
    const stats = await request
      .get(`/api/projects/${project.id}/stats`)
      .set('Authorization', bearer(u.manager));
    expect(stats.status).toBe(200);
    const lines = stats.body.spend_vs_budget as {
      category: string;
      budget_pence: number;
      committed_pence: number;
      remaining_pence: number;
    }[];
    const byCategory = Object.fromEntries(lines.map((l) => [l.category, l]));
    // The project really has money committed in two categories (the fault printed £0.00 everywhere).
    expect(byCategory.materials!.committed_pence).toBeGreaterThanOrEqual(14_000);
    expect(byCategory.plant!.committed_pence).toBeGreaterThan(0);

    const text = await pdfOf(u.manager);
    const label: Record<string, string> = {
      labour: 'Labour',
      plant: 'Plant',
      materials: 'Materials',
      subcontract: 'Subcontract',
      preliminaries: 'Preliminaries',
      other: 'Other',
    };
    for (const l of lines) {
      expect(text).toContain(
        `${label[l.category]} ${formatPence(l.budget_pence)} ${formatPence(l.committed_pence)} ${formatPence(l.remaining_pence)}`,
      );
    }
    const total = stats.body.budget_total_pence as number;
    const committed = stats.body.committed_total_pence as number;
    expect(committed).toBe(lines.reduce((s, l) => s + l.committed_pence, 0));
    expect(text).toContain(
      `Total ${formatPence(total)} ${formatPence(committed)} ${formatPence(total - committed)}`,
    );
  });

  it('a worker’s summary still has no budget or committed figures', async () => {
    const text = await pdfOf(u.worker);
    expect(text).not.toContain('Budget vs committed');
    expect(text).not.toContain('Committed');
  });
});
