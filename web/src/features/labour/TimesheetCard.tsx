// One timesheet on the timesheets tab: the operative (with an expired or expiring CSCS card flagged), the
// project, hours Monday to Sunday and overtime, the cost once approved, the moves core-api allows the reader
// (submit, approve, reject with a reason, back to draft) and, while it is a draft or rejected, its hours to edit.
// The sheet a link names (a notification's) stands out and is scrolled to.
// A card expired by the last day worked blocks approval (core-api's message is shown); a manager approves over
// it through a reason dialog, and the reason stays on the sheet (decision 0064).
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useMutation } from '@apollo/client/react';
import { Badge, Box, Button, Flex, HStack, Input, SimpleGrid, Text } from '@chakra-ui/react';
import { ReasonDialog } from '../../components/LazyReasonDialog';
import type { TimesheetFieldsFragment } from '../../generated/graphql';
import { formatPence } from '../../lib/format';
import { messageFromError } from '../../lib/mutation-error';
import { CSCS_STATE, DAYS, TIMESHEET_STATUS_LABELS } from './labour-labels';
import { ChangeTimesheetStatusDocument, UpdateTimesheetDocument } from './labour.api';

const MOVE_LABELS: Record<string, string> = {
  submitted: 'Submit',
  approved: 'Approve',
  rejected: 'Reject',
  draft: 'Back to draft',
};

