// GraphQL object types of the projects domain. Field names are core-api's snake_case JSON
// (docs/contract-projects.md), so resolvers pass bodies through; resolved fields live on ProjectResolver.
import { CloudFolderTree } from './cloud.type.js';
import { GraphQLJSONObject, GraphQLSafeInt } from 'graphql-scalars';
import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Paginated } from '../../lib/paging.js';
import { Role } from '../../lib/role.js';

export const ProjectStatus = {
  planning: 'planning',
  active: 'active',
  on_hold: 'on_hold',
  completed: 'completed',
  cancelled: 'cancelled',
} as const;
export type ProjectStatus = (typeof ProjectStatus)[keyof typeof ProjectStatus];
registerEnumType(ProjectStatus, { name: 'ProjectStatus' });

export const FolderState = {
  not_created: 'not_created',
  creating: 'creating',
  created: 'created',
  failed: 'failed',
} as const;
export type FolderState = (typeof FolderState)[keyof typeof FolderState];
registerEnumType(FolderState, { name: 'FolderState' });

@ObjectType()
export class UserSummary {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  first_name: string;

  @Field(() => String)
  last_name: string;

  @Field(() => String, { nullable: true })
  email?: string | null;

  /** Present on team candidates; a project's manager carries no role. */
  @Field(() => Role, { nullable: true })
  role?: Role | null;
}

/** What the caller may do to the project (core-api's permission table), so the UI shows only those controls. */
@ObjectType()
export class ProjectAbilities {
  @Field(() => Boolean) can_edit: boolean;
  @Field(() => Boolean) can_archive: boolean;
  @Field(() => Boolean) can_restore: boolean;
  @Field(() => Boolean) can_delete: boolean;
  @Field(() => Boolean) can_force_delete: boolean;
  @Field(() => Boolean) can_manage_team: boolean;
  @Field(() => Boolean) can_add_note: boolean;
  @Field(() => Boolean) can_upload: boolean;
  @Field(() => Boolean) can_create_folders: boolean;
  @Field(() => Boolean) can_view_commercial: boolean;
  @Field(() => [ProjectStatus], {
    description:
      'The statuses the caller may move the project to now (core-api’s transition table; none while archived).',
  })
  status_moves: ProjectStatus[];
  @Field(() => [Role], { description: 'The note levels the caller may choose (their role and below).' })
  note_levels: Role[];
}

/** Integer pence per cost category (pence can pass 2^31, hence SafeInt). */
@ObjectType()
export class ProjectBudget {
  @Field(() => GraphQLSafeInt) labour: number;
  @Field(() => GraphQLSafeInt) plant: number;
  @Field(() => GraphQLSafeInt) materials: number;
  @Field(() => GraphQLSafeInt) subcontract: number;
  @Field(() => GraphQLSafeInt) preliminaries: number;
  @Field(() => GraphQLSafeInt) other: number;
}

@ObjectType()
export class Project {
  @Field(() => ID) id: string;
  @Field(() => ID) company_id: string;
  @Field(() => String) project_number: string;
  @Field(() => String) name: string;
  @Field(() => String, { nullable: true }) description: string | null;
  @Field(() => ProjectStatus) status: ProjectStatus;
  @Field(() => Boolean) is_archived: boolean;
  @Field(() => String, { nullable: true }) archived_at: string | null;
  @Field(() => ID, { nullable: true }) archived_by: string | null;
  @Field(() => String, { nullable: true }) archive_reason: string | null;
  @Field(() => String, { nullable: true }) client_name: string | null;
  // Commercial terms (client contact, contract, retention, payment, DRC, budget): null for workers, whose
  // core-api answer leaves them out.
  @Field(() => String, { nullable: true }) client_contact_name: string | null;
  @Field(() => String, { nullable: true }) client_email: string | null;
  @Field(() => String, { nullable: true }) client_phone: string | null;
  @Field(() => String, { nullable: true }) site_address: string | null;
  @Field(() => String, { nullable: true }) site_postcode: string | null;
  @Field(() => String, { nullable: true }) start_date: string | null;
  @Field(() => String, { nullable: true }) end_date: string | null;
  @Field(() => GraphQLSafeInt, { nullable: true }) contract_value_pence: number | null;
  @Field(() => String, { nullable: true }) contract_form: string | null;
  @Field(() => Float, { nullable: true }) retention_percent: number | null;
  @Field(() => Int, { nullable: true }) payment_due_days: number | null;
  @Field(() => Int, { nullable: true }) payment_final_days: number | null;
  @Field(() => Boolean, { nullable: true }) drc_applies: boolean | null;
  @Field(() => ProjectBudget, { nullable: true }) budget: ProjectBudget | null;
  @Field(() => GraphQLSafeInt, { nullable: true }) budget_total_pence: number | null;
  @Field(() => ID, { nullable: true }) manager_id: string | null;
  @Field(() => UserSummary, { nullable: true }) manager: UserSummary | null;
  @Field(() => String, { nullable: true }) drive_folder_id: string | null;
  /** The raw folder state on the row; `folder_status` (resolved) is the full status object. */
  @Field(() => FolderState) folder_state: FolderState;
  @Field(() => String, { nullable: true }) folder_error: string | null;
  @Field(() => ID, { nullable: true }) created_by: string | null;
  @Field(() => String) created_at: string;
  @Field(() => String) updated_at: string;
  @Field(() => ProjectAbilities) abilities: ProjectAbilities;
}

