// The CVR's pictures (decision 0085), loaded lazily with the report: the margin trend over the closed months and
// the month shown (a column per month, below the line when a loss), and each cost category's cost to date and
// forecast final cost against its budget. Drawn with boxes like the dashboard's budget chart (no chart library,
// decision 0072); the figures are in each picture's label for screen readers and the tables beside them.
import { Box, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { formatPence } from '../../lib/format';
import type { CvrReportFieldsFragment } from '../../generated/graphql';
import { CATEGORY_LABELS, monthWords } from './cvr-format';

type Report = CvrReportFieldsFragment;

function MarginTrend({ trend }: { trend: Report['trend'] }) {
  const max = Math.max(1, ...trend.map((t) => Math.abs(t.margin_pence)));
  const label = `Margin to date by month: ${trend.map((t) => `${monthWords(t.month)} ${formatPence(t.margin_pence)}`).join('; ')}`;
  return (
    <Box role="img" aria-label={label}>
      <Flex h="140px" align="stretch" gap="2" borderBottomWidth="1px" borderColor="border.muted">
        {trend.map((t) => {
          const share = (Math.abs(t.margin_pence) / max) * 100;
          return (
            <Flex
              key={t.month}
              flex="1"
              direction="column"
              justify="end"
              title={`${monthWords(t.month)}: ${formatPence(t.margin_pence)}`}
            >
              <Text fontSize="11px" color="fg.muted" textAlign="center" whiteSpace="nowrap" truncate>
                {formatPence(t.margin_pence)}
              </Text>
              <Box
                h={`${Math.max(share, 2)}%`}
                maxH="110px"
                bg={t.margin_pence < 0 ? 'red.500' : t.closed ? 'blue.600' : 'blue.300'}
                rounded="1px"
              />
            </Flex>
          );
        })}
      </Flex>
      <Flex gap="2" mt="1">
        {trend.map((t) => (
          <Text key={t.month} flex="1" fontSize="11px" color="fg.muted" textAlign="center" truncate>
            {monthWords(t.month).replace(/ (\d{2})(\d{2})$/, ' $2')}
            {t.closed ? '' : ' (open)'}
          </Text>
        ))}
      </Flex>
    </Box>
  );
}

function CostAgainstBudget({ categories }: { categories: Report['totals']['categories'] }) {
  const max = Math.max(1, ...categories.flatMap((c) => [c.budget_pence, c.final_cost_pence]));
  const bar = (pence: number, color: string) => (
    <Box
      h="10px"
      bg={color}
      rounded="1px"
      w={`${Math.min(100, (pence / max) * 100)}%`}
      minW={pence > 0 ? '3px' : '0'}
    />
  );
  const label = `Cost against budget: ${categories
    .map(
      (c) =>
        `${CATEGORY_LABELS[c.category]} budget ${formatPence(c.budget_pence)}, cost ${formatPence(c.cost_pence)}, final ${formatPence(c.final_cost_pence)}`,
    )
    .join('; ')}`;
  return (
    <Box role="img" aria-label={label} fontSize="xs">
      {categories.map((c) => (
        <Flex key={c.category} align="center" mb="2" gap="2">
          <Text w="6.5rem" flexShrink={0} textAlign="end" color="fg.muted">
            {CATEGORY_LABELS[c.category]}
          </Text>
          <Flex direction="column" gap="0.5" flex="1" minW="0">
            {bar(c.budget_pence, 'gray.400')}
            {bar(c.cost_pence, 'blue.600')}
            {bar(c.final_cost_pence, c.final_cost_pence > c.budget_pence ? 'red.500' : 'blue.300')}
          </Flex>
        </Flex>
      ))}
      <Flex gap="4" mt="2" color="fg.muted" wrap="wrap">
        {[
          ['gray.400', 'Budget'],
          ['blue.600', 'Cost to date'],
          ['blue.300', 'Forecast final cost (red: over budget)'],
        ].map(([color, words]) => (
          <Flex key={words} align="center" gap="1">
            <Box w="3" h="3" bg={color} rounded="1px" aria-hidden />
            <Text>{words}</Text>
          </Flex>
        ))}
      </Flex>
    </Box>
  );
}

export default function CvrCharts({ report }: { report: Report }) {
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" mb="6">
      <Box borderWidth="1px" rounded="md" p="3">
        <Heading as="h3" size="sm" mb="3">
          Margin trend
        </Heading>
        <MarginTrend trend={report.trend} />
      </Box>
      <Box borderWidth="1px" rounded="md" p="3">
        <Heading as="h3" size="sm" mb="3">
          Cost against budget
        </Heading>
        <CostAgainstBudget categories={report.totals.categories} />
      </Box>
    </SimpleGrid>
  );
}
