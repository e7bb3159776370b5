// Owns who hears about a plant request: the requester on every change someone else makes (approved, rejected,
// on hire, off-hire requested, off-hired, cancelled), and the approver when the site asks for off-hire (the
// office books the collection). Type `plant_request`, deep link `plant_request_id` (→ /app/plant?request_id=).
import type { NotificationDraft, NotificationRule } from '../../kit/module.js';
import { REQUEST_STATUS_LABELS } from './plant.policy.js';
import type { RequestStatus } from './plant-request.model.js';

const TOLD = new Set(['approved', 'rejected', 'cancelled', 'on_hire', 'off_hire_requested', 'off_hired']);

export const plantNotificationRule: NotificationRule = async (activity) => {
  if (activity.entity_type !== 'plant_request' || !TOLD.has(activity.action)) return [];
  const details = activity.details ?? {};
  const reference = String(details.reference ?? 'Plant request');
  const category = String(details.category ?? '');
  const status = REQUEST_STATUS_LABELS[activity.to_state as RequestStatus] ?? activity.to_state ?? '';
  const draft: Omit<NotificationDraft, 'user_id'> = {
    type: 'plant_request',
    title: `${reference} ${category}: ${status.toLowerCase()}`,
    body: activity.reason ?? null,
    payload: { plant_request_id: activity.entity_id, project_id: activity.project_id ?? null },
  };
  const out: NotificationDraft[] = [];
  if (typeof details.requested_by === 'string') out.push({ ...draft, user_id: details.requested_by });
  if (activity.action === 'off_hire_requested' && typeof details.decided_by === 'string') {
    out.push({
      ...draft,
      title: `${reference} ${category}: off-hire requested — book the collection`,
      user_id: details.decided_by,
    });
  }
  return out;
};
