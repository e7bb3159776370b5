// Plant utilisation (decision 0086): a project and a date range in the URL (none: this month); per project its
// hires — days on hire in the range, late off-hires, hire cost in the range and to date — and its hire cost to
// date against the plant budget; the report's totals; downloads with the same filters.
import { useQuery } from '@apollo/client/react';
import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { DataTable, ListState, type Column, type ListParams } from '../../components/list';
import type { PlantReportQuery } from '../../generated/graphql';
import { classifyError } from '../../lib/error-message';
import { formatDate, formatPence } from '../../lib/format';
import { ReportDateFilter } from './ReportDateFilter';
import { ReportDownloads } from './ReportDownloads';
import { ReportFigures } from './report-figures';
import { ReportProjectSelect } from './ReportProjectSelect';
import { plantReportVariables, type ReportFilter } from './report-params';
import { PlantReportDocument } from './vat-plant.api';

type Plant = PlantReportQuery['plantReport'];
type Row = Plant['rows'][number];

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;
/** "4 days late"; "1 day past its end date, still on hire"; '' when on time. */
export const lateText = (r: Pick<Row, 'late' | 'days_late' | 'on_hire_at_end'>) =>
  !r.late
    ? ''
    : r.on_hire_at_end
      ? `${days(r.days_late)} past its end date, still on hire`
      : `${days(r.days_late)} late`;

const rowColumns: Column<Row>[] = [
  {
    key: 'hire',
    header: 'Hire',
    card: 'title',
    cell: (r) => `${r.reference} ${r.category}`,
  },
  {
    key: 'from',
    header: 'Item or supplier',
    card: 'subtitle',
    cell: (r) =>
      r.fulfilment === 'allocation'
        ? `${r.item?.asset_number ?? 'Register item'} (owned)`
        : [r.supplier ?? 'Hired', r.item?.asset_number].filter(Boolean).join(', '),
  },
  { key: 'on', header: 'On hire', nowrap: true, cell: (r) => formatDate(r.on_hire_date) },
  {
    key: 'off',
    header: 'Off hire',
    nowrap: true,
    cell: (r) => (r.off_hire_date ? formatDate(r.off_hire_date) : 'On hire'),
  },
  {
    key: 'expected',
    header: 'Expected end',
    nowrap: true,
    from: 'lg',
    cell: (r) => formatDate(r.expected_end),
  },
  { key: 'late', header: 'Late', cell: (r) => lateText(r) || '—' },
  { key: 'days', header: 'Days on hire', align: 'end', cell: (r) => r.days_on_hire },
  { key: 'charged', header: 'Charged days', align: 'end', from: 'xl', cell: (r) => r.chargeable_days },
  {
    key: 'range',
    header: 'Cost in range',
    align: 'end',
    nowrap: true,
    card: 'aside',
    cell: (r) => formatPence(r.cost_in_range_pence),
  },
  {
    key: 'to_date',
    header: 'Cost to date',
    align: 'end',
    nowrap: true,
    from: 'lg',
    cell: (r) => formatPence(r.cost_to_date_pence),
  },
];

export function PlantReport({ list }: { list: ListParams<ReportFilter> }) {
  const variables = plantReportVariables(list);
  const { data, loading, error, refetch } = useQuery(PlantReportDocument, { variables });
  const report = data?.plantReport;
  const failure = error && !report ? classifyError(error) : null;
  const t = report?.totals;
  return (
    <Box>
      <Flex gap="3" mb="4" direction={{ base: 'column', md: 'row' }} wrap="wrap" align={{ md: 'end' }}>
        <ReportProjectSelect
          value={list.filters.project_id}
          onChange={(v) => list.setFilter('project_id', v)}
        />
        <ReportDateFilter
          label="From"
          value={list.filters.from}
          onChange={(v) => list.setFilter('from', v)}
        />
        <ReportDateFilter label="To" value={list.filters.to} onChange={(v) => list.setFilter('to', v)} />
        <Box ms={{ md: 'auto' }}>
          <ReportDownloads report="plant" filters={variables} pdfName="plant-utilisation.pdf" />
        </Box>
      </Flex>
      <ListState
        loading={loading && !report}
        loadingLabel="Loading plant utilisation"
        error={failure?.kind === 'toast' ? failure.message : null}
        onRetry={() => void refetch()}
        isEmpty={!!report && report.rows.length === 0}
        empty={{
          title: 'No plant on hire in this range',
          description: 'Hires appear here from their on-hire date.',
        }}
      >
        {report && t && (
          <>
            <Text color="fg.muted" fontSize="sm" mb="3">
              {formatDate(report.from)} to {formatDate(report.to)}
              {report.as_of < report.to ? ` (to date: ${formatDate(report.as_of)})` : ''}. Days on hire from
              the on-hire day to collection, within the range; hire cost by working days, delivery and
              collection on their days.
            </Text>
            <ReportFigures
              label="Plant totals"
              figures={[
                { label: 'Hires', value: String(t.hires) },
                { label: 'Late', value: String(t.late_count), danger: t.late_count > 0 },
                { label: 'Days on hire', value: String(t.days_on_hire) },
                { label: 'Cost in range', value: formatPence(t.cost_in_range_pence) },
                { label: 'Cost to date', value: formatPence(t.cost_to_date_pence) },
                {
                  label: 'Budget remaining',
                  value: formatPence(t.budget_remaining_pence),
                  help: `of ${formatPence(t.budget_pence)}`,
                  danger: t.budget_remaining_pence < 0,
                },
              ]}
            />
            {report.projects.map((p) => (
              <Box as="section" key={p.project.id} aria-label={p.project.project_number} mb="6">
                <Heading as="h2" size="md" mb="1">
                  {p.project.project_number} {p.project.name}
                </Heading>
                <Text fontSize="sm" mb="2" color={p.budget_remaining_pence < 0 ? 'red.600' : 'fg.muted'}>
                  Hire cost to date {formatPence(p.cost_to_date_pence)} against a plant budget of{' '}
                  {p.budget_pence ? formatPence(p.budget_pence) : '£0.00 (none set)'}:{' '}
                  {p.budget_remaining_pence < 0
                    ? `${formatPence(-p.budget_remaining_pence)} over`
                    : `${formatPence(p.budget_remaining_pence)} left`}
                  . In the range: {formatPence(p.cost_in_range_pence)}, {days(p.days_on_hire)} on hire,{' '}
                  {p.late_count} late.
                </Text>
                <DataTable
                  label={`Hires on ${p.project.project_number}`}
                  columns={rowColumns}
                  rows={report.rows.filter((r) => r.project.id === p.project.id)}
                  rowKey={(r) => r.id}
                />
              </Box>
            ))}
          </>
        )}
      </ListState>
    </Box>
  );
}
