// The app's single toaster (spec §9: top-right, 4 seconds) and the component that renders it.
import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/react/theme/recipes/toast';
import { registerRecipes, system } from './theme';
// toaster-ready.ts loads this file lazily (loadToaster); the loop is deliberate.
// eslint-disable-next-line import-x/no-cycle
import { markToasterUsed } from './toaster-ready';

// The toaster loads on its own (also on the sign-in page, without lib/theme-app.ts): it brings its recipe.
registerRecipes(system, {}, { toast: toastSlotRecipe });

export const TOAST_DURATION_MS = 4000;

/**
 * Top-right, below the header (every layout's header is under 4.5rem; in the mobile wrapper, under the phone's
 * status bar too) rather than over its bell, user menu and phone menu button.
 */
const TOAST_OFFSETS = {
  top: 'calc(env(safe-area-inset-top, 0px) + 4.5rem)',
  right: '1rem',
  bottom: '1rem',
  left: '1rem',
};

export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, offsets: TOAST_OFFSETS });

// Loading this module means a toast may be shown: app/App.tsx mounts <Toaster /> from then on.
markToasterUsed();

export function showToast(type: 'success' | 'error' | 'info', title: string): void {
  toaster.create({ type, title, duration: TOAST_DURATION_MS, closable: true });
}

// Zag sets `pointer-events: auto` on the toast and its hover "ghosts" inline: only !important is above it.
const CLICK_THROUGH = {
  pointerEvents: 'none !important',
  '& [data-ghost]': { pointerEvents: 'none !important' },
};

/**
 * A toast is a notice, not a control: over the page's own buttons for its 4 seconds it would take their clicks
 * (over the header, it kept the user menu out of reach right after "Welcome back!"). Clicks go through a toast to
 * what is under it; only its close button takes them.
 */
export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} css={CLICK_THROUGH}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger pointerEvents="auto" />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
