// The frame of a form in a dialog: full screen on a phone, a centred dialog from 768px up, the form's fields
// scrolling inside, Cancel and the submit button at the foot. Closing is refused while the form is sending.
// Pages give it their fields and their submit handler (react-hook-form's handleSubmit result).
import type { FormEventHandler, ReactNode } from 'react';
import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';

export interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  submitLabel: string;
  submitting: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

export function FormDialog({
  open,
  onClose,
  title,
  submitLabel,
  submitting,
  onSubmit,
  children,
}: FormDialogProps) {
  const close = () => {
    if (!submitting) onClose();
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) close();
      }}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={onSubmit} noValidate style={{ display: 'contents' }}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{children}</Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={close} disabled={submitting}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="blue" loading={submitting}>
                  {submitLabel}
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
