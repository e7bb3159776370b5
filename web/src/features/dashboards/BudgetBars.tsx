// The budget chart itself (Chakra's charts on recharts), in its own chunk: BudgetChart loads it after the page.
import { Chart, useChart } from '@chakra-ui/charts';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { Box } from '@chakra-ui/react';
import { formatPence } from '../../lib/format';
import { chartHeight } from './figure-format';
import type { Figure } from './use-live-board';

export function BudgetBars({ figure }: { figure: Figure }) {
  const chart = useChart({
    data: figure.items.map((item) => ({
      project: item.label,
      budget: (item.budget_pence ?? 0) / 100,
      committed: (item.committed_pence ?? 0) / 100,
    })),
    series: [
      { name: 'budget', color: 'blue.solid', label: 'Budget' },
      { name: 'committed', color: 'orange.solid', label: 'Committed' },
    ],
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
          margin={{ left: 8, right: 16 }}
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
          <Legend content={<Chart.Legend />} />
          {chart.series.map((s) => (
            <Bar
              key={s.name}
              isAnimationActive={false}
              dataKey={chart.key(s.name)}
              name={String(s.label)}
              fill={chart.color(s.color)}
              barSize={14}
            />
          ))}
        </BarChart>
      </Chart.Root>
    </Box>
  );
}
