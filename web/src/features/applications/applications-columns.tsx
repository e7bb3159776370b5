// Columns of the applications list on the list kit; on a phone each row is a card. The next deadline and the
// first warning sit beside the figures so what needs doing is seen first.
import { Badge, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { Column } from '../../components/list';
import type { ApplicationFieldsFragment, ApplicationRowFragment } from '../../generated/graphql';
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

export interface ActDateRow {
  label: string;
  date: string | null | undefined;
  rule: string;
}

/** The Construction Act dates with the rule each was reckoned by (decision 0037). */
export const ACT_DATE_COLUMNS: Column<ActDateRow>[] = [
  { key: 'label', header: 'Date', card: 'title', cell: (r) => r.label },
  { key: 'date', header: 'On', card: 'aside', nowrap: true, cell: (r) => formatDate(r.date) },
  { key: 'rule', header: 'Rule', cell: (r) => r.rule },
];

type ValuationLine = ApplicationFieldsFragment['lines'][number];

/** A submitted application's schedule: previous and this period beside the value to date. */
export const VALUATION_LINE_COLUMNS: Column<ValuationLine>[] = [
  { key: 'reference', header: 'Ref', card: 'subtitle', cell: (l) => l.reference },
  { key: 'description', header: 'Description', card: 'title', cell: (l) => l.description },
  {
    key: 'contract',
    header: 'Contract value',
    align: 'end',
    nowrap: true,
    cell: (l) => formatPence(l.contract_value_pence),
  },
  {
    key: 'percent',
    header: '% complete',
    align: 'end',
    nowrap: true,
    cell: (l) => (l.percent != null ? `${l.percent}%` : '—'),
  },
  {
    key: 'to_date',
    header: 'Value to date',
    align: 'end',
    nowrap: true,
    cell: (l) => formatPence(l.value_to_date_pence),
  },
  {
    key: 'previous',
    header: 'Previous',
    align: 'end',
    nowrap: true,
    cell: (l) => formatPence(l.previous_value_pence),
  },
  {
    key: 'this_period',
    header: 'This period',
    align: 'end',
    nowrap: true,
    cell: (l) => formatPence(l.this_period_pence),
  },
];
