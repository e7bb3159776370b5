// Where a notification opens (spec §4 deep-link mapping, decision 0060): the in-app path it carries (`link`,
// written by the rule that made it: the item's own page) when that is a safe in-app path, else the spec's mapping
// of its deep-link payload. One function for core-api (the answer's `link`, the push's data), the web (the bell,
// the list, the banner) and the native wrapper's taps, so all of them open the same page.

export type DeepLinkId = string | number | null | undefined;

/** The notification deep-link payload of spec §3, plus the item's path when the server gave one. */
export interface DeepLinkPayload {
  type?: string | null;
  form_submission_id?: DeepLinkId;
  project_id?: DeepLinkId;
  material_request_id?: DeepLinkId;
  plant_request_id?: DeepLinkId;
  invoice_id?: DeepLinkId;
  labour_id?: DeepLinkId;
  link?: string | null;
}

export const DEFAULT_DEEP_LINK = '/app/dashboard';

function present(id: DeepLinkId): id is string | number {
  return id !== null && id !== undefined && String(id).trim() !== '';
}

function enc(id: string | number): string {
  return encodeURIComponent(String(id).trim());
}

/**
 * A path inside the signed-in app (`/app`, `/app/…`, `/app?…`) with no scheme, host, backslash or control
 * character: anything else (a push's data is only as safe as the device) is not followed.
 */
export function isInAppLink(link: unknown): link is string {
  return (
    typeof link === 'string' &&
    link.length <= 500 &&
    /^\/app(?:[/?#]|$)/.test(link) &&
    !/[\\\s]|\/\/|\/\.\.?(?:[/?#]|$)/.test(link)
  );
}

/**
 * The spec's mapping of a payload: form types → forms with submission_id, else the project, else forms; material
 * requests → materials with request_id; plant requests → plant (with request_id when there is one); labour
 * invoices → the invoice, else labour; timesheets → labour; project notes and project updates → the project;
 * anything else → /app/dashboard.
 */
export function payloadDeepLink(payload: DeepLinkPayload | null | undefined): string {
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
  if (type.includes('plant')) {
    return present(payload.plant_request_id)
      ? `/app/plant?request_id=${enc(payload.plant_request_id)}`
      : '/app/plant';
  }
  if (type.includes('invoice')) {
    return present(payload.invoice_id) ? `/app/labour/invoices/${enc(payload.invoice_id)}` : '/app/labour';
  }
  if (type.includes('timesheet') || type.includes('labour')) return '/app/labour';
  if (type.includes('project_note') || type.includes('project_updated')) {
    return present(payload.project_id) ? `/app/projects/${enc(payload.project_id)}` : '/app/projects';
  }
  return DEFAULT_DEEP_LINK;
}

/** The page a notification opens: its own link when safe, else the payload's mapping. */
export function deepLinkTarget(payload: DeepLinkPayload | null | undefined): string {
  return isInAppLink(payload?.link) ? payload.link : payloadDeepLink(payload);
}
