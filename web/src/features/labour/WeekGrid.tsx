// The week grid: an operative's hours on a project for a week commencing Monday — seven boxes (Mon–Sun) that
// take a number pad on a phone, overtime and notes — saved as a draft or submitted for approval. Workers see
// only their own operative; supervisors and up choose anyone in their gang. Sent through the phone's outbox
// (lib/outbox.ts, decision 0063) with its own Idempotency-Key: with no signal the week is saved on the phone and
// sent once when the signal returns.
import { useState } from 'react';
import {
  Box,
  Button,
  Field,
  Heading,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { formatDate, parseUkDate, toUkDateInput } from '../../lib/format';
import { submit as send } from '../../lib/outbox';
import { outboxOperation } from '../../lib/outbox-operation';
import { useRememberedQuery } from '../../lib/offline-query';
import { hasRole, useAuth } from '../auth';
import { DAYS, mondayOf } from './labour-labels';
import { LabourFormOptionsDocument } from './labour-options.api';
import { CreateTimesheetDocument } from './labour.api';

export function WeekGrid({
  week,
  onDone,
  onCancel,
  onQueued,
  operativeId: fixedOperative,
}: {
  week: string;
  /** The operative whose week this is ("My timesheet"): chosen, and the only one offered. */
  operativeId?: string;
  onDone: (week: string) => void;
  onCancel: () => void;
  /** Saved on the phone to send when the signal returns. */
  onQueued?: (week: string) => void;
}) {
  const { user } = useAuth();
  const options = useRememberedQuery(LabourFormOptionsDocument);
  const [loading, setLoading] = useState(false);
  const supervisor = hasRole(user?.role, 'supervisor');
  const operatives = (options.data?.operatives.items ?? []).filter((o) =>
    fixedOperative ? o.id === fixedOperative : supervisor || o.user_id === user?.id,
  );
  const [operativeId, setOperativeId] = useState('');
  const [projectId, setProjectId] = useState('');
  const [weekText, setWeekText] = useState(toUkDateInput(week));
  const [hours, setHours] = useState<string[]>(['8', '8', '8', '8', '8', '', '']);
  const [overtime, setOvertime] = useState('');
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const chosenOperative = operativeId || (operatives.length === 1 ? operatives[0]!.id : '');

  async function save(submit: boolean) {
    setError(null);
    if (!chosenOperative) return setError('Please select an operative');
    if (!projectId) return setError('Please select a project');
    const wc = parseUkDate(weekText);
    if (!wc) return setError('Week commencing must be a date as dd/mm/yyyy');
    const numbers = hours.map((h) => (h.trim() === '' ? 0 : Number(h)));
    if (numbers.some((n) => !Number.isFinite(n))) return setError('Hours must be numbers');
    const project = options.data?.projectsForForms.find((p) => p.id === projectId);
    const operative = operatives.find((o) => o.id === chosenOperative);
    setLoading(true);
    try {
      const input = {
        operative_id: chosenOperative,
        project_id: projectId,
        week_commencing: wc,
        hours: numbers,
        overtime_hours: overtime.trim() === '' ? 0 : Number(overtime),
        notes: notes.trim() || null,
        submit,
      };
      const outcome = await send({
        kind: 'timesheet',
        title: `Timesheet: ${operative?.name ?? 'operative'}`,
        detail: `${project?.project_number ?? 'Project'} · w/c ${formatDate(wc)}`,
        operation: outboxOperation(CreateTimesheetDocument, { input }),
        refetch: ['Timesheets'],
      });
      if (outcome.sent) onDone(wc);
      else (onQueued ?? onDone)(wc);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setLoading(false);
    }
  }

  return (
    <Box maxW="42rem">
      <Heading as="h2" size="lg" mb="3">
        Enter a week
      </Heading>
      <Stack gap="4">
        <Field.Root>
          <Field.Label>Operative</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={chosenOperative} onChange={(e) => setOperativeId(e.target.value)}>
              <option value="">Choose an operative…</option>
              {operatives.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name}
                  {o.supplier ? ` (${o.supplier.name})` : ''}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {!supervisor && operatives.length === 0 && !options.loading && (
            <Field.HelperText>
              Your user is not linked to an operative yet: ask your supervisor.
            </Field.HelperText>
          )}
        </Field.Root>
        <Field.Root>
          <Field.Label>Project</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={projectId} onChange={(e) => setProjectId(e.target.value)}>
              <option value="">Choose a project…</option>
              {(options.data?.projectsForForms ?? []).map((p) => (
                <option key={p.id} value={p.id}>
                  {p.project_number} {p.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label>Week commencing (Monday)</Field.Label>
          <Input
            inputMode="numeric"
            placeholder="dd/mm/yyyy"
            value={weekText}
            onChange={(e) => setWeekText(e.target.value)}
          />
          <Field.HelperText>This week began on {formatDate(mondayOf())}.</Field.HelperText>
        </Field.Root>
        <Box role="group" aria-label="Hours per day">
          <Text fontWeight="medium" mb="1">
            Hours per day
          </Text>
          <SimpleGrid columns={{ base: 4, sm: 7 }} gap="2">
            {DAYS.map((d, i) => (
              <Field.Root key={d}>
                <Field.Label>{d}</Field.Label>
                <Input
                  inputMode="decimal"
                  value={hours[i]}
                  onChange={(e) => setHours((all) => all.map((h, n) => (n === i ? e.target.value : h)))}
                />
              </Field.Root>
            ))}
          </SimpleGrid>
        </Box>
        <Field.Root maxW="10rem">
          <Field.Label>Overtime hours</Field.Label>
          <Input inputMode="decimal" value={overtime} onChange={(e) => setOvertime(e.target.value)} />
        </Field.Root>
        <Field.Root>
          <Field.Label>Notes</Field.Label>
          <Textarea rows={2} value={notes} onChange={(e) => setNotes(e.target.value)} />
        </Field.Root>
        {error && (
          <Text role="alert" color="red.600">
            {error}
          </Text>
        )}
        <HStack wrap="wrap">
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="outline" loading={loading} onClick={() => void save(false)}>
            Save draft
          </Button>
          <Button colorPalette="blue" loading={loading} flex="1" onClick={() => void save(true)}>
            Submit for approval
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
