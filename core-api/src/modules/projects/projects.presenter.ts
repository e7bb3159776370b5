// Owns the project, team member, note, activity, stats and folder JSON of docs/contract-projects.md, as zod
// answer schemas (the OpenAPI document and the BFF's generated types come from them) and the presenters that
// fill them; ORM rows never go out.
import { z } from 'zod';
import type { Actor } from '../../lib/auth.js';
import { iso, isoDate, pence, personSchema, timestamp } from '../../lib/wire.js';
import {
  BUDGET_CATEGORIES,
  CONTRACT_FORMS,
  FOLDER_STATUSES,
  PROJECT_STATUSES,
  ROLES,
  type Activity,
  type BudgetCategory,
  type Project,
  type ProjectNote,
  type ProjectTeamMember,
  type User,
} from '../../models/index.js';
import { abilitiesFor, canModifyNote, choosableLevels, seesCommercial } from './projects.policy.js';
import { cloudTreeSchema } from '../cloud-drives/index.js';

const toInt = (v: string | number | null | undefined): number | null => (v == null ? null : Number(v));

/** The columns a project's answer is made from: a model instance, or a row of the list's own SELECT. */
export const PROJECT_ANSWER_COLUMNS = [
  'id',
  'company_id',
  'project_number',
  'name',
  'description',
  'status',
  'is_archived',
  'archived_at',
  'archived_by',
  'archive_reason',
  'client_name',
  'client_contact_name',
  'client_email',
  'client_phone',
  'site_address',
  'site_postcode',
  'start_date',
  'end_date',
  'contract_value_pence',
  'contract_form',
  'retention_percent',
  'payment_due_days',
  'payment_final_days',
  'drc_applies',
  ...BUDGET_CATEGORIES.map((c) => `budget_${c}_pence` as const),
  'manager_id',
  'drive_folder_id',
  'folder_status',
  'folder_error',
  'created_by',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof Project)[];

export type ProjectRecord = Pick<Project, (typeof PROJECT_ANSWER_COLUMNS)[number]> & {
  manager?: Pick<User, 'id' | 'first_name' | 'last_name' | 'email'> | null;
};

export function budgetOf(
  project: Pick<Project, `budget_${BudgetCategory}_pence`>,
): Record<BudgetCategory, number> {
  return Object.fromEntries(
    BUDGET_CATEGORIES.map((c) => [c, toInt(project[`budget_${c}_pence`]) ?? 0]),
  ) as Record<BudgetCategory, number>;
}

export function presentPerson(user: User | null | undefined) {
  return user ? { id: user.id, first_name: user.first_name, last_name: user.last_name } : null;
}

export const budgetSchema = z
  .object(
    Object.fromEntries(BUDGET_CATEGORIES.map((c) => [c, pence])) as Record<BudgetCategory, typeof pence>,
  )
  .meta({ id: 'ProjectBudget' });

export const projectAbilitiesSchema = z
  .object({
    can_edit: z.boolean(),
    can_archive: z.boolean(),
    can_restore: z.boolean(),
    can_delete: z.boolean(),
    can_force_delete: z.boolean(),
    can_manage_team: z.boolean(),
    can_add_note: z.boolean(),
    can_upload: z.boolean(),
    can_create_folders: z.boolean(),
    can_view_commercial: z.boolean(),
    /** The statuses the reader may move the project to now, from the transition table (none while archived). */
    status_moves: z.array(z.enum(PROJECT_STATUSES)),
    /** The note levels the reader may give a note (their role and below). */
    note_levels: z.array(z.enum(ROLES)),
  })
  .meta({ id: 'ProjectAbilities' });

/**
 * Commercial terms: present for supervisors and up, left out of a worker's answer altogether (so the JSON a
 * worker gets does not carry them). Optional in the schema for that reason.
 */
export const COMMERCIAL_FIELDS = [
  'client_contact_name',
  'client_email',
  'client_phone',
  'contract_value_pence',
  'contract_form',
  'retention_percent',
  'payment_due_days',
  'payment_final_days',
  'drc_applies',
  'budget',
  'budget_total_pence',
] as const;

