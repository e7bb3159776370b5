// Page objects for /app/projects and /app/projects/{id}, plus GraphQL shortcuts that set up data the way the
// app itself would (same BFF, demo users), so each test owns uniquely named projects.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './login.page';

export type DemoRole = 'worker' | 'supervisor' | 'manager' | 'admin';

export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export async function graphql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<T> {
  const res = await request.post('/graphql', {
    data: { query, variables },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data as T;
}

export async function apiSignIn(request: APIRequestContext, role: DemoRole) {
  const data = await graphql<{ login: { access_token: string; user: { id: string } } }>(
    request,
    `
      mutation L($input: LoginInput!) {
        login(input: $input) {
          access_token
          user {
            id
          }
        }
      }
    `,
    { input: { email: `${role}@demo.example`, password: DEMO_PASSWORD } },
  );
  return { token: data.login.access_token, userId: data.login.user.id };
}

export async function apiCreateProject(
  request: APIRequestContext,
  token: string,
  input: Record<string, unknown>,
): Promise<{ id: string; project_number: string }> {
  const data = await graphql<{ createProject: { id: string; project_number: string } }>(
    request,
    `
      mutation C($input: CreateProjectInput!) {
        createProject(input: $input) {
          id
          project_number
        }
      }
    `,
    { input },
    token,
  );
  return data.createProject;
}

export async function apiAddTeamMember(
  request: APIRequestContext,
  token: string,
  projectId: string,
  userId: string,
) {
  await graphql(
    request,
    `
      mutation A($p: ID!, $u: ID!) {
        addTeamMember(project_id: $p, user_id: $u) {
          id
        }
      }
    `,
    { p: projectId, u: userId },
    token,
  );
}

/**
 * A fresh project, made by `owner` (a demo role), with the demo worker on its team: the start of a day spec.
 * Answers the project, its label in project pickers ("P-0042 Name") and the demo users signed in.
 */
export async function apiProjectWithWorker(
  request: APIRequestContext,
  owner: DemoRole,
  input: { name: string } & Record<string, unknown>,
) {
  const creator = await apiSignIn(request, owner);
  const worker = await apiSignIn(request, 'worker');
  const project = await apiCreateProject(request, creator.token, { status: 'active', ...input });
  await apiAddTeamMember(request, creator.token, project.id, worker.userId);
  return { project, label: `${project.project_number} ${input.name}`, creator, worker };
}

export class ProjectsListPage {
  constructor(private readonly page: Page) {}

  async goto(query = '') {
    await this.page.goto(`/app/projects${query}`);
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  search() {
    return this.page.getByRole('searchbox', { name: 'Search projects' });
  }

  statusFilter() {
    return this.page.getByRole('combobox', { name: 'Status filter' });
  }

  /** The desktop table (cards replace it below 768px). */
  table() {
    return this.page.getByRole('table', { name: 'Projects' });
  }

  projectLink(name: string) {
    return this.page.getByRole('link', { name, exact: true });
  }
}

export class ProjectDetailPage {
  constructor(private readonly page: Page) {}

  async goto(id: string) {
    await this.page.goto(`/app/projects/${id}`);
    await this.loaded();
  }

  /** The page is up (after a goto, or after signing in straight to it: `signInAs(page, role, path)`). */
  async loaded() {
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  button(name: string) {
    return this.page.getByRole('button', { name, exact: true });
  }

  dialog() {
    return this.page.getByRole('alertdialog');
  }

  async confirmWithReason(action: 'Archive' | 'Restore', reason: string) {
    await this.button(action).click();
    const dialog = this.dialog();
    await expect(dialog.getByRole('button', { name: `${action} project` })).toBeDisabled();
    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: `${action} project` }).click();
    await expect(dialog).toBeHidden();
  }

  history() {
    return this.page.getByRole('list', { name: 'Project history' });
  }
}

export async function apiArchiveProject(request: APIRequestContext, token: string, projectId: string) {
  await graphql(
    request,
    `
      mutation A($id: ID!) {
        archiveProject(id: $id, reason: "Handed over") {
          id
        }
      }
    `,
    { id: projectId },
    token,
  );
}

export async function apiAddNote(
  request: APIRequestContext,
  token: string,
  projectId: string,
  content: string,
  visibility = 'worker',
) {
  await graphql(
    request,
    `
      mutation N($p: ID!, $c: String!, $v: String) {
        addProjectNote(project_id: $p, content: $c, visibility_level: $v) {
          id
        }
      }
    `,
    { p: projectId, c: content, v: visibility },
    token,
  );
}

/** The page's width as the browser lays it out: more than the viewport means it scrolls sideways. */
export async function pageScrollWidth(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
}

/**
 * The toast saying `text` — its own element (role status), not the same words elsewhere: a project's history
 * labels its rows as the toasts word them ("Team member removed", "Note deleted"), and the live feed may add that
 * row while the toast shows.
 */
export function toast(page: Page, text: string) {
  return page.getByRole('status').filter({ hasText: text });
}
