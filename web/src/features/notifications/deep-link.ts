// Spec §4 deep-link mapping in one pure function: a notification payload → the in-app path it opens.

export type Id = string | number | null | undefined;

/** The notification deep-link payload of spec §3 (the native wrapper may add title/body for display). */
export interface NotificationPayload {
  type?: string | null;
  form_submission_id?: Id;
  project_id?: Id;
  material_request_id?: Id;
  plant_request_id?: Id;
  invoice_id?: Id;
  labour_id?: Id;
  title?: string | null;
  body?: string | null;
}

export const DEFAULT_DEEP_LINK = '/app/dashboard';

function present(id: Id): id is string | number {
  return id !== null && id !== undefined && String(id).trim() !== '';
}

function enc(id: string | number): string {
  return encodeURIComponent(String(id).trim());
}

/**
 * Form types → forms with submission_id, else the project, else forms; material requests → materials with
 * request_id; plant requests → plant; labour invoices → the invoice, else labour; timesheets → labour;
 * project notes and project updates → the project; anything else → /app/dashboard.
 */
export function deepLinkTarget(payload: NotificationPayload | null | undefined): string {
  const type = (typeof payload?.type === 'string' ? payload.type : '').toLowerCase();
  if (!payload || !type) return DEFAULT_DEEP_LINK;

  if (type.includes('form')) {
    if (present(payload.form_submission_id))
      return `/app/forms?submission_id=${enc(payload.form_submission_id)}`;
    if (present(payload.project_id)) return `/app/projects/${enc(payload.project_id)}`;
    return '/app/forms';
  }
  if (type.includes('material')) {
    return present(payload.material_request_id)
      ? `/app/materials?request_id=${enc(payload.material_request_id)}`
      : '/app/materials';
  }
  if (type.includes('plant')) return '/app/plant';
  if (type.includes('invoice')) {
    return present(payload.invoice_id) ? `/app/labour/invoices/${enc(payload.invoice_id)}` : '/app/labour';
  }
  if (type.includes('timesheet') || type.includes('labour')) return '/app/labour';
  if (type.includes('project_note') || type.includes('project_updated')) {
    return present(payload.project_id) ? `/app/projects/${enc(payload.project_id)}` : '/app/projects';
  }
  return DEFAULT_DEEP_LINK;
}
