// The timesheets tab: one week at a time (previous / next), each operative's sheet with its hours Monday to
// Sunday, its status and CSCS flag, and the moves core-api allows the reader (submit, approve, reject with a
// reason, back to draft). "Enter a week" opens the week grid, quick to fill on a phone (?create=true);
// ?timesheet_id= (a notification's link, with its ?week=) picks one sheet out.
// Submitted sheets the reader may decide have tick boxes: approve or reject the ticked ones at once, each
// under the same rules (CSCS, segregation of duties), with a report of what was done and what was refused.
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { ExportMenu, ListState, SelectAll, TickBox, useBulkDecisions } from '../../components/list';
import { classifyError } from '../../lib/error-message';
import { formatDate } from '../../lib/format';
import { SAVED_ON_PHONE } from '../../lib/outbox-words';
import { showToast } from '../../lib/toast';
import { TIMESHEET_STATUS_LABELS, addDaysIso, mondayOf } from './labour-labels';
import { BulkTimesheetStatusDocument, TimesheetsDocument } from './labour.api';
import { TimesheetCard } from './TimesheetCard';
import { timesheetStatus, timesheetsVariables } from './labour-list-query';
import { lazyPage } from '../../lib/lazy-page';

/** The week grid is a view of its own (?create=true): it loads, with the outbox it sends through, when opened. */
const WeekGrid = lazyPage(() => import('./WeekGrid').then((m) => m.WeekGrid));

export function TimesheetsTab() {
  const [params, setParams] = useSearchParams();
  const variables = timesheetsVariables(params);
  const week = variables.week ?? mondayOf();
  const status = timesheetStatus(params);
  const creating = params.get('create') === 'true';
  const set = (changes: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        return next;
      },
      { replace: true },
    );
  const { data, loading, error, refetch } = useQuery(TimesheetsDocument, { variables });
  const result = data?.timesheets;
  const failure = error && !result ? classifyError(error) : null;
  const items = result?.items ?? [];
  const bulk = useBulkDecisions({
    rows: items,
    // A submitted sheet the reader may decide (reject is offered whenever a decision is theirs to make).
    selectable: (t) => t.status === 'submitted' && t.status_moves.includes('rejected'),
    rowLabel: (t) => `${t.operative.name} ${t.project.project_number}`,
    nameOf: (t) => `${t.operative.name} (${t.project.project_number})`,
    noun: ['timesheet', 'timesheets'],
    rejectDescription: 'The reason is sent to each operative with their rejected week.',
    mutation: BulkTimesheetStatusDocument,
    outcomes: (d) => d.bulkTimesheetStatus.results,
    onDecided: refetch,
  });
  const selection = bulk.selection;

  if (creating) {
    return (
      <WeekGrid
        week={week}
        onDone={(w) => {
          set({ create: null, week: w });
          void refetch();
        }}
        onCancel={() => set({ create: null })}
        onQueued={(w) => {
          showToast('info', SAVED_ON_PHONE);
          set({ create: null, week: w });
        }}
      />
    );
  }
  return (
    <Box>
      {status && (
        <Flex gap="2" align="center" wrap="wrap" mb="3" role="status" data-testid="timesheet-filter">
          <Text fontWeight="medium">
            {TIMESHEET_STATUS_LABELS[status]} timesheets
            {variables.week ? ` in the week commencing ${formatDate(week)}` : ', every week'}
          </Text>
          <Button size="sm" variant="ghost" onClick={() => set({ status: null })}>
            Show all statuses
          </Button>
        </Flex>
      )}
      <Flex gap="2" align="center" wrap="wrap" mb="3">
        <Button size="sm" variant="outline" onClick={() => set({ week: addDaysIso(week, -7) })}>
          ← Previous week
        </Button>
        <Text fontWeight="medium" aria-live="polite">
          {variables.week ? `Week commencing ${formatDate(week)}` : 'Every week'}
        </Text>
        <Button size="sm" variant="outline" onClick={() => set({ week: addDaysIso(week, 7) })}>
          Next week →
        </Button>
        <Box ms={{ md: 'auto' }}>
          <ExportMenu list="timesheets" filters={variables} />
        </Box>
        <Button size="sm" colorPalette="blue" onClick={() => set({ create: 'true' })}>
          Enter a week
        </Button>
      </Flex>
      <ListState
        loading={loading && !result}
        loadingLabel="Loading timesheets"
        error={failure?.kind === 'toast' ? failure.message : null}
        onRetry={() => void refetch()}
        isEmpty={(result?.items.length ?? 0) === 0}
        empty={{ title: 'No timesheets this week', description: 'Enter a week of hours with Enter a week.' }}
      >
        {bulk.panel}
        {selection && (
          <SelectAll
            rows={items}
            rowKey={(t) => t.id}
            selection={selection}
            label="Select all awaiting approval"
            withText
          />
        )}
        <Stack gap="3">
          {items.map((t) => (
            <TimesheetCard
              key={t.id}
              sheet={t}
              picked={t.id === params.get('timesheet_id')}
              tick={
                selection?.selectable(t) ? (
                  <TickBox
                    label={`Select ${selection.rowLabel(t)}`}
                    checked={selection.selected.has(t.id)}
                    onChange={(on) => bulk.toggle(t.id, on)}
                  />
                ) : null
              }
            />
          ))}
        </Stack>
      </ListState>
    </Box>
  );
}
