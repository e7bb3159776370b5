// The budget chart itself (Chakra's charts on recharts), in its own chunk: BudgetChart loads it after the page
// (and draws the legend, so it is there before the chart). Budget and committed are grouped bars per project;
// any committed spend is drawn at least a few pixels long, with its share of the budget at the bar's end, so a
// small commitment against a big budget is still seen (decision 0066).
import { Chart, useChart } from '@chakra-ui/charts';
import { Bar, BarChart, CartesianGrid, LabelList, Tooltip, XAxis, YAxis } from 'recharts';
import { Box } from '@chakra-ui/react';
import { formatPence } from '../../lib/format';
import { chartHeight, usedPercent } from './figure-format';
import { BUDGET_SERIES } from './budget-series';
import type { Figure } from './use-live-board';

/** A bar for any amount above zero is at least this long (px): committed £1,200 against £2m stays visible. */
const MIN_BAR_PX = 4;
const minBar = (value: number | null | undefined) => (value && value > 0 ? MIN_BAR_PX : 0);

export function BudgetBars({ figure }: { figure: Figure }) {
  const chart = useChart({
    data: figure.items.map((item) => ({
      project: item.label,
      budget: (item.budget_pence ?? 0) / 100,
      committed: (item.committed_pence ?? 0) / 100,
      used: usedPercent(item.budget_pence ?? 0, item.committed_pence ?? 0),
    })),
    series: BUDGET_SERIES.map((s) => ({ ...s })),
  });
  const pounds = chart.formatNumber({ style: 'currency', currency: 'GBP', notation: 'compact' });
  const summary = figure.items
    .map(
      (i) => `${i.label}: budget ${formatPence(i.budget_pence)}, committed ${formatPence(i.committed_pence)}`,
    )
    .join('; ');
  return (
    <Box role="img" aria-label={`${figure.label}. ${summary}`}>
      <Chart.Root chart={chart} aspectRatio="auto" maxH="none" h={chartHeight(figure.items.length)}>
        <BarChart
          responsive
          style={{ width: '100%', height: '100%' }}
          data={chart.data}
          layout="vertical"
          margin={{ left: 8, right: 48 }}
        >
          <CartesianGrid stroke={chart.color('border.muted')} horizontal={false} />
          <XAxis type="number" tickFormatter={pounds} stroke={chart.color('border')} />
          <YAxis
            type="category"
            dataKey={chart.key('project')}
            width={190}
            stroke={chart.color('border')}
            tickFormatter={(value: string) => (value.length > 30 ? `${value.slice(0, 29)}…` : value)}
          />
          <Tooltip
            cursor={{ fill: chart.color('bg.muted') }}
            animationDuration={100}
            content={<Chart.Tooltip formatter={(value) => formatPence(Math.round(Number(value) * 100))} />}
          />
          {chart.series.map((s) => (
            <Bar
              key={s.name}
              isAnimationActive={false}
              dataKey={chart.key(s.name)}
              name={String(s.label)}
              fill={chart.color(s.color)}
              barSize={14}
              minPointSize={minBar}
            >
              {s.name === 'committed' && (
                <LabelList dataKey="used" position="right" fontSize={11} fill={chart.color('fg.muted')} />
              )}
            </Bar>
          ))}
        </BarChart>
      </Chart.Root>
    </Box>
  );
}
