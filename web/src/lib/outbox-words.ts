// What the outbox says (lib/outbox.ts), apart from it: the lists that tell their user a quick action was kept on
// the phone show it without loading the outbox itself with the page (issue 36, decision 0072).

/** Said when the browser cannot keep anything (IndexedDB is missing, as in some private windows). */
export const NO_OUTBOX =
  'This browser cannot keep anything on the phone. Try again with a signal, outside a private window.';
/** Said when an item is kept on the phone. */
export const SAVED_ON_PHONE = 'Saved on this phone. It will be sent when there is a signal.';
