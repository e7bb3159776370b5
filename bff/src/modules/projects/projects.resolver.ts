// Projects over GraphQL: lists, one project with its resolved parts (team, notes, stats, folders, activity,
// files), and every mutation of docs/contract-projects.md. core-api decides every rule; role guards here
// only refuse early. Counts in lists go through the per-request DataLoader (one REST call per list); the
// other parts are one core-api call per project, so they are single-record only (`project(id)`): asked for
// on the rows of a list, the operation is refused before it runs (lib/cost.ts, decision 0017).
import { Kind, type GraphQLResolveInfo, type SelectionSetNode, type ValueNode } from 'graphql';
import {
  Arg,
  Args,
  Authorized,
  Ctx,
  FieldResolver,
  ID,
  Info,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import type { GraphQLContext } from '../../lib/context.js';
import { CoreApiField } from '../../lib/cost.js';
import { PageArgs } from '../../lib/paging.js';
import { ProjectApi, type DetailParts } from './projects.api.js';
import {
  CreateProjectInput,
  ProjectFilterArgs,
  ProjectListArgs,
  FIRST_MAX,
  FirstArgs,
  UpdateProjectInput,
} from './projects.input.js';
import { projectLoaders } from './projects.loader.js';
import {
  ActivityPage,
  FolderStatus,
  Project,
  ProjectNote,
  ProjectOption,
  ProjectPage,
  ProjectStats,
  TeamMember,
  UploadedFile,
  UserSummary,
} from './projects.type.js';

/**
 * `first` as the field's own arguments would take it: a limit (undefined for none), or `false` when the value
 * would be refused (out of range, not a whole number) — such a part is left to its field, whose validation
 * refuses it with the usual message.
 */
function limitOf(value: ValueNode | undefined, info: GraphQLResolveInfo): number | undefined | false {
  if (!value || value.kind === Kind.NULL) return undefined;
  const raw: unknown =
    value.kind === Kind.VARIABLE
      ? info.variableValues[value.name.value]
      : value.kind === Kind.INT
        ? Number(value.value)
        : false;
  if (raw === undefined || raw === null) return undefined;
  return typeof raw === 'number' && Number.isInteger(raw) && raw >= 1 && raw <= FIRST_MAX ? raw : false;
}

/**
 * Which of `team`, `notes` and `stats` the operation asks for on `project(id)` (through fragments too), so the
 * project comes with them in one core-api call (issue 36). A field under `@skip`/`@include`, a second field of
 * the same name (an alias) or a refused `first` is left to its own resolver, which calls core-api as before.
 */
export function detailPartsAsked(info: GraphQLResolveInfo): DetailParts {
  const parts: DetailParts = {};
  const seen = new Set<string>();
  const walk = (set: SelectionSetNode | undefined) => {
    for (const selection of set?.selections ?? []) {
      if (selection.directives?.length) continue;
      if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet);
      else if (selection.kind === Kind.FRAGMENT_SPREAD) {
        walk(info.fragments[selection.name.value]?.selectionSet);
      } else {
        const name = selection.name.value;
        if (name !== 'team' && name !== 'notes' && name !== 'stats') continue;
        if (seen.has(name)) {
          delete parts[name];
          continue;
        }
        seen.add(name);
        if (name === 'stats') {
          parts.stats = true;
          continue;
        }
        const first = selection.arguments?.find((a) => a.name.value === 'first');
        const limit = limitOf(first?.value, info);
        if (limit !== false) parts[name] = { limit };
      }
    }
  };
  for (const node of info.fieldNodes) walk(node.selectionSet);
  return parts;
}

