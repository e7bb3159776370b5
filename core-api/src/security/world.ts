// Owns the fixtures the security suites share: a company with one user per role (the worker on the team of the
// project under test), another company with its own admin and records, a superadmin, and bearer headers.
import { randomBytes, randomUUID } from 'node:crypto';
import { roleAtLeast } from '../lib/auth.js';
import { signAccessToken } from '../lib/tokens.js';
import type { RouteDef } from '../kit/route.js';
import type { Company } from '../models/index.js';
import {
  Invitation,
  PasswordResetToken,
  Project,
  ProjectNote,
  ProjectTeamMember,
  Superadmin,
  Upload,
  type Role,
  type User,
} from '../models/index.js';
import { hashResetToken } from '../modules/auth/index.js';
import { signSuperadminToken } from '../lib/superadmin-auth.js';
import { TEST_JWT_SECRET } from '../test/secret.js';
import { createCompany, createUser, DEFAULT_PASSWORD } from '../test/factories.js';

export const ACTORS = ['anon', 'worker', 'supervisor', 'manager', 'admin', 'superadmin', 'foreign'] as const;
export type ActorName = (typeof ACTORS)[number];
export const COMPANY_ROLES: Role[] = ['worker', 'supervisor', 'manager', 'admin'];

export interface World {
  company: Company;
  users: Record<Role, User>;
  foreignCompany: Company;
  foreignAdmin: User;
  superadmin: Superadmin;
  /** The Authorization header for an actor (none for anon). */
  auth(actor: ActorName): Record<string, string>;
}

let superadmin: Superadmin | undefined;

export async function createWorld(): Promise<World> {
  const company = await createCompany();
  const users = {} as Record<Role, User>;
  for (const role of COMPANY_ROLES) users[role] = await createUser(company, { role });
  const foreignCompany = await createCompany();
  const foreignAdmin = await createUser(foreignCompany, { role: 'admin' });
  superadmin ??= await Superadmin.create({
    username: `sec-${randomUUID().slice(0, 8)}`,
    password_hash: (await createUser(foreignCompany, { role: 'worker' })).password_hash,
  });
  const sa = superadmin;
  const tokens: Record<ActorName, string | undefined> = {
    anon: undefined,
    worker: signAccessToken(TEST_JWT_SECRET, users.worker, 3600).access_token,
    supervisor: signAccessToken(TEST_JWT_SECRET, users.supervisor, 3600).access_token,
    manager: signAccessToken(TEST_JWT_SECRET, users.manager, 3600).access_token,
    admin: signAccessToken(TEST_JWT_SECRET, users.admin, 3600).access_token,
    superadmin: signSuperadminToken(TEST_JWT_SECRET, sa).access_token,
    foreign: signAccessToken(TEST_JWT_SECRET, foreignAdmin, 3600).access_token,
  };
  return {
    company,
    users,
    foreignCompany,
    foreignAdmin,
    superadmin: sa,
    auth: (actor): Record<string, string> => {
      const token = tokens[actor];
      return token ? { Authorization: `Bearer ${token}` } : {};
    },
  };
}

let counter = 0;

/** A project in `company`, with `teamUserIds` on its team. */
export async function makeProject(company: Company, teamUserIds: string[] = []): Promise<Project> {
  counter += 1;
  const project = await Project.create({
    company_id: company.id,
    project_number: `S-${Date.now().toString(36)}-${counter}`,
    name: `Security fixture ${counter}`,
    status: 'active',
  } as Project);
  for (const user_id of teamUserIds) {
    await ProjectTeamMember.create({ company_id: company.id, project_id: project.id, user_id });
  }
  return project;
}

export async function makeNote(
  project: Pick<Project, 'id' | 'company_id'>,
  author: User,
  level: Role = 'worker',
): Promise<ProjectNote> {
  return ProjectNote.create({
    company_id: project.company_id,
    project_id: project.id,
    author_id: author.id,
    content: 'Fixture note',
    visibility_level: level,
  });
}

/** An upload row whose bytes are not needed (metadata routes) — content routes use the API to upload. */
export async function makeUploadRow(
  company: Company,
  uploader: User,
  projectId: string | null,
): Promise<Upload> {
  return Upload.create({
    company_id: company.id,
    project_id: projectId,
    filename: 'fixture.txt',
    content_type: 'text/plain',
    size: 5,
    sha256: '0'.repeat(64),
    storage_provider: 'local',
    storage_key: `${company.id}/_uploads/${randomUUID()}-fixture.txt`,
    uploaded_by: uploader.id,
  });
}

/** A fresh, unused password reset token for `user`; returns the raw token. */
export async function makeResetToken(user: User): Promise<string> {
  const raw = randomBytes(32).toString('base64url');
  await PasswordResetToken.create({
    user_id: user.id,
    token_hash: hashResetToken(raw),
    expires_at: new Date(Date.now() + 3_600_000),
  });
  return raw;
}

/** An open invitation to the user's company, sent by them; returns its link token (what /reset-password takes). */
export async function makeInvitationToken(inviter: User): Promise<string> {
  const raw = randomBytes(32).toString('base64url');
  await Invitation.create({
    company_id: inviter.company_id,
    email: `invited-${randomUUID()}@test.example`,
    first_name: 'Dai',
    last_name: 'Price',
    role: 'worker',
    invited_by: inviter.id,
    token_hash: hashResetToken(raw),
    expires_at: new Date(Date.now() + 3_600_000),
  });
  return raw;
}

export { DEFAULT_PASSWORD };

/**
 * The status a route's declaration implies for a caller, before per-record rules: 401 for the wrong kind of
 * token, 403 below the route's minimum role, 404 for another company's record, else the route's status.
 */
export function impliedStatus(route: RouteDef, actor: ActorName): number {
  const success = route.status;
  const { access } = route;
  if (access.auth === 'public') return success;
  if (access.auth === 'superadmin') return actor === 'superadmin' ? success : 401;
  if (actor === 'anon' || actor === 'superadmin') return 401;
  if (actor === 'foreign') return route.paramNames.length ? 404 : success;
  return roleAtLeast(actor as Role, access.minRole) ? success : 403;
}
