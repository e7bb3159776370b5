// The timesheets tab: one week at a time (previous / next), each operative's sheet with its hours Monday to
// Sunday, its status and CSCS flag, and the moves core-api allows the reader (submit, approve, reject with a
// reason, back to draft). "Enter a week" opens the week grid, quick to fill on a phone (?create=true);
// ?timesheet_id= (a notification's link, with its ?week=) picks one sheet out.
// Submitted sheets the reader may decide have tick boxes: approve or reject the ticked ones at once, each
// under the same rules (CSCS, segregation of duties), with a report of what was done and what was refused.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import {
  BulkBar,
  ExportMenu,
  BulkResults,
  ListState,
  SelectAll,
  TickBox,
  useSelection,
  type BulkOutcomeView,
  type Selection,
} from '../../components/list';
import { ReasonDialog } from '../../components/ReasonDialog';
import type { TimesheetFieldsFragment } from '../../generated/graphql';
import { classifyError } from '../../lib/error-message';
import { formatDate } from '../../lib/format';
import { SAVED_ON_PHONE } from '../../lib/outbox';
import { showToast } from '../../lib/toaster';
import { messageFromError } from '../../lib/mutation-error';
import { TIMESHEET_STATUS_LABELS, addDaysIso, mondayOf } from './labour-labels';
import { BulkTimesheetStatusDocument, TimesheetsDocument } from './labour.api';
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
  const items = result?.items ?? [];
  const ticks = useSelection();
  const [bulk, bulkState] = useMutation(BulkTimesheetStatusDocument, { context: { handlesOwnErrors: true } });
  const [outcomes, setOutcomes] = useState<{ word: string; list: BulkOutcomeView[] }>({ word: '', list: [] });
  const [bulkError, setBulkError] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const selection: Selection<TimesheetFieldsFragment> = {
    selected: ticks.selected,
    onChange: ticks.setSelected,
    // A submitted sheet the reader may decide (reject is offered whenever a decision is theirs to make).
    selectable: (t) => t.status === 'submitted' && t.status_moves.includes('rejected'),
    rowLabel: (t) => `${t.operative.name} ${t.project.project_number}`,
  };
  const chosen = items.filter((t) => selection.selectable(t) && ticks.selected.has(t.id)).map((t) => t.id);
  const names = new Map<string, string>();
  for (const t of items) names.set(t.id, `${t.operative.name} (${t.project.project_number})`);
  async function decide(status: 'approved' | 'rejected', reason: string | null = null): Promise<boolean> {
    setBulkError(null);
    const ids = chosen;
    try {
      const res = await bulk({ variables: { ids, status, reason } });
      const list = res.data?.bulkTimesheetStatus.results ?? [];
      for (const o of list) if (!names.has(o.id) && o.label) names.set(o.id, o.label);
      setOutcomes({ word: status, list });
      ticks.clear();
      void refetch();
      return true;
    } catch (err) {
      setBulkError(messageFromError(err));
      return false;
    }
  }

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
        <BulkResults
          outcomes={outcomes.list}
          doneWord={outcomes.word}
          nameOf={(id) => names.get(id) ?? 'Timesheet'}
          onClose={() => setOutcomes({ word: '', list: [] })}
        />
        <BulkBar count={chosen.length} noun={['timesheet', 'timesheets']} onClear={ticks.clear}>
          <Button
            size="sm"
            colorPalette="green"
            loading={bulkState.loading}
            onClick={() => void decide('approved')}
          >
            Approve selected
          </Button>
          <Button size="sm" variant="outline" onClick={() => setRejecting(true)}>
            Reject selected
          </Button>
        </BulkBar>
        {bulkError && (
          <Text role="alert" color="red.600" mb="2">
            {bulkError}
          </Text>
        )}
        <SelectAll
          rows={items}
          rowKey={(t) => t.id}
          selection={selection}
          label="Select all awaiting approval"
          withText
        />
        <Stack gap="3">
          {items.map((t) => (
            <TimesheetCard
              key={t.id}
              sheet={t}
              picked={t.id === params.get('timesheet_id')}
              tick={
                selection.selectable(t) ? (
                  <TickBox
                    label={`Select ${selection.rowLabel(t)}`}
                    checked={ticks.selected.has(t.id)}
                    onChange={(on) => ticks.toggle(t.id, on)}
                  />
                ) : null
              }
            />
          ))}
        </Stack>
        <ReasonDialog
          open={rejecting}
          title={`Reject ${chosen.length} ${chosen.length === 1 ? 'timesheet' : 'timesheets'}`}
          description="The reason is sent to each operative with their rejected week."
          confirmLabel="Reject selected"
          onClose={() => setRejecting(false)}
          onConfirm={(reason) => decide('rejected', reason)}
        />
      </ListState>
    </Box>
  );
}
