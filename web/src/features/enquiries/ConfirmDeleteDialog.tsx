// Deleting an enquiry entered by mistake (only while new) asks first.
import { useState } from 'react';
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import '../../lib/dialog-recipe';

export function ConfirmDeleteDialog(props: {
  open: boolean;
  title: string;
  onClose: () => void;
  onConfirm: () => Promise<boolean>;
}) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    const done = await props.onConfirm();
    setBusy(false);
    if (done) props.onClose();
  };
  return (
    <Dialog.Root
      open={props.open}
      onOpenChange={(d) => !d.open && !busy && props.onClose()}
      role="alertdialog"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{props.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>The enquiry and its history are removed. Only a new enquiry can be deleted.</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={props.onClose} disabled={busy}>
                Cancel
              </Button>
              <Button colorPalette="red" loading={busy} onClick={() => void confirm()}>
                Delete
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
