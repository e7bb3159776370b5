// Projects through GraphQL against the REAL core-api on real Postgres: note visibility per role end to end,
// one counts call per list (DataLoader), error mapping, folders, delete with force and the PDF pass-through.
import { QueryTypes } from 'sequelize';
import request from 'supertest';
import type { Express } from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createCompany,
  createUser,
  gql as post,
  startRealStack,
  type Company,
  type RealCoreApi,
  type User,
} from '../../test/support.js';

const secret = 'bff-projects-test-secret';
const UPLOAD_LIMIT = 4096;
const ROLE_NAMES = ['worker', 'supervisor', 'manager', 'admin'] as const;
type RoleName = (typeof ROLE_NAMES)[number];

let core: RealCoreApi;
let app: Express;
let company: Company;
const users = {} as Record<RoleName, User>;
let outsider: User;

function gql(query: string, variables: Record<string, unknown>, user?: User) {
  return post(app, query, variables, user && core.tokenFor(user));
}

async function ok<T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown>,
  user: User,
): Promise<T> {
  const res = await gql(query, variables, user);
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return res.body.data as T;
}

const CREATE = `mutation Create($input: CreateProjectInput!) {
  createProject(input: $input) { id project_number name status contract_value_pence folder_state abilities { can_edit can_force_delete } }
}`;
const ADD_MEMBER = `mutation Add($p: ID!, $u: ID!) { addTeamMember(project_id: $p, user_id: $u, role_on_project: "Operative") { user_id role_on_project } }`;
const ADD_NOTE = `mutation Note($p: ID!, $c: String!, $v: String) { addProjectNote(project_id: $p, content: $c, visibility_level: $v) { id visibility_level can_edit } }`;
const PROJECT = `query P($id: ID!) { project(id: $id) { id name note_count team_count notes { content visibility_level } } }`;

async function createProject(
  name: string,
  as: User = users.manager,
): Promise<{ id: string; project_number: string }> {
  const data = await ok<{ createProject: { id: string; project_number: string } }>(
    CREATE,
    {
      input: {
        name,
        client_name: 'Cardiff Council',
        site_postcode: 'cf10 1aa',
        contract_value_pence: 125_000_000,
      },
    },
    as,
  );
  return data.createProject;
}

beforeAll(async () => {
  ({ core, app } = await startRealStack(secret, { uploadMaxBytes: UPLOAD_LIMIT }));
  company = await createCompany();
  for (const role of ROLE_NAMES) users[role] = await createUser(company, { role });
  outsider = await createUser(await createCompany(), { role: 'admin' });
}, 120_000);

afterAll(async () => {
  await core?.close();
});

beforeEach(() => {
  core.requests.length = 0;
});

describe('note visibility through GraphQL', () => {
  it('a worker, supervisor, manager and admin each read exactly the notes at or below their role', async () => {
    const project = await createProject('Visibility Court');
    for (const role of ROLE_NAMES) {
      if (role !== 'manager') await ok(ADD_MEMBER, { p: project.id, u: users[role].id }, users.manager);
    }
    for (const level of ROLE_NAMES) {
      await ok(ADD_NOTE, { p: project.id, c: `note for ${level}`, v: level }, users.admin);
    }

    const expected: Record<RoleName, string[]> = {
      worker: ['worker'],
      supervisor: ['worker', 'supervisor'],
      manager: ['worker', 'supervisor', 'manager'],
      admin: ['worker', 'supervisor', 'manager', 'admin'],
    };
    for (const role of ROLE_NAMES) {
      const data = await ok<{
        project: {
          note_count: number;
          team_count: number;
          notes: { content: string; visibility_level: string }[];
        };
      }>(PROJECT, { id: project.id }, users[role]);
      const levels = data.project.notes.map((n) => n.visibility_level).sort();
      expect(levels, role).toEqual([...expected[role]].sort());
      expect(data.project.notes.map((n) => n.content).sort()).toEqual(
        expected[role].map((l) => `note for ${l}`).sort(),
      );
      expect(data.project.note_count, role).toBe(expected[role].length);
      expect(data.project.team_count).toBe(3);
    }
  });

  it('a worker cannot make a note visible above their role: core-api message word for word', async () => {
    const project = await createProject('Levels House');
    await ok(ADD_MEMBER, { p: project.id, u: users.worker.id }, users.manager);
    const res = await gql(ADD_NOTE, { p: project.id, c: 'secret', v: 'manager' }, users.worker);
    expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(res.body.errors[0].message).toContain('You cannot make a note visible only above your own role');
  });
});

