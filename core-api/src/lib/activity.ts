// Owns writing activity rows: the audit trail every change writes (who, what, from → to, why), in the caller's
// transaction so the row exists exactly when the change does. Each row is also handed to the activity
// handlers the modules contribute (notification rules…) in that same transaction, and announced as an event
// (NOTIFY, delivered after commit). Project history, dashboards and notifications read it.
import type { Transaction } from 'sequelize';
import { Activity, ROLES, type Role } from '../models/index.js';
import type { Actor } from './auth.js';
import { publishEvent, type DomainEvent } from './events.js';

export interface ActivityInput {
  actor: Pick<Actor, 'userId' | 'companyId'>;
  entityType: string;
  entityId: string;
  /** The project the change belongs to, when it is not the project itself. */
  projectId?: string | null;
  action: string;
  from?: string | null;
  to?: string | null;
  reason?: string | null;
  details?: Record<string, unknown> | null;
  /** How the record is named in activity lists ("PR-0042", "Valley Plant Hire"), kept in `details.label`. */
  label?: string | null;
  /** The in-app path that opens the record ("/app/plant?request_id=…"), kept in `details.link`. */
  link?: string | null;
  transaction?: Transaction;
}

/** What is stored in `details`: the caller's details plus the label, link and project when given. */
function storedDetails(input: ActivityInput): Record<string, unknown> | null {
  const extra: Record<string, unknown> = {};
  if (input.label) extra.label = input.label;
  if (input.link) extra.link = input.link;
  if (input.projectId && input.entityType !== 'project') extra.project_id = input.projectId;
  if (Object.keys(extra).length === 0) return input.details ?? null;
  return { ...(input.details ?? {}), ...extra };
}

/** An activity as handlers see it: the event plus its reason and details. */
export interface RecordedActivity extends DomainEvent {
  reason: string | null;
  details: Record<string, unknown> | null;
}

export type ActivityHandler = (activity: RecordedActivity, transaction?: Transaction) => Promise<void>;

let handlers: readonly ActivityHandler[] = [];

/**
 * The handlers every recorded activity goes through (built by createApp from the modules' contributions).
 * One list per process: every app in a process is built from the same modules.
 */
export function setActivityHandlers(list: readonly ActivityHandler[]): void {
  handlers = list;
}

function minRoleOf(details: Record<string, unknown> | null | undefined): Role | null {
  const level = details?.visibility_level;
  return typeof level === 'string' && (ROLES as readonly string[]).includes(level) ? (level as Role) : null;
}

export async function recordActivity(input: ActivityInput): Promise<void> {
  const details = storedDetails(input);
  const row = await Activity.create(
    {
      company_id: input.actor.companyId,
      actor_id: input.actor.userId,
      entity_type: input.entityType,
      entity_id: input.entityId,
      action: input.action,
      from_state: input.from ?? null,
      to_state: input.to ?? null,
      reason: input.reason ?? null,
      details,
    },
    { transaction: input.transaction },
  );
  const activity: RecordedActivity = {
    id: row.id,
    kind: 'activity',
    company_id: input.actor.companyId,
    entity_type: input.entityType,
    entity_id: input.entityId,
    project_id: input.projectId ?? (input.entityType === 'project' ? input.entityId : null),
    action: input.action,
    actor_id: input.actor.userId,
    from_state: input.from ?? null,
    to_state: input.to ?? null,
    min_role: minRoleOf(input.details),
    at: row.created_at.toISOString(),
    reason: input.reason ?? null,
    details,
  };
  for (const handle of handlers) await handle(activity, input.transaction);
  const { reason: _reason, details: _details, ...event } = activity;
  await publishEvent(Activity.sequelize!, event, input.transaction);
}
