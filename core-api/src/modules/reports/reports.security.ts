// Security-suite description of reports: the applications report is asked for one project of the world's
// company holding a submitted application (another company's admin names a project that is not theirs: 404);
// the CIS summary takes no ids (another company's admin reads their own company's, empty: 200). Workers are
// refused by the kit (403) on every report, supervisors on the CIS summary.
import { defineSecurity, type FixtureMaker, type MatrixCase } from '../../security/harness.js';
import { makeProject, type World } from '../../security/world.js';
// Another module's fixtures come through the test kit (the one way in besides its public file).
import { makeApplication, makeApplicationTemplate as makeTemplate } from '../../test/index.js';

const withApplication = async (w: World) => {
  const template = await makeTemplate(await makeProject(w.company), w.users.admin.id);
  await makeApplication(template, w.users.admin.id, 'submitted');
  return template.project_id;
};

// CVR (decision 0085): an adjustment of a new project of the world's company in an open month; each write is
// made on a project of its own, so one role's close or entry never makes the next role's a 409.
const cvrAdjustment: FixtureMaker = async (w) => {
  const project = await makeProject(w.company);
  const [rows] = await project.sequelize.query(
    `INSERT INTO cvr_adjustments (id, company_id, project_id, month, kind, amount_pence, note)
     VALUES (gen_random_uuid(), :company, :project, '2026-01-01', 'over_measure', 1000, 'Matrix') RETURNING id`,
    { replacements: { company: w.company.id, project: project.id } },
  );
  return (rows as { id: string }[])[0]!.id;
};
const onNewProject = (body: Record<string, unknown>) => async (w: World) => ({
  ...body,
  project_id: (await makeProject(w.company)).id,
});
const cvrProject = (extra = ''): MatrixCase => ({
  query: async (w) => `month=2026-10&project_id=${(await makeProject(w.company)).id}${extra}`,
  expect: { foreign: 404 },
});

const forProject = (extra = ''): MatrixCase => ({
  query: async (w) => `project_id=${await withApplication(w)}${extra}`,
  expect: { foreign: 404 },
});

const forPlantProject = (extra = ''): MatrixCase => ({
  query: async (w) => `project_id=${(await makeProject(w.company)).id}${extra}`,
  expect: { foreign: 404 },
});

export const security = defineSecurity({
  params: { cvrAdjustmentId: cvrAdjustment },
  cases: {
    'GET /reports/cvr': cvrProject('&page=1&size=20'),
    'GET /reports/cvr/export': cvrProject('&format=xlsx'),
    'GET /reports/cvr/pdf': cvrProject(),
    'GET /reports/cost-to-complete': cvrProject(),
    'GET /reports/cost-to-complete/export': cvrProject('&format=csv'),
    'GET /reports/cost-to-complete/pdf': cvrProject(),
    'POST /reports/cvr/adjustments': {
      body: onNewProject({
        month: '2026-01',
        kind: 'unagreed_variation',
        amount_pence: -2500,
        note: 'Matrix',
      }),
      expect: { foreign: 404 },
    },
    'PATCH /reports/cvr/adjustments/{cvrAdjustmentId}': { body: { note: 'Edited by the matrix' } },
    'DELETE /reports/cvr/adjustments/{cvrAdjustmentId}': {},
    'PUT /reports/cvr/cost-to-complete': {
      body: onNewProject({ month: '2026-01', category: 'labour', amount_pence: 1000 }),
      expect: { foreign: 404 },
    },
    'POST /reports/cvr/close': {
      body: onNewProject({ month: '2026-01' }),
      expect: { foreign: 404 },
    },
    'GET /reports': {},
    'GET /reports/applications': forProject('&page=1&size=20'),
    'GET /reports/applications/export': forProject('&format=xlsx'),
    'GET /reports/applications/pdf': forProject(),
    'GET /reports/cis': { query: 'tax_year=2026-27&month=8' },
    'GET /reports/cis/export': { query: 'tax_year=2026-27&format=csv' },
    'GET /reports/cis/pdf': { query: 'tax_year=2026-27' },
    // Decision 0086: the VAT summary takes no ids (another company's manager reads their own, empty: 200); plant
    // utilisation is asked for a project of the world's company (another company's admin: 404).
    'GET /reports/vat': { query: 'period_end=2026-06' },
    'GET /reports/vat/export': { query: 'from=2026-04-01&to=2026-06-30&format=xlsx' },
    'GET /reports/vat/pdf': { query: 'period_end=2026-06' },
    'GET /reports/plant': forPlantProject('&from=2026-09-01&to=2026-09-30'),
    'GET /reports/plant/export': forPlantProject('&format=csv'),
    'GET /reports/plant/pdf': forPlantProject(),
  },
  attackBodies: {
    'PATCH /reports/cvr/adjustments/{cvrAdjustmentId}': { amount_pence: 999_999_999, note: 'Pwned' },
  },
});
