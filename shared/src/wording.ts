// The one place that turns the system's keys into words people read (decision 0066): status keys → labels, record
// kinds → nouns, and each activity (an `activities` row, a superadmin audit entry) → a sentence or a short label.
// core-api's recent-activity figure and every history the web shows (project, enquiry, material request,
// superadmin audit log) word their lines here, so no screen prints "status_changed" or "— → new". A key no map
// knows yet is still shown as words (`humanise`), never as the key.
import { humanise } from './format.js';

/**
 * A system key left in text people read: snake_case words ("status_changed") or an arrow between raw states
 * ("— → new"). Tests scan rendered pages and feeds with it.
 */
export const RAW_SYSTEM_TEXT = /\b[a-z]+(?:_[a-z]+)+\b|→/;

/** Every status (and role) key a record can be in, as people read it. */
export const STATUS_LABELS: Readonly<Record<string, string>> = {
  // projects
  planning: 'Planning',
  active: 'Active',
  on_hold: 'On hold',
  completed: 'Completed',
  cancelled: 'Cancelled',
  live: 'Live',
  archived: 'Archived',
  // enquiries and estimates
  new: 'New',
  estimating: 'Estimating',
  submitted: 'Submitted',
  won: 'Won',
  lost: 'Lost',
  declined: 'Declined',
  draft: 'Draft',
  issued: 'Issued',
  accepted: 'Accepted',
  rejected: 'Rejected',
  superseded: 'Superseded',
  // requests, orders, plant
  requested: 'Requested',
  approved: 'Approved',
  quoting: 'Quoting',
  ordered: 'Ordered',
  part_delivered: 'Part delivered',
  delivered: 'Delivered',
  invoiced: 'Invoiced',
  closed: 'Closed',
  on_hire: 'On hire',
  off_hire_requested: 'Off-hire requested',
  off_hired: 'Off-hired',
  available: 'Available',
  in_repair: 'In repair',
  disposed: 'Disposed',
  // labour, applications, forms
  received: 'Received',
  matched: 'Matched',
  exported: 'Exported',
  paid: 'Paid',
  part_paid: 'Part paid',
  disputed: 'Disputed',
  certified: 'Certified',
  returned: 'Returned',
  resubmitted: 'Resubmitted',
  // suppliers, users, companies
  inactive: 'Inactive',
  suspended: 'Suspended',
  // roles (an invitation accepted "as" a role, a role change)
  worker: 'Worker',
  supervisor: 'Supervisor',
  manager: 'Manager',
  admin: 'Admin',
  superadmin: 'Superadmin',
};

/** A status key as a label: "on_hire" → "On hire"; unknown keys as words; empty → "—". */
export function statusLabel(key: string | null | undefined): string {
  if (!key) return '—';
  return STATUS_LABELS[key] ?? humanise(key);
}

/** What each kind of record is called in a sentence ("plant request PR-0042"). */
export const ENTITY_NOUNS: Readonly<Record<string, string>> = {
  project: 'project',
  application: 'application',
  application_template: 'application template',
  enquiry: 'enquiry',
  estimate: 'estimate',
  form_submission: 'form',
  form_template: 'form template',
  invitation: 'invitation',
  labour_invoice: 'labour invoice',
  labour_trade: 'trade',
  material_request: 'material request',
  operative: 'operative',
  plant_item: 'plant item',
  plant_rate: 'plant rate',
  plant_request: 'plant request',
  purchase_order: 'purchase order',
  supplier: 'supplier',
  supplier_invoice: 'supplier invoice',
  timesheet: 'timesheet',
  user: 'user',
  company: 'company',
};

export function entityNoun(entityType: string): string {
  return ENTITY_NOUNS[entityType] ?? humanise(entityType).toLowerCase();
}

/**
 * Each activity key → what the person did, with `{thing}` where the record goes (appended when absent), and the
 * short label a history shows beside the record.
 */
