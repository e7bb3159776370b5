// "Fill from the site diary" on a Delay Notice (or a copy with its fields): the diaries' delays and lost hours
// between two days (the last week by default) fill in the date of occurrence, the cause, the description and
// the estimated delay in days; the person filling it in checks and completes the rest.
import { useState } from 'react';
import { useLazyQuery } from '@apollo/client/react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { DateField } from '../../components/DateField';
import { formatDate, parseUkDate, toUkDateInput } from '../../lib/format';
import { DiaryDelayPrefillDocument } from './forms.api';

const DELAY_KEYS = ['occurred_on', 'cause', 'description', 'estimated_delay_days'] as const;

/** Whether a template has the Delay Notice's fields the diary fills. */
export function takesDiaryDelays(fields: readonly { key: string }[]): boolean {
  return DELAY_KEYS.every((k) => fields.some((f) => f.key === k));
}

const london = (d: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(d);

export function DiaryDelayPrefill({
  projectId,
  onAnswers,
}: {
  projectId: string;
  onAnswers: (answers: Record<string, unknown>) => void;
}) {
  const today = london(new Date());
  const [from, setFrom] = useState(toUkDateInput(london(new Date(Date.now() - 6 * 86_400_000))));
  const [to, setTo] = useState(toUkDateInput(today));
  const [note, setNote] = useState<string | null>(null);
  const [load, { loading }] = useLazyQuery(DiaryDelayPrefillDocument, { fetchPolicy: 'network-only' });
  const fill = async () => {
    const f = parseUkDate(from);
    const t = parseUkDate(to);
    if (!f || !t) return setNote('Enter both days as dd/mm/yyyy');
    const res = await load({ variables: { projectId, from: f, to: t } });
    const prefill = res.data?.diaryDelayPrefill;
    if (!prefill) return;
    if (prefill.entries.length === 0)
      return setNote(`No delays in the diary from ${formatDate(f)} to ${formatDate(t)}`);
    const a = prefill.answers;
    onAnswers({
      occurred_on: a.occurred_on,
      cause: a.cause,
      description: a.description,
      estimated_delay_days: String(a.estimated_delay_days),
    });
    setNote(
      `Filled from ${prefill.entries.length} diary ${prefill.entries.length === 1 ? 'entry' : 'entries'}: ${prefill.lost_hours} hours lost`,
    );
  };
  return (
    <Stack gap="2" borderWidth="1px" rounded="md" p="3" as="fieldset" aria-label="From the site diary">
      <Text fontWeight="medium">From the site diary</Text>
      <HStack gap="2" wrap="wrap" align="end">
        <DateField label="Diary from" value={from} onChange={setFrom} />
        <DateField label="Diary to" value={to} onChange={setTo} />
      </HStack>
      <Button size="sm" variant="outline" alignSelf="start" loading={loading} onClick={() => void fill()}>
        Fill from the site diary
      </Button>
      {note && (
        <Text fontSize="sm" role="status">
          {note}
        </Text>
      )}
    </Stack>
  );
}
