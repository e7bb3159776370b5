// The forms feature's public file (kept light: the app entry imports it). Moves forms queued by the earlier
// forms-only outbox into the phone's outbox — loaded lazily, only for a signed-in session.
export function adoptQueuedForms(): void {
  void import('./forms-outbox').then((m) => m.adoptLegacyForms());
}

/** A stored image, and one still on the phone, as thumbnails (the site diary's photos use them too). */
export { BlobImage, StoredImage } from './StoredImage';
