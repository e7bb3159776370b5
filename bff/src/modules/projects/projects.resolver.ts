// Projects over GraphQL: lists, one project with its resolved parts (team, notes, stats, folders, activity,
// files), and every mutation of docs/contract-projects.md. core-api decides every rule; role guards here
// only refuse early. Counts in lists go through the per-request DataLoader (one REST call per list); the
// other parts are one core-api call per project, so they are single-record only (`project(id)`): asked for
// on the rows of a list, the operation is refused before it runs (lib/cost.ts, decision 0017).
import {
  Arg,
  Args,
  Authorized,
  Ctx,
  FieldResolver,
  ID,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import type { GraphQLContext } from '../../lib/context.js';
import { CoreApiField } from '../../lib/cost.js';
import { PageArgs } from '../../lib/paging.js';
import { ProjectApi } from './projects.api.js';
import {
  CreateProjectInput,
  ProjectFilterArgs,
  ProjectListArgs,
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
  project(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<Project> {
    return ctx.get(ProjectApi).get(id);
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
