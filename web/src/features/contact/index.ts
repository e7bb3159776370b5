// The contact feature's public face: the early-access contact dialog (spec §2), whose code (with the form
// libraries and Apollo) loads when it is first opened, not with the page that offers it.
import { lazyDialog } from '../../lib/lazy-page';

export const ContactDialog = lazyDialog(() => import('./ContactDialog').then((m) => m.ContactDialog));