describe('lists and DataLoader', () => {
  it('a 20-item list with team and note counts makes exactly one counts call', async () => {
    const fresh = await createCompany();
    const manager = await createUser(fresh, { role: 'manager' });
    for (let i = 1; i <= 20; i += 1) await createProject(`Batch Site ${i}`, manager);
    core.requests.length = 0;

    const data = await ok<{
      projects: { total: number; items: { team_count: number; note_count: number }[] };
    }>(
      `query { projects(page: 1, size: 20) { total pages items { id project_number team_count note_count } } }`,
      {},
      manager,
    );
    expect(data.projects.total).toBe(20);
    expect(data.projects.items).toHaveLength(20);
    expect(data.projects.items.every((p) => p.team_count === 0 && p.note_count === 0)).toBe(true);
    const countsCalls = core.requests.filter((r) => r.startsWith('GET /api/projects/counts'));
    expect(countsCalls).toHaveLength(1);
    expect(countsCalls[0]!.split('ids=')[1]!.split('%2C')).toHaveLength(20);
    expect(core.requests).toHaveLength(2); // the list and the counts, nothing per row
  });

  it('passes search, archived and for-forms through', async () => {
    const project = await createProject('Searchable Wharf');
    const found = await ok<{ projects: { items: { id: string }[] } }>(
      `query { projects(search: "searchable wharf") { items { id } } }`,
      {},
      users.supervisor,
    );
    expect(found.projects.items.map((p) => p.id)).toEqual([project.id]);
    await ok(
      `mutation A($id: ID!) { archiveProject(id: $id, reason: "Client paused the scheme") { is_archived archive_reason } }`,
      { id: project.id },
      users.manager,
    );
    const archived = await ok<{ archivedProjects: { items: { id: string; is_archived: boolean }[] } }>(
      `query { archivedProjects(search: "Searchable") { items { id is_archived } } }`,
      {},
      users.manager,
    );
    expect(archived.archivedProjects.items).toEqual([{ id: project.id, is_archived: true }]);
    const forms = await ok<{ projectsForForms: { id: string }[] }>(
      `query { projectsForForms { id project_number name } }`,
      {},
      users.manager,
    );
    expect(forms.projectsForForms.some((p) => p.id === project.id)).toBe(false);
  });

  it('maps core-api validation to BAD_USER_INPUT with the message', async () => {
    // Sort and status are enums now (refused by the schema, below); search length is core-api's to check.
    const res = await gql(
      `query S($s: String) { projects(search: $s) { total } }`,
      { s: 'x'.repeat(201) },
      users.manager,
    );
    expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(res.body.errors[0].message).toContain('Search must be at most 200 characters');
  });

  it('filters by several statuses and sorts by the enums', async () => {
    const fresh = await createCompany();
    const manager = await createUser(fresh, { role: 'manager' });
    const [a, b, c] = [
      await createProject('Status Alpha', manager),
      await createProject('Status Bravo', manager),
      await createProject('Status Charlie', manager),
    ];
    const UPDATE = `mutation U($id: ID!, $s: String) { updateProject(id: $id, input: { status: $s }) { status } }`;
    await ok(UPDATE, { id: b!.id, s: 'active' }, manager);
    await ok(UPDATE, { id: c!.id, s: 'on_hold' }, manager);
    core.requests.length = 0;
    const LIST = `query L($status: [ProjectStatus!], $by: ProjectSortField, $order: SortOrder) {
      projects(status: $status, sort_by: $by, sort_order: $order) { items { id status } }
    }`;
    const data = await ok<{ projects: { items: { id: string; status: string }[] } }>(
      LIST,
      { status: ['active', 'on_hold'], by: 'name', order: 'desc' },
      manager,
    );
    expect(data.projects.items).toEqual([
      { id: c!.id, status: 'on_hold' },
      { id: b!.id, status: 'active' },
    ]);
    expect(core.requests[0]).toBe('GET /api/projects?status=active%2Con_hold&sort_by=name&sort_order=desc');
    // A single value is a one-item list (GraphQL input coercion).
    const planning = await ok<{ projects: { items: { id: string }[] } }>(
      LIST,
      { status: 'planning' },
      manager,
    );
    expect(planning.projects.items.map((p) => p.id)).toEqual([a!.id]);
  });

  it('refuses an unknown enum value before any core-api call', async () => {
    const viaVariable = await gql(
      `query L($by: ProjectSortField) { projects(sort_by: $by) { total } }`,
      { by: 'colour' },
      users.manager,
    );
    expect(viaVariable.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(viaVariable.body.errors[0].message).toContain(
      '"colour" does not exist in "ProjectSortField" enum',
    );
    const status = await gql(
      `query L($s: [ProjectStatus!]) { myProjects(status: $s) { total } }`,
      { s: ['active', 'paused'] },
      users.manager,
    );
    expect(status.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(status.body.errors[0].message).toContain('"paused" does not exist in "ProjectStatus" enum');
    const inDocument = await gql(`query { archivedProjects(sort_order: "up") { total } }`, {}, users.manager);
    expect(inDocument.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(inDocument.body.errors[0].message).toContain('Enum "SortOrder" cannot represent');
    expect(core.requests).toEqual([]);
  });

  it('checks page and size limits (PageArgs) before any core-api call', async () => {
    const LIST = `query L($page: Int, $size: Int) { projects(page: $page, size: $size) { total } }`;
    const cases: Array<[Record<string, number>, string]> = [
      [{ size: 101 }, 'Size must be at most 100'],
      [{ size: 0 }, 'Size must be at least 1'],
      [{ page: 0 }, 'Page must be at least 1'],
      [{ page: 1_000_001 }, 'Page must be at most 1000000'],
    ];
    for (const [variables, message] of cases) {
      const res = await gql(LIST, variables, users.manager);
      expect(res.body.errors[0], JSON.stringify(variables)).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT', detail: [message], status: 400, id: 'validation_error' },
      });
    }
    expect(core.requests).toEqual([]);

    const project = await createProject('Paging Yard');
    core.requests.length = 0;
    const activity = await gql(
      `query P($id: ID!) { project(id: $id) { id activity(size: 101) { total } } }`,
      { id: project.id },
      users.manager,
    );
    expect(activity.body.errors[0]).toMatchObject({
      message: 'Size must be at most 100',
      path: ['project', 'activity'],
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(core.requests).toEqual([`GET /api/projects/${project.id}`]);
    const ok100 = await gql(LIST, { page: 1, size: 100 }, users.manager);
    expect(ok100.body.errors).toBeUndefined();
  });
});

describe('one project', () => {
  it("another company's project is NOT_FOUND, and so is an unknown id", async () => {
    const project = await createProject('Private Yard');
    for (const id of [project.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await gql(`query P($id: ID!) { project(id: $id) { id } }`, { id }, outsider);
      expect(res.body.errors[0].extensions.code).toBe('NOT_FOUND');
      expect(res.body.errors[0].message).toBe('Project not found');
      expect(res.body.data.project).toBeNull();
    }
  });

  it('needs a token and refuses a worker creating a project', async () => {
    const anon = await gql(CREATE, { input: { name: 'Nope' } });
    expect(anon.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const worker = await gql(CREATE, { input: { name: 'Nope' } }, users.worker);
    expect(worker.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('creates folders and reports them through folder_status', async () => {
    const project = await createProject('Folder Works');
    const created = await ok<{ createFolderStructure: { status: string; folders: string[] } }>(
      `mutation F($p: ID!) { createFolderStructure(project_id: $p) { status provider folders error } }`,
      { p: project.id },
      users.supervisor,
    );
    expect(created.createFolderStructure.status).toBe('created');
    expect(created.createFolderStructure.folders).toContain('02 Drawings');
    const read = await ok<{ project: { folder_state: string; folder_status: { status: string } } }>(
      `query P($id: ID!) { project(id: $id) { folder_state folder_status { status drive_folder_id } } }`,
      { id: project.id },
      users.manager,
    );
    expect(read.project).toMatchObject({ folder_state: 'created', folder_status: { status: 'created' } });
  });

  it('refuses to delete a project with a team (CONFLICT with the detail), then force deletes it', async () => {
    const project = await createProject('Delete Me Depot');
    await ok(ADD_MEMBER, { p: project.id, u: users.worker.id }, users.manager);
    const DELETE = `mutation D($id: ID!, $force: Boolean) { deleteProject(id: $id, force: $force) }`;
    const refused = await gql(DELETE, { id: project.id }, users.manager);
    expect(refused.body.errors[0].extensions.code).toBe('CONFLICT');
    expect(refused.body.errors[0].message).toContain(`Project ${project.project_number} has 1 team member`);
    const forced = await ok<{ deleteProject: boolean }>(
      DELETE,
      { id: project.id, force: true },
      users.manager,
    );
    expect(forced.deleteProject).toBe(true);
    const gone = await gql(PROJECT, { id: project.id }, users.manager);
    expect(gone.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('resolves team, stats and activity', async () => {
    const project = await createProject('Stats Place');
    await ok(ADD_MEMBER, { p: project.id, u: users.supervisor.id }, users.manager);
    const data = await ok<{
      project: {
        team: { user_id: string; role_on_project: string }[];
        stats: { budget_total_pence: number; spend_vs_budget: unknown[]; dependents: unknown[] };
        activity: { total: number; items: { action: string }[] };
      };
    }>(
      `query P($id: ID!) { project(id: $id) {
        team { user_id role_on_project role }
        stats { team_count budget_total_pence spend_vs_budget { category budget_pence } dependents { key label count } }
        activity(page: 1, size: 10) { total items { action details actor { first_name } } }
      } }`,
      { id: project.id },
      users.manager,
    );
    expect(data.project.team).toEqual([
      expect.objectContaining({ user_id: users.supervisor.id, role_on_project: 'Operative' }),
    ]);
    expect(data.project.stats.spend_vs_budget).toHaveLength(6);
    // Everything that hangs off the project, one entry per module's dependent.
    const dependents = data.project.stats.dependents as { key: string; label: string; count: number }[];
    expect(dependents.slice(0, 3)).toEqual([
      { key: 'team', label: 'team members', count: 1 },
      { key: 'notes', label: 'notes', count: 0 },
      { key: 'files', label: 'files', count: 0 },
    ]);
    // Each business module's dependent follows (plant requests, …), with nothing on a new project.
    expect(dependents.map((d) => d.key)).toContain('plant_requests');
    expect(dependents.slice(3).every((d) => d.count === 0)).toBe(true);
    expect(data.project.activity.items.map((a) => a.action)).toEqual(['team_member_added', 'created']);
  });

  it('answers the first team members and the newest notes with (first:), beside the whole list and its count', async () => {
    const project = await createProject('Long Team Yard');
    for (const role of ['worker', 'admin', 'supervisor'] as const) {
      await ok(ADD_MEMBER, { p: project.id, u: users[role].id }, users.manager);
    }
    const data = await ok<{
      project: { team_count: number; all: { user_id: string }[]; first: { user_id: string }[] };
    }>(
      `query P($id: ID!) { project(id: $id) { team_count all: team { user_id } first: team(first: 2) { user_id } } }`,
      { id: project.id },
      users.worker,
    );
    expect(data.project.team_count).toBe(3);
    expect(data.project.all).toHaveLength(3);
    expect(data.project.first).toEqual(data.project.all.slice(0, 2));
    for (const c of ['one', 'two', 'three']) {
      await ok(ADD_NOTE, { p: project.id, c, v: 'worker' }, users.manager);
    }
    const notes = await ok<{ project: { note_count: number; latest: { content: string }[] } }>(
      `query P($id: ID!) { project(id: $id) { note_count latest: notes(first: 2) { content } } }`,
      { id: project.id },
      users.worker,
    );
    expect(notes.project).toEqual({ note_count: 3, latest: [{ content: 'three' }, { content: 'two' }] });
    for (const first of [0, 101]) {
      const refused = await gql(
        `query P($id: ID!, $first: Int) { project(id: $id) { team(first: $first) { user_id } } }`,
        { id: project.id, first },
        users.worker,
      );
      expect(refused.body.errors[0].extensions.code, String(first)).toBe('BAD_USER_INPUT');
      expect(refused.body.errors[0].message).toMatch(/first must be at (least 1|most 100)/);
    }
  });
});

describe('the project page in one core-api call (issue 36)', () => {
  const PAGE = `query P($id: ID!, $n: Int) { project(id: $id) { ...Head team_count note_count
    team(first: 2) { user_id role }
    ... on Project { notes(first: $n) { content visibility_level can_edit } }
    stats { team_count note_count budget_total_pence dependents { key count } }
  } }
  fragment Head on Project { id name contract_value_pence }`;
  // The same fields, each under a directive: left to their own resolvers, one core-api call per part.
  const APART = PAGE.replace('team(first: 2)', 'team(first: 2) @include(if: true)')
    .replace('notes(first: $n)', 'notes(first: $n) @include(if: true)')
    .replace('stats {', 'stats @include(if: true) {');

  it('fetches the project with its team, notes and stats (and their counts) in one call, as the parts answer apart', async () => {
    const project = await createProject('One Call Wharf');
    for (const role of ['worker', 'supervisor', 'admin'] as const) {
      await ok(ADD_MEMBER, { p: project.id, u: users[role].id }, users.manager);
    }
    for (const level of ['worker', 'supervisor', 'manager', 'worker'] as const) {
      await ok(ADD_NOTE, { p: project.id, c: `for ${level}`, v: level }, users.manager);
    }
    for (const role of ROLE_NAMES) {
      core.requests.length = 0;
      const together = await ok(PAGE, { id: project.id, n: 3 }, users[role]);
      expect(core.requests, role).toEqual([
        `GET /api/projects/${project.id}/detail?include=team%2Cnotes%2Cstats&team_limit=2&notes_limit=3`,
      ]);
      core.requests.length = 0;
      const apart = await ok(APART, { id: project.id, n: 3 }, users[role]);
      expect(core.requests.length, role).toBe(5); // project, team, notes, stats, counts
      expect(together, role).toEqual(apart);
    }
    // What each role may see still holds on the one call: a worker reads worker notes and no commercial terms.
    const worker = await ok<{
      project: { contract_value_pence: number | null; notes: { visibility_level: string }[] };
    }>(PAGE, { id: project.id, n: 10 }, users.worker);
    expect(worker.project.contract_value_pence).toBeNull();
    expect(worker.project.notes.map((n) => n.visibility_level)).toEqual(['worker', 'worker']);
  });

  it('asks only for the parts the operation names; NOT_FOUND for a project the caller may not see', async () => {
    const project = await createProject('Stats Only Quay');
    core.requests.length = 0;
    await ok(
      `query P($id: ID!) { project(id: $id) { id stats { team_count } } }`,
      { id: project.id },
      users.admin,
    );
    expect(core.requests).toEqual([`GET /api/projects/${project.id}/detail?include=stats`]);
    core.requests.length = 0;
    await ok(`query P($id: ID!) { project(id: $id) { id name } }`, { id: project.id }, users.admin);
    expect(core.requests).toEqual([`GET /api/projects/${project.id}`]);
    for (const who of [outsider, users.worker]) {
      const res = await gql(PAGE, { id: project.id, n: 2 }, who);
      expect(res.body.errors[0].extensions.code).toBe('NOT_FOUND');
      expect(res.body.data.project).toBeNull();
    }
  });
});

describe('binary pass-through', () => {
  it('streams the PDF export with its content type and disposition; 401 without a token', async () => {
    const project = await createProject('Export Terrace');
    const res = await request(app)
      .get(`/files/projects/${project.id}/export?format=pdf`)
      .set('authorization', `Bearer ${core.tokenFor(users.manager)}`)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.headers['content-disposition']).toContain(`${project.project_number}-export-terrace.pdf`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect((res.body as Buffer).subarray(0, 4).toString()).toBe('%PDF');

    const anon = await request(app).get(`/files/projects/${project.id}/export`);
    expect(anon.status).toBe(401);
    const bad = await request(app)
      .get(`/files/projects/${project.id}/export?format=docx`)
      .set('authorization', `Bearer ${core.tokenFor(users.manager)}`);
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toEqual(['Unsupported export format. Use pdf']);
    const hidden = await request(app)
      .get(`/files/projects/${project.id}/export`)
      .set('authorization', `Bearer ${core.tokenFor(outsider)}`);
    expect(hidden.status).toBe(404);
  });

  it('streams an upload through, lists it on the project and streams it back; 413 and 400 kept', async () => {
    const project = await createProject('Upload Mews');
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< >>\n%%EOF\n');
    const auth = `Bearer ${core.tokenFor(users.manager)}`;
    const created = await request(app)
      .post('/files/uploads')
      .set('authorization', auth)
      .field('project_id', project.id)
      .attach('file', pdf, { filename: 'site-survey.pdf', contentType: 'application/pdf' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      filename: 'site-survey.pdf',
      content_type: 'application/pdf',
      size: pdf.length,
    });

    const listed = await ok<{ project: { files: { id: string; filename: string }[] } }>(
      `query P($id: ID!) { project(id: $id) { files { id filename content_type size created_at } } }`,
      { id: project.id },
      users.manager,
    );
    expect(listed.project.files.map((f) => f.filename)).toEqual(['site-survey.pdf']);

    const content = await request(app)
      .get(`/files/uploads/${created.body.id}/content`)
      .set('authorization', auth)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(content.status).toBe(200);
    expect(content.headers['content-type']).toContain('application/pdf');
    expect(content.headers['content-disposition']).toContain('site-survey.pdf');
    expect(content.headers['x-content-type-options']).toBe('nosniff');
    expect(content.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.compare(content.body as Buffer, pdf)).toBe(0);

    const tooBig = await request(app)
      .post('/files/uploads')
      .set('authorization', auth)
      .attach('file', Buffer.concat([pdf, Buffer.alloc(UPLOAD_LIMIT)]), 'huge.pdf');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.detail).toContain('File is too large');

    const text = await request(app)
      .post('/files/uploads')
      .set('authorization', auth)
      .attach('file', Buffer.from([0x1f, 0x8b, 0x08, 0x00, 1, 2, 3, 4, 5, 6, 7, 8]), 'archive.gz');
    expect(text.status).toBe(400);
    expect(text.body.detail).toEqual([expect.stringContaining('File type not allowed')]);

    const removed = await request(app).delete(`/files/uploads/${created.body.id}`).set('authorization', auth);
    expect(removed.status).toBe(204);
  });
});

describe('retries that never duplicate', () => {
  it('a createProject retried with the same Idempotency-Key makes one project and answers the same', async () => {
    const send = () =>
      request(app)
        .post('/graphql')
        .set('content-type', 'application/json')
        .set('authorization', `Bearer ${core.tokenFor(users.manager)}`)
        .set('idempotency-key', 'web-submit-7f3a')
        .send({ query: CREATE, variables: { input: { name: 'Retry Lane Depot' } } });
    const first = await send();
    const again = await send();
    expect(first.body.data.createProject.id).toBeDefined();
    expect(again.body.data.createProject.id).toBe(first.body.data.createProject.id);
    const count = await core.sequelize.query<{ n: string }>(
      "SELECT count(*) AS n FROM projects WHERE name = 'Retry Lane Depot'",
      { type: QueryTypes.SELECT },
    );
    expect(Number(count[0]!.n)).toBe(1);
    expect(core.requests.filter((r) => r === 'POST /api/projects')).toHaveLength(2);
  });

  it('a note submitted twice with one key (the web form’s retry) is one note; the next key makes the next', async () => {
    const { id } = await createProject('Retry Note Yard');
    const send = (key: string, content: string) =>
      request(app)
        .post('/graphql')
        .set('content-type', 'application/json')
        .set('authorization', `Bearer ${core.tokenFor(users.worker)}`)
        .set('idempotency-key', key)
        .send({ query: ADD_NOTE, variables: { p: id, c: content } });
    await ok(ADD_MEMBER, { p: id, u: users.worker.id }, users.manager);
    const first = await send('note-form-1', 'Skip arrives 9am');
    const again = await send('note-form-1', 'Skip arrives 9am');
    expect(first.body.errors).toBeUndefined();
    expect(again.body.data.addProjectNote.id).toBe(first.body.data.addProjectNote.id);
    // The same key with something else typed is refused, never a silent second note.
    const changed = await send('note-form-1', 'Skip arrives 10am');
    expect(changed.body.errors[0].message).toBe(
      'This idempotency key was already used for a different request',
    );
    const next = await send('note-form-2', 'Skip arrives 9am');
    expect(next.body.data.addProjectNote.id).not.toBe(first.body.data.addProjectNote.id);
    const notes = await ok<{ project: { notes: { content: string }[] } }>(PROJECT, { id }, users.manager);
    expect(notes.project.notes.map((n) => n.content)).toEqual(['Skip arrives 9am', 'Skip arrives 9am']);
  });
});
