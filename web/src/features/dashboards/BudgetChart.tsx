// Budget against committed spend per project: a bar chart (BudgetBars, plain boxes since decision 0072) and the
// same figures as a table — the accessible view, and the one a phone shows first. Over-budget projects are
// marked in both.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Card, Heading, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { SegmentedControl } from '../../components/SegmentedControl';
import { formatPence } from '../../lib/format';
import { BudgetBars } from './BudgetBars';
import { BUDGET_SERIES } from './budget-series';
import { usedPercent } from './figure-format';
import type { Figure } from './use-live-board';

type View = 'Chart' | 'Table';

function BudgetTable({ figure }: { figure: Figure }) {
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" aria-label={figure.label}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Project</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Budget</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Committed</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" hideBelow="md">
              Remaining
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Used</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {figure.items.map((item) => {
            const budget = item.budget_pence ?? 0;
            const committed = item.committed_pence ?? 0;
            const over = committed > budget;
            return (
              <Table.Row key={item.ref ?? item.label}>
                <Table.Cell maxW="16rem" minW="8rem" whiteSpace="normal" overflowWrap="anywhere">
                  {item.link ? (
                    <Link asChild>
                      <RouterLink to={item.link}>{item.label}</RouterLink>
                    </Link>
                  ) : (
                    item.label
                  )}
                </Table.Cell>
                <Table.Cell textAlign="end">{formatPence(budget)}</Table.Cell>
                <Table.Cell textAlign="end">{formatPence(committed)}</Table.Cell>
                <Table.Cell textAlign="end" hideBelow="md" color={over ? 'fg.error' : undefined}>
                  {formatPence(budget - committed)}
                </Table.Cell>
                <Table.Cell textAlign="end" color={over ? 'fg.error' : undefined}>
                  {usedPercent(budget, committed)}
                  {over && (
                    <Text as="span" srOnly>
                      {' '}
                      (over budget)
                    </Text>
                  )}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** What the bars' colours mean, above the chart. */
function BudgetLegend() {
  return (
    <HStack as="ul" aria-label="Legend" gap="4" listStyleType="none" m="0" p="0" fontSize="sm">
      {BUDGET_SERIES.map((s) => (
        <HStack as="li" key={s.name} gap="1.5">
          <Box w="3" h="3" rounded="sm" bg={s.color} aria-hidden />
          <Text as="span">{s.label}</Text>
        </HStack>
      ))}
      <Text as="li" color="fg.muted" fontSize="xs">
        % = committed share of budget
      </Text>
    </HStack>
  );
}

export function BudgetChart({ figure, defaultView = 'Chart' }: { figure: Figure; defaultView?: View }) {
  const [view, setView] = useState<View>(defaultView);
  return (
    <Card.Root size="sm" data-figure={figure.key} minW="0" overflow="hidden">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h2" size="md">
            {figure.label}
          </Heading>
          {figure.items.length > 0 && (
            <SegmentedControl
              size="xs"
              value={view}
              onValueChange={(value) => setView(value === 'Table' ? 'Table' : 'Chart')}
              aria-label="Show as"
              items={['Chart', 'Table']}
            />
          )}
        </HStack>
      </Card.Header>
      <Card.Body>
        {figure.items.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            No active projects yet. Budgets appear here once a project is active.
          </Text>
        ) : view === 'Chart' ? (
          <Stack gap="2">
            <BudgetLegend />
            <BudgetBars figure={figure} />
          </Stack>
        ) : (
          <BudgetTable figure={figure} />
        )}
      </Card.Body>
    </Card.Root>
  );
}
