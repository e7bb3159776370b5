// The project's figures: team, notes, days, last activity, and — for supervisors and up, who see commercial
// terms — budget against committed spend. On a phone the budget is one short card per category instead of a
// four-column table that would not fit.
import { Box, Flex, SimpleGrid, Table, Text } from '@chakra-ui/react';
import { atLeast, useBreakpoint } from '../../../components/list/use-breakpoint';
import { formatDate, formatPence } from '../../../lib/format';
import { BUDGET_CATEGORY_LABELS } from '../project-labels';
import type { ProjectData } from './project-data';
import { Section } from './Section';

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <Box minW="0">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize={{ base: 'lg', md: 'xl' }} fontWeight="bold">
        {value}
      </Text>
    </Box>
  );
}

type Stats = ProjectData['stats'];

function BudgetTable({ s }: { s: Stats }) {
  const lines = s.spend_vs_budget ?? [];
  const total = s.budget_total_pence ?? 0;
  const committed = s.committed_total_pence ?? 0;
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" aria-label="Budget vs committed">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Category</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Budget</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Committed</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Remaining</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {lines.map((line) => (
            <Table.Row key={line.category}>
              <Table.Cell>{BUDGET_CATEGORY_LABELS[line.category] ?? line.category}</Table.Cell>
              <Table.Cell textAlign="end">{formatPence(line.budget_pence)}</Table.Cell>
              <Table.Cell textAlign="end">{formatPence(line.committed_pence)}</Table.Cell>
              <Table.Cell textAlign="end">{formatPence(line.remaining_pence)}</Table.Cell>
            </Table.Row>
          ))}
          <Table.Row fontWeight="bold">
            <Table.Cell>Total</Table.Cell>
            <Table.Cell textAlign="end">{formatPence(total)}</Table.Cell>
            <Table.Cell textAlign="end">{formatPence(committed)}</Table.Cell>
            <Table.Cell textAlign="end">{formatPence(total - committed)}</Table.Cell>
          </Table.Row>
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** Below 768px: one card per category (budget, committed, remaining on their own lines), nothing wider than the screen. */
function BudgetCards({ s }: { s: Stats }) {
  const total = s.budget_total_pence ?? 0;
  const committed = s.committed_total_pence ?? 0;
  const rows = [
    ...(s.spend_vs_budget ?? []).map((l) => ({
      key: l.category,
      label: BUDGET_CATEGORY_LABELS[l.category] ?? l.category,
      budget: l.budget_pence,
      committed: l.committed_pence,
      remaining: l.remaining_pence,
    })),
    { key: 'total', label: 'Total', budget: total, committed, remaining: total - committed },
  ];
  return (
    <SimpleGrid
      as="ul"
      listStyleType="none"
      columns={{ base: 1, sm: 2 }}
      gap="2"
      aria-label="Budget vs committed"
    >
      {rows.map((r) => (
        <Box as="li" key={r.key} borderWidth="1px" rounded="md" p="2" fontSize="sm">
          <Text fontWeight="semibold">{r.label}</Text>
          {(
            [
              ['Budget', r.budget],
              ['Committed', r.committed],
              ['Remaining', r.remaining],
            ] as const
          ).map(([label, pence]) => (
            <Flex key={label} justify="space-between" gap="2">
              <Text color="fg.muted">{label}</Text>
              <Text fontVariantNumeric="tabular-nums">{formatPence(pence)}</Text>
            </Flex>
          ))}
        </Box>
      ))}
    </SimpleGrid>
  );
}

export function StatsSection({ project }: { project: ProjectData }) {
  const s = project.stats;
  const wide = atLeast(useBreakpoint(), 'md');
  const hasBudget = project.abilities.can_view_commercial && s.spend_vs_budget;
  return (
    <Section title="Stats">
      <Flex gap={{ base: 4, md: 6 }} wrap="wrap" mb={hasBudget ? 4 : 0}>
        <Figure label="Team" value={s.team_count} />
        <Figure label="Notes" value={s.note_count} />
        <Figure
          label="Days"
          value={
            s.days_total === null || s.days_total === undefined
              ? '—'
              : `${s.days_elapsed ?? 0} of ${s.days_total} (${s.days_remaining ?? 0} left)`
          }
        />
        <Figure label="Last activity" value={formatDate(s.last_activity_at)} />
      </Flex>
      {hasBudget && (wide ? <BudgetTable s={s} /> : <BudgetCards s={s} />)}
    </Section>
  );
}
