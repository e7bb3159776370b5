// Owns what a notification looks like on the wire: the Notification answer, with the deep-link payload the
// mobile wrapper expects (every link field present, null when the notification has none) and the item's path.
import { isInAppLink, payloadDeepLink } from '@sitebase/shared';
import { z } from 'zod';
import { timestamp } from '../../lib/wire.js';
import type { Notification } from './notification.model.js';

export const notificationSchema = z
  .object({
    id: z.uuid(),
    type: z.string(),
    title: z.string(),
    body: z.string().nullable(),
    /** The in-app path of the item's own page: what a click (or a push's tap) opens (decision 0060). */
    link: z.string(),
    /** The spec's deep-link payload (type is repeated inside, as the wrapper sends it). */
    payload: z.object({
      type: z.string(),
      project_id: z.string().nullable(),
      form_submission_id: z.string().nullable(),
      material_request_id: z.string().nullable(),
      plant_request_id: z.string().nullable(),
      invoice_id: z.string().nullable(),
      labour_id: z.string().nullable(),
    }),
    read: z.boolean(),
    created_at: timestamp,
  })
  .meta({ id: 'Notification' });
export type NotificationJson = z.output<typeof notificationSchema>;

export function presentNotification(n: Notification): NotificationJson {
  const p = n.payload ?? {};
  const payload = {
    type: n.type,
    project_id: p.project_id ?? null,
    form_submission_id: p.form_submission_id ?? null,
    material_request_id: p.material_request_id ?? null,
    plant_request_id: p.plant_request_id ?? null,
    invoice_id: p.invoice_id ?? null,
    labour_id: p.labour_id ?? null,
  };
  return {
    id: n.id,
    type: n.type,
    title: n.title,
    body: n.body ?? null,
    // Rows written before links were kept open what the spec's mapping of their payload opens.
    link: isInAppLink(n.link) ? n.link : payloadDeepLink(payload),
    payload,
    read: n.read_at != null,
    created_at: n.created_at.toISOString(),
  };
}
