// The CIS summary (decision 0084): a tax year and one of its months (or the whole year) in the URL; per
// subcontractor the payments excluding VAT, materials and CIS deducted — the CIS300 figures — with the period's
// totals, and for a whole year each month with its return's due date; downloads with the same period.
import { useQuery } from '@apollo/client/react';
import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { CIS_STATUS_LABELS } from '@sitebase/shared';
import { DataTable, ListState, type Column, type ListParams } from '../../components/list';
import type { CisReportQuery } from '../../generated/graphql';
import { classifyError } from '../../lib/error-message';
import { formatDate, formatPence } from '../../lib/format';
import { ReportDownloads } from './ReportDownloads';
import { ReportFigures } from './report-figures';
import { ReportSelect } from './ReportSelect';
import { cisReportVariables, TAX_MONTH_NAMES, taxYearOf, type ReportFilter } from './report-params';
import { CisReportDocument } from './reports.api';

type Cis = CisReportQuery['cisReport'];
type Figures = Cis['totals'];

const amounts = <T extends Figures>(): Column<T>[] => [
  { key: 'n', header: 'Payments', align: 'end', from: 'lg', cell: (r) => r.invoice_count },
  {
    key: 'gross',
    header: 'Paid excl. VAT',
    align: 'end',
    nowrap: true,
    cell: (r) => formatPence(r.gross_pence),
  },
  {
    key: 'materials',
    header: 'Materials',
    align: 'end',
    nowrap: true,
    cell: (r) => formatPence(r.materials_cost_pence),
  },
  {
    key: 'deducted',
    header: 'CIS deducted',
    align: 'end',
    nowrap: true,
    cell: (r) => formatPence(r.deduction_pence),
  },
];

const supplierColumns: Column<Cis['rows'][number]>[] = [
  { key: 'name', header: 'Subcontractor', card: 'title', cell: (r) => r.supplier.name },
  {
    key: 'status',
    header: 'CIS status',
    card: 'aside',
    cell: (r) =>
      r.cis_status
        ? (CIS_STATUS_LABELS[r.cis_status as keyof typeof CIS_STATUS_LABELS] ?? r.cis_status)
        : '—',
  },
  { key: 'utr', header: 'UTR', from: 'lg', cell: (r) => r.utr ?? '—' },
  ...amounts<Cis['rows'][number]>(),
];

const monthColumns: Column<Cis['months'][number]>[] = [
  {
    key: 'month',
    header: 'Tax month',
    card: 'title',
    cell: (m) => `${m.month_number}: ${formatDate(m.start)} to ${formatDate(m.end)}`,
  },
  { key: 'due', header: 'CIS300 due', nowrap: true, card: 'aside', cell: (m) => formatDate(m.return_due) },
  ...amounts<Cis['months'][number]>(),
];

/** This tax year and the five before it. */
function taxYears(today: string): string[] {
  const start = Number(taxYearOf(today).slice(0, 4));
  return [0, 1, 2, 3, 4, 5].map((n) => `${start - n}-${String((start - n + 1) % 100).padStart(2, '0')}`);
}

export function CisReport({ list, today }: { list: ListParams<ReportFilter>; today: string }) {
  const variables = cisReportVariables(list);
  const { data, loading, error, refetch } = useQuery(CisReportDocument, { variables });
  const report = data?.cisReport;
  const failure = error && !report ? classifyError(error) : null;
  const year = list.filters.tax_year || taxYearOf(today);
  return (
    <Box>
      <Flex gap="3" mb="4" direction={{ base: 'column', md: 'row' }} align={{ md: 'end' }}>
        <ReportSelect
          label="Tax year"
          value={year}
          onChange={(v) => list.setFilter('tax_year', v)}
          options={taxYears(today).map((y) => ({ value: y, label: y }))}
          minWidth="40"
        />
        <ReportSelect
          label="Tax month"
          value={list.filters.month}
          onChange={(v) => list.setFilter('month', v)}
          options={[
            { value: '', label: 'The whole tax year' },
            ...TAX_MONTH_NAMES.map((name, i) => ({ value: String(i + 1), label: `Month ${i + 1}: ${name}` })),
          ]}
          minWidth="60"
        />
        <Box ms={{ md: 'auto' }}>
          <ReportDownloads report="cis" filters={variables} pdfName="cis-summary.pdf" />
        </Box>
      </Flex>
      <ListState
        loading={loading && !report}
        loadingLabel="Loading the CIS summary"
        error={failure?.kind === 'toast' ? failure.message : null}
        onRetry={() => void refetch()}
        isEmpty={false}
        empty={{ title: '', description: '' }}
      >
        {report && (
          <>
            <Text color="fg.muted" fontSize="sm" mb="3">
              Tax year {report.tax_year}
              {report.month_number ? `, month ${report.month_number}` : ''}: {formatDate(report.start)} to{' '}
              {formatDate(report.end)}. Payments under CIS with their payment date in the period: the figures
              of the CIS300 return.
            </Text>
            <ReportFigures
              label="CIS totals"
              figures={[
                { label: 'Paid excl. VAT', value: formatPence(report.totals.gross_pence) },
                { label: 'Materials', value: formatPence(report.totals.materials_cost_pence) },
                { label: 'CIS deducted', value: formatPence(report.totals.deduction_pence) },
              ]}
            />
            <Heading as="h2" size="md" mb="2">
              By subcontractor
            </Heading>
            {report.rows.length ? (
              <DataTable
                label="By subcontractor"
                columns={supplierColumns}
                rows={report.rows}
                rowKey={(r) => r.supplier.id}
              />
            ) : (
              <Text color="fg.muted">No payments under CIS in this period.</Text>
            )}
            {!report.month_number && (
              <>
                <Heading as="h2" size="md" mt="6" mb="2">
                  By tax month
                </Heading>
                <DataTable
                  label="By tax month"
                  columns={monthColumns}
                  rows={report.months}
                  rowKey={(m) => m.start}
                />
              </>
            )}
          </>
        )}
      </ListState>
    </Box>
  );
}
