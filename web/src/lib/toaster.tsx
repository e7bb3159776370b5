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

export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true });

// Loading this module means a toast may be shown: app/App.tsx mounts <Toaster /> from then on.
markToasterUsed();

export function showToast(type: 'success' | 'error' | 'info', title: string): void {
  toaster.create({ type, title, duration: TOAST_DURATION_MS, closable: true });
}

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
