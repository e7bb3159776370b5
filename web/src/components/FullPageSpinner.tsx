// Shown while the session is checked or a page's code loads: a polite status region named "Loading".
import { AbsoluteCenter, Spinner, VisuallyHidden } from '@chakra-ui/react';

export function FullPageSpinner() {
  return (
    <AbsoluteCenter role="status" aria-label="Loading">
      <Spinner size="xl" color="blue.600" aria-hidden="true" />
      <VisuallyHidden>Loading…</VisuallyHidden>
    </AbsoluteCenter>
  );
}
