// Columns of the applications by project report on the list kit (a card per application below 768px): the
// application and its status (overdue in red), its Construction Act dates with the notices given, and the money.
// Dates and amounts keep to one line; the less-read columns wait for wide screens.
import { Badge, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { statusLabel } from '@sitebase/shared';
import type { Column } from '../../components/list';
import type { ApplicationsReportQuery } from '../../generated/graphql';
import { formatDate, formatPence } from '../../lib/format';

export type ReportRow = ApplicationsReportQuery['applicationsReport']['items'][number];
export type ReportTotal = ApplicationsReportQuery['applicationsReport']['totals'];
export type ProjectTotal = ApplicationsReportQuery['applicationsReport']['project_totals'][number];

const money = (key: keyof ReportTotal & `${string}_pence`, header: string, from?: 'lg' | 'xl') => ({
  key,
  header,
  align: 'end' as const,
  nowrap: true,
  from,
  cell: (r: ReportTotal | ReportRow) => formatPence(r[key]),
});

function deadline(date: string, given: string | null, what: string) {
  return (
    <Stack gap="0">
      <Text>{formatDate(date)}</Text>
      {given && (
        <Text fontSize="xs" color="fg.muted">
          {what} {formatDate(given)}
        </Text>
      )}
    </Stack>
  );
}

export function applicationsReportColumns(): Column<ReportRow>[] {
  return [
    {
      key: 'application',
      header: 'Application',
      card: 'title',
      cell: (r) => (
        <Stack gap="0">
          <Link asChild color="blue.600" fontWeight="medium">
            <RouterLink to={`/app/applications/${r.id}`}>
              {r.project.project_number} no. {r.number}
            </RouterLink>
          </Link>
          <Text fontSize="sm" color="fg.muted">
            {r.project.name}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      card: 'aside',
      cell: (r) => (
        <Stack gap="1" align="start">
          <Badge colorPalette={r.status === 'paid' ? 'green' : 'blue'}>{statusLabel(r.status)}</Badge>
          {r.overdue && (
            <Badge colorPalette="red">
              Overdue {r.days_overdue} {r.days_overdue === 1 ? 'day' : 'days'}
            </Badge>
          )}
          {r.no_payment_notice && <Badge colorPalette="orange">No payment notice</Badge>}
        </Stack>
      ),
    },
    { key: 'due', header: 'Due', nowrap: true, from: 'xl', cell: (r) => formatDate(r.due_date) },
    {
      key: 'notice',
      header: 'Payment notice by',
      nowrap: true,
      from: 'xl',
      cell: (r) => deadline(r.payment_notice_deadline, r.payment_notice_date, 'given'),
    },
    {
      key: 'pay_less',
      header: 'Pay less by',
      nowrap: true,
      from: 'lg',
      cell: (r) => deadline(r.pay_less_deadline, r.pay_less_date, 'given'),
    },
    { key: 'final', header: 'Final date', nowrap: true, cell: (r) => formatDate(r.final_date) },
    money('applied_pence', 'Applied', 'lg'),
    money('certified_pence', 'Certified'),
    money('paid_pence', 'Paid'),
    {
      ...money('outstanding_pence', 'Outstanding'),
      cell: (r) => (
        <Text
          as="span"
          color={r.overdue ? 'red.600' : undefined}
          fontWeight={r.overdue ? 'semibold' : undefined}
        >
          {formatPence(r.outstanding_pence)}
        </Text>
      ),
    },
    money('retention_held_pence', 'Retention held', 'lg'),
    money('retention_released_pence', 'Released', 'xl'),
  ];
}

/** Each project's totals: the same money columns, the project first. */
export function projectTotalColumns(): Column<ProjectTotal>[] {
  return [
    {
      key: 'project',
      header: 'Project',
      card: 'title',
      cell: (t) => `${t.project.project_number} ${t.project.name}`,
    },
    {
      key: 'applications',
      header: 'Applications',
      align: 'end',
      card: 'aside',
      cell: (t) => `${t.applications}${t.overdue_count ? ` (${t.overdue_count} overdue)` : ''}`,
    },
    money('applied_pence', 'Applied', 'lg'),
    money('certified_pence', 'Certified'),
    money('payable_pence', 'Payable', 'lg'),
    money('paid_pence', 'Paid'),
    money('outstanding_pence', 'Outstanding'),
    money('overdue_pence', 'Overdue'),
    money('retention_held_pence', 'Retention held', 'lg'),
    money('retention_released_pence', 'Released', 'xl'),
  ];
}
