// The timesheets tab: one week at a time (previous / next), each operative's sheet with its hours Monday to
// Sunday, its status and CSCS flag, and the moves core-api allows the reader (submit, approve, reject with a
// reason, back to draft). "Enter a week" opens the week grid, quick to fill on a phone (?create=true).
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { ExportMenu, ListState } from '../../components/list';
import { classifyError } from '../../lib/error-message';
import { formatDate } from '../../lib/format';
import { addDaysIso } from './labour-labels';
import { TimesheetsDocument } from './labour.api';
import { TimesheetCard } from './TimesheetCard';
import { WeekGrid } from './WeekGrid';
import { timesheetsVariables } from './labour-list-query';

export function TimesheetsTab() {
  const [params, setParams] = useSearchParams();
  const variables = timesheetsVariables(params);
  const { week } = variables;
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
      <Flex gap="2" align="center" wrap="wrap" mb="3">
        <Button size="sm" variant="outline" onClick={() => set({ week: addDaysIso(week, -7) })}>
          ← Previous week
        </Button>
        <Text fontWeight="medium" aria-live="polite">
          Week commencing {formatDate(week)}
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
        <Stack gap="3">
          {(result?.items ?? []).map((t) => (
            <TimesheetCard key={t.id} sheet={t} />
          ))}
        </Stack>
      </ListState>
    </Box>
  );
}