export function TimesheetCard({
  sheet,
  picked = false,
  tick,
}: {
  sheet: TimesheetFieldsFragment;
  /** The sheet a link named (`?timesheet_id=`, a notification's): outlined and scrolled into view. */
  picked?: boolean;
  /** The sheet's tick box, when the reader may decide it in bulk. */
  tick?: ReactNode;
}) {
  const [overriding, setOverriding] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (picked) ref.current?.scrollIntoView?.({ block: 'center' });
  }, [picked]);
  const [change, { loading }] = useMutation(ChangeTimesheetStatusDocument, {
    context: { handlesOwnErrors: true },
  });
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [update, { loading: saving }] = useMutation(UpdateTimesheetDocument, {
    context: { handlesOwnErrors: true },
  });
  const [editing, setEditing] = useState<string[] | null>(null);
  async function saveHours() {
    if (!editing) return;
    setMessage(null);
    const numbers = editing.map((h) => (h.trim() === '' ? 0 : Number(h)));
    if (numbers.some((n) => !Number.isFinite(n))) return setMessage('Hours must be numbers');
    try {
      await update({
        variables: {
          id: sheet.id,
          input: { hours: numbers.slice(0, 7), overtime_hours: numbers[7] ?? 0, notes: sheet.notes ?? null },
        },
      });
      setEditing(null);
    } catch (err) {
      setMessage(messageFromError(err));
    }
  }
  const cscs = CSCS_STATE[sheet.operative.cscs_state];
  async function move(status: string, why: string | null = null, cscsOverrideReason: string | null = null) {
    setMessage(null);
    try {
      await change({ variables: { id: sheet.id, status, reason: why, cscsOverrideReason } });
      setRejecting(false);
      return true;
    } catch (err) {
      setMessage(messageFromError(err));
      return false;
    }
  }
  const needsOverride = !!sheet.cscs_block && sheet.can_override_cscs;
  return (
    <Box
      ref={ref}
      borderWidth={picked ? '2px' : '1px'}
      borderColor={picked ? 'blue.solid' : undefined}
      borderRadius="md"
      p="3"
      role="group"
      aria-label={`Timesheet ${sheet.operative.name}`}
      aria-current={picked ? 'true' : undefined}
    >
      <Flex justify="space-between" gap="2" wrap="wrap" mb="2">
        <Flex gap="2" align="start">
          {tick}
          <Box>
            <Text fontWeight="semibold">{sheet.operative.name}</Text>
            <Text fontSize="sm" color="fg.muted">
              {sheet.project.project_number} {sheet.project.name}
            </Text>
          </Box>
        </Flex>
        <HStack gap="2" align="start" wrap="wrap">
          {(sheet.operative.cscs_state === 'expired' || sheet.operative.cscs_state === 'expiring') && (
            <Badge colorPalette={cscs?.palette}>{cscs?.label}</Badge>
          )}
          <Badge>{TIMESHEET_STATUS_LABELS[sheet.status] ?? sheet.status}</Badge>
        </HStack>
      </Flex>
      <SimpleGrid columns={{ base: 4, sm: 8 }} gap="1" fontSize="sm" mb="2">
        {[...DAYS, 'OT'].map((d, i) => (
          <Box key={d} textAlign="center" bg="bg.muted" borderRadius="sm" p="1">
            <Text color="fg.muted">{d}</Text>
            {editing ? (
              <Input
                size="xs"
                textAlign="center"
                inputMode="decimal"
                aria-label={`${d} hours`}
                value={editing[i]}
                onChange={(e) =>
                  setEditing((all) => all && all.map((h, n) => (n === i ? e.target.value : h)))
                }
              />
            ) : (
              <Text>{i < 7 ? (sheet.hours[i] ?? 0) : sheet.overtime_hours}</Text>
            )}
          </Box>
        ))}
      </SimpleGrid>
      <Text fontSize="sm" mb="2">
        {sheet.total_hours} hours over {sheet.days_worked} days
        {sheet.cost_pence != null ? ` · cost ${formatPence(sheet.cost_pence)}` : ''}
        {sheet.status_reason ? ` · ${sheet.status_reason}` : ''}
      </Text>
      {sheet.cscs_block && (
        <Text fontSize="sm" color="red.700" _dark={{ color: 'red.300' }} mb="2" data-testid="cscs-block">
          {sheet.cscs_block}
        </Text>
      )}
      {sheet.cscs_override_reason && (
        <Text fontSize="sm" color="fg.muted" mb="2">
          Approved over an expired CSCS card: {sheet.cscs_override_reason}
        </Text>
      )}
      {sheet.approval_refusal && (
        <Text fontSize="sm" color="orange.700" mb="2">
          {sheet.approval_refusal}
        </Text>
      )}
      {editing ? (
        <HStack gap="2" wrap="wrap">
          <Button size="sm" colorPalette="blue" loading={saving} onClick={() => void saveHours()}>
            Save hours
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setEditing(null)}>
            Cancel
          </Button>
        </HStack>
      ) : rejecting ? (
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
              aria-label={`${s === 'approved' && needsOverride ? 'Approve with override' : (MOVE_LABELS[s] ?? s)} timesheet for ${sheet.operative.name}`}
              onClick={() =>
                s === 'rejected'
                  ? setRejecting(true)
                  : s === 'approved' && needsOverride
                    ? setOverriding(true)
                    : void move(s)
              }
            >
              {s === 'approved' && needsOverride ? 'Approve with override…' : (MOVE_LABELS[s] ?? s)}
            </Button>
          ))}
          {sheet.can_edit && (
            <Button
              size="sm"
              variant="outline"
              onClick={() => setEditing([...sheet.hours.map(String), String(sheet.overtime_hours)])}
            >
              Edit hours
            </Button>
          )}
        </HStack>
      )}
      {message && (
        <Text role="alert" color="red.600" mt="2">
          {message}
        </Text>
      )}
      {needsOverride && (
        <ReasonDialog
          open={overriding}
          title="Approve over an expired CSCS card"
          description={`${sheet.cscs_block?.split(': a manager')[0] ?? ''}. Say why this week may still be approved (for example the renewed card was seen); the reason is kept on the timesheet and in its history.`}
          confirmLabel="Approve with override"
          onClose={() => setOverriding(false)}
          onConfirm={(reason) => move('approved', null, reason)}
        />
      )}
    </Box>
  );
}
