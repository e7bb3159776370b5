// The click-to-enlarge screenshot dialog of the landing page (Esc closes it, focus returns to the screenshot).
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import '../../lib/dialog-recipe';
import { Illustration } from './Illustration';
import type { IllustrationKind } from './landing-content';

export interface Shot {
  kind: IllustrationKind;
  title: string;
  alt: string;
}

export interface LightboxProps {
  open: boolean;
  shot: Shot | null;
  onClose: () => void;
}

export function Lightbox({ open, shot, onClose }: LightboxProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size={{ base: 'full', md: 'xl' }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{shot?.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">{shot && <Illustration kind={shot.kind} title={shot.alt} />}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close screenshot" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
