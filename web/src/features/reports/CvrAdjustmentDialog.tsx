// Entering or changing a QS adjustment (decision 0085): kind, amount in pounds (a minus for a reduction) and a
// required note. When core-api refuses (a closed month, a bad amount) its message is the app's error toast and
// the dialog stays open.
import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { Field, Input, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { FormDialog } from '../../components/FormDialog';
import { useIdempotencyKey } from '../../lib/idempotency';
import { penceToPoundsInput } from '../../lib/format';
import { ADJUSTMENT_KINDS, monthWords, signedPoundsToPence } from './cvr-format';
import { CreateCvrAdjustmentDocument, UpdateCvrAdjustmentDocument } from './cvr.api';

export interface AdjustmentDraft {
  id?: string;
  kind: string;
  amount_pence: number | null;
  note: string;
}

export function CvrAdjustmentDialog(props: {
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
  projectId: string;
  month: string;
  draft: AdjustmentDraft;
}) {
  const [kind, setKind] = useState(props.draft.kind);
  const [amount, setAmount] = useState(penceToPoundsInput(props.draft.amount_pence));
  const [note, setNote] = useState(props.draft.note);
  const [error, setError] = useState<string | null>(null);
  const idempotency = useIdempotencyKey(props.open);
  const [create, created] = useMutation(CreateCvrAdjustmentDocument, { context: idempotency.context });
  const [update, updated] = useMutation(UpdateCvrAdjustmentDocument);
  const pence = signedPoundsToPence(amount);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (pence == null) return setError('Amount must be in pounds and pence, e.g. 1250.00 or -500');
    setError(null);
    try {
      if (props.draft.id)
        await update({ variables: { id: props.draft.id, input: { kind, amount_pence: pence, note } } });
      else
        await create({
          variables: {
            input: { project_id: props.projectId, month: props.month, kind, amount_pence: pence, note },
          },
        });
      idempotency.renew();
      props.onSaved();
      props.onClose();
    } catch {
      // Told by the error toast; the form stays as typed.
    }
  };
  return (
    <FormDialog
      open={props.open}
      onClose={props.onClose}
      title={`${props.draft.id ? 'Change' : 'Add'} adjustment, ${monthWords(props.month)}`}
      submitLabel={props.draft.id ? 'Save adjustment' : 'Add adjustment'}
      submitting={created.loading || updated.loading}
      submitDisabled={!note.trim() || !amount.trim()}
      onSubmit={(e) => void submit(e)}
      error={error}
      size="md"
    >
      <Stack gap="4">
        <Field.Root required>
          <Field.Label>Kind</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={kind} onChange={(e) => setKind(e.currentTarget.value)}>
              {ADJUSTMENT_KINDS.map((k) => (
                <option key={k.value} value={k.value}>
                  {k.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root required invalid={!!amount.trim() && pence == null}>
          <Field.Label>Amount (£)</Field.Label>
          <Input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.currentTarget.value)} />
          <Field.HelperText>A minus for a reduction, e.g. -500.00</Field.HelperText>
        </Field.Root>
        <Field.Root required>
          <Field.Label>Note</Field.Label>
          <Textarea value={note} maxLength={2000} onChange={(e) => setNote(e.currentTarget.value)} />
        </Field.Root>
      </Stack>
    </FormDialog>
  );
}