@Resolver(() => Project)
export class ProjectResolver {
  @Query(() => ProjectPage)
  projects(
    @Args(() => ProjectListArgs) args: ProjectListArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ProjectPage> {
    return ctx.get(ProjectApi).list('all', args);
  }

  @Query(() => ProjectPage)
  archivedProjects(
    @Args(() => ProjectFilterArgs) args: ProjectFilterArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ProjectPage> {
    return ctx.get(ProjectApi).list('archived', args);
  }

  @Query(() => ProjectPage)
  myProjects(
    @Args(() => ProjectFilterArgs) args: ProjectFilterArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ProjectPage> {
    return ctx.get(ProjectApi).list('my', args);
  }

  @Query(() => [ProjectOption])
  projectsForForms(@Ctx() ctx: GraphQLContext): Promise<ProjectOption[]> {
    return ctx.get(ProjectApi).forForms();
  }

  /** Active users of the company, for the project manager picker (supervisor and up). */
  @Authorized('supervisor')
  @Query(() => [UserSummary])
  projectManagerCandidates(
    @Ctx() ctx: GraphQLContext,
    @Arg('search', () => String, { nullable: true }) search?: string,
  ): Promise<UserSummary[]> {
    return ctx.get(ProjectApi).managerCandidates(search);
  }

  /** Unknown, other company's or not visible: core-api's 404 becomes a NOT_FOUND error. */
  @Query(() => Project, { nullable: true })
  async project(
    @Arg('id', () => ID) id: string,
    @Ctx() ctx: GraphQLContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<Project> {
    const api = ctx.get(ProjectApi);
    const project = await api.withParts(id, detailPartsAsked(info));
    // The stats carry the counts `team_count` and `note_count` read (core-api computes both the same way).
    const counts = api.prefetchedCounts(project.id);
    if (counts) ctx.get(projectLoaders).counts.prime(project.id, counts);
    return project;
  }

  @CoreApiField({ inLists: 'batched' })
  @FieldResolver(() => Int)
  async team_count(@Root() project: Project, @Ctx() ctx: GraphQLContext): Promise<number> {
    return (await ctx.get(projectLoaders).counts.load(project.id)).team_count;
  }

  @CoreApiField({ inLists: 'batched' })
  @FieldResolver(() => Int)
  async note_count(@Root() project: Project, @Ctx() ctx: GraphQLContext): Promise<number> {
    return (await ctx.get(projectLoaders).counts.load(project.id)).note_count;
  }

  @CoreApiField({ inLists: 'refused' })
  @FieldResolver(() => [TeamMember])
  team(
    @Root() project: Project,
    @Args(() => FirstArgs) { first }: FirstArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<TeamMember[]> {
    return ctx.get(ProjectApi).team(project.id, first ?? undefined);
  }

  @CoreApiField({ inLists: 'refused' })
  @FieldResolver(() => [ProjectNote])
  notes(
    @Root() project: Project,
    @Args(() => FirstArgs) { first }: FirstArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ProjectNote[]> {
    return ctx.get(ProjectApi).notes(project.id, first ?? undefined);
  }

  @CoreApiField({ inLists: 'refused' })
  @FieldResolver(() => ProjectStats)
  stats(@Root() project: Project, @Ctx() ctx: GraphQLContext): Promise<ProjectStats> {
    return ctx.get(ProjectApi).stats(project.id);
  }

  @CoreApiField({ inLists: 'refused' })
  @FieldResolver(() => FolderStatus)
  folder_status(@Root() project: Project, @Ctx() ctx: GraphQLContext): Promise<FolderStatus> {
    return ctx.get(ProjectApi).folderStatus(project.id);
  }

  @CoreApiField({ inLists: 'refused' })
  @FieldResolver(() => ActivityPage)
  activity(
    @Root() project: Project,
    @Args(() => PageArgs) paging: PageArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ActivityPage> {
    return ctx.get(ProjectApi).activity(project.id, paging.page, paging.size);
  }

  /** Active users of the company not on the team yet: the "add member" picker (supervisor+ in core-api). */
  @CoreApiField({ inLists: 'refused' })
  @FieldResolver(() => [UserSummary])
  team_candidates(
    @Root() project: Project,
    @Ctx() ctx: GraphQLContext,
    @Arg('search', () => String, { nullable: true }) search?: string,
  ): Promise<UserSummary[]> {
    return ctx.get(ProjectApi).teamCandidates(project.id, search);
  }

  @CoreApiField({ inLists: 'refused' })
  @FieldResolver(() => [UploadedFile])
  files(@Root() project: Project, @Ctx() ctx: GraphQLContext): Promise<UploadedFile[]> {
    return ctx.get(ProjectApi).files(project.id);
  }

  @Authorized('supervisor')
  @Mutation(() => Project)
  createProject(
    @Arg('input', () => CreateProjectInput) input: CreateProjectInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Project> {
    return ctx.get(ProjectApi).create(input);
  }

  @Authorized('supervisor')
  @Mutation(() => Project)
  updateProject(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateProjectInput) input: UpdateProjectInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Project> {
    return ctx.get(ProjectApi).update(id, input);
  }

  /** Reversible: supervisor and up (core-api's permission table). */
  @Authorized('supervisor')
  @Mutation(() => Project)
  archiveProject(
    @Arg('id', () => ID) id: string,
    @Arg('reason', () => String) reason: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Project> {
    return ctx.get(ProjectApi).archive(id, reason);
  }

  @Authorized('supervisor')
  @Mutation(() => Project)
  restoreProject(
    @Arg('id', () => ID) id: string,
    @Arg('reason', () => String) reason: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Project> {
    return ctx.get(ProjectApi).restore(id, reason);
  }

  /** Irreversible: manager and up. */
  @Authorized('manager')
  @Mutation(() => Boolean)
  async deleteProject(
    @Arg('id', () => ID) id: string,
    @Ctx() ctx: GraphQLContext,
    @Arg('force', () => Boolean, { nullable: true }) force?: boolean,
  ): Promise<boolean> {
    await ctx.get(ProjectApi).remove(id, force === true);
    return true;
  }

  @Authorized('supervisor')
  @Mutation(() => TeamMember)
  addTeamMember(
    @Arg('project_id', () => ID) projectId: string,
    @Arg('user_id', () => ID) userId: string,
    @Ctx() ctx: GraphQLContext,
    @Arg('role_on_project', () => String, { nullable: true }) roleOnProject?: string,
  ): Promise<TeamMember> {
    return ctx.get(ProjectApi).addTeamMember(projectId, userId, roleOnProject);
  }

  @Authorized('supervisor')
  @Mutation(() => Boolean)
  async removeTeamMember(
    @Arg('project_id', () => ID) projectId: string,
    @Arg('user_id', () => ID) userId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    await ctx.get(ProjectApi).removeTeamMember(projectId, userId);
    return true;
  }

  @Mutation(() => ProjectNote)
  addProjectNote(
    @Arg('project_id', () => ID) projectId: string,
    @Arg('content', () => String) content: string,
    @Ctx() ctx: GraphQLContext,
    @Arg('visibility_level', () => String, { nullable: true }) visibility?: string,
  ): Promise<ProjectNote> {
    return ctx.get(ProjectApi).addNote(projectId, content, visibility);
  }

  @Mutation(() => ProjectNote)
  updateProjectNote(
    @Arg('project_id', () => ID) projectId: string,
    @Arg('note_id', () => ID) noteId: string,
    @Ctx() ctx: GraphQLContext,
    @Arg('content', () => String, { nullable: true }) content?: string,
    @Arg('visibility_level', () => String, { nullable: true }) visibility?: string,
  ): Promise<ProjectNote> {
    return ctx.get(ProjectApi).updateNote(projectId, noteId, {
      content,
      visibility_level: visibility,
    });
  }

  @Mutation(() => Boolean)
  async deleteProjectNote(
    @Arg('project_id', () => ID) projectId: string,
    @Arg('note_id', () => ID) noteId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    await ctx.get(ProjectApi).deleteNote(projectId, noteId);
    return true;
  }

  /** Waits up to 30 s (spec §9) for core-api to build the folder tree; `failed` comes back as a status. */
  @Authorized('supervisor')
  @Mutation(() => FolderStatus)
  createFolderStructure(
    @Arg('project_id', () => ID) projectId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<FolderStatus> {
    return ctx.get(ProjectApi).createFolderStructure(projectId);
  }
}
