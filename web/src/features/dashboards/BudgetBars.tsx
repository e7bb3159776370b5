// The budget chart itself: budget and committed as grouped horizontal bars per project, drawn with boxes (no chart
// library). It replaced Chakra's charts on recharts, 103 kB of gzip JavaScript that every dashboard's first load
// fetched for this one chart (issue 36, decision 0072). Any committed spend is drawn at least a few pixels long,
// with its share of the budget at the bar's end, so a small commitment against a big budget is still seen
// (decision 0066). The figures are in the element's label (and in the table view) for screen readers; each row's
// title shows them on hover.
import { Box, Flex, Text } from '@chakra-ui/react';
import { formatPence } from '../../lib/format';
import { chartHeight, usedPercent } from './figure-format';
import { BUDGET_SERIES } from './budget-series';
import type { Figure } from './use-live-board';

/** A bar for any amount above zero is at least this long (px): committed £1,200 against £2m stays visible. */
const MIN_BAR_PX = 4;
/** Grid lines (and their amounts) across the axis, the first at zero. */
const TICKS = 4;

const compactPounds = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/** A round axis maximum at or above `max` pounds (1, 2, 2.5 or 5 × a power of ten per tick). */
export function axisMax(maxPounds: number): number {
  if (maxPounds <= 0) return TICKS;
  const rough = maxPounds / TICKS;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power;
  return step * TICKS;
}

const truncate = (label: string) => (label.length > 30 ? `${label.slice(0, 29)}…` : label);

function Bar({ pounds, max, color }: { pounds: number; max: number; color: string }) {
  const share = max > 0 ? Math.min(100, (pounds / max) * 100) : 0;
  return (
    <Box
      h="14px"
      bg={color}
      rounded="1px"
      flexShrink={0}
      w={`${share}%`}
      minW={pounds > 0 ? `${MIN_BAR_PX}px` : '0'}
    />
  );
}

/** The project names' column (the bars start after it). */
const LABEL_WIDTH = { base: '7rem', md: '190px' };
/** Room after the bars for the used share. */
const END_ROOM = '12';

export function BudgetBars({ figure }: { figure: Figure }) {
  const rows = figure.items.map((item) => ({
    key: item.ref ?? item.label,
    label: item.label,
    budget: (item.budget_pence ?? 0) / 100,
    committed: (item.committed_pence ?? 0) / 100,
    used: usedPercent(item.budget_pence ?? 0, item.committed_pence ?? 0),
    title: `${item.label}: budget ${formatPence(item.budget_pence)}, committed ${formatPence(item.committed_pence)}`,
  }));
  const max = axisMax(Math.max(0, ...rows.flatMap((r) => [r.budget, r.committed])));
  const ticks = Array.from({ length: TICKS + 1 }, (_, i) => (max / TICKS) * i);
  const [budgetSeries, committedSeries] = BUDGET_SERIES;
  return (
    <Box
      role="img"
      aria-label={`${figure.label}. ${rows.map((r) => r.title).join('; ')}`}
      h={chartHeight(rows.length)}
      position="relative"
      display="flex"
      flexDirection="column"
      fontSize="xs"
    >
      {/* Grid lines, behind the bars. */}
      <Box position="absolute" top="0" bottom="5" left={LABEL_WIDTH} right={END_ROOM} pointerEvents="none">
        {ticks.map((tick) => (
          <Box
            key={tick}
            position="absolute"
            top="0"
            bottom="0"
            left={`${(tick / max) * 100}%`}
            borderStartWidth="1px"
            borderColor="border.muted"
          />
        ))}
      </Box>
      <Flex flex="1" direction="column" justify="space-around">
        {rows.map((row) => (
          <Flex key={row.key} align="center" title={row.title}>
            <Text w={LABEL_WIDTH} flexShrink={0} pe="2" textAlign="end" color="fg.muted" truncate>
              {truncate(row.label)}
            </Text>
            <Flex flex="1" minW="0" me={END_ROOM} direction="column" gap="1" position="relative">
              <Bar pounds={row.budget} max={max} color={budgetSeries.color} />
              <Flex align="center" gap="1" w="full">
                <Bar pounds={row.committed} max={max} color={committedSeries.color} />
                <Text as="span" color="fg.muted" fontSize="11px" whiteSpace="nowrap">
                  {row.used}
                </Text>
              </Flex>
            </Flex>
          </Flex>
        ))}
      </Flex>
      {/* The axis: amounts under the grid lines. */}
      <Flex h="5" flexShrink={0}>
        <Box w={LABEL_WIDTH} flexShrink={0} />
        <Box flex="1" me={END_ROOM} position="relative">
          {ticks.map((tick) => (
            <Text
              key={tick}
              position="absolute"
              top="1"
              left={`${(tick / max) * 100}%`}
              transform="translateX(-50%)"
              color="fg.muted"
              whiteSpace="nowrap"
            >
              {compactPounds.format(tick)}
            </Text>
          ))}
        </Box>
      </Flex>
    </Box>
  );
}
