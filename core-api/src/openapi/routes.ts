// Owns the one table of every REST route core-api mounts: method, path, who may call it, the zod schemas that
// validate its input and the status codes it answers. The OpenAPI document (/api/openapi.json) is generated
// from it, a test fails when the mounted app and this table disagree, and the security matrix reads it too —
// so it stays plain, exported, typed data. Add a row in the same change that mounts a route.
import { z } from 'zod';
import type { Role } from '../models/index.js';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  logoutSchema,
  resetPasswordSchema,
  updateMeSchema,
} from '../modules/auth/auth.schema.js';
import { contactSchema } from '../modules/contact/contact.schema.js';
import {
  addTeamMemberSchema,
  candidatesQuerySchema,
  createNoteSchema,
  createProjectSchema,
  deleteQuerySchema,
  exportQuerySchema,
  idsQuerySchema,
  listQuerySchema,
  pageQuerySchema,
  reasonSchema,
  updateNoteSchema,
  updateProjectSchema,
} from '../modules/projects/projects.schema.js';
import { deviceIdSchema, pushTokenSchema } from '../modules/push-tokens/push-tokens.routes.js';
import { updateSettingsSchema } from '../modules/settings/settings.schema.js';
import {
  companiesQuerySchema,
  companyStatusSchema,
  pageQuerySchema as superadminPageQuerySchema,
  setupCompanySchema,
  superadminLoginSchema,
} from '../modules/superadmin/superadmin.schema.js';
import { listUploadsQuerySchema } from '../modules/uploads/uploads.routes.js';
import { changeRoleSchema, createUserSchema, listUsersQuerySchema } from '../modules/users/users.schema.js';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Who may call a route: anyone; a signed-in company user (then `minRole` is the lowest company role that is
 * allowed, before any per-record rule such as "worker only on their team"); the platform superadmin.
 */
export type RouteAuth = 'public' | 'company' | 'superadmin';

/** What a successful answer carries. */
export type SuccessBody = 'json' | 'pdf' | 'binary' | 'none';

export interface RouteSpec {
  method: HttpMethod;
  /** OpenAPI form, relative to /api, no trailing slash: `/projects/{id}/notes/{noteId}`. */
  path: string;
  summary: string;
  tag: string;
  auth: RouteAuth;
  /** For `company` routes: the lowest role that may call it (worker < supervisor < manager < admin). */
  minRole?: Role;
  /** Extra rule beyond the role, in words (e.g. "author or manager+"); documented in the description. */
  rule?: string;
  /** One schema per path parameter (documentation only where the route answers 404 for a malformed id). */
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** How the body travels; `multipart` adds a required binary `file` part beside the body's fields. */
  bodyMedia?: 'json' | 'multipart';
  /** Status code → description. The first 2xx is the success answer, described by `success`. */
  responses: Readonly<Record<number, string>>;
  success?: SuccessBody;
}

const projectId = z.object({
  id: z.string().describe('Project id (uuid). Unknown, malformed, not visible or another company’s → 404'),
});
const projectAndUser = projectId.extend({ userId: z.string().describe('User id (uuid) of the team member') });
const projectAndNote = projectId.extend({ noteId: z.string().describe('Note id (uuid)') });
const uploadId = z.object({
  id: z.string().describe('Upload id (uuid). Unknown or another company’s → 404'),
});
const userId = z.object({
  id: z.string().describe('User id (uuid). Malformed, unknown or another company’s → 404'),
});
const companyId = z.object({ id: z.string().describe('Company id (uuid). Malformed or unknown → 404') });

const R = {
  ok: 'OK',
  created: 'Created',
  noContent: 'No content',
  invalid: 'Validation failed: `detail` lists the messages',
  unauthenticated: 'Not signed in, or the session has expired',
  forbidden: 'The role does not allow this',
  notFound: 'Not found, or belongs to another company',
  conflict: 'The record’s state does not allow this',
  limited: 'Too many attempts; see Retry-After',
} as const;

