// Applications by project (decision 0084): filters in the URL (project, valued from / to, status, overdue only),
// the report's totals, each project's totals on this page, and the applications with their Construction Act
// dates, notices, money and retention — a table from 768px, cards below; downloads with the same filters.
import { useQuery } from '@apollo/client/react';
import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { statusLabel } from '@sitebase/shared';
import { DataTable, ListState, pageCount, Pager, type ListParams } from '../../components/list';
import { classifyError } from '../../lib/error-message';
import { formatDate, formatPence } from '../../lib/format';
import { applicationsReportColumns, projectTotalColumns } from './applications-report-columns';
import { ReportDateFilter } from './ReportDateFilter';
import { ReportDownloads } from './ReportDownloads';
import { ReportProjectSelect } from './ReportProjectSelect';
import { ReportSelect } from './ReportSelect';
import { ReportFigures } from './report-figures';
import { applicationsReportVariables, type ReportFilter } from './report-params';
import { ApplicationsReportDocument } from './reports.api';

const STATUSES = ['submitted', 'certified', 'part_paid', 'paid'] as const;

export function ApplicationsReport({ list }: { list: ListParams<ReportFilter> }) {
  const variables = applicationsReportVariables(list);
  const { data, loading, error, refetch } = useQuery(ApplicationsReportDocument, { variables });
  const report = data?.applicationsReport;
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
          label="Valued from"
          value={list.filters.from}
          onChange={(v) => list.setFilter('from', v)}
        />
        <ReportDateFilter
          label="Valued to"
          value={list.filters.to}
          onChange={(v) => list.setFilter('to', v)}
        />
        <ReportSelect
          label="Status"
          value={list.filters.status}
          onChange={(v) => list.setFilter('status', v)}
          options={[
            { value: '', label: 'Every status' },
            ...STATUSES.map((s) => ({ value: s, label: statusLabel(s) })),
          ]}
        />
        <ReportSelect
          label="Overdue"
          value={list.filters.overdue}
          onChange={(v) => list.setFilter('overdue', v)}
          options={[
            { value: '', label: 'All applications' },
            { value: 'true', label: 'Overdue only' },
          ]}
        />
        <Box ms={{ md: 'auto' }}>
          <ReportDownloads report="applications" filters={variables} pdfName="applications-by-project.pdf" />
        </Box>
      </Flex>
      <ListState
        loading={loading && !report}
        loadingLabel="Loading the report"
        error={failure?.kind === 'toast' ? failure.message : null}
        onRetry={() => void refetch()}
        isEmpty={(report?.items.length ?? 0) === 0}
        empty={{
          title: list.filtered ? 'No applications match these filters' : 'No applications yet',
          description: 'Applications appear here once they are submitted.',
        }}
      >
        {report && t && (
          <>
            <Text color="fg.muted" fontSize="sm" mb="3">
              As at {formatDate(report.as_of)}. Applied and certified exclude VAT; payable, paid and
              outstanding include it. Retention is to date: a project’s is its latest application’s.
            </Text>
            <ReportFigures
              label="Report totals"
              figures={[
                {
                  label: 'Applied',
                  value: formatPence(t.applied_pence),
                  help: `${t.applications} applications`,
                },
                { label: 'Certified', value: formatPence(t.certified_pence) },
                {
                  label: 'Paid',
                  value: formatPence(t.paid_pence),
                  help: `of ${formatPence(t.payable_pence)} payable`,
                },
                { label: 'Outstanding', value: formatPence(t.outstanding_pence) },
                {
                  label: 'Overdue',
                  value: formatPence(t.overdue_pence),
                  help: `${t.overdue_count} past the final date`,
                  danger: t.overdue_count > 0,
                },
                {
                  label: 'Retention held',
                  value: formatPence(t.retention_held_pence),
                  help: `${formatPence(t.retention_released_pence)} released`,
                },
              ]}
            />
            <Heading as="h2" size="md" mb="2">
              Applications
            </Heading>
            <DataTable
              label="Applications in the report"
              columns={applicationsReportColumns()}
              rows={report.items}
              rowKey={(r) => r.id}
            />
            <Pager
              page={list.page}
              pages={pageCount(report.total, report.size)}
              total={report.total}
              noun={['application', 'applications']}
              onPage={list.setPage}
            />
            <Heading as="h2" size="md" mt="6" mb="2">
              Totals by project
            </Heading>
            <DataTable
              label="Totals by project"
              columns={projectTotalColumns()}
              rows={report.project_totals}
              rowKey={(p) => p.project.id}
            />
          </>
        )}
      </ListState>
    </Box>
  );
}
