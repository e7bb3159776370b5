// The timesheets tab: one week at a time (previous / next), each operative's sheet with its hours Monday to
// Sunday, its status and CSCS flag, and the moves core-api allows the reader (submit, approve, reject with a
// reason, back to draft). "Enter a week" opens the week grid, quick to fill on a phone (?create=true).
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { ListState } from '../../components/list';
import { classifyError } from '../../lib/error-message';
import { formatDate } from '../../lib/format';
import { TIMESHEET_STATUS_LABELS, addDaysIso, mondayOf } from './labour-labels';
import { TimesheetsDocument } from './labour.api';
import { TimesheetCard } from './TimesheetCard';
import { WeekGrid } from './WeekGrid';
import { timesheetStatus, timesheetsVariables } from './labour-list-query';

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

  if (creating) {
    return (
      <WeekGrid
        week={week}
        onDone={(w) => {
          set({ create: null, week: w });
          void refetch();
        }}
        onCancel={() => set({ create: null })}
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
        <Button size="sm" colorPalette="blue" ms={{ md: 'auto' }} onClick={() => set({ create: 'true' })}>
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
        <Stack gap="3">
          {(result?.items ?? []).map((t) => (
            <TimesheetCard key={t.id} sheet={t} />
          ))}
        </Stack>
      </ListState>
    </Box>
  );
}