export const ACTIVITY_WORDING: Readonly<Record<string, { verb: string; label: string }>> = {
  created: { verb: 'created', label: 'Created' },
  updated: { verb: 'updated', label: 'Details updated' },
  deleted: { verb: 'deleted', label: 'Deleted' },
  status_changed: { verb: 'moved', label: 'Status changed' },
  archived: { verb: 'archived', label: 'Archived' },
  restored: { verb: 'restored', label: 'Restored' },
  submitted: { verb: 'submitted', label: 'Submitted' },
  issued: { verb: 'issued', label: 'Issued' },
  accepted: { verb: 'accepted', label: 'Accepted' },
  approved: { verb: 'approved', label: 'Approved' },
  rejected: { verb: 'rejected', label: 'Rejected' },
  declined: { verb: 'declined', label: 'Declined' },
  cancelled: { verb: 'cancelled', label: 'Cancelled' },
  superseded: { verb: 'superseded', label: 'Superseded' },
  converted: { verb: 'converted {thing} into a project', label: 'Converted into a project' },
  deactivated: { verb: 'deactivated', label: 'Deactivated' },
  reactivated: { verb: 'reactivated', label: 'Reactivated' },
  switched_on: { verb: 'switched on', label: 'Switched on' },
  switched_off: { verb: 'switched off', label: 'Switched off' },
  on_hire: { verb: 'put {thing} on hire', label: 'On hire' },
  off_hire_requested: { verb: 'asked to off-hire', label: 'Off-hire requested' },
  off_hired: { verb: 'off-hired', label: 'Off-hired' },
  hire_invoice_recorded: { verb: 'recorded a hire invoice on', label: 'Hire invoice recorded' },
  quote_recorded: { verb: 'recorded a quote on', label: 'Quote recorded' },
  enquiries_sent: { verb: 'sent supplier enquiries for', label: 'Supplier enquiries sent' },
  delivery_recorded: { verb: 'recorded a delivery on', label: 'Delivery recorded' },
  over_delivery_held: { verb: 'held an over-delivery on', label: 'Over-delivery held' },
  over_delivery_accepted: { verb: 'accepted an over-delivery on', label: 'Over-delivery accepted' },
  order_written_first: { verb: 'wrote the order first for', label: 'Order written first' },
  invoice_matched: {
    verb: 'entered a supplier invoice against {thing} that matches it',
    label: 'Supplier invoice entered (matches)',
  },
  invoice_mismatched: {
    verb: 'entered a supplier invoice against {thing} that does not match it',
    label: 'Supplier invoice entered (mismatch)',
  },
  invoice_approved_override: {
    verb: 'approved {thing} with an override',
    label: 'Approved with an override',
  },
  committed_change: { verb: 'changed the committed cost of', label: 'Committed cost changed' },
  rolled_back_change: { verb: 'rolled back a change to', label: 'Change rolled back' },
  done_marker: { verb: 'marked {thing} done', label: 'Marked done' },
  claim_date_changed: { verb: 'changed the claim date of', label: 'Claim date changed' },
  default_notice: { verb: 'recorded a default notice on', label: 'Default notice recorded' },
  application_template_created: {
    verb: 'set up the application template of',
    label: 'Application template set up',
  },
  note_added: { verb: 'added a note to', label: 'Note added' },
  note_updated: { verb: 'edited a note on', label: 'Note edited' },
  note_deleted: { verb: 'deleted a note from', label: 'Note deleted' },
  team_member_added: { verb: 'added someone to', label: 'Team member added' },
  team_member_removed: { verb: 'removed someone from', label: 'Team member removed' },
  file_uploaded: { verb: 'uploaded a file to', label: 'File uploaded' },
  file_deleted: { verb: 'deleted a file from', label: 'File deleted' },
  folders_created: { verb: 'created the folders of', label: 'Folders created' },
  folders_failed: { verb: 'could not create the folders of', label: 'Folder creation failed' },
  user_invited: { verb: 'invited', label: 'Invited' },
  invitation_accepted: { verb: 'accepted {thing}', label: 'Invitation accepted' },
  role_changed: { verb: 'changed the role of', label: 'Role changed' },
  // superadmin audit log
  login: { verb: 'signed in', label: 'Signed in' },
  login_failed: { verb: 'could not sign in', label: 'Sign-in failed' },
  company_setup: { verb: 'set up', label: 'Company set up' },
  company_status_changed: { verb: 'changed the status of', label: 'Company status changed' },
};

/** The short label of an activity key ("Note added"); unknown keys as words. */
export function activityLabel(action: string): string {
  return ACTIVITY_WORDING[action]?.label ?? humanise(action);
}

/** The status part of a change: "from New to Estimating", "to Requested", or "" when it names no state. */
export function statusMove(from: string | null | undefined, to: string | null | undefined): string {
  if (from && to && from !== to) return `from ${statusLabel(from)} to ${statusLabel(to)}`;
  if (to) return `to ${statusLabel(to)}`;
  return '';
}

export interface ActivityLine {
  /** Who did it ("Sam Smith"); missing → "Someone". */
  who?: string | null;
  action: string;
  entityType: string;
  /** How the record is named ("PR-0042", "P-0007 Riverside Flats"). */
  label?: string | null;
  from?: string | null;
  to?: string | null;
}

/** Keys whose move is already in the verb (archive, restore, approve…): their states add nothing. */
const MOVE_IN_VERB = new Set(['archived', 'restored', 'created', 'deleted', 'invitation_accepted', 'login']);

/**
 * One activity as a sentence: "Sam Smith created plant request PR-0042", "Sam Smith moved enquiry ENQ-0003
 * from New to Estimating", "Ana Jones approved material request MR-0009".
 */
export function activitySentence(line: ActivityLine): string {
  const who = line.who?.trim() || 'Someone';
  const thing = [entityNoun(line.entityType), line.label].filter(Boolean).join(' ');
  const thingWithArticle = line.label ? thing : `the ${thing}`;
  const wording = ACTIVITY_WORDING[line.action];
  const verb = wording?.verb ?? humanise(line.action).toLowerCase();
  const said = verb.includes('{thing}')
    ? verb.replace('{thing}', thingWithArticle)
    : `${verb} ${thingWithArticle}`;
  let move = '';
  if (line.action === 'status_changed') move = ` ${statusMove(line.from, line.to)}`.trimEnd();
  else if (
    line.to &&
    line.to !== line.action &&
    !MOVE_IN_VERB.has(line.action) &&
    statusLabel(line.to).toLowerCase() !== verb
  ) {
    // "Sam approved PR-0042" says the move; a different resulting state is added ("… (now Part delivered)").
    move = ` (now ${statusLabel(line.to)})`;
  }
  return `${who} ${said}${move}`;
}

/**
 * A form option as people read it: a built-in template's key ("high", "near_miss") in words ("High", "Near
 * miss"); an option a person typed ("Wet weather") as typed.
 */
export function optionLabel(option: string): string {
  return /^[a-z]+(?:_[a-z]+)*$/.test(option) ? humanise(option) : option;
}
