// The timesheets tab: one week at a time (previous / next), each operative's sheet with its hours Monday to
// Sunday, its status and CSCS flag, and the moves core-api allows the reader (submit, approve, reject with a
// reason, back to draft). "Enter a week" opens the week grid, quick to fill on a phone (?create=true).
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { Badge, Box, Button, Flex, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ListState } from '../../components/list';
import type { TimesheetFieldsFragment } from '../../generated/graphql';
import { classifyError } from '../../lib/error-message';
import { formatDate, formatPence } from '../../lib/format';
import { messageFromError } from './labour-errors';
import { CSCS_STATE, DAYS, TIMESHEET_STATUS_LABELS, addDaysIso, mondayOf } from './labour-labels';
import { ChangeTimesheetStatusDocument, TimesheetsDocument } from './labour.api';
import { WeekGrid } from './WeekGrid';

const MOVE_LABELS: Record<string, string> = {
  submitted: 'Submit',
  approved: 'Approve',
  rejected: 'Reject',
  draft: 'Back to draft',
};

export function TimesheetsTab() {
  const [params, setParams] = useSearchParams();
  const week = params.get('week') ?? mondayOf();
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
  const { data, loading, error, refetch } = useQuery(TimesheetsDocument, { variables: { week, size: 100 } });
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

function TimesheetCard({ sheet }: { sheet: TimesheetFieldsFragment }) {
  const [change, { loading }] = useMutation(ChangeTimesheetStatusDocument, {
    context: { handlesOwnErrors: true },
  });
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const cscs = CSCS_STATE[sheet.operative.cscs_state];
  async function move(status: string, why: string | null = null) {
    setMessage(null);
    try {
      await change({ variables: { id: sheet.id, status, reason: why } });
      setRejecting(false);
    } catch (err) {
      setMessage(messageFromError(err));
    }
  }
  return (
    <Box
      borderWidth="1px"
      borderRadius="md"
      p="3"
      role="group"
      aria-label={`Timesheet ${sheet.operative.name}`}
    >
      <Flex justify="space-between" gap="2" wrap="wrap" mb="2">
        <Box>
          <Text fontWeight="semibold">{sheet.operative.name}</Text>
          <Text fontSize="sm" color="fg.muted">
            {sheet.project.project_number} {sheet.project.name}
          </Text>
        </Box>
        <HStack gap="2" align="start" wrap="wrap">
          {(sheet.operative.cscs_state === 'expired' || sheet.operative.cscs_state === 'expiring') && (
            <Badge colorPalette={cscs?.palette}>{cscs?.label}</Badge>
          )}
          <Badge>{TIMESHEET_STATUS_LABELS[sheet.status] ?? sheet.status}</Badge>
        </HStack>
      </Flex>
      <SimpleGrid columns={{ base: 4, sm: 8 }} gap="1" fontSize="sm" mb="2">
        {DAYS.map((d, i) => (
          <Box key={d} textAlign="center" bg="bg.muted" borderRadius="sm" p="1">
            <Text color="fg.muted">{d}</Text>
            <Text>{sheet.hours[i] ?? 0}</Text>
          </Box>
        ))}
        <Box textAlign="center" bg="bg.muted" borderRadius="sm" p="1">
          <Text color="fg.muted">OT</Text>
          <Text>{sheet.overtime_hours}</Text>
        </Box>
      </SimpleGrid>
      <Text fontSize="sm" mb="2">
        {sheet.total_hours} hours over {sheet.days_worked} days
        {sheet.cost_pence != null ? ` · cost ${formatPence(sheet.cost_pence)}` : ''}
        {sheet.status_reason ? ` · ${sheet.status_reason}` : ''}
      </Text>
      {rejecting ? (
        <HStack gap="2" wrap="wrap">
          <Input
            size="sm"
            flex="1"
            minW="12rem"
            aria-label="Reason for rejecting"
            placeholder="Why is it rejected?"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <Button
            size="sm"
            colorPalette="red"
            loading={loading}
            onClick={() => void move('rejected', reason)}
          >
            Confirm reject
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setRejecting(false)}>
            Cancel
          </Button>
        </HStack>
      ) : (
        <HStack gap="2" wrap="wrap">
          {sheet.status_moves.map((s) => (
            <Button
              key={s}
              size="sm"
              variant={s === 'approved' || s === 'submitted' ? 'solid' : 'outline'}
              colorPalette={s === 'approved' ? 'green' : s === 'submitted' ? 'blue' : undefined}
              loading={loading}
              aria-label={`${MOVE_LABELS[s] ?? s} timesheet for ${sheet.operative.name}`}
              onClick={() => (s === 'rejected' ? setRejecting(true) : void move(s))}
            >
              {MOVE_LABELS[s] ?? s}
            </Button>
          ))}
        </HStack>
      )}
      {message && (
        <Text role="alert" color="red.600" mt="2">
          {message}
        </Text>
      )}
    </Box>
  );
}
