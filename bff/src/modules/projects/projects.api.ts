// core-api's /projects and /uploads calls (docs/contract-projects.md) for the project resolvers and loaders.
import type { CoreApiClient } from '../../lib/core-api-client.js';
import { plain } from '../auth/auth.api.js';
import type { CreateProjectInput, UpdateProjectInput } from './projects.input.js';
import type {
  ActivityPage,
  FolderStatus,
  Project,
  ProjectJson,
  ProjectNote,
  ProjectOption,
  ProjectPage,
  ProjectStats,
  TeamMember,
  UploadedFile,
  UserSummary,
} from './projects.type.js';

/** The spec's folder-creation timeout (§9); every other call keeps the client's 15 s. */
export const FOLDER_CREATION_TIMEOUT_MS = 30_000;

export interface ListQuery {
  page?: number | null;
  size?: number | null;
  status?: string | null;
  include_archived?: boolean | null;
  search?: string | null;
  sort_by?: string | null;
  sort_order?: string | null;
}

export interface ProjectCounts {
  project_id: string;
  team_count: number;
  note_count: number;
}

/** `?a=1&b=x` from the set values only; absent and null values are left to core-api's defaults. */
export function queryString(params: Record<string, string | number | boolean | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** core-api names the row's folder state `folder_status`; GraphQL resolves that name to the full status. */
export function toProject(json: ProjectJson): Project {
  const { folder_status, ...rest } = json;
  return { ...rest, folder_state: folder_status };
}

function toPage(page: Omit<ProjectPage, 'items'> & { items: ProjectJson[] }): ProjectPage {
  return { ...page, items: page.items.map(toProject) };
}

const enc = encodeURIComponent;

export class ProjectApi {
  constructor(private readonly client: CoreApiClient) {}

  async list(kind: 'all' | 'archived' | 'my', query: ListQuery): Promise<ProjectPage> {
    const path = kind === 'all' ? '/projects/' : `/projects/${kind}`;
    const params = kind === 'all' ? { ...query } : { ...query, include_archived: undefined };
    return toPage(await this.client.get(`${path}${queryString(params)}`));
  }

  forForms(): Promise<ProjectOption[]> {
    return this.client.get('/projects/for-forms');
  }

  async get(id: string): Promise<Project> {
    return toProject(await this.client.get(`/projects/${enc(id)}`));
  }

  async batch(ids: readonly string[]): Promise<Project[]> {
    const body = await this.client.get<{ items: ProjectJson[] }>(
      `/projects/batch${queryString({ ids: ids.join(',') })}`,
    );
    return body.items.map(toProject);
  }

  async counts(ids: readonly string[]): Promise<ProjectCounts[]> {
    const body = await this.client.get<{ items: ProjectCounts[] }>(
      `/projects/counts${queryString({ ids: ids.join(',') })}`,
    );
    return body.items;
  }

  async create(input: CreateProjectInput): Promise<Project> {
    return toProject(await this.client.post('/projects/', plain(input)));
  }

  async update(id: string, input: UpdateProjectInput): Promise<Project> {
    return toProject(await this.client.put(`/projects/${enc(id)}`, plain(input)));
  }

  async archive(id: string, reason: string): Promise<Project> {
    return toProject(await this.client.post(`/projects/${enc(id)}/archive`, { reason }));
  }

  async restore(id: string, reason: string): Promise<Project> {
    return toProject(await this.client.post(`/projects/${enc(id)}/restore`, { reason }));
  }

  async remove(id: string, force: boolean): Promise<void> {
    await this.client.delete(`/projects/${enc(id)}${queryString({ force: force || undefined })}`);
  }

  team(id: string): Promise<TeamMember[]> {
    return this.client.get(`/projects/${enc(id)}/team`);
  }

  teamCandidates(id: string, search: string | null | undefined): Promise<UserSummary[]> {
    return this.client.get(`/projects/${enc(id)}/team/candidates${queryString({ search })}`);
  }

  addTeamMember(id: string, userId: string, roleOnProject: string | null | undefined): Promise<TeamMember> {
    return this.client.post(`/projects/${enc(id)}/team`, {
      user_id: userId,
      ...(roleOnProject !== undefined ? { role_on_project: roleOnProject } : {}),
    });
  }

  async removeTeamMember(id: string, userId: string): Promise<void> {
    await this.client.delete(`/projects/${enc(id)}/team/${enc(userId)}`);
  }

  notes(id: string): Promise<ProjectNote[]> {
    return this.client.get(`/projects/${enc(id)}/notes`);
  }

  addNote(id: string, content: string, visibility: string | null | undefined): Promise<ProjectNote> {
    return this.client.post(`/projects/${enc(id)}/notes`, {
      content,
      ...(visibility != null ? { visibility_level: visibility } : {}),
    });
  }

  updateNote(
    id: string,
    noteId: string,
    changes: { content?: string | null; visibility_level?: string | null },
  ): Promise<ProjectNote> {
    const body = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined && v !== null));
    return this.client.put(`/projects/${enc(id)}/notes/${enc(noteId)}`, body);
  }

  async deleteNote(id: string, noteId: string): Promise<void> {
    await this.client.delete(`/projects/${enc(id)}/notes/${enc(noteId)}`);
  }

  stats(id: string): Promise<ProjectStats> {
    return this.client.get(`/projects/${enc(id)}/stats`);
  }

  activity(
    id: string,
    page: number | null | undefined,
    size: number | null | undefined,
  ): Promise<ActivityPage> {
    return this.client.get(`/projects/${enc(id)}/activity${queryString({ page, size })}`);
  }

  folderStatus(id: string): Promise<FolderStatus> {
    return this.client.get(`/projects/${enc(id)}/folder-status`);
  }

  createFolderStructure(id: string): Promise<FolderStatus> {
    return this.client.post(`/projects/${enc(id)}/create-folder-structure`, undefined, {
      timeoutMs: FOLDER_CREATION_TIMEOUT_MS,
    });
  }

  async files(projectId: string): Promise<UploadedFile[]> {
    const body = await this.client.get<UploadedFile[] | { items: UploadedFile[] }>(
      `/uploads${queryString({ project_id: projectId })}`,
    );
    return Array.isArray(body) ? body : body.items;
  }
}
