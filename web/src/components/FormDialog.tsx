// The frame of every form in a dialog: full screen on a phone, a centred dialog from 768px up (its width from
// `size`), the form's fields scrolling inside, an error above them when the form has one, Cancel and the submit
// button at the foot (after any extras the form adds). Closing — Cancel, Escape, the backdrop or the close button —
// is refused while the form is sending. Features give it their fields and their submit handler (react-hook-form's
// handleSubmit result); they never build a <Dialog.Root> of their own for a form.
import type { FormEventHandler, ReactNode } from 'react';
import { Alert, Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme/recipes/alert';
import { registerRecipes, system } from '../lib/theme';
import '../lib/dialog-recipe';

// Registered here, not in lib/theme-app.ts: only the modules that render it load it (issue 36, decision 0072).
registerRecipes(system, {}, { alert: alertSlotRecipe });

export interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The submit button's text, e.g. "Send invite". */
  submitLabel: string;
  /** The form is sending: the submit button spins (keeping its label), Cancel and closing are refused. */
  submitting: boolean;
  /** The submit button is off (e.g. a required field is still empty) even when not sending. */
  submitDisabled?: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Width from 768px up (below it, full screen). Default `lg`. */
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** A message for the whole form (one no field owns), shown above the fields. */
  error?: ReactNode;
  /** More buttons in the footer, before Cancel. */
  footerExtras?: ReactNode;
  children: ReactNode;
}

export function FormDialog({
  open,
  onClose,
  title,
  submitLabel,
  submitting,
  submitDisabled = false,
  onSubmit,
  size = 'lg',
  error,
  footerExtras,
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
      size={{ base: 'full', md: size }}
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
              <Dialog.Body>
                {error ? (
                  <Alert.Root status="error" mb="4">
                    <Alert.Indicator />
                    <Alert.Content>
                      <Alert.Title>{error}</Alert.Title>
                    </Alert.Content>
                  </Alert.Root>
                ) : null}
                {children}
              </Dialog.Body>
              <Dialog.Footer>
                {footerExtras}
                <Button type="button" variant="outline" onClick={close} disabled={submitting}>
                  Cancel
                </Button>
                <Button
                  type="submit"
                  colorPalette="blue"
                  loading={submitting}
                  // The label stays beside the spinner, so the button keeps its name while sending.
                  loadingText={submitLabel}
                  disabled={submitDisabled || submitting}
                >
                  {submitLabel}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" disabled={submitting} />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
