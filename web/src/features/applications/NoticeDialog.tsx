// Recording the payer's payment notice (the sum considered due, which certifies the application) or a pay less
// notice (the reduced sum and the reason), with the date it was given; or a payment received (in full or in
// part); or the payee's notice in default of a payment notice (s.110B: the sum, the date given and its basis).
// core-api checks the figures and words the messages; this form shows them.
import { useState, type FormEvent } from 'react';
import { Field, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { DateField } from '../../components/DateField';
import { formatDate, parseUkDate, penceToPoundsInput, poundsToPence } from '../../lib/format';
import { FormDialog } from '../../components/FormDialog';

export type NoticeKind = 'payment' | 'pay_less' | 'default' | 'paid' | 'part_paid';

const TITLES: Record<NoticeKind, string> = {
  payment: 'Record payment notice',
  pay_less: 'Record pay less notice',
  default: 'Give notice in default (s.110B)',
  paid: 'Record payment in full',
  part_paid: 'Record part payment',
};

export function NoticeDialog(props: {
  kind: NoticeKind | null;
  suggestedPence: number;
  onClose: () => void;
  onSave: (values: {
    amount_pence: number;
    notice_date: string;
    reason: string | null;
  }) => Promise<string | null>;
}) {
  const kind = props.kind;
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [openedFor, setOpenedFor] = useState<NoticeKind | null>(null);
  if (kind !== openedFor) {
    setOpenedFor(kind);
    setAmount(penceToPoundsInput(props.suggestedPence));
    setDate(formatDate(new Date().toISOString().slice(0, 10)));
    setReason('');
    setError(null);
  }
  const payment = kind === 'paid' || kind === 'part_paid';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const pence = poundsToPence(amount);
    if (pence == null) return setError('Amount must be an amount in pounds, e.g. 1250.00');
    const iso = parseUkDate(date);
    if (!payment && !iso) return setError('Notice date must be a date as dd/mm/yyyy');
    if (kind === 'pay_less' && !reason.trim()) return setError('Reason is required for a pay less notice');
    if (kind === 'default' && !reason.trim())
      return setError('The basis on which the sum is calculated is required');
    setSaving(true);
    const failure = await props.onSave({
      amount_pence: pence,
      notice_date: iso ?? '',
      reason: reason.trim() || null,
    });
    setSaving(false);
    if (failure) setError(failure);
    else props.onClose();
  };
  return (
    <FormDialog
      open={!!kind}
      onClose={props.onClose}
      title={kind ? TITLES[kind] : ''}
      submitLabel="Save"
      submitting={saving}
      onSubmit={submit}
      error={error}
      size="md"
    >
      <Stack gap="3">
        <Field.Root required>
          <Field.Label>
            {payment ? 'Amount received (£)' : 'Sum considered due, excluding VAT (£)'}
          </Field.Label>
          <Input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.currentTarget.value)} />
        </Field.Root>
        {!payment && (
          <DateField
            label={kind === 'default' ? 'Date given' : 'Notice date'}
            value={date}
            onChange={setDate}
          />
        )}
        {(kind === 'pay_less' || kind === 'default') && (
          <Field.Root required>
            <Field.Label>
              {kind === 'default' ? 'Basis on which the sum is calculated' : 'Reason'}
            </Field.Label>
            <Textarea rows={3} value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
          </Field.Root>
        )}
        {kind === 'default' && (
          <Text fontSize="sm" color="fg.muted">
            No payment notice came by its latest date, so you may state the sum you consider due. The final
            date for payment moves later by the days between that latest date and the date given.
          </Text>
        )}
      </Stack>
    </FormDialog>
  );
}
