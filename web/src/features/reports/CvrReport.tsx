// The cost value reconciliation and cost to complete (decision 0085): a month and a project (or all) in the URL;
// headline figures, the margin trend and cost against budget (lazily loaded pictures), the cost categories, a
// row per project, and for one project the month's QS adjustments; a manager closes the month here. Downloads
// carry the filters on screen. `kind` picks the cost to complete's columns instead of the CVR's.
import { lazy, Suspense, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Button, Field, Flex, Heading, Input, Text } from '@chakra-ui/react';
import { DataTable, ListState, type ListParams } from '../../components/list';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { classifyError } from '../../lib/error-message';
import { formatDate, formatPence } from '../../lib/format';
import { showToast } from '../../lib/toast';
import { CvrAdjustments } from './CvrAdjustments';
import { categoryColumns, cvrRowColumns, wipRowColumns } from './cvr-columns';
import { formatPercent, londonMonth, monthWords } from './cvr-format';
import { CloseCvrMonthDocument, CostToCompleteReportDocument, CvrReportDocument } from './cvr.api';
import { ReportDownloads } from './ReportDownloads';
import { ReportFigures } from './report-figures';
import { ReportSelect } from './ReportSelect';
import type { ReportFilter } from './report-params';
import { ReportProjectOptionsDocument } from './reports.api';

const CvrCharts = lazy(() => import('./CvrCharts'));

