// Owns the /projects routes — lists, the record, archive/restore/delete, team, notes, stats, history, folders
// and the PDF export — and the hub other modules plug into: the `projectId` and `noteId` path parameters and
// the team and notes as project dependents. Rules live in the services and projects.policy.ts.
import { z } from 'zod';
import { defineModule } from '../../kit/module.js';
import { uuidParam } from '../../kit/params.js';
import { company, routeBuilder } from '../../kit/route.js';
import { pageSchema } from '../../lib/paging.js';
import { loadLetterhead } from '../../lib/pdf.js';
import { cloudFilingsSchema, projectFilings } from '../cloud-drives/index.js';
import { projectsCountedLists } from './projects.counters.js';
import { FolderService, createFoldersJob, startFoldersOnCreate } from './folders.service.js';
import { NotesService, notesDependent, visibleNotesOf } from './notes.service.js';
import { PROJECT_NOT_FOUND, findVisibleProject, isProjectVisible } from './project-access.js';
import { projectFigures, projectNotificationRule, projectWidgetFigures } from './projects.contributions.js';
import { renderProjectPdf } from './projects.export.js';
import { seesCommercial } from './projects.policy.js';
import {
  activitySchema,
  folderStatusSchema,
  noteSchema,
  presentActivity,
  presentCandidate,
  presentNote,
  presentProject,
  presentProjectOption,
  presentTeamMember,
  projectCountsSchema,
  projectDetailSchema,
  projectOptionSchema,
  projectSchema,
  statsSchema,
  teamCandidateSchema,
  teamMemberSchema,
} from './projects.presenter.js';
import {
  addTeamMemberSchema,
  candidatesQuerySchema,
  limitQuerySchema,
  createNoteSchema,
  createProjectSchema,
  deleteQuerySchema,
  detailQuerySchema,
  exportQuerySchema,
  idsQuerySchema,
  listQuerySchema,
  pageQuerySchema,
  reasonSchema,
  updateNoteSchema,
  updateProjectSchema,
} from './projects.schema.js';
import { projectsExport } from './projects.exports.js';
import { ProjectService, type ListMode } from './projects.service.js';
import { StatsService } from './stats.service.js';
import { TeamService, teamDependent, teamOf } from './team.service.js';

export interface ProjectServices {
  projects: ProjectService;
  team: TeamService;
  notes: NotesService;
  stats: StatsService;
  folders: FolderService;
}

const route = routeBuilder<ProjectServices>();
const projectPage = pageSchema(projectSchema, 'ProjectPage');
const CONFLICT = { 409: 'The record’s state does not allow this' };

const listRoute = (
  mode: ListMode,
  path: '/projects' | '/projects/archived' | '/projects/my',
  summary: string,
) =>
  route({
    method: 'get',
    path,
    summary,
    access: company('worker', 'workers see only projects whose team they are on'),
    query: listQuerySchema,
    response: projectPage,
    exports: projectsExport,
    handler: async ({ services, actor, query }) => {
      const page = await services.projects.list(actor, query, mode);
      return { ...page, items: page.items.map((p) => presentProject(p, actor)) };
    },
  });

function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
}

