// A move that needs a reason (archive and restore, lost, declined, rejected): required, and saved with the change in the history.
import { useState, type FormEvent } from 'react';
import { Button, CloseButton, Dialog, Field, Portal, Text, Textarea } from '@chakra-ui/react';
import '../lib/dialog-recipe';

export const REASON_REQUIRED_MESSAGE = 'Reason is required';

export function ReasonDialog(props: {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  onClose: () => void;
  onConfirm: (reason: string) => Promise<boolean>;
}) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const empty = reason.trim() === '';
  const close = () => {
    if (saving) return;
    setReason('');
    setTouched(false);
    props.onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (empty) return;
    setSaving(true);
    const done = await props.onConfirm(reason.trim());
    setSaving(false);
    if (done) {
      setReason('');
      setTouched(false);
      props.onClose();
    }
  };
  return (
    <Dialog.Root open={props.open} onOpenChange={(d) => !d.open && close()} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={submit} noValidate style={{ display: 'contents' }}>
              <Dialog.Header>
                <Dialog.Title>{props.title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text mb="3">{props.description}</Text>
                <Field.Root invalid={touched && empty}>
                  <Field.Label>Reason</Field.Label>
                  <Textarea value={reason} onChange={(e) => setReason(e.currentTarget.value)} rows={3} />
                  <Field.ErrorText>{REASON_REQUIRED_MESSAGE}</Field.ErrorText>
                </Field.Root>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={close} disabled={saving}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="orange" disabled={empty || saving} loading={saving}>
                  {props.confirmLabel}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