export function CvrReport({
  list,
  kind,
}: {
  list: ListParams<ReportFilter>;
  kind: 'cvr' | 'cost_to_complete';
}) {
  const month = list.filters.period || londonMonth();
  const projectId = list.filters.project_id || null;
  const variables = { month, project_id: projectId, page: list.page, size: list.size };
  const cvr = useQuery(CvrReportDocument, { variables, skip: kind !== 'cvr' });
  const wip = useQuery(CostToCompleteReportDocument, { variables, skip: kind !== 'cost_to_complete' });
  const { loading, error, refetch } = kind === 'cvr' ? cvr : wip;
  const report = kind === 'cvr' ? cvr.data?.cvrReport : wip.data?.costToCompleteReport;
  const projects = useQuery(ReportProjectOptionsDocument).data?.projects.items ?? [];
  const failure = error && !report ? classifyError(error) : null;
  const [closing, setClosing] = useState(false);
  const [close] = useMutation(CloseCvrMonthDocument);
  const t = report?.totals;
  const scope = report?.project ? `${report.project.project_number} ${report.project.name}` : 'every project';
  return (
    <Box>
      <Flex gap="3" mb="4" direction={{ base: 'column', md: 'row' }} align={{ md: 'end' }} wrap="wrap">
        <ReportSelect
          label="Project"
          value={list.filters.project_id}
          onChange={(v) => list.setFilter('project_id', v)}
          options={[
            { value: '', label: 'All projects' },
            ...projects.map((p) => ({ value: p.id, label: `${p.project_number} ${p.name}` })),
          ]}
          minWidth="56"
        />
        <Box minW={{ md: '44' }}>
          <Field.Root>
            <Field.Label>Month</Field.Label>
            <Input
              type="month"
              value={month}
              max={londonMonth()}
              onChange={(e) => e.currentTarget.value && list.setFilter('period', e.currentTarget.value)}
            />
          </Field.Root>
        </Box>
        <Flex ms={{ md: 'auto' }} gap="2" wrap="wrap">
          {kind === 'cvr' && report?.can_close && (
            <Button size="sm" colorPalette="blue" onClick={() => setClosing(true)}>
              Close {monthWords(month)}
            </Button>
          )}
          <ReportDownloads
            report={kind === 'cvr' ? 'cvr' : 'cost-to-complete'}
            filters={{ month, project_id: projectId }}
            pdfName={`${kind === 'cvr' ? 'cvr' : 'cost-to-complete'}-${month}.pdf`}
          />
        </Flex>
      </Flex>
      <ListState
        loading={loading && !report}
        loadingLabel={kind === 'cvr' ? 'Loading the CVR' : 'Loading the cost to complete'}
        error={failure?.kind === 'toast' ? failure.message : null}
        onRetry={() => void refetch()}
        isEmpty={!!report && report.project_count === 0}
        empty={{
          title: 'No projects',
          description: 'Projects that are not archived or cancelled are reported.',
        }}
      >
        {report && t && (
          <>
            <Text color="fg.muted" fontSize="sm" mb="3">
              {monthWords(report.month)}, as at {formatDate(report.as_at)}:{' '}
              {report.closed_count === report.project_count
                ? 'closed — the figures as they were kept.'
                : report.closed_count
                  ? `${report.closed_count} of ${report.project_count} projects closed (kept as closed); the rest live.`
                  : 'open — worked live from the ledgers.'}
            </Text>
            <ReportFigures
              label={kind === 'cvr' ? 'CVR totals' : 'Cost to complete totals'}
              figures={
                kind === 'cvr'
                  ? [
                      { label: 'Value to date', value: formatPence(t.value_pence) },
                      { label: 'Cost to date', value: formatPence(t.cost_pence) },
                      {
                        label: 'Margin to date',
                        value: formatPence(t.margin_pence),
                        help: formatPercent(t.margin_percent),
                        danger: t.margin_pence < 0,
                      },
                      {
                        label: 'Forecast final margin',
                        value: formatPence(t.final_margin_pence),
                        help: formatPercent(t.final_margin_percent),
                        danger: t.final_margin_pence < 0,
                      },
                      {
                        label: 'Margin movement',
                        value: formatPence(t.movement.margin_pence),
                        help: 'since last month',
                      },
                      { label: 'Committed', value: formatPence(t.committed_pence), help: 'open orders' },
                    ]
                  : [
                      { label: 'Forecast final value', value: formatPence(t.final_value_pence) },
                      { label: 'Cost to date', value: formatPence(t.cost_pence) },
                      { label: 'Cost to complete', value: formatPence(t.cost_to_complete_pence) },
                      { label: 'Forecast final cost', value: formatPence(t.final_cost_pence) },
                      { label: 'Complete', value: formatPercent(t.percent_complete), help: 'by cost' },
                      {
                        label: t.over_under_billing_pence >= 0 ? 'Over billed' : 'Under billed',
                        value: formatPence(Math.abs(t.over_under_billing_pence)),
                        help: `earned ${formatPence(t.earned_value_pence)}`,
                      },
                    ]
              }
            />
            {kind === 'cvr' && (
              <Suspense fallback={<Box h="200px" mb="6" aria-busy="true" />}>
                <CvrCharts report={report} />
              </Suspense>
            )}
            <Heading as="h2" size="md" mb="2">
              {kind === 'cvr' ? 'Cost by category against budget' : 'Cost to complete by category'}
            </Heading>
            <DataTable
              label="Cost by category"
              columns={categoryColumns}
              rows={t.categories}
              rowKey={(c) => c.category}
            />
            <Text color="fg.muted" fontSize="sm" mt="2" mb="5">
              Cost to complete is budget less cost (at least what open orders still commit) unless a manager
              entered it (marked *).
            </Text>
            {!report.project && (
              <>
                <Heading as="h2" size="md" mb="2">
                  By project
                </Heading>
                <DataTable
                  label="By project"
                  columns={kind === 'cvr' ? cvrRowColumns : wipRowColumns}
                  rows={report.rows}
                  rowKey={(r) => r.project.id}
                />
              </>
            )}
            {kind === 'cvr' && report.project && (
              <CvrAdjustments
                projectId={report.project.id}
                month={report.month}
                adjustments={report.adjustments}
                open={report.closed_count === 0}
                onChanged={() => void refetch()}
              />
            )}
          </>
        )}
      </ListState>
      <ConfirmDialog
        open={closing}
        title={`Close ${monthWords(month)} for ${scope}?`}
        confirmLabel={`Close ${monthWords(month)}`}
        onClose={() => setClosing(false)}
        onConfirm={async () => {
          try {
            const r = await close({ variables: { input: { month, project_id: projectId } } });
            showToast(
              'success',
              `${monthWords(month)} closed for ${r.data?.closeCvrMonth.closed ?? 0} project(s)`,
            );
            await refetch();
          } catch {
            return false;
          }
          return true;
        }}
      >
        Every figure is kept as it is now. Later changes show as the next month’s movement, and this month’s
        adjustments can no longer be changed.
      </ConfirmDialog>
    </Box>
  );
}