export const projectsModule = defineModule({
  name: 'projects',
  description: 'Projects, teams, notes, stats, activity, folders, export',
  params: {
    projectId: uuidParam({
      description: 'Project id (uuid). Unknown, malformed, not visible or another company’s → 404',
      notFound: PROJECT_NOT_FOUND,
      visible: isProjectVisible,
    }),
    noteId: uuidParam({ description: 'Note id (uuid)', notFound: 'Note not found' }),
  },
  create: (deps): ProjectServices => {
    const projects = new ProjectService(deps.sequelize, deps);
    return {
      projects,
      team: new TeamService(deps.sequelize),
      notes: new NotesService(deps.sequelize),
      stats: new StatsService(deps.sequelize, projects, deps.contributions.projectCosts),
      folders: new FolderService(deps.sequelize, deps.drive, deps.jobs),
    };
  },
  contributes: {
    countedLists: projectsCountedLists,
    projectDependents: [teamDependent, notesDependent],
    notificationRules: [projectNotificationRule],
    jobs: [createFoldersJob],
    activityHandlers: [startFoldersOnCreate],
    dashboardFigures: projectFigures,
    widgetFigures: projectWidgetFigures,
  },
  routes: [
    listRoute('all', '/projects', 'The company’s projects: search, status filter, sort, pages'),
    listRoute(
      'archived',
      '/projects/archived',
      'Archived projects (default sort: project number, newest first)',
    ),
    listRoute('my', '/projects/my', 'Projects whose team the caller is on'),
    route({
      method: 'get',
      path: '/projects/for-forms',
      summary: 'Active projects the caller may file forms against',
      access: company('worker'),
      response: z.array(projectOptionSchema),
      handler: async ({ services, actor }) =>
        (await services.projects.forForms(actor)).map(presentProjectOption),
    }),
    route({
      method: 'get',
      path: '/projects/batch',
      summary: 'Several projects by id (those the caller may see), for loaders',
      access: company('worker'),
      query: idsQuerySchema,
      response: z.object({ items: z.array(projectSchema) }),
      handler: async ({ services, actor, query }) => ({
        items: (await services.projects.batch(actor, query.ids)).map((p) => presentProject(p, actor)),
      }),
    }),
    route({
      method: 'get',
      path: '/projects/counts',
      summary: 'Team size and readable notes per project, for loaders',
      access: company('worker'),
      query: idsQuerySchema,
      response: z.object({ items: z.array(projectCountsSchema) }),
      handler: async ({ services, actor, query }) => ({
        items: await services.projects.counts(actor, query.ids),
      }),
    }),
    route({
      method: 'get',
      path: '/projects/manager-candidates',
      summary: 'Active users of the company who may be set as a project’s manager (for the picker)',
      access: company('supervisor'),
      query: candidatesQuerySchema,
      response: z.array(teamCandidateSchema),
      handler: async ({ services, actor, query }) =>
        (await services.projects.managerCandidates(actor, query.search)).map(presentCandidate),
    }),
    route({
      method: 'post',
      path: '/projects',
      summary: 'Create a project (numbered P-0001…, company defaults applied)',
      access: company('supervisor'),
      body: createProjectSchema,
      status: 201,
      response: projectSchema,
      handler: async ({ services, actor, body }) =>
        presentProject(await services.projects.create(actor, body), actor),
    }),
    route({
      method: 'get',
      path: '/projects/{projectId}',
      summary: 'One project',
      access: company('worker', 'workers only on projects whose team they are on'),
      response: projectSchema,
      handler: async ({ services, actor, params }) =>
        presentProject(await services.projects.findVisible(actor, params.projectId), actor),
    }),
    route({
      method: 'put',
      path: '/projects/{projectId}',
      summary: 'Edit a project (status moves follow the transition table)',
      access: company('supervisor'),
      body: updateProjectSchema,
      response: projectSchema,
      errors: CONFLICT,
      handler: async ({ services, actor, params, body }) =>
        presentProject(await services.projects.update(actor, params.projectId, body), actor),
    }),
    route({
      method: 'post',
      path: '/projects/{projectId}/archive',
      summary: 'Archive a project, with a reason (reversible: supervisor and up)',
      access: company('supervisor'),
      body: reasonSchema,
      response: projectSchema,
      errors: CONFLICT,
      handler: async ({ services, actor, params, body }) =>
        presentProject(await services.projects.archive(actor, params.projectId, body.reason), actor),
    }),
    route({
      method: 'post',
      path: '/projects/{projectId}/restore',
      summary: 'Restore an archived project, with a reason (supervisor and up)',
      access: company('supervisor'),
      body: reasonSchema,
      response: projectSchema,
      errors: CONFLICT,
      handler: async ({ services, actor, params, body }) =>
        presentProject(await services.projects.restore(actor, params.projectId, body.reason), actor),
    }),
    route({
      method: 'delete',
      path: '/projects/{projectId}',
      summary:
        'Delete a project (irreversible: manager and up; refused while anything hangs off it unless force=true)',
      access: company('manager'),
      query: deleteQuerySchema,
      produces: 'none',
      errors: { 409: 'The project still has team members, notes, files or other records' },
      handler: ({ services, actor, params, query }) =>
        services.projects.remove(actor, params.projectId, query.force ?? false),
    }),
    route({
      method: 'get',
      path: '/projects/{projectId}/detail',
      summary:
        'The project page in one call: the project and, as `include` asks, its team, the notes the caller may read and its stats, each as its own route answers it',
      access: company('worker', 'workers only on projects whose team they are on'),
      query: detailQuerySchema,
      response: projectDetailSchema,
      handler: async ({ services, actor, params, query }) => {
        const include = new Set(query.include ?? []);
        const project = await services.projects.findVisible(actor, params.projectId);
        // The parts start together once the project is known to be visible (the parts' own routes check the
        // same visibility first, then run the same reads).
        const [team, notes, stats] = await Promise.all([
          include.has('team') ? teamOf(project.id, query.team_limit) : undefined,
          include.has('notes') ? visibleNotesOf(actor, project.id, query.notes_limit) : undefined,
          include.has('stats') ? services.stats.statsOf(actor, project) : undefined,
        ]);
        return {
          project: presentProject(project, actor),
          ...(team ? { team: team.map(presentTeamMember) } : {}),
          ...(notes ? { notes: notes.map((n) => presentNote(n, actor, project)) } : {}),
          ...(stats ? { stats } : {}),
        };
      },
    }),
    route({
      method: 'get',
      path: '/projects/{projectId}/team',
      summary: 'The project’s team (all of it, or the first `limit` members by name)',
      access: company('worker'),
      query: limitQuerySchema,
      response: z.array(teamMemberSchema),
      handler: async ({ services, actor, params, query }) =>
        (await services.team.team(actor, params.projectId, query.limit)).map(presentTeamMember),
    }),
    route({
      method: 'get',
      path: '/projects/{projectId}/team/candidates',
      summary: 'Active company users not yet on the team (for the picker)',
      access: company('supervisor'),
      query: candidatesQuerySchema,
      response: z.array(teamCandidateSchema),
      handler: async ({ services, actor, params, query }) =>
        (await services.team.candidates(actor, params.projectId, query.search)).map(presentCandidate),
    }),
    route({
      method: 'post',
      path: '/projects/{projectId}/team',
      summary: 'Add a user to the team',
      access: company('supervisor'),
      body: addTeamMemberSchema,
      status: 201,
      response: teamMemberSchema,
      errors: { 409: 'User is already on the project team, or the project is archived' },
      handler: async ({ services, actor, params, body }) =>
        presentTeamMember(await services.team.add(actor, params.projectId, body)),
    }),
    route({
      method: 'delete',
      path: '/projects/{projectId}/team/{userId}',
      summary: 'Remove a user from the team',
      access: company('supervisor'),
      produces: 'none',
      errors: CONFLICT,
      handler: ({ services, actor, params }) => services.team.remove(actor, params.projectId, params.userId),
    }),
    route({
      method: 'get',
      path: '/projects/{projectId}/notes',
      summary:
        'The notes the caller may read (their role and below), newest first; the first `limit` when given',
      access: company('worker'),
      query: limitQuerySchema,
      response: z.array(noteSchema),
      handler: async ({ services, actor, params, query }) => {
        const { project, notes } = await services.notes.list(actor, params.projectId, query.limit);
        return notes.map((n) => presentNote(n, actor, project));
      },
    }),
    route({
      method: 'post',
      path: '/projects/{projectId}/notes',
      summary: 'Add a note (visible to a level at or below the caller’s role)',
      access: company('worker'),
      body: createNoteSchema,
      status: 201,
      response: noteSchema,
      errors: CONFLICT,
      handler: async ({ services, actor, params, body }) => {
        const { project, note } = await services.notes.add(actor, params.projectId, body);
        return presentNote(note, actor, project);
      },
    }),
    route({
      method: 'put',
      path: '/projects/{projectId}/notes/{noteId}',
      summary: 'Edit a note',
      access: company('worker', 'only the author or a manager and up'),
      body: updateNoteSchema,
      response: noteSchema,
      errors: CONFLICT,
      handler: async ({ services, actor, params, body }) => {
        const { project, note } = await services.notes.update(actor, params.projectId, params.noteId, body);
        return presentNote(note, actor, project);
      },
    }),
    route({
      method: 'delete',
      path: '/projects/{projectId}/notes/{noteId}',
      summary: 'Delete a note',
      access: company('worker', 'only the author or a manager and up'),
      produces: 'none',
      errors: CONFLICT,
      handler: ({ services, actor, params }) => services.notes.remove(actor, params.projectId, params.noteId),
    }),
    route({
      method: 'get',
      path: '/projects/{projectId}/stats',
      summary: 'Counts, budget vs committed and programme days',
      access: company('worker'),
      response: statsSchema,
      handler: ({ services, actor, params }) => services.stats.stats(actor, params.projectId),
    }),
    route({
      method: 'get',
      path: '/projects/{projectId}/activity',
      summary: 'The project’s history, newest first',
      access: company('worker'),
      query: pageQuerySchema,
      response: pageSchema(activitySchema, 'ActivityPage'),
      handler: async ({ services, actor, params, query }) => {
        const page = await services.stats.activity(actor, params.projectId, query);
        return { ...page, items: page.items.map(presentActivity) };
      },
    }),
    route({
      method: 'get',
      path: '/projects/{projectId}/cloud-filings',
      summary:
        'Each of the project’s documents in the company’s cloud drive: queued, filed (with its link) or failed (with why)',
      access: company('worker'),
      response: cloudFilingsSchema,
      handler: async ({ db, actor, params }) => {
        const project = await findVisibleProject(actor, params.projectId, { withManager: false });
        return { project_id: project.id, filings: await projectFilings(db, actor, project.id) };
      },
    }),
    route({
      method: 'get',
      path: '/projects/{projectId}/folder-status',
      summary: 'The project’s cloud-drive folder state',
      access: company('worker'),
      response: folderStatusSchema,
      handler: ({ services, actor, params }) => services.folders.status(actor, params.projectId),
    }),
    route({
      method: 'post',
      path: '/projects/{projectId}/create-folder-structure',
      summary: 'Create the project’s folder tree from the company template (a failure can be retried)',
      access: company('supervisor'),
      response: folderStatusSchema,
      errors: { 409: 'Folder creation is already in progress, or the project is archived' },
      handler: ({ services, actor, params }) => services.folders.create(actor, params.projectId),
    }),
    route({
      method: 'get',
      path: '/projects/{projectId}/export',
      summary: 'A PDF summary of what the caller may see (commercial terms for supervisors and up)',
      access: company('worker'),
      query: exportQuerySchema,
      produces: 'pdf',
      handler: async ({ services, actor, params }) => {
        const project = await findVisibleProject(actor, params.projectId);
        const commercial = seesCommercial(actor);
        const [team, notes, letterhead, committed] = await Promise.all([
          teamOf(project.id),
          visibleNotesOf(actor, project.id),
          loadLetterhead(actor.companyId),
          // The same figures as the stats panel (every module's cost contributions), for those who see them.
          commercial ? services.stats.committed(project.id) : {},
        ]);
        return {
          pdf: renderProjectPdf(project, team, notes, { commercial, letterhead, committed }),
          filename: `${project.project_number}-${slugOf(project.name)}.pdf`,
        };
      },
    }),
  ],
});
