// Columns of the applications list on the list kit; on a phone each row is a card. The next deadline and the
// first warning sit beside the figures so what needs doing is seen first.
import { Badge, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { Column } from '../../components/list';
import type { ApplicationRowFragment } from '../../generated/graphql';
import { formatDate, formatPence } from '../../lib/format';
import { STATUS_LABELS, STATUS_PALETTE } from './applications-labels';

const TONE_COLOR: Record<string, string> = { info: 'fg.muted', warning: 'orange.600', danger: 'red.600' };

export function applicationColumns(): Column<ApplicationRowFragment>[] {
  return [
    {
      key: 'application',
      header: 'Application',
      card: 'title',
      cell: (a) => (
        <Link asChild color="blue.600" fontWeight="medium">
          <RouterLink to={`/app/applications/${a.id}`}>
            {a.project.project_number} no. {a.number}
          </RouterLink>
        </Link>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      card: 'aside',
      cell: (a) => (
        <Badge colorPalette={STATUS_PALETTE[a.status]}>{STATUS_LABELS[a.status] ?? a.status}</Badge>
      ),
    },
    { key: 'project', header: 'Project', cell: (a) => a.project.name },
    {
      key: 'valuation',
      header: 'Valuation',
      nowrap: true,
      from: 'lg',
      cell: (a) => formatDate(a.valuation_date),
    },
    {
      key: 'deadline',
      header: 'Next deadline',
      cell: (a) => {
        const warning = a.alert;
        return (
          <Stack gap="0">
            {a.next_deadline ? (
              <Text>
                {a.next_deadline.label} {formatDate(a.next_deadline.date)}
              </Text>
            ) : (
              <Text color="fg.muted">—</Text>
            )}
            {warning && (
              <Text fontSize="sm" color={TONE_COLOR[warning.tone]}>
                {warning.message}
              </Text>
            )}
          </Stack>
        );
      },
    },
    {
      key: 'outstanding',
      header: 'Outstanding',
      align: 'end',
      nowrap: true,
      cell: (a) => formatPence(a.outstanding_pence),
    },
    {
      key: 'total',
      header: 'Total',
      align: 'end',
      nowrap: true,
      from: 'lg',
      cell: (a) => formatPence(a.total_pence),
    },
  ];
}
