// The forms feature's public file (kept light: the app entry imports it). Starts the phone's outbox of forms
// waiting to send — loaded lazily, only for a signed-in session.
export function startFormsOutbox(): void {
  void import('./forms-outbox').then((m) => m.startOutbox());
}
