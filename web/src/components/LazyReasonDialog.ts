// The reason dialog (components/ReasonDialog.tsx) loaded when first opened: the lists that can reject in bulk,
// the timesheet cards and the record pages show it only after "Reject", so Chakra's dialog layer (the dialog
// machine, focus trap, dismissable layer and presence, ~20 kB gzip) stays out of their first load (issue 36,
// decision 0072).
import { lazyDialog } from '../lib/lazy-page';

export const ReasonDialog = lazyDialog(() => import('./ReasonDialog').then((m) => m.ReasonDialog));