/** core-api's project lists also say how many pages there are. */
@ObjectType()
export class ProjectPage extends Paginated(Project) {
  @Field(() => Int) pages: number;
}

@ObjectType()
export class ProjectOption {
  @Field(() => ID) id: string;
  @Field(() => String) project_number: string;
  @Field(() => String) name: string;
  @Field(() => ProjectStatus) status: ProjectStatus;
  @Field(() => String, { nullable: true }) site_postcode: string | null;
}

@ObjectType()
export class TeamMember {
  @Field(() => ID) id: string;
  @Field(() => ID) project_id: string;
  @Field(() => ID) user_id: string;
  @Field(() => String) first_name: string;
  @Field(() => String) last_name: string;
  @Field(() => String) email: string;
  @Field(() => Role) role: Role;
  @Field(() => String, { nullable: true }) role_on_project: string | null;
  @Field(() => ID, { nullable: true }) added_by: string | null;
  @Field(() => String) added_at: string;
}

@ObjectType()
export class NoteAuthor {
  @Field(() => ID) id: string;
  @Field(() => String) first_name: string;
  @Field(() => String) last_name: string;
}

@ObjectType()
export class ProjectNote {
  @Field(() => ID) id: string;
  @Field(() => ID) project_id: string;
  @Field(() => String) content: string;
  @Field(() => Role) visibility_level: Role;
  @Field(() => ID, { nullable: true }) author_id: string | null;
  @Field(() => NoteAuthor, { nullable: true }) author: NoteAuthor | null;
  @Field(() => String) created_at: string;
  @Field(() => String) updated_at: string;
  @Field(() => String, { nullable: true, description: 'Set when the note was changed after it was written.' })
  edited_at: string | null;
  @Field(() => Boolean) can_edit: boolean;
  @Field(() => Boolean) can_delete: boolean;
}

@ObjectType()
export class BudgetLine {
  @Field(() => String) category: string;
  @Field(() => GraphQLSafeInt) budget_pence: number;
  @Field(() => GraphQLSafeInt) committed_pence: number;
  @Field(() => GraphQLSafeInt) remaining_pence: number;
}

/** One kind of record that hangs off a project (team, notes, files; each module adds its own). */
@ObjectType()
export class ProjectDependentCount {
  @Field(() => String) key: string;
  @Field(() => String) label: string;
  @Field(() => Int) count: number;
}

@ObjectType()
export class ProjectStats {
  @Field(() => ID) project_id: string;
  @Field(() => Int) team_count: number;
  @Field(() => Int) note_count: number;
  // Budget lines are commercial: null for workers.
  @Field(() => GraphQLSafeInt, { nullable: true }) budget_total_pence: number | null;
  @Field(() => GraphQLSafeInt, { nullable: true }) committed_total_pence: number | null;
  @Field(() => [BudgetLine], { nullable: true }) spend_vs_budget: BudgetLine[] | null;
  @Field(() => [ProjectDependentCount]) dependents: ProjectDependentCount[];
  @Field(() => Int, { nullable: true }) days_total: number | null;
  @Field(() => Int, { nullable: true }) days_elapsed: number | null;
  @Field(() => Int, { nullable: true }) days_remaining: number | null;
  @Field(() => String, { nullable: true }) last_activity_at: string | null;
}

@ObjectType()
export class FolderStatus {
  @Field(() => ID) project_id: string;
  @Field(() => FolderState) status: FolderState;
  @Field(() => String, { nullable: true }) error: string | null;
  @Field(() => String, { nullable: true }) drive_folder_id: string | null;
  @Field(() => String) provider: string;
  @Field(() => [String]) folders: string[];
  /** The same tree in the company's cloud drive, or null when none is connected. */
  @Field(() => CloudFolderTree, { nullable: true }) cloud: CloudFolderTree | null;
}

@ObjectType()
export class ActivityItem {
  @Field(() => ID) id: string;
  @Field(() => String) action: string;
  @Field(() => String, { nullable: true }) from_state: string | null;
  @Field(() => String, { nullable: true }) to_state: string | null;
  @Field(() => String, { nullable: true }) reason: string | null;
  @Field(() => GraphQLJSONObject, { nullable: true }) details: Record<string, unknown> | null;
  @Field(() => NoteAuthor, { nullable: true }) actor: NoteAuthor | null;
  @Field(() => String) created_at: string;
}

@ObjectType()
export class ActivityPage extends Paginated(ActivityItem) {
  @Field(() => Int) pages: number;
}

@ObjectType()
export class UploadedFile {
  @Field(() => ID) id: string;
  @Field(() => String) filename: string;
  @Field(() => String) content_type: string;
  @Field(() => Int) size: number;
  @Field(() => ID, { nullable: true }) project_id: string | null;
  @Field(() => ID, { nullable: true }) uploaded_by: string | null;
  @Field(() => String) created_at: string;
  @Field(() => Boolean, {
    description:
      'The uploader or a manager and up, while the project is live; a file a record or a form made (a filed PDF, a form’s photo or signature): a manager and up only.',
  })
  can_delete: boolean;
  @Field(() => String, {
    nullable: true,
    description: 'The project drive folder it is filed in ("04 Site Forms"), or null at the top level.',
  })
  folder: string | null;
}
