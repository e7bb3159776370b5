// What the projects lists export (decision 0065): the columns of the list as the reader sees it; contract value
// only for those who see commercial figures (the same rule the presenter applies).
import { defineExport, personText, statusText } from '../../kit/export.js';
import { seesCommercial } from './projects.policy.js';
import type { ProjectJson } from './projects.presenter.js';

export const projectsExport = defineExport<ProjectJson>({
  name: 'projects',
  title: 'Projects',
  formats: ['csv', 'xlsx'],
  columns: [
    { header: 'Number', value: (p) => p.project_number, width: 10 },
    { header: 'Name', value: (p) => p.name, width: 32 },
    { header: 'Status', value: (p) => statusText(p.status), width: 12 },
    { header: 'Client', value: (p) => p.client_name, width: 24 },
    { header: 'Site postcode', value: (p) => p.site_postcode, width: 12 },
    { header: 'Manager', value: (p) => personText(p.manager) },
    { header: 'Start', kind: 'date', value: (p) => p.start_date },
    { header: 'End', kind: 'date', value: (p) => p.end_date },
    {
      header: 'Contract value (£)',
      kind: 'money',
      value: (p) => p.contract_value_pence,
      visible: seesCommercial,
    },
    { header: 'Archived', value: (p) => p.is_archived },
    { header: 'Created', kind: 'date', value: (p) => p.created_at },
  ],
});
