// Owns writing activity rows: the audit trail every change writes (who, what, from → to, why), in the caller's
// transaction so the row exists exactly when the change does. Each row is also handed to the activity
// handlers the modules contribute (notification rules…) in that same transaction, and announced as an event
// (NOTIFY, delivered after commit). Project history, dashboards and notifications read it. Each row carries the
// lowest role that may read it (`min_role`, decision 0052): the read role its entity type's module declares
// (applications: supervisor…), a note's level, or one the caller gives (a filed document's) — the highest of
// them — so every reader (the live stream, histories, dashboards) filters by one column as the REST read would.
import type { Transaction } from 'sequelize';
import { Activity, ROLES, type Role } from '../models/index.js';
import { publishEvent, type DomainEvent } from './events.js';

export interface ActivityInput {
  /** Who made the change; `userId` null for the system's own (a provider refusing a token in a job). */
  actor: { userId: string | null; companyId: string };
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
  /**
   * The lowest role that may read this change when it is above its entity type's (a hire invoice recorded on a
   * plant request, a filed application PDF in a project's history).
   */
  minRole?: Role | null;
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

let entityRoles: Readonly<Record<string, Role>> = {};

/**
 * The read role of each entity type whose records not everyone on a project may read (built by createApp and
 * the seed from the modules' `activityReadRoles`). One map per process, like the handlers.
 */
export function setActivityReadRoles(roles: Readonly<Record<string, Role>>): void {
  entityRoles = roles;
}

const isRole = (v: unknown): v is Role => typeof v === 'string' && (ROLES as readonly string[]).includes(v);

/** The highest of the roles given (worker when none): the most restrictive floor wins. */
export function highestRole(...roles: readonly (Role | null | undefined)[]): Role {
  return roles.reduce<Role>((top, r) => (r && ROLES.indexOf(r) > ROLES.indexOf(top) ? r : top), 'worker');
}

/** The lowest role that may read the change: its entity type's, a note's level, the caller's; the highest. */
export function activityMinRole(input: Pick<ActivityInput, 'entityType' | 'details' | 'minRole'>): Role {
  const level = input.details?.visibility_level;
  return highestRole(entityRoles[input.entityType], isRole(level) ? level : null, input.minRole);
}

export async function recordActivity(input: ActivityInput): Promise<void> {
  const details = storedDetails(input);
  const minRole = activityMinRole(input);
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
      min_role: minRole,
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
    min_role: minRole,
    at: row.created_at.toISOString(),
    reason: input.reason ?? null,
    details,
  };
  for (const handle of handlers) await handle(activity, input.transaction);
  const { reason: _reason, details: _details, ...event } = activity;
  await publishEvent(Activity.sequelize!, event, input.transaction);
}