export const projectSchema = z
  .object({
    id: z.uuid(),
    company_id: z.uuid(),
    project_number: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    status: z.enum(PROJECT_STATUSES),
    is_archived: z.boolean(),
    archived_at: timestamp.nullable(),
    archived_by: z.uuid().nullable(),
    archive_reason: z.string().nullable(),
    client_name: z.string().nullable(),
    client_contact_name: z.string().nullable().optional(),
    client_email: z.string().nullable().optional(),
    client_phone: z.string().nullable().optional(),
    site_address: z.string().nullable(),
    site_postcode: z.string().nullable(),
    start_date: isoDate.nullable(),
    end_date: isoDate.nullable(),
    contract_value_pence: pence.nullable().optional(),
    contract_form: z.enum(CONTRACT_FORMS).nullable().optional(),
    retention_percent: z.number().optional(),
    payment_due_days: z.number().int().optional(),
    payment_final_days: z.number().int().optional(),
    drc_applies: z.boolean().optional(),
    budget: budgetSchema.optional(),
    budget_total_pence: pence.optional(),
    manager_id: z.uuid().nullable(),
    manager: personSchema.extend({ email: z.string() }).nullable(),
    drive_folder_id: z.string().nullable(),
    folder_status: z.enum(FOLDER_STATUSES),
    folder_error: z.string().nullable(),
    created_by: z.uuid().nullable(),
    created_at: timestamp,
    updated_at: timestamp,
    abilities: projectAbilitiesSchema,
  })
  .meta({ id: 'Project' });
export type ProjectJson = z.output<typeof projectSchema>;

export function presentProject(project: ProjectRecord, actor: Actor): ProjectJson {
  const budget = budgetOf(project);
  const json: ProjectJson = {
    id: project.id,
    company_id: project.company_id,
    project_number: project.project_number,
    name: project.name,
    description: project.description ?? null,
    status: project.status,
    is_archived: project.is_archived,
    archived_at: iso(project.archived_at),
    archived_by: project.archived_by ?? null,
    archive_reason: project.archive_reason ?? null,
    client_name: project.client_name ?? null,
    client_contact_name: project.client_contact_name ?? null,
    client_email: project.client_email ?? null,
    client_phone: project.client_phone ?? null,
    site_address: project.site_address ?? null,
    site_postcode: project.site_postcode ?? null,
    start_date: project.start_date ?? null,
    end_date: project.end_date ?? null,
    contract_value_pence: toInt(project.contract_value_pence),
    contract_form: project.contract_form ?? null,
    retention_percent: Number(project.retention_percent),
    payment_due_days: project.payment_due_days,
    payment_final_days: project.payment_final_days,
    drc_applies: project.drc_applies,
    budget,
    budget_total_pence: Object.values(budget).reduce((a, b) => a + b, 0),
    manager_id: project.manager_id ?? null,
    manager: project.manager
      ? {
          id: project.manager.id,
          first_name: project.manager.first_name,
          last_name: project.manager.last_name,
          email: project.manager.email,
        }
      : null,
    drive_folder_id: project.drive_folder_id ?? null,
    folder_status: project.folder_status,
    folder_error: project.folder_error ?? null,
    created_by: project.created_by ?? null,
    created_at: project.created_at.toISOString(),
    updated_at: project.updated_at.toISOString(),
    abilities: { ...abilitiesFor(actor, project), note_levels: choosableLevels(actor) },
  };
  if (!seesCommercial(actor)) for (const field of COMMERCIAL_FIELDS) delete json[field];
  return json;
}

export const projectOptionSchema = z
  .object({
    id: z.uuid(),
    project_number: z.string(),
    name: z.string(),
    status: z.enum(PROJECT_STATUSES),
    site_postcode: z.string().nullable(),
  })
  .meta({ id: 'ProjectOption' });

export function presentProjectOption(p: Project): z.output<typeof projectOptionSchema> {
  return {
    id: p.id,
    project_number: p.project_number,
    name: p.name,
    status: p.status,
    site_postcode: p.site_postcode ?? null,
  };
}

export const projectCountsSchema = z
  .object({ project_id: z.uuid(), team_count: z.number().int(), note_count: z.number().int() })
  .meta({ id: 'ProjectCounts' });

