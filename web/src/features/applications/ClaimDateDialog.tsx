// The date the claim was made (decision 0049): asked when an application is submitted (default today) and when
// a submitted one's claim date is corrected. Every Construction Act date is worked from it by core-api, which
// refuses a date in the future or a change once a notice or payment is recorded; this form shows its message.
import { useState, type FormEvent } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { DateField } from '../../components/DateField';
import { FormDialog } from '../../components/FormDialog';
import { formatDate, parseUkDate } from '../../lib/format';

export type ClaimDateMode = 'submit' | 'change';

export function ClaimDateDialog(props: {
  mode: ClaimDateMode | null;
  current: string | null;
  onClose: () => void;
  onSave: (claimDate: string) => Promise<string | null>;
}) {
  const [date, setDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [openedFor, setOpenedFor] = useState<ClaimDateMode | null>(null);
  if (props.mode !== openedFor) {
    setOpenedFor(props.mode);
    setDate(formatDate(props.current ?? new Date().toISOString().slice(0, 10)));
    setError(null);
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const iso = parseUkDate(date);
    if (!iso) return setError('Claim date must be a date as dd/mm/yyyy');
    setSaving(true);
    const failure = await props.onSave(iso);
    setSaving(false);
    if (failure) setError(failure);
    else props.onClose();
  };
  return (
    <FormDialog
      open={!!props.mode}
      onClose={props.onClose}
      title={props.mode === 'submit' ? 'Submit application' : 'Change claim date'}
      submitLabel={props.mode === 'submit' ? 'Submit' : 'Save'}
      submitting={saving}
      onSubmit={submit}
      error={error}
      size="md"
    >
      <Stack gap="3">
        <DateField label="Claim date" value={date} onChange={setDate} />
        <Text fontSize="sm" color="fg.muted">
          The day the application was sent to the payer (today unless it went earlier, e.g. on paper). The due
          date, payment notice, pay less notice and final date are worked from it.
        </Text>
      </Stack>
    </FormDialog>
  );
}
