// Security-suite description of reports: the applications report is asked for one project of the world's
// company holding a submitted application (another company's admin names a project that is not theirs: 404);
// the CIS summary takes no ids (another company's admin reads their own company's, empty: 200). Workers are
// refused by the kit (403) on every report, supervisors on the CIS summary.
import { defineSecurity, type MatrixCase } from '../../security/harness.js';
import { makeProject, type World } from '../../security/world.js';
// Another module's fixtures come through the test kit (the one way in besides its public file).
import { makeApplication, makeApplicationTemplate as makeTemplate } from '../../test/index.js';

const withApplication = async (w: World) => {
  const template = await makeTemplate(await makeProject(w.company), w.users.admin.id);
  await makeApplication(template, w.users.admin.id, 'submitted');
  return template.project_id;
};

const forProject = (extra = ''): MatrixCase => ({
  query: async (w) => `project_id=${await withApplication(w)}${extra}`,
  expect: { foreign: 404 },
});

const forPlantProject = (extra = ''): MatrixCase => ({
  query: async (w) => `project_id=${(await makeProject(w.company)).id}${extra}`,
  expect: { foreign: 404 },
});

export const security = defineSecurity({
  cases: {
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
});