export const teamMemberSchema = z
  .object({
    id: z.uuid(),
    project_id: z.uuid(),
    user_id: z.uuid(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    role_on_project: z.string().nullable(),
    added_by: z.uuid().nullable(),
    added_at: timestamp,
  })
  .meta({ id: 'TeamMember' });

/** A team member with its user loaded (always: the user is the member). */
export function presentTeamMember(member: ProjectTeamMember): z.output<typeof teamMemberSchema> {
  const user = member.user;
  if (!user) throw new Error(`team member ${member.id} loaded without its user`);
  return {
    id: member.id,
    project_id: member.project_id,
    user_id: member.user_id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    role: user.role,
    role_on_project: member.role_on_project ?? null,
    added_by: member.added_by ?? null,
    added_at: member.created_at.toISOString(),
  };
}

export const teamCandidateSchema = z
  .object({
    id: z.uuid(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
  })
  .meta({ id: 'TeamCandidate' });

export function presentCandidate(u: User): z.output<typeof teamCandidateSchema> {
  return { id: u.id, first_name: u.first_name, last_name: u.last_name, email: u.email, role: u.role };
}

export const noteSchema = z
  .object({
    id: z.uuid(),
    project_id: z.uuid(),
    content: z.string(),
    visibility_level: z.enum(ROLES),
    author_id: z.uuid().nullable(),
    author: personSchema.nullable(),
    created_at: timestamp,
    updated_at: timestamp,
    /** When the content or visibility last changed after it was written; null for a note never edited. */
    edited_at: timestamp.nullable(),
    can_edit: z.boolean(),
    can_delete: z.boolean(),
  })
  .meta({ id: 'ProjectNote' });

export function presentNote(
  note: ProjectNote,
  actor: Actor,
  project: { is_archived: boolean },
): z.output<typeof noteSchema> {
  const mine = canModifyNote(actor, note, project);
  // Creating a note sets both timestamps to one instant; only an edit moves updated_at on.
  const edited = note.updated_at.getTime() !== note.created_at.getTime();
  return {
    id: note.id,
    project_id: note.project_id,
    content: note.content,
    visibility_level: note.visibility_level,
    author_id: note.author_id ?? null,
    author: presentPerson(note.author),
    created_at: note.created_at.toISOString(),
    updated_at: note.updated_at.toISOString(),
    edited_at: edited ? note.updated_at.toISOString() : null,
    can_edit: mine,
    can_delete: mine,
  };
}

export const activitySchema = z
  .object({
    id: z.uuid(),
    action: z.string(),
    from_state: z.string().nullable(),
    to_state: z.string().nullable(),
    reason: z.string().nullable(),
    details: z.record(z.string(), z.unknown()).nullable(),
    actor: personSchema.nullable(),
    created_at: timestamp,
  })
  .meta({ id: 'Activity' });

export function presentActivity(
  activity: Activity & { actor?: User | null },
): z.output<typeof activitySchema> {
  return {
    id: activity.id,
    action: activity.action,
    from_state: activity.from_state ?? null,
    to_state: activity.to_state ?? null,
    reason: activity.reason ?? null,
    details: activity.details ?? null,
    actor: presentPerson(activity.actor),
    created_at: activity.created_at.toISOString(),
  };
}

export const statsSchema = z
  .object({
    project_id: z.uuid(),
    team_count: z.number().int(),
    note_count: z.number().int(),
    // Budget lines are commercial: left out for workers.
    budget_total_pence: pence.optional(),
    committed_total_pence: pence.optional(),
    spend_vs_budget: z
      .array(
        z.object({
          category: z.enum(BUDGET_CATEGORIES),
          budget_pence: pence,
          committed_pence: pence,
          remaining_pence: pence,
        }),
      )
      .optional(),
    /** Everything that hangs off the project, one entry per contributing module's dependent. */
    dependents: z.array(z.object({ key: z.string(), label: z.string(), count: z.number().int() })),
    days_total: z.number().int().nullable(),
    days_elapsed: z.number().int().nullable(),
    days_remaining: z.number().int().nullable(),
    last_activity_at: timestamp.nullable(),
  })
  .meta({ id: 'ProjectStats' });

export const folderStatusSchema = z
  .object({
    project_id: z.uuid(),
    status: z.enum(FOLDER_STATUSES),
    error: z.string().nullable(),
    drive_folder_id: z.string().nullable(),
    provider: z.string(),
    folders: z.array(z.string()),
    /** The tree in the company's cloud drive (progress, links, error), or null when none is connected. */
    cloud: cloudTreeSchema.nullable(),
  })
  .meta({ id: 'FolderStatus' });

/** The project page in one answer (`GET /projects/{projectId}/detail`): each part only when asked for. */
export const projectDetailSchema = z
  .object({
    project: projectSchema,
    team: z.array(teamMemberSchema).optional(),
    notes: z.array(noteSchema).optional(),
    stats: statsSchema.optional(),
  })
  .meta({ id: 'ProjectDetail' });
