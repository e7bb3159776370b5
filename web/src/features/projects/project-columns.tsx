// The projects list's columns for the list kit's DataTable: what each shows, and which matter on a phone
// (cards) and at tablet widths (the dates, postcode and counts give way first).
import { Link as RouterLink } from 'react-router-dom';
import { Link } from '@chakra-ui/react';
import type { Column } from '../../components/list';
import type { ProjectListFieldsFragment } from '../../generated/graphql';
import { formatDate, formatPence } from '../../lib/format';
import { StatusBadge } from './StatusBadge';

function ProjectLink({ project }: { project: ProjectListFieldsFragment }) {
  return (
    <Link asChild fontWeight="medium" colorPalette="blue">
      <RouterLink to={`/app/projects/${project.id}`}>{project.name}</RouterLink>
    </Link>
  );
}

/** A column with `commercial: true` shows only to those who see commercial terms (supervisor and up). */
export const PROJECT_COLUMNS: readonly (Column<ProjectListFieldsFragment> & { commercial?: boolean })[] = [
  { key: 'number', header: 'Number', cell: (p) => p.project_number, card: 'subtitle', nowrap: true },
  { key: 'name', header: 'Name', cell: (p) => <ProjectLink project={p} />, card: 'title' },
  { key: 'client', header: 'Client', cell: (p) => p.client_name ?? '—' },
  { key: 'postcode', header: 'Postcode', cell: (p) => p.site_postcode ?? '—', from: 'lg', nowrap: true },
  { key: 'status', header: 'Status', cell: (p) => <StatusBadge status={p.status} />, card: 'aside' },
  { key: 'start', header: 'Start', cell: (p) => formatDate(p.start_date), from: 'lg', nowrap: true },
  { key: 'end', header: 'End', cell: (p) => formatDate(p.end_date), from: 'lg', nowrap: true },
  {
    key: 'value',
    header: 'Contract value',
    cell: (p) => formatPence(p.contract_value_pence),
    align: 'end',
    nowrap: true,
    commercial: true,
  },
  { key: 'team', header: 'Team', cell: (p) => p.team_count, align: 'end', from: 'lg' },
  { key: 'notes', header: 'Notes', cell: (p) => p.note_count, align: 'end', from: 'lg' },
];
