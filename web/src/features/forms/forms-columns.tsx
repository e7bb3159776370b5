// Columns of the submissions list on the list kit; on a phone each row is a card.
import { Badge, Button } from '@chakra-ui/react';
import type { Column } from '../../components/list';
import type { FormSubmissionRowFragment } from '../../generated/graphql';
import { formatDate } from '../../lib/format';
import { SEVERITY_LABELS, SEVERITY_PALETTE, STATUS_LABELS, STATUS_PALETTE } from './forms-labels';

export function submissionColumns(open: (id: string) => void): Column<FormSubmissionRowFragment>[] {
  return [
    {
      key: 'reference',
      header: 'Form',
      card: 'title',
      cell: (s) => (
        <Button variant="plain" p="0" h="auto" color="blue.600" onClick={() => open(s.id)}>
          {s.reference} {s.template.name}
        </Button>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      card: 'aside',
      cell: (s) => (
        <Badge colorPalette={STATUS_PALETTE[s.status]}>{STATUS_LABELS[s.status] ?? s.status}</Badge>
      ),
    },
    { key: 'project', header: 'Project', cell: (s) => `${s.project.project_number} ${s.project.name}` },
    {
      key: 'severity',
      header: 'Severity',
      cell: (s) =>
        s.severity ? (
          <Badge variant="outline" colorPalette={SEVERITY_PALETTE[s.severity]}>
            {SEVERITY_LABELS[s.severity] ?? s.severity}
          </Badge>
        ) : (
          '—'
        ),
    },
    {
      key: 'by',
      header: 'Filled in by',
      from: 'lg',
      cell: (s) => (s.submitted_by ? `${s.submitted_by.first_name} ${s.submitted_by.last_name}` : '—'),
    },
    {
      key: 'sent',
      header: 'Sent',
      nowrap: true,
      cell: (s) => (s.submitted_at ? formatDate(s.submitted_at) : 'Not sent'),
    },
  ];
}
