// The app's confirmation dialog for destructive or hard-to-undo actions (remove a team member, delete a note or
// a file): an alertdialog with the action named on its button, Cancel focused first, and the button busy while
// the action runs. Replaces window.confirm(), which looks like none of the app's other dialogs.
import { useState, type ReactNode } from 'react';
import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import '../lib/dialog-recipe';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  /** The button's label, naming the action ("Remove", "Delete note"). */
  confirmLabel: string;
  onClose: () => void;
  /** Runs the action; the dialog closes when it resolves to anything but false. */
  onConfirm: () => Promise<unknown>;
  colorPalette?: string;
  /** The dismiss button's label when "Cancel" would be ambiguous ("Keep invitation"). */
  cancelLabel?: string;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const close = () => {
    if (!busy) props.onClose();
  };
  const confirm = async () => {
    setBusy(true);
    try {
      const result = await props.onConfirm();
      if (result !== false) props.onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root
      open={props.open}
      onOpenChange={(d) => !d.open && close()}
      role="alertdialog"
      placement="center"
      size={{ base: 'xs', sm: 'sm' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{props.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {typeof props.children === 'string' ? <Text>{props.children}</Text> : props.children}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close} disabled={busy}>
                {props.cancelLabel ?? 'Cancel'}
              </Button>
              <Button colorPalette={props.colorPalette ?? 'red'} onClick={confirm} loading={busy}>
                {props.confirmLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
