// Shows a one-time link (an invitation's, or a user's set-password link) once, in a dialog with a Copy button.
// The copy uses the Clipboard API, falling back to a selection copy where the page is not a secure context
// (http on a LAN address); the field stays selectable either way.
import { Button, CloseButton, Dialog, HStack, Input, Portal, Text, useClipboard } from '@chakra-ui/react';
import '../../lib/dialog-recipe';

export interface ShownLink {
  /** The dialog's title, e.g. "Invitation sent". */
  title: string;
  /** What the link is for and who it goes to. */
  description: string;
  link: string;
}

export function SetPasswordLinkDialog({ shown, onClose }: { shown: ShownLink | null; onClose: () => void }) {
  const clipboard = useClipboard({ value: shown?.link ?? '', timeout: 2500 });
  return (
    <Dialog.Root open={!!shown} onOpenChange={(d) => !d.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{shown?.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{shown?.description}</Text>
              <HStack mt="3" gap="2">
                <Input
                  readOnly
                  aria-label="Set-password link"
                  value={shown?.link ?? ''}
                  onFocus={(e) => e.currentTarget.select()}
                />
                <Button variant="outline" onClick={() => clipboard.copy()} aria-live="polite">
                  {clipboard.copied ? 'Copied' : 'Copy link'}
                </Button>
              </HStack>
              <Text fontSize="sm" mt="2" color="fg.muted">
                It has also been emailed, works once and expires in 72 hours. It will not be shown again.
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="blue" onClick={onClose}>
                Done
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
