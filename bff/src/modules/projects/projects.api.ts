// core-api's /projects and /uploads calls (docs/contract-projects.md) for the project resolvers and loaders,
// typed from core-api's OpenAPI document.
import {
  CoreApiDataSource,
  checkedByCoreApi,
  type JsonBody,
  type Schema,
} from '../../lib/core-api-client.js';
import type { CreateProjectInput, ProjectListArgs, UpdateProjectInput } from './projects.input.js';
import type { Project, ProjectPage, ProjectStats } from './projects.type.js';

/** The spec's folder-creation timeout (§9); every other call keeps the client's 15 s. */
export const FOLDER_CREATION_TIMEOUT_MS = 30_000;

export type ProjectCounts = Schema<'ProjectCounts'>;

/** The commercial terms a worker's answer leaves out: null over GraphQL. */
const COMMERCIAL_FIELDS = [
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

/**
 * core-api names the row's folder state `folder_status`; GraphQL resolves that name to the full status.
 * A worker's answer leaves the commercial terms out: over GraphQL they are null.
 *
 * The parsed answer is completed in place rather than copied (issue 36: two copies of ~35 fields per item were
 * the BFF's own cost on a list page): it is this call's own object, read by nothing else, and completing it twice
 * gives the same object.
 */
export function toProject(json: Schema<'Project'>): Project {
  const project = json as unknown as Record<string, unknown>;
  for (const field of COMMERCIAL_FIELDS) {
    if (project[field] === undefined) project[field] = null;
  }
  project.folder_state = json.folder_status;
  return project as unknown as Project;
}

/** A worker's stats carry no budget lines: null over GraphQL. */
export function toStats(json: Schema<'ProjectStats'>): ProjectStats {
  return {
    ...json,
    budget_total_pence: json.budget_total_pence ?? null,
    committed_total_pence: json.committed_total_pence ?? null,
    spend_vs_budget: json.spend_vs_budget ?? null,
  };
}

function toPage(page: Schema<'ProjectPage'>): ProjectPage {
  return { ...page, items: page.items.map(toProject) };
}

/**
 * The parts of a project page `project(id)` saw asked for beside the project (lib: `detailPartsAsked` in the
 * resolver): fetched with the project in one core-api call (`GET /projects/{projectId}/detail`, issue 36).
 * A part is `{ limit }` (the field's `first`, undefined for all).
 */
export interface DetailParts {
  team?: { limit?: number };
  notes?: { limit?: number };
  stats?: boolean;
}

type TeamAnswer = Schema<'TeamMember'>[];
type NotesAnswer = Schema<'ProjectNote'>[];

const LIST_PATHS = { all: '/projects', archived: '/projects/archived', my: '/projects/my' } as const;

export class ProjectApi extends CoreApiDataSource {
  /** `include_archived` applies to the full list only; statuses go as core-api's comma-separated list. */
  async list(kind: 'all' | 'archived' | 'my', args: ProjectListArgs): Promise<ProjectPage> {
    const query = {
      page: args.page != null ? String(args.page) : undefined,
      size: args.size != null ? String(args.size) : undefined,
      status: args.status?.length ? args.status.join(',') : undefined,
      include_archived:
        kind === 'all' && args.include_archived != null
          ? (String(args.include_archived) as 'true')
          : undefined,
      search: args.search ?? undefined,
      sort_by: args.sort_by ?? undefined,
      sort_order: args.sort_order ?? undefined,
    };
    return toPage(await this.call((init) => this.api.GET(LIST_PATHS[kind], { params: { query }, ...init })));
  }

  forForms() {
    return this.call((init) => this.api.GET('/projects/for-forms', init));
  }

  async get(projectId: string): Promise<Project> {
    return toProject(
      await this.call((init) =>
        this.api.GET('/projects/{projectId}', { params: { path: { projectId } }, ...init }),
      ),
    );
  }

  /**
   * Parts fetched with a project (`withParts`), each kept for the one field that asked for it: this data
   * source is made once per GraphQL operation (ctx.get), so nothing outlives the request.
   */
  private readonly prefetched = new Map<string, unknown>();

  private take<T>(key: string): T | undefined {
    const hit = this.prefetched.get(key) as T | undefined;
    if (hit !== undefined) this.prefetched.delete(key);
    return hit;
  }

  /**
   * The project and the parts asked for beside it, in one core-api call; without parts, `get`. core-api answers
   * each part as its own route would (same visibility), and the field resolvers take them (`team`, `notes`,
   * `stats` look here first).
   */
  async withParts(projectId: string, parts: DetailParts): Promise<Project> {
    const include = (['team', 'notes', 'stats'] as const).filter((part) => parts[part]);
    if (!include.length) return this.get(projectId);
    const query = {
      include: include.join(','),
      team_limit: parts.team?.limit !== undefined ? String(parts.team.limit) : undefined,
      notes_limit: parts.notes?.limit !== undefined ? String(parts.notes.limit) : undefined,
    };
    const body = await this.call((init) =>
      this.api.GET('/projects/{projectId}/detail', { params: { path: { projectId }, query }, ...init }),
    );
    if (body.team) this.prefetched.set(`team:${projectId}:${parts.team?.limit}`, body.team);
    if (body.notes) this.prefetched.set(`notes:${projectId}:${parts.notes?.limit}`, body.notes);
    if (body.stats) this.prefetched.set(`stats:${projectId}`, body.stats);
    return toProject(body.project);
  }

  /** The team and note counts of a project fetched with its stats (the counts route's very figures). */
  prefetchedCounts(projectId: string): ProjectCounts | undefined {
    const stats = this.prefetched.get(`stats:${projectId}`) as Schema<'ProjectStats'> | undefined;
    return stats && { project_id: projectId, team_count: stats.team_count, note_count: stats.note_count };
  }

  async batch(ids: readonly string[]): Promise<Project[]> {
    const body = await this.call((init) =>
      this.api.GET('/projects/batch', { params: { query: { ids: ids.join(',') } }, ...init }),
    );
    return body.items.map(toProject);
  }

  async counts(ids: readonly string[]): Promise<ProjectCounts[]> {
    const body = await this.call((init) =>
      this.api.GET('/projects/counts', { params: { query: { ids: ids.join(',') } }, ...init }),
    );
    return body.items;
  }

  async create(input: CreateProjectInput): Promise<Project> {
    const body = checkedByCoreApi<JsonBody<'/projects', 'post'>>(input);
    return toProject(await this.call((init) => this.api.POST('/projects', { body, ...init })));
  }

  async update(projectId: string, input: UpdateProjectInput): Promise<Project> {
    const body = checkedByCoreApi<JsonBody<'/projects/{projectId}', 'put'>>(input);
    return toProject(
      await this.call((init) =>
        this.api.PUT('/projects/{projectId}', { params: { path: { projectId } }, body, ...init }),
      ),
    );
  }

  async archive(projectId: string, reason: string): Promise<Project> {
    return toProject(
      await this.call((init) =>
        this.api.POST('/projects/{projectId}/archive', {
          params: { path: { projectId } },
          body: { reason },
          ...init,
        }),
      ),
    );
  }

  async restore(projectId: string, reason: string): Promise<Project> {
    return toProject(
      await this.call((init) =>
        this.api.POST('/projects/{projectId}/restore', {
          params: { path: { projectId } },
          body: { reason },
          ...init,
        }),
      ),
    );
  }

  async remove(projectId: string, force: boolean): Promise<void> {
    const query = force ? { force: 'true' as const } : {};
    await this.call((init) =>
      this.api.DELETE('/projects/{projectId}', { params: { path: { projectId }, query }, ...init }),
    );
  }

  team(projectId: string, limit?: number): Promise<TeamAnswer> {
    const prefetched = this.take<TeamAnswer>(`team:${projectId}:${limit}`);
    if (prefetched) return Promise.resolve(prefetched);
    return this.call((init) =>
      this.api.GET('/projects/{projectId}/team', {
        params: { path: { projectId }, query: limit === undefined ? {} : { limit: String(limit) } },
        ...init,
      }),
    );
  }

  teamCandidates(projectId: string, search: string | null | undefined) {
    return this.call((init) =>
      this.api.GET('/projects/{projectId}/team/candidates', {
        params: { path: { projectId }, query: { search: search ?? undefined } },
        ...init,
      }),
    );
  }

  addTeamMember(projectId: string, userId: string, roleOnProject: string | null | undefined) {
    const body = {
      user_id: userId,
      ...(roleOnProject !== undefined ? { role_on_project: roleOnProject } : {}),
    };
    return this.call((init) =>
      this.api.POST('/projects/{projectId}/team', { params: { path: { projectId } }, body, ...init }),
    );
  }

  async removeTeamMember(projectId: string, userId: string): Promise<void> {
    await this.call((init) =>
      this.api.DELETE('/projects/{projectId}/team/{userId}', {
        params: { path: { projectId, userId } },
        ...init,
      }),
    );
  }

  notes(projectId: string, limit?: number): Promise<NotesAnswer> {
    const prefetched = this.take<NotesAnswer>(`notes:${projectId}:${limit}`);
    if (prefetched) return Promise.resolve(prefetched);
    return this.call((init) =>
      this.api.GET('/projects/{projectId}/notes', {
        params: { path: { projectId }, query: limit === undefined ? {} : { limit: String(limit) } },
        ...init,
      }),
    );
  }

  addNote(projectId: string, content: string, visibility: string | null | undefined) {
    const body = checkedByCoreApi<JsonBody<'/projects/{projectId}/notes', 'post'>>({
      content,
      ...(visibility != null ? { visibility_level: visibility } : {}),
    });
    return this.call((init) =>
      this.api.POST('/projects/{projectId}/notes', { params: { path: { projectId } }, body, ...init }),
    );
  }

  updateNote(
    projectId: string,
    noteId: string,
    changes: { content?: string | null; visibility_level?: string | null },
  ) {
    const body = checkedByCoreApi<JsonBody<'/projects/{projectId}/notes/{noteId}', 'put'>>(
      Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined && v !== null)),
    );
    return this.call((init) =>
      this.api.PUT('/projects/{projectId}/notes/{noteId}', {
        params: { path: { projectId, noteId } },
        body,
        ...init,
      }),
    );
  }

  async deleteNote(projectId: string, noteId: string): Promise<void> {
    await this.call((init) =>
      this.api.DELETE('/projects/{projectId}/notes/{noteId}', {
        params: { path: { projectId, noteId } },
        ...init,
      }),
    );
  }

  async stats(projectId: string): Promise<ProjectStats> {
    const prefetched = this.take<Schema<'ProjectStats'>>(`stats:${projectId}`);
    if (prefetched) return toStats(prefetched);
    return toStats(
      await this.call((init) =>
        this.api.GET('/projects/{projectId}/stats', { params: { path: { projectId } }, ...init }),
      ),
    );
  }

  managerCandidates(search: string | null | undefined) {
    return this.call((init) =>
      this.api.GET('/projects/manager-candidates', {
        params: { query: { search: search ?? undefined } },
        ...init,
      }),
    );
  }

  activity(projectId: string, page: number | null | undefined, size: number | null | undefined) {
    const query = {
      page: page != null ? String(page) : undefined,
      size: size != null ? String(size) : undefined,
    };
    return this.call((init) =>
      this.api.GET('/projects/{projectId}/activity', { params: { path: { projectId }, query }, ...init }),
    );
  }

  folderStatus(projectId: string) {
    return this.call((init) =>
      this.api.GET('/projects/{projectId}/folder-status', { params: { path: { projectId } }, ...init }),
    );
  }

  cloudFilings(projectId: string) {
    return this.call((init) =>
      this.api.GET('/projects/{projectId}/cloud-filings', { params: { path: { projectId } }, ...init }),
    );
  }

  retryCloudFiling(filingId: string) {
    return this.call((init) =>
      this.api.POST('/cloud-drive/filings/{filingId}/retry', { params: { path: { filingId } }, ...init }),
    );
  }

  createFolderStructure(projectId: string) {
    return this.call(
      (init) =>
        this.api.POST('/projects/{projectId}/create-folder-structure', {
          params: { path: { projectId } },
          ...init,
        }),
      { timeoutMs: FOLDER_CREATION_TIMEOUT_MS },
    );
  }

  files(projectId: string) {
    return this.call((init) =>
      this.api.GET('/uploads', { params: { query: { project_id: projectId } }, ...init }),
    );
  }
}