/** Every REST route under /api. */
export const ROUTES: readonly RouteSpec[] = [
  // meta
  {
    method: 'get',
    path: '/openapi.json',
    summary: 'This API description (OpenAPI 3.1)',
    tag: 'meta',
    auth: 'public',
    responses: { 200: R.ok },
  },
  {
    method: 'get',
    path: '/health',
    summary: 'Liveness: the process answers',
    tag: 'meta',
    auth: 'public',
    responses: { 200: R.ok },
  },
  {
    method: 'get',
    path: '/ready',
    summary: 'Readiness: the database answers',
    tag: 'meta',
    auth: 'public',
    responses: { 200: R.ok, 503: 'Database unavailable' },
  },

  // auth
  {
    method: 'post',
    path: '/auth/login',
    summary: 'Sign in with email and password',
    tag: 'auth',
    auth: 'public',
    body: loginSchema,
    responses: { 200: R.ok, 400: R.invalid, 401: 'Invalid email or password', 429: R.limited },
  },
  {
    method: 'post',
    path: '/auth/register',
    summary: 'Public registration (closed)',
    tag: 'auth',
    auth: 'public',
    responses: { 403: 'Public registration is closed' },
  },
  {
    method: 'get',
    path: '/auth/me',
    summary: 'The signed-in user',
    tag: 'auth',
    auth: 'company',
    minRole: 'worker',
    responses: { 200: R.ok, 401: R.unauthenticated },
  },
  {
    method: 'put',
    path: '/auth/me',
    summary: 'Update own name and phone',
    tag: 'auth',
    auth: 'company',
    minRole: 'worker',
    body: updateMeSchema,
    responses: { 200: R.ok, 400: R.invalid, 401: R.unauthenticated },
  },
  {
    method: 'post',
    path: '/auth/change-password',
    summary: 'Change own password (answers a fresh session)',
    tag: 'auth',
    auth: 'company',
    minRole: 'worker',
    body: changePasswordSchema,
    responses: { 200: R.ok, 400: R.invalid, 401: R.unauthenticated },
  },
  {
    method: 'post',
    path: '/auth/refresh',
    summary: 'Exchange a valid token for a fresh one',
    tag: 'auth',
    auth: 'company',
    minRole: 'worker',
    responses: { 200: R.ok, 401: R.unauthenticated },
  },
  {
    method: 'post',
    path: '/auth/forgot-password',
    summary: 'Request a password reset link (same answer whether or not the email exists)',
    tag: 'auth',
    auth: 'public',
    body: forgotPasswordSchema,
    responses: { 200: R.ok, 400: R.invalid, 429: R.limited },
  },
  {
    method: 'post',
    path: '/auth/reset-password',
    summary: 'Set a new password with a reset token',
    tag: 'auth',
    auth: 'public',
    body: resetPasswordSchema,
    responses: { 200: R.ok, 400: R.invalid },
  },
  {
    method: 'post',
    path: '/auth/logout',
    summary: 'Sign out this device (forgets its push token)',
    tag: 'auth',
    auth: 'company',
    minRole: 'worker',
    body: logoutSchema,
    responses: { 204: R.noContent, 400: R.invalid, 401: R.unauthenticated },
    success: 'none',
  },

  // contact, push tokens
  {
    method: 'post',
    path: '/contact',
    summary: 'Send a contact enquiry',
    tag: 'contact',
    auth: 'public',
    body: contactSchema,
    responses: { 201: R.created, 400: R.invalid, 429: R.limited },
  },
  {
    method: 'post',
    path: '/push-tokens',
    summary: 'Register this device’s push token (upsert per device)',
    tag: 'push-tokens',
    auth: 'company',
    minRole: 'worker',
    body: pushTokenSchema,
    responses: { 204: R.noContent, 400: R.invalid, 401: R.unauthenticated },
    success: 'none',
  },
  {
    method: 'delete',
    path: '/push-tokens/{deviceId}',
    summary: 'Remove one of the caller’s own devices',
    tag: 'push-tokens',
    auth: 'company',
    minRole: 'worker',
    params: z.object({ deviceId: deviceIdSchema }),
    responses: { 204: R.noContent, 400: R.invalid, 401: R.unauthenticated },
    success: 'none',
  },

  // projects (docs/contract-projects.md)
  ...(
    [
      ['/projects', 'List projects (workers: only their teams’)'],
      ['/projects/archived', 'List archived projects'],
      ['/projects/my', 'List projects the caller is on the team of'],
    ] as const
  ).map(([path, summary]): RouteSpec => ({
    method: 'get',
    path,
    summary,
    tag: 'projects',
    auth: 'company',
    minRole: 'worker',
    query: listQuerySchema,
    responses: { 200: R.ok, 400: R.invalid, 401: R.unauthenticated },
  })),
  {
    method: 'get',
    path: '/projects/for-forms',
    summary: 'Active projects the caller can file forms against',
    tag: 'projects',
    auth: 'company',
    minRole: 'worker',
    responses: { 200: R.ok, 401: R.unauthenticated },
  },
  {
    method: 'get',
    path: '/projects/batch',
    summary: 'Projects by id, for BFF DataLoaders (invisible ids are left out)',
    tag: 'projects',
    auth: 'company',
    minRole: 'worker',
    query: idsQuerySchema,
    responses: { 200: R.ok, 400: R.invalid, 401: R.unauthenticated },
  },
  {
    method: 'get',
    path: '/projects/counts',
    summary: 'Team and visible-note counts by project id, for BFF DataLoaders',
    tag: 'projects',
    auth: 'company',
    minRole: 'worker',
    query: idsQuerySchema,
    responses: { 200: R.ok, 400: R.invalid, 401: R.unauthenticated },
  },
  {
    method: 'post',
    path: '/projects',
    summary: 'Create a project',
    tag: 'projects',
    auth: 'company',
    minRole: 'supervisor',
    body: createProjectSchema,
    responses: { 201: R.created, 400: R.invalid, 401: R.unauthenticated, 403: R.forbidden },
  },
  {
    method: 'get',
    path: '/projects/{id}',
    summary: 'One project',
    tag: 'projects',
    auth: 'company',
    minRole: 'worker',
    rule: 'workers only for projects whose team they are on',
    params: projectId,
    responses: { 200: R.ok, 401: R.unauthenticated, 404: R.notFound },
  },
  {
    method: 'put',
    path: '/projects/{id}',
    summary: 'Update a project (partial; status follows the transition table)',
    tag: 'projects',
    auth: 'company',
    minRole: 'supervisor',
    params: projectId,
    body: updateProjectSchema,
    responses: {
      200: R.ok,
      400: R.invalid,
      401: R.unauthenticated,
      403: R.forbidden,
      404: R.notFound,
      409: R.conflict,
    },
  },
  ...(
    [
      ['archive', 'Archive a project'],
      ['restore', 'Restore an archived project'],
    ] as const
  ).map(([action, summary]): RouteSpec => ({
    method: 'post',
    path: `/projects/{id}/${action}`,
    summary,
    tag: 'projects',
    auth: 'company',
    minRole: 'manager',
    params: projectId,
    body: reasonSchema,
    responses: {
      200: R.ok,
      400: R.invalid,
      401: R.unauthenticated,
      403: R.forbidden,
      404: R.notFound,
      409: R.conflict,
    },
  })),
  {
    method: 'delete',
    path: '/projects/{id}',
    summary: 'Delete a project (force=true removes what hangs off it: managers and admins)',
    tag: 'projects',
    auth: 'company',
    minRole: 'supervisor',
    rule: 'force=true needs manager+',
    params: projectId,
    query: deleteQuerySchema,
    responses: {
      204: R.noContent,
      400: R.invalid,
      401: R.unauthenticated,
      403: R.forbidden,
      404: R.notFound,
      409: R.conflict,
    },
    success: 'none',
  },
  {
    method: 'get',
    path: '/projects/{id}/team',
    summary: 'The project team',
    tag: 'projects',
    auth: 'company',
    minRole: 'worker',
    params: projectId,
    responses: { 200: R.ok, 401: R.unauthenticated, 404: R.notFound },
  },
  {
    method: 'post',
    path: '/projects/{id}/team',
    summary: 'Add a user of the company to the team',
    tag: 'projects',
    auth: 'company',
    minRole: 'supervisor',
    params: projectId,
    body: addTeamMemberSchema,
    responses: {
      201: R.created,
      400: R.invalid,
      401: R.unauthenticated,
      403: R.forbidden,
      404: R.notFound,
      409: R.conflict,
    },
  },
  {
    method: 'delete',
    path: '/projects/{id}/team/{userId}',
    summary: 'Remove a member from the team',
    tag: 'projects',
    auth: 'company',
    minRole: 'supervisor',
    params: projectAndUser,
    responses: { 204: R.noContent, 401: R.unauthenticated, 403: R.forbidden, 404: R.notFound },
    success: 'none',
  },
  {
    method: 'get',
    path: '/projects/{id}/notes',
    summary: 'Notes the caller may see, newest first',
    tag: 'projects',
    auth: 'company',
    minRole: 'worker',
    params: projectId,
    responses: { 200: R.ok, 401: R.unauthenticated, 404: R.notFound },
  },
  {
    method: 'post',
    path: '/projects/{id}/notes',
    summary: 'Add a note',
    tag: 'projects',
    auth: 'company',
    minRole: 'worker',
    params: projectId,
    body: createNoteSchema,
    responses: { 201: R.created, 400: R.invalid, 401: R.unauthenticated, 404: R.notFound },
  },
  {
    method: 'put',
    path: '/projects/{id}/notes/{noteId}',
    summary: 'Edit a note',
    tag: 'projects',
    auth: 'company',
    minRole: 'worker',
    rule: 'its author, or manager+',
    params: projectAndNote,
    body: updateNoteSchema,
    responses: { 200: R.ok, 400: R.invalid, 401: R.unauthenticated, 403: R.forbidden, 404: R.notFound },
  },
  {
    method: 'delete',
    path: '/projects/{id}/notes/{noteId}',
    summary: 'Delete a note',
    tag: 'projects',
    auth: 'company',
    minRole: 'worker',
    rule: 'its author, or manager+',
    params: projectAndNote,
    responses: { 204: R.noContent, 401: R.unauthenticated, 403: R.forbidden, 404: R.notFound },
    success: 'none',
  },
  {
    method: 'get',
    path: '/projects/{id}/stats',
    summary: 'Counts, budget vs committed, timeline',
    tag: 'projects',
    auth: 'company',
    minRole: 'worker',
    params: projectId,
    responses: { 200: R.ok, 401: R.unauthenticated, 404: R.notFound },
  },
  {
    method: 'get',
    path: '/projects/{id}/activity',
    summary: 'The project’s activity log, newest first',
    tag: 'projects',
    auth: 'company',
    minRole: 'worker',
    params: projectId,
    query: pageQuerySchema,
    responses: { 200: R.ok, 400: R.invalid, 401: R.unauthenticated, 404: R.notFound },
  },
  {
    method: 'get',
    path: '/projects/{id}/folder-status',
    summary: 'State of the project’s drive folders',
    tag: 'projects',
    auth: 'company',
    minRole: 'worker',
    params: projectId,
    responses: { 200: R.ok, 401: R.unauthenticated, 404: R.notFound },
  },
  {
    method: 'post',
    path: '/projects/{id}/create-folder-structure',
    summary: 'Create the company’s folder template for the project (idempotent)',
    tag: 'projects',
    auth: 'company',
    minRole: 'supervisor',
    params: projectId,
    responses: { 200: R.ok, 401: R.unauthenticated, 403: R.forbidden, 404: R.notFound, 409: R.conflict },
  },
  {
    method: 'get',
    path: '/projects/{id}/export',
    summary: 'The project as a PDF',
    tag: 'projects',
    auth: 'company',
    minRole: 'worker',
    params: projectId,
    query: exportQuerySchema,
    responses: { 200: R.ok, 400: R.invalid, 401: R.unauthenticated, 404: R.notFound },
    success: 'pdf',
  },
  {
    method: 'get',
    path: '/projects/{id}/team/candidates',
    summary: 'Active company users not yet on the team (for the add-member picker)',
    tag: 'projects',
    auth: 'company',
    minRole: 'supervisor',
    params: projectId,
    query: candidatesQuerySchema,
    responses: { 200: R.ok, 400: R.invalid, 401: R.unauthenticated, 403: R.forbidden, 404: R.notFound },
  },

  // uploads
  {
    method: 'post',
    path: '/uploads',
    summary: 'Upload one file (multipart field `file`, optional `project_id`)',
    tag: 'uploads',
    auth: 'company',
    minRole: 'worker',
    body: listUploadsQuerySchema,
    bodyMedia: 'multipart',
    responses: { 201: R.created, 400: R.invalid, 401: R.unauthenticated, 404: R.notFound },
  },
  {
    method: 'get',
    path: '/uploads',
    summary: 'The company’s uploads, optionally for one project',
    tag: 'uploads',
    auth: 'company',
    minRole: 'worker',
    query: listUploadsQuerySchema,
    responses: { 200: R.ok, 400: R.invalid, 401: R.unauthenticated, 404: R.notFound },
  },
  {
    method: 'get',
    path: '/uploads/{id}',
    summary: 'One upload’s metadata',
    tag: 'uploads',
    auth: 'company',
    minRole: 'worker',
    params: uploadId,
    responses: { 200: R.ok, 401: R.unauthenticated, 404: R.notFound },
  },
  {
    method: 'get',
    path: '/uploads/{id}/content',
    summary: 'Download an upload (attachment, its stored content type)',
    tag: 'uploads',
    auth: 'company',
    minRole: 'worker',
    params: uploadId,
    responses: { 200: R.ok, 401: R.unauthenticated, 404: R.notFound },
    success: 'binary',
  },
  {
    method: 'delete',
    path: '/uploads/{id}',
    summary: 'Delete an upload',
    tag: 'uploads',
    auth: 'company',
    minRole: 'worker',
    params: uploadId,
    responses: { 204: R.noContent, 401: R.unauthenticated, 403: R.forbidden, 404: R.notFound },
    success: 'none',
  },

  // users (company administration)
  {
    method: 'get',
    path: '/users',
    summary: 'The company’s users',
    tag: 'users',
    auth: 'company',
    minRole: 'manager',
    query: listUsersQuerySchema,
    responses: { 200: R.ok, 400: R.invalid, 401: R.unauthenticated, 403: R.forbidden },
  },
  {
    method: 'post',
    path: '/users',
    summary: 'Invite a user to the company',
    tag: 'users',
    auth: 'company',
    minRole: 'manager',
    body: createUserSchema,
    responses: { 201: R.created, 400: R.invalid, 401: R.unauthenticated, 403: R.forbidden, 409: R.conflict },
  },
  {
    method: 'get',
    path: '/users/{id}',
    summary: 'One user of the company',
    tag: 'users',
    auth: 'company',
    minRole: 'manager',
    params: userId,
    responses: { 200: R.ok, 401: R.unauthenticated, 403: R.forbidden, 404: R.notFound },
  },
  {
    method: 'patch',
    path: '/users/{id}/role',
    summary: 'Change a user’s role',
    tag: 'users',
    auth: 'company',
    minRole: 'manager',
    params: userId,
    body: changeRoleSchema,
    responses: {
      200: R.ok,
      400: R.invalid,
      401: R.unauthenticated,
      403: R.forbidden,
      404: R.notFound,
      409: R.conflict,
    },
  },
  ...(
    [
      ['deactivate', 'Deactivate a user (their sessions end at once)'],
      ['reactivate', 'Reactivate a user'],
      ['reset-password', 'Send a user a set-password link'],
    ] as const
  ).map(([action, summary]): RouteSpec => ({
    method: 'post',
    path: `/users/{id}/${action}`,
    summary,
    tag: 'users',
    auth: 'company',
    minRole: 'manager',
    params: userId,
    responses: { 200: R.ok, 401: R.unauthenticated, 403: R.forbidden, 404: R.notFound, 409: R.conflict },
  })),

  // settings
  {
    method: 'get',
    path: '/settings/defaults',
    summary: 'What a new project starts with (defaults and folder template)',
    tag: 'settings',
    auth: 'company',
    minRole: 'supervisor',
    responses: { 200: R.ok, 401: R.unauthenticated, 403: R.forbidden },
  },
  {
    method: 'get',
    path: '/settings',
    summary: 'Company settings',
    tag: 'settings',
    auth: 'company',
    minRole: 'manager',
    responses: { 200: R.ok, 401: R.unauthenticated, 403: R.forbidden },
  },
  {
    method: 'patch',
    path: '/settings',
    summary: 'Update company settings (partial)',
    tag: 'settings',
    auth: 'company',
    minRole: 'manager',
    body: updateSettingsSchema,
    responses: { 200: R.ok, 400: R.invalid, 401: R.unauthenticated, 403: R.forbidden },
  },

  // superadmin (platform)
  {
    method: 'post',
    path: '/superadmin/login',
    summary: 'Platform superadmin sign-in',
    tag: 'superadmin',
    auth: 'public',
    body: superadminLoginSchema,
    responses: { 200: R.ok, 400: R.invalid, 401: 'Invalid email or password', 429: R.limited },
  },
  {
    method: 'get',
    path: '/superadmin/me',
    summary: 'The signed-in superadmin',
    tag: 'superadmin',
    auth: 'superadmin',
    responses: { 200: R.ok, 401: R.unauthenticated },
  },
  {
    method: 'get',
    path: '/superadmin/companies',
    summary: 'All companies, paged',
    tag: 'superadmin',
    auth: 'superadmin',
    query: companiesQuerySchema,
    responses: { 200: R.ok, 400: R.invalid, 401: R.unauthenticated },
  },
  {
    method: 'get',
    path: '/superadmin/stats',
    summary: 'Platform totals',
    tag: 'superadmin',
    auth: 'superadmin',
    responses: { 200: R.ok, 401: R.unauthenticated },
  },
  {
    method: 'post',
    path: '/superadmin/companies/setup',
    summary: 'Create a company with its first admin',
    tag: 'superadmin',
    auth: 'superadmin',
    body: setupCompanySchema,
    responses: { 201: R.created, 400: R.invalid, 401: R.unauthenticated, 409: R.conflict },
  },
  {
    method: 'patch',
    path: '/superadmin/companies/{id}/status',
    summary: 'Suspend or reactivate a company',
    tag: 'superadmin',
    auth: 'superadmin',
    params: companyId,
    body: companyStatusSchema,
    responses: { 200: R.ok, 400: R.invalid, 401: R.unauthenticated, 404: R.notFound, 409: R.conflict },
  },
  {
    method: 'get',
    path: '/superadmin/contact-messages',
    summary: 'Contact enquiries, newest first',
    tag: 'superadmin',
    auth: 'superadmin',
    query: superadminPageQuerySchema,
    responses: { 200: R.ok, 400: R.invalid, 401: R.unauthenticated },
  },
  {
    method: 'get',
    path: '/superadmin/audit-log',
    summary: 'Platform audit log, newest first',
    tag: 'superadmin',
    auth: 'superadmin',
    query: superadminPageQuerySchema,
    responses: { 200: R.ok, 400: R.invalid, 401: R.unauthenticated },
  },
];

/** `METHOD /path` keys, the form the route-coverage test compares. */
export function routeKey(route: Pick<RouteSpec, 'method' | 'path'>): string {
  return `${route.method.toUpperCase()} ${route.path}`;
}
