// The CVR's and cost to complete's table columns (decision 0085): cost categories against budget, and a row per
// project (the CVR's value, cost, margin and movement, or the work in progress figures).
import type { Column } from '../../components/list';
import type { CvrReportFieldsFragment } from '../../generated/graphql';
import { formatPence } from '../../lib/format';
import { CATEGORY_LABELS, formatPercent } from './cvr-format';

type Category = CvrReportFieldsFragment['totals']['categories'][number];
type Row = CvrReportFieldsFragment['rows'][number];

const money = <T,>(
  key: string,
  header: string,
  pick: (r: T) => number,
  from?: Column<T>['from'],
): Column<T> => ({
  key,
  header,
  align: 'end',
  nowrap: true,
  from,
  cell: (r) => formatPence(pick(r)),
});

export const categoryColumns: Column<Category>[] = [
  {
    key: 'category',
    header: 'Category',
    card: 'title',
    cell: (c) => CATEGORY_LABELS[c.category] ?? c.category,
  },
  money('budget', 'Budget', (c) => c.budget_pence),
  money('invoiced', 'Invoiced', (c) => c.invoiced_pence, 'lg'),
  money('accrued', 'Accrued', (c) => c.accrued_pence, 'lg'),
  money('cost', 'Cost to date', (c) => c.cost_pence),
  money('committed', 'Committed', (c) => c.committed_pence, 'xl'),
  {
    key: 'ctc',
    header: 'To complete',
    align: 'end',
    nowrap: true,
    cell: (c) => `${formatPence(c.cost_to_complete_pence)}${c.cost_to_complete_entered ? ' *' : ''}`,
  },
  money('final', 'Final cost', (c) => c.final_cost_pence),
  money('variance', 'Variance', (c) => c.variance_pence, 'lg'),
];

const project: Column<Row> = {
  key: 'project',
  header: 'Project',
  card: 'title',
  cell: (r) => `${r.project.project_number} ${r.project.name}${r.closed ? ' (closed)' : ''}`,
};

export const cvrRowColumns: Column<Row>[] = [
  project,
  money('value', 'Value', (r) => r.value_pence),
  money('cost', 'Cost', (r) => r.cost_pence),
  money('margin', 'Margin', (r) => r.margin_pence),
  {
    key: 'pct',
    header: 'Margin %',
    align: 'end',
    nowrap: true,
    from: 'lg',
    cell: (r) => formatPercent(r.margin_percent),
  },
  money('final', 'Final margin', (r) => r.final_margin_pence, 'lg'),
  money('movement', 'Movement', (r) => r.movement.margin_pence, 'xl'),
];

export const wipRowColumns: Column<Row>[] = [
  project,
  money('final-value', 'Final value', (r) => r.final_value_pence, 'lg'),
  money('cost', 'Cost to date', (r) => r.cost_pence),
  money('ctc', 'To complete', (r) => r.cost_to_complete_pence),
  money('final-cost', 'Final cost', (r) => r.final_cost_pence, 'lg'),
  {
    key: 'pct',
    header: 'Complete',
    align: 'end',
    nowrap: true,
    cell: (r) => formatPercent(r.percent_complete),
  },
  money('earned', 'Earned value', (r) => r.earned_value_pence, 'xl'),
  money('billed', 'Billed', (r) => r.billed_pence, 'xl'),
  money('over', 'Over (under) billed', (r) => r.over_under_billing_pence),
];
