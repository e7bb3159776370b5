// The CVR's rows of the GraphQL role × operation matrix (decision 0085), gathered by glob in security/matrix.ts.
// Each write is made on a project (or an adjustment of a project) of its own, so one role's close or entry never
// turns the next role's into a conflict; another company's admin naming them is refused with NOT_FOUND.
import { makeProject, type World } from '@sitebase/core-api/testing';
import { defineOperations } from '../../security/matrix.js';

const project = async (w: World) => (await makeProject(w.company)).id;
async function adjustment(w: World): Promise<string> {
  const p = await makeProject(w.company);
  const [rows] = await p.sequelize.query(
    `INSERT INTO cvr_adjustments (id, company_id, project_id, month, kind, amount_pence, note)
     VALUES (gen_random_uuid(), :company, :project, '2026-01-01', 'over_measure', 1000, 'Matrix') RETURNING id`,
    { replacements: { company: w.company.id, project: p.id } },
  );
  return (rows as { id: string }[])[0]!.id;
}
const foreignProject = { foreign: 'NOT_FOUND' };

export const operations = defineOperations({
  cvrReport: {
    rest: 'GET /reports/cvr',
    document:
      'query { cvrReport(month: "2026-10") { month totals { margin_pence } rows { project { id } } } }',
  },
  costToCompleteReport: {
    rest: 'GET /reports/cost-to-complete',
    document: 'query { costToCompleteReport(month: "2026-10") { totals { over_under_billing_pence } } }',
  },
  createCvrAdjustment: {
    rest: 'POST /reports/cvr/adjustments',
    document:
      'mutation A($p: ID!) { createCvrAdjustment(input: { project_id: $p, month: "2026-01", kind: "over_measure", amount_pence: 100, note: "Matrix" }) { id } }',
    variables: async (w) => ({ p: await project(w) }),
    expect: foreignProject,
  },
  updateCvrAdjustment: {
    rest: 'PATCH /reports/cvr/adjustments/{cvrAdjustmentId}',
    document: 'mutation U($id: ID!) { updateCvrAdjustment(id: $id, input: { note: "Matrix" }) { id } }',
    variables: async (w) => ({ id: await adjustment(w) }),
  },
  deleteCvrAdjustment: {
    rest: 'DELETE /reports/cvr/adjustments/{cvrAdjustmentId}',
    document: 'mutation D($id: ID!) { deleteCvrAdjustment(id: $id) }',
    variables: async (w) => ({ id: await adjustment(w) }),
  },
  setCvrCostToComplete: {
    rest: 'PUT /reports/cvr/cost-to-complete',
    document:
      'mutation S($p: ID!) { setCvrCostToComplete(input: { project_id: $p, month: "2026-01", category: "labour", amount_pence: 100 }) { month } }',
    variables: async (w) => ({ p: await project(w) }),
    expect: foreignProject,
  },
  closeCvrMonth: {
    rest: 'POST /reports/cvr/close',
    document: 'mutation C($p: ID) { closeCvrMonth(input: { month: "2026-01", project_id: $p }) { closed } }',
    variables: async (w) => ({ p: await project(w) }),
    expect: foreignProject,
  },
});
