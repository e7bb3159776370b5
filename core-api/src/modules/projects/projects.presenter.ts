// Owns the project, team member, note and activity JSON of docs/contract-projects.md; ORM rows never go out.
import type { Actor } from '../../lib/auth.js';
import {
  BUDGET_CATEGORIES,
  type Activity,
  type BudgetCategory,
  type Project,
  type ProjectNote,
  type ProjectTeamMember,
  type User,
} from '../../models/index.js';
import { abilitiesFor, canModifyNote, type ProjectAbilities } from './projects.policy.js';

const toInt = (v: string | number | null | undefined): number | null => (v == null ? null : Number(v));

export function budgetOf(project: Project): Record<BudgetCategory, number> {
  return Object.fromEntries(
    BUDGET_CATEGORIES.map((c) => [c, toInt(project[`budget_${c}_pence`]) ?? 0]),
  ) as Record<BudgetCategory, number>;
}

export interface PersonJson {
  id: string;
  first_name: string;
  last_name: string;
}

export function presentPerson(user: User | null | undefined): PersonJson | null {
  return user ? { id: user.id, first_name: user.first_name, last_name: user.last_name } : null;
}

export interface ProjectJson {
  [key: string]: unknown;
  id: string;
  project_number: string;
  name: string;
  abilities: ProjectAbilities;
}

export function presentProject(project: Project, actor: Actor): ProjectJson {
  const budget = budgetOf(project);
  return {
    id: project.id,
    company_id: project.company_id,
    project_number: project.project_number,
    name: project.name,
    description: project.description ?? null,
    status: project.status,
    is_archived: project.is_archived,
    archived_at: project.archived_at ?? null,
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
    created_at: project.created_at,
    updated_at: project.updated_at,
    abilities: abilitiesFor(actor, project),
  };
}

export function presentTeamMember(member: ProjectTeamMember) {
  return {
    id: member.id,
    project_id: member.project_id,
    user_id: member.user_id,
    first_name: member.user?.first_name ?? '',
    last_name: member.user?.last_name ?? '',
    email: member.user?.email ?? '',
    role: member.user?.role ?? null,
    role_on_project: member.role_on_project ?? null,
    added_by: member.added_by ?? null,
    added_at: member.created_at,
  };
}

export function presentNote(note: ProjectNote, actor: Actor) {
  const mine = canModifyNote(actor, note);
  return {
    id: note.id,
    project_id: note.project_id,
    content: note.content,
    visibility_level: note.visibility_level,
    author_id: note.author_id,
    author: presentPerson(note.author),
    created_at: note.created_at,
    updated_at: note.updated_at,
    can_edit: mine,
    can_delete: mine,
  };
}

export function presentActivity(activity: Activity & { actor?: User | null }) {
  return {
    id: activity.id,
    action: activity.action,
    from_state: activity.from_state ?? null,
    to_state: activity.to_state ?? null,
    reason: activity.reason ?? null,
    details: activity.details ?? null,
    actor: presentPerson(activity.actor),
    created_at: activity.created_at,
  };
}

export function presentPage<T>(items: T[], total: number, page: number, size: number) {
  return { items, total, page, size, pages: total === 0 ? 0 : Math.ceil(total / size) };
}
