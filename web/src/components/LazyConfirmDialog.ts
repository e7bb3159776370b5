// The confirmation dialog (components/ConfirmDialog.tsx) loaded when first opened: the pages that confirm a
// removal or a deletion show it only after the click, so Chakra's dialog layer (the dialog machine, focus trap,
// dismissable layer and presence, ~20 kB gzip) stays out of their first load (issue 36, decision 0072).
import { lazyDialog } from '../lib/lazy-page';

export const ConfirmDialog = lazyDialog(() => import('./ConfirmDialog').then((m) => m.ConfirmDialog), {
  apollo: false,
});
