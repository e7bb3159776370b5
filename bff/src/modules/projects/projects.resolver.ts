// Projects over GraphQL: lists, one project with its resolved parts (team, notes, stats, folders, activity,
// files), and every mutation of docs/contract-projects.md. core-api decides every rule; role guards here
// only refuse early. Counts in lists go through the per-request DataLoader (one REST call per list).
import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../lib/context.js';
import { CreateProjectInput, UpdateProjectInput } from './projects.input.js';
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
    @Ctx() ctx: GraphQLContext,
    @Arg('page', () => Int, { nullable: true }) page?: number,
    @Arg('size', () => Int, { nullable: true }) size?: number,
    @Arg('status', () => String, { nullable: true }) status?: string,
    @Arg('include_archived', () => Boolean, { nullable: true }) include_archived?: boolean,
    @Arg('search', () => String, { nullable: true }) search?: string,
    @Arg('sort_by', () => String, { nullable: true }) sort_by?: string,
    @Arg('sort_order', () => String, { nullable: true }) sort_order?: string,
  ): Promise<ProjectPage> {
    return ctx.dataSources.projects.list('all', {
      page,
      size,
      status,
      include_archived,
      search,
      sort_by,
      sort_order,
    });
  }

  @Query(() => ProjectPage)
  archivedProjects(
    @Ctx() ctx: GraphQLContext,
    @Arg('page', () => Int, { nullable: true }) page?: number,
    @Arg('size', () => Int, { nullable: true }) size?: number,
    @Arg('sort_by', () => String, { nullable: true }) sort_by?: string,
    @Arg('sort_order', () => String, { nullable: true }) sort_order?: string,
    @Arg('search', () => String, { nullable: true }) search?: string,
    @Arg('status', () => String, { nullable: true }) status?: string,
  ): Promise<ProjectPage> {
    return ctx.dataSources.projects.list('archived', { page, size, sort_by, sort_order, search, status });
  }

  @Query(() => ProjectPage)
  myProjects(
    @Ctx() ctx: GraphQLContext,
    @Arg('page', () => Int, { nullable: true }) page?: number,
    @Arg('size', () => Int, { nullable: true }) size?: number,
    @Arg('status', () => String, { nullable: true }) status?: string,
    @Arg('search', () => String, { nullable: true }) search?: string,
    @Arg('sort_by', () => String, { nullable: true }) sort_by?: string,
    @Arg('sort_order', () => String, { nullable: true }) sort_order?: string,
  ): Promise<ProjectPage> {
    return ctx.dataSources.projects.list('my', { page, size, status, search, sort_by, sort_order });
  }

  @Query(() => [ProjectOption])
  projectsForForms(@Ctx() ctx: GraphQLContext): Promise<ProjectOption[]> {
    return ctx.dataSources.projects.forForms();
  }

  /** Unknown, other company's or not visible: core-api's 404 becomes a NOT_FOUND error. */
  @Query(() => Project, { nullable: true })
  project(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<Project> {
    return ctx.dataSources.projects.get(id);
  }

  @FieldResolver(() => Int)
  async team_count(@Root() project: Project, @Ctx() ctx: GraphQLContext): Promise<number> {
    return (await ctx.loaders.projects.counts.load(project.id)).team_count;
  }

  @FieldResolver(() => Int)
  async note_count(@Root() project: Project, @Ctx() ctx: GraphQLContext): Promise<number> {
    return (await ctx.loaders.projects.counts.load(project.id)).note_count;
  }

  @FieldResolver(() => [TeamMember])
  team(@Root() project: Project, @Ctx() ctx: GraphQLContext): Promise<TeamMember[]> {
    return ctx.dataSources.projects.team(project.id);
  }

  @FieldResolver(() => [ProjectNote])
  notes(@Root() project: Project, @Ctx() ctx: GraphQLContext): Promise<ProjectNote[]> {
    return ctx.dataSources.projects.notes(project.id);
  }

  @FieldResolver(() => ProjectStats)
  stats(@Root() project: Project, @Ctx() ctx: GraphQLContext): Promise<ProjectStats> {
    return ctx.dataSources.projects.stats(project.id);
  }

  @FieldResolver(() => FolderStatus)
  folder_status(@Root() project: Project, @Ctx() ctx: GraphQLContext): Promise<FolderStatus> {
    return ctx.dataSources.projects.folderStatus(project.id);
  }

  @FieldResolver(() => ActivityPage)
  activity(
    @Root() project: Project,
    @Ctx() ctx: GraphQLContext,
    @Arg('page', () => Int, { nullable: true }) page?: number,
    @Arg('size', () => Int, { nullable: true }) size?: number,
  ): Promise<ActivityPage> {
    return ctx.dataSources.projects.activity(project.id, page, size);
  }

  /** Active users of the company not on the team yet: the "add member" picker (supervisor+ in core-api). */
  @FieldResolver(() => [UserSummary])
  team_candidates(
    @Root() project: Project,
    @Ctx() ctx: GraphQLContext,
    @Arg('search', () => String, { nullable: true }) search?: string,
  ): Promise<UserSummary[]> {
    return ctx.dataSources.projects.teamCandidates(project.id, search);
  }

  @FieldResolver(() => [UploadedFile])
  files(@Root() project: Project, @Ctx() ctx: GraphQLContext): Promise<UploadedFile[]> {
    return ctx.dataSources.projects.files(project.id);
  }

  @Authorized('supervisor')
  @Mutation(() => Project)
  createProject(
    @Arg('input', () => CreateProjectInput) input: CreateProjectInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Project> {
    return ctx.dataSources.projects.create(input);
  }

  @Authorized('supervisor')
  @Mutation(() => Project)
  updateProject(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateProjectInput) input: UpdateProjectInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Project> {
    return ctx.dataSources.projects.update(id, input);
  }

  @Authorized('manager')
  @Mutation(() => Project)
  archiveProject(
    @Arg('id', () => ID) id: string,
    @Arg('reason', () => String) reason: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Project> {
    return ctx.dataSources.projects.archive(id, reason);
  }

  @Authorized('manager')
  @Mutation(() => Project)
  restoreProject(
    @Arg('id', () => ID) id: string,
    @Arg('reason', () => String) reason: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Project> {
    return ctx.dataSources.projects.restore(id, reason);
  }

  @Authorized('supervisor')
  @Mutation(() => Boolean)
  async deleteProject(
    @Arg('id', () => ID) id: string,
    @Ctx() ctx: GraphQLContext,
    @Arg('force', () => Boolean, { nullable: true }) force?: boolean,
  ): Promise<boolean> {
    await ctx.dataSources.projects.remove(id, force === true);
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
    return ctx.dataSources.projects.addTeamMember(projectId, userId, roleOnProject);
  }

  @Authorized('supervisor')
  @Mutation(() => Boolean)
  async removeTeamMember(
    @Arg('project_id', () => ID) projectId: string,
    @Arg('user_id', () => ID) userId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    await ctx.dataSources.projects.removeTeamMember(projectId, userId);
    return true;
  }

  @Mutation(() => ProjectNote)
  addProjectNote(
    @Arg('project_id', () => ID) projectId: string,
    @Arg('content', () => String) content: string,
    @Ctx() ctx: GraphQLContext,
    @Arg('visibility_level', () => String, { nullable: true }) visibility?: string,
  ): Promise<ProjectNote> {
    return ctx.dataSources.projects.addNote(projectId, content, visibility);
  }

  @Mutation(() => ProjectNote)
  updateProjectNote(
    @Arg('project_id', () => ID) projectId: string,
    @Arg('note_id', () => ID) noteId: string,
    @Ctx() ctx: GraphQLContext,
    @Arg('content', () => String, { nullable: true }) content?: string,
    @Arg('visibility_level', () => String, { nullable: true }) visibility?: string,
  ): Promise<ProjectNote> {
    return ctx.dataSources.projects.updateNote(projectId, noteId, {
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
    await ctx.dataSources.projects.deleteNote(projectId, noteId);
    return true;
  }

  /** Waits up to 30 s (spec §9) for core-api to build the folder tree; `failed` comes back as a status. */
  @Authorized('supervisor')
  @Mutation(() => FolderStatus)
  createFolderStructure(
    @Arg('project_id', () => ID) projectId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<FolderStatus> {
    return ctx.dataSources.projects.createFolderStructure(projectId);
  }
}
