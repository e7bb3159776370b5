// The role × operation matrix for GraphQL: every root field of the BFF schema is tied to the REST route it
// calls (core-api's route declarations), and each cell — nobody, worker, supervisor, manager, admin, the superadmin,
// another company's admin — must end exactly as that route's cell does: data, or UNAUTHENTICATED (401),
// FORBIDDEN (403), NOT_FOUND (404). A root field without a row here fails the suite.
import { randomUUID } from 'node:crypto';
import { getIntrospectionQuery, buildClientSchema, type IntrospectionQuery } from 'graphql';
import request from 'supertest';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allRoutes,
  routeKey,
  MODULES,
  ACTORS,
  DEFAULT_PASSWORD,
  createWorld,
  impliedStatus,
  makeNote,
  makeProject,
  makeResetToken,
  type ActorName,
  type World,
  makeSupplier,
  makeItem,
  makePlantSupplier,
  makeRate,
  makeRequest,
  makeEnquiry,
  makeEstimate,
  makeMaterialEnquiry,
  makeInvoice,
  makePo,
  makeMaterialRequest,
  materialsSupplier,
  labourSupplier,
  makeLabourInvoice,
  makeOperative,
  makeTimesheet,
  makeTrade,
  thisMonday,
  MaterialEnquiry,
  SITE_ISSUE_ANSWERS,
  builtinForm,
  makeFormSubmission,
  makeApplication,
  makeApplicationTemplate,
  MaterialRequestLine,
  TEST_JWT_SECRET,
  Notification,
  Invitation,
} from '@sitebase/core-api/testing';
import { buildBffSchema } from '../lib/schema.js';
import { modules } from '../modules/index.js';
import { createCompany, createUser, startRealStack, type RealCoreApi } from '../test/support.js';

const ROUTES = allRoutes(MODULES);

let core: RealCoreApi;
let app: Express;

interface Operation {
  /** The core-api route the operation calls; its table row decides the expected outcome. */
  rest: string;
  document: string;
  variables?: (w: World) => Promise<Record<string, unknown>>;
  /** Outcomes that differ from the route's, with the reason. */
  expect?: Partial<Record<ActorName, string>>;
}

const u = () => randomUUID().slice(0, 8);
const onTeam = (w: World) => makeProject(w.company, [w.users.worker.id]);
/** A plant request by the world's worker on a project they are on, in `status`. */
const plantRequestIn = async (w: World, status: Parameters<typeof makeRequest>[3]) =>
  makeRequest(w.company, (await onTeam(w)).id, w.users.worker.id, status);
/** An open worker invitation of the world's company (as core-api's users.security.ts makes for its matrix). */
const makeInvitation = async (w: World) =>
  (
    await Invitation.create({
      company_id: w.company.id,
      email: `inv-${u()}@test.example`,
      first_name: 'Invited',
      last_name: 'Person',
      role: 'worker',
      invited_by: w.users.manager.id,
      token_hash: randomUUID().replace(/-/g, '').padEnd(64, '0'),
      expires_at: new Date(Date.now() + 3_600_000),
    })
  ).id;

const OPERATIONS: Record<string, Operation> = {
  me: { rest: 'GET /auth/me', document: 'query { me { id } }' },
  updateProfile: {
    rest: 'PUT /auth/me',
    document: 'mutation { updateProfile(input: { phone: "07700 900123" }) { id } }',
  },
  changePassword: {
    rest: 'POST /auth/change-password',
    document: `mutation { changePassword(input: { current_password: "${DEFAULT_PASSWORD}", new_password: "N3w-password!" }) { __typename } }`,
  },
  refresh: { rest: 'POST /auth/refresh', document: 'mutation { refresh { access_token } }' },
  logout: { rest: 'POST /auth/logout', document: 'mutation { logout }' },
  login: {
    rest: 'POST /auth/login',
    document:
      'mutation L($email: String!) { login(input: { email: $email, password: "' +
      DEFAULT_PASSWORD +
      '" }) { access_token } }',
    variables: async (w) => ({ email: w.users.worker.email }),
  },
  requestPasswordReset: {
    rest: 'POST /auth/forgot-password',
    document: 'mutation R($e: String!) { requestPasswordReset(email: $e) { __typename } }',
    variables: async (w) => ({ e: w.users.manager.email }),
  },
  resetPassword: {
    rest: 'POST /auth/reset-password',
    document:
      'mutation R($t: String!) { resetPassword(input: { token: $t, new_password: "Reset-pass1" }) { access_token } }',
    variables: async (w) => ({ t: await makeResetToken(w.users.manager) }),
  },
  submitContact: {
    rest: 'POST /contact',
    document:
      'mutation { submitContact(input: { name: "Ann", email: "ann@example.com", reason: "sales", message: "Please call me back about a demo." }) { __typename } }',
  },
  registerPushToken: {
    rest: 'POST /push-tokens',
    document:
      'mutation R($d: String!) { registerPushToken(input: { token: "tok", platform: "ios", device_id: $d }) }',
    variables: async () => ({ d: u() }),
  },
  unregisterPushToken: {
    rest: 'DELETE /push-tokens/{deviceId}',
    document: 'mutation R($d: String!) { unregisterPushToken(device_id: $d) }',
    variables: async () => ({ d: u() }),
    // The device id is the caller's own device, not a record of the company.
    expect: { foreign: 'OK' },
  },

  projects: {
    rest: 'GET /projects',
    document: 'query { projects(page: 1, size: 20) { total items { id } } }',
  },
  archivedProjects: { rest: 'GET /projects/archived', document: 'query { archivedProjects { total } }' },
  myProjects: { rest: 'GET /projects/my', document: 'query { myProjects { total } }' },
  projectsForForms: { rest: 'GET /projects/for-forms', document: 'query { projectsForForms { id } }' },
  project: {
    rest: 'GET /projects/{projectId}',
    document: 'query P($id: ID!) { project(id: $id) { id } }',
    variables: async (w) => ({ id: (await onTeam(w)).id }),
  },
  createProject: {
    rest: 'POST /projects',
    document: 'mutation C($n: String!) { createProject(input: { name: $n }) { id } }',
    variables: async () => ({ n: `Matrix ${u()}` }),
  },
  updateProject: {
    rest: 'PUT /projects/{projectId}',
    document: 'mutation U($id: ID!) { updateProject(id: $id, input: { description: "Updated" }) { id } }',
    variables: async (w) => ({ id: (await onTeam(w)).id }),
  },
  archiveProject: {
    rest: 'POST /projects/{projectId}/archive',
    document: 'mutation A($id: ID!) { archiveProject(id: $id, reason: "Done") { id } }',
    variables: async (w) => ({ id: (await onTeam(w)).id }),
  },
  restoreProject: {
    rest: 'POST /projects/{projectId}/restore',
    document: 'mutation R($id: ID!) { restoreProject(id: $id, reason: "Reopened") { id } }',
    variables: async (w) => {
      const p = await onTeam(w);
      await p.update({ is_archived: true, archived_at: new Date(), archive_reason: 'x' });
      return { id: p.id };
    },
  },
  deleteProject: {
    rest: 'DELETE /projects/{projectId}',
    document: 'mutation D($id: ID!) { deleteProject(id: $id) }',
    // No team (it would make the delete a 409). The BFF refuses below the route's minimum role before it
    // calls core-api, so the worker is FORBIDDEN here (REST, where visibility is checked first, says 404).
    variables: async (w) => ({ id: (await makeProject(w.company)).id }),
    expect: { worker: 'FORBIDDEN' },
  },
  projectManagerCandidates: {
    rest: 'GET /projects/manager-candidates',
    document: 'query { projectManagerCandidates { id } }',
  },
  addTeamMember: {
    rest: 'POST /projects/{projectId}/team',
    document: 'mutation A($p: ID!, $u: ID!) { addTeamMember(project_id: $p, user_id: $u) { user_id } }',
    variables: async (w) => ({ p: (await onTeam(w)).id, u: w.users.admin.id }),
  },
  removeTeamMember: {
    rest: 'DELETE /projects/{projectId}/team/{userId}',
    document: 'mutation R($p: ID!, $u: ID!) { removeTeamMember(project_id: $p, user_id: $u) }',
    variables: async (w) => ({ p: (await onTeam(w)).id, u: w.users.worker.id }),
  },
  addProjectNote: {
    rest: 'POST /projects/{projectId}/notes',
    document: 'mutation N($p: ID!) { addProjectNote(project_id: $p, content: "Gate left open") { id } }',
    variables: async (w) => ({ p: (await onTeam(w)).id }),
  },
  updateProjectNote: {
    rest: 'PUT /projects/{projectId}/notes/{noteId}',
    document:
      'mutation N($p: ID!, $n: ID!) { updateProjectNote(project_id: $p, note_id: $n, content: "Edited") { id } }',
    variables: async (w) => {
      const p = await onTeam(w);
      return { p: p.id, n: (await makeNote(p, w.users.admin)).id };
    },
    // The admin's note: only its author or a manager and up may edit it.
    expect: { worker: 'FORBIDDEN', supervisor: 'FORBIDDEN' },
  },
  deleteProjectNote: {
    rest: 'DELETE /projects/{projectId}/notes/{noteId}',
    document: 'mutation N($p: ID!, $n: ID!) { deleteProjectNote(project_id: $p, note_id: $n) }',
    variables: async (w) => {
      const p = await onTeam(w);
      return { p: p.id, n: (await makeNote(p, w.users.admin)).id };
    },
    expect: { worker: 'FORBIDDEN', supervisor: 'FORBIDDEN' },
  },
  createFolderStructure: {
    rest: 'POST /projects/{projectId}/create-folder-structure',
    document: 'mutation F($p: ID!) { createFolderStructure(project_id: $p) { status } }',
    variables: async (w) => ({ p: (await onTeam(w)).id }),
  },

  companyUsers: { rest: 'GET /users', document: 'query { companyUsers { total } }' },
  inviteUser: {
    rest: 'POST /users',
    document:
      'mutation C($e: String!) { inviteUser(input: { first_name: "New", last_name: "Starter", email: $e, role: worker }) { __typename } }',
    variables: async () => ({ e: `new-${u()}@test.example` }),
  },
  resendInvitation: {
    rest: 'POST /invitations/{invitationId}/resend',
    document: 'mutation R($id: ID!) { resendInvitation(id: $id) { __typename } }',
    variables: async (w) => ({ id: await makeInvitation(w) }),
  },
  cancelInvitation: {
    rest: 'POST /invitations/{invitationId}/cancel',
    document: 'mutation C($id: ID!) { cancelInvitation(id: $id) { id } }',
    variables: async (w) => ({ id: await makeInvitation(w) }),
  },
  changeUserRole: {
    rest: 'PATCH /users/{userId}/role',
    document: 'mutation C($id: ID!) { changeUserRole(id: $id, role: supervisor) { id } }',
    variables: async (w) => ({ id: (await createUser(w.company, { role: 'worker' })).id }),
  },
  deactivateUser: {
    rest: 'POST /users/{userId}/deactivate',
    document: 'mutation D($id: ID!) { deactivateUser(id: $id) { id } }',
    variables: async (w) => ({ id: (await createUser(w.company, { role: 'worker' })).id }),
  },
  reactivateUser: {
    rest: 'POST /users/{userId}/reactivate',
    document: 'mutation R($id: ID!) { reactivateUser(id: $id) { id } }',
    variables: async (w) => ({ id: (await createUser(w.company, { role: 'worker', is_active: false })).id }),
  },
  resetUserPassword: {
    rest: 'POST /users/{userId}/reset-password',
    document: 'mutation R($id: ID!) { resetUserPassword(id: $id) { __typename } }',
    variables: async (w) => ({ id: (await createUser(w.company, { role: 'worker' })).id }),
  },
  companySettings: { rest: 'GET /settings', document: 'query { companySettings { __typename } }' },
  projectDefaults: {
    rest: 'GET /settings/defaults',
    document: 'query { projectDefaults { retention_percent payment_final_days } }',
  },
  updateCompanySettings: {
    rest: 'PATCH /settings',
    document: 'mutation { updateCompanySettings(input: { retention_percent: 3 }) { __typename } }',
  },

  notifications: { rest: 'GET /notifications', document: 'query { notifications { total } }' },
  unreadNotificationCount: {
    rest: 'GET /notifications/unread-count',
    document: 'query { unreadNotificationCount }',
  },
  markNotificationRead: {
    rest: 'POST /notifications/{notificationId}/read',
    document: 'mutation R($id: ID!) { markNotificationRead(id: $id) { id } }',
    variables: async (w) => ({
      id: (
        await Notification.create({
          company_id: w.company.id,
          user_id: w.users.worker.id,
          type: 'project_note',
          title: 'Matrix fixture',
          payload: {},
        })
      ).id,
    }),
    // The worker's own notification: nobody else finds it, whatever their role.
    expect: { supervisor: 'NOT_FOUND', manager: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },
  markAllNotificationsRead: {
    rest: 'POST /notifications/read-all',
    document: 'mutation { markAllNotificationsRead }',
  },
  dashboard: { rest: 'GET /dashboard', document: 'query { dashboard { board } }' },
  workerDashboard: { rest: 'GET /dashboard/worker', document: 'query { workerDashboard { board } }' },
  suppliers: {
    rest: 'GET /suppliers',
    document:
      'query { suppliers(kind: subcontractor, status: all, page: 1, size: 20) { total items { id } } }',
  },
  supplier: {
    rest: 'GET /suppliers/{supplierId}',
    document: 'query S($id: ID!) { supplier(id: $id) { id } }',
    variables: async (w) => ({ id: (await makeSupplier(w.company)).id }),
  },
  createSupplier: {
    rest: 'POST /suppliers',
    document:
      'mutation C($n: String!) { createSupplier(input: { name: $n, kinds: ["subcontractor"], cis_status: "net", utr: "1234567890" }) { id } }',
    variables: async () => ({ n: `Matrix Brickwork ${u()}` }),
  },
  updateSupplier: {
    rest: 'PATCH /suppliers/{supplierId}',
    document: 'mutation U($id: ID!) { updateSupplier(id: $id, input: { contact_name: "Edited" }) { id } }',
    variables: async (w) => ({ id: (await makeSupplier(w.company)).id }),
  },
  deactivateSupplier: {
    rest: 'POST /suppliers/{supplierId}/deactivate',
    document: 'mutation D($id: ID!) { deactivateSupplier(id: $id) { id } }',
    variables: async (w) => ({ id: (await makeSupplier(w.company)).id }),
  },
  reactivateSupplier: {
    rest: 'POST /suppliers/{supplierId}/reactivate',
    document: 'mutation R($id: ID!) { reactivateSupplier(id: $id) { id } }',
    variables: async (w) => ({ id: (await makeSupplier(w.company, { is_active: false })).id }),
  },
  deleteSupplier: {
    rest: 'DELETE /suppliers/{supplierId}',
    document: 'mutation D($id: ID!) { deleteSupplier(id: $id) }',
    variables: async (w) => ({ id: (await makeSupplier(w.company)).id }),
  },

  plantRequests: {
    rest: 'GET /plant/requests',
    document:
      'query { plantRequests(scope: all, status: requested, page: 1, size: 20) { total items { id } } }',
  },
  plantRequest: {
    rest: 'GET /plant/requests/{plantRequestId}',
    document: 'query P($id: ID!) { plantRequest(id: $id) { id timeline { id } } }',
    variables: async (w) => ({ id: (await plantRequestIn(w, 'requested')).id }),
  },
  plantRateOptions: {
    rest: 'GET /plant/requests/{plantRequestId}/rate-options',
    document: 'query P($id: ID!) { plantRateOptions(requestId: $id) { options { suggested } } }',
    variables: async (w) => ({ id: (await plantRequestIn(w, 'requested')).id }),
  },
  plantDueSoon: {
    rest: 'GET /plant/due-soon',
    document: 'query { plantDueSoon { inspections { label } hires_ending { id } } }',
  },
  plantCategories: { rest: 'GET /plant/categories', document: 'query { plantCategories }' },
  plantItems: {
    rest: 'GET /plant/items',
    document: 'query { plantItems(ownership: owned, page: 1, size: 20) { total items { id } } }',
  },
  plantItem: {
    rest: 'GET /plant/items/{plantItemId}',
    document: 'query P($id: ID!) { plantItem(id: $id) { id } }',
    variables: async (w) => ({ id: (await makeItem(w.company)).id }),
  },
  plantRates: {
    rest: 'GET /plant/rates',
    document: 'query { plantRates(category: "Telehandler", page: 1, size: 20) { total items { id } } }',
  },
  projectPlantCosts: {
    rest: 'GET /projects/{projectId}/plant-costs',
    document: 'query P($id: ID!) { projectPlantCosts(projectId: $id) { total_pence } }',
    variables: async (w) => ({ id: (await onTeam(w)).id }),
  },
  createPlantRequest: {
    rest: 'POST /plant/requests',
    document:
      'mutation C($p: String!) { createPlantRequest(input: { project_id: $p, category: "Telehandler", required_from: "2027-06-07", required_until: "2027-06-11" }) { id } }',
    variables: async (w) => ({ p: (await onTeam(w)).id }),
    // Another company's admin names this company's project: not theirs, so a bad input.
    expect: { foreign: 'BAD_USER_INPUT' },
  },
  approvePlantRequest: {
    rest: 'POST /plant/requests/{plantRequestId}/approve',
    document:
      'mutation A($id: ID!, $r: String!) { approvePlantRequest(id: $id, input: { fulfilment: "hire", rate_id: $r }) { id warnings } }',
    variables: async (w) => ({
      id: (await plantRequestIn(w, 'requested')).id,
      r: (await makeRate(w.company, { valid_from: '2020-01-01' })).id,
    }),
  },
  rejectPlantRequest: {
    rest: 'POST /plant/requests/{plantRequestId}/reject',
    document: 'mutation R($id: ID!) { rejectPlantRequest(id: $id, reason: "No") { id } }',
    variables: async (w) => ({ id: (await plantRequestIn(w, 'requested')).id }),
  },
  cancelPlantRequest: {
    rest: 'POST /plant/requests/{plantRequestId}/cancel',
    document: 'mutation C($id: ID!) { cancelPlantRequest(id: $id) { id } }',
    variables: async (w) => ({ id: (await plantRequestIn(w, 'requested')).id }),
  },
  markPlantOnHire: {
    rest: 'POST /plant/requests/{plantRequestId}/on-hire',
    document: 'mutation M($id: ID!) { markPlantOnHire(id: $id) { id } }',
    variables: async (w) => ({ id: (await plantRequestIn(w, 'approved')).id }),
  },
  requestPlantOffHire: {
    rest: 'POST /plant/requests/{plantRequestId}/off-hire',
    document: 'mutation O($id: ID!) { requestPlantOffHire(id: $id) { id } }',
    variables: async (w) => ({ id: (await plantRequestIn(w, 'on_hire')).id }),
  },
  recordPlantCollection: {
    rest: 'POST /plant/requests/{plantRequestId}/collection',
    document:
      'mutation R($id: ID!) { recordPlantCollection(id: $id, input: { collection_reference: "COL-1", collected_on: "2026-11-20" }) { id } }',
    variables: async (w) => ({ id: (await plantRequestIn(w, 'off_hire_requested')).id }),
  },
  createPlantRate: {
    rest: 'POST /plant/rates',
    document:
      'mutation C($s: String!) { createPlantRate(input: { supplier_id: $s, category: "Telehandler", rate_pence: 9500, rate_unit: "day", valid_from: "2026-01-01" }) { id } }',
    variables: async (w) => ({ s: (await makePlantSupplier(w.company)).id }),
    expect: { foreign: 'BAD_USER_INPUT' },
  },
  updatePlantRate: {
    rest: 'PATCH /plant/rates/{plantRateId}',
    document: 'mutation U($id: ID!) { updatePlantRate(id: $id, input: { rate_pence: 9900 }) { id } }',
    variables: async (w) => ({ id: (await makeRate(w.company)).id }),
  },
  deletePlantRate: {
    rest: 'DELETE /plant/rates/{plantRateId}',
    document: 'mutation D($id: ID!) { deletePlantRate(id: $id) }',
    variables: async (w) => ({ id: (await makeRate(w.company)).id }),
  },
  createPlantItem: {
    rest: 'POST /plant/items',
    document:
      'mutation C($a: String!) { createPlantItem(input: { asset_number: $a, description: "Dumper", category: "6t Dumper", ownership: "owned" }) { id } }',
    variables: async () => ({ a: `MX-${u()}` }),
  },
  updatePlantItem: {
    rest: 'PATCH /plant/items/{plantItemId}',
    document: 'mutation U($id: ID!) { updatePlantItem(id: $id, input: { status: "in_repair" }) { id } }',
    variables: async (w) => ({ id: (await makeItem(w.company)).id }),
  },
  enquiries: {
    rest: 'GET /enquiries',
    document:
      'query { enquiries(status: new, sort_by: tender_due_date, page: 1, size: 20) { total items { id } } }',
  },
  enquiry: {
    rest: 'GET /enquiries/{enquiryId}',
    document: 'query E($id: ID!) { enquiry(id: $id) { id } }',
    variables: async (w) => ({ id: (await makeEnquiry(w.company)).id }),
  },
  createEnquiry: {
    rest: 'POST /enquiries',
    document:
      'mutation C($t: String!) { createEnquiry(input: { title: $t, client_name: "Matrix Client" }) { id } }',
    variables: async () => ({ t: `Matrix ${u()}` }),
  },
  updateEnquiry: {
    rest: 'PATCH /enquiries/{enquiryId}',
    document: 'mutation U($id: ID!) { updateEnquiry(id: $id, input: { source: "Phone" }) { id } }',
    variables: async (w) => ({ id: (await makeEnquiry(w.company)).id }),
  },
  deleteEnquiry: {
    rest: 'DELETE /enquiries/{enquiryId}',
    document: 'mutation D($id: ID!) { deleteEnquiry(id: $id) }',
    variables: async (w) => ({ id: (await makeEnquiry(w.company)).id }),
  },
  setEnquiryStatus: {
    rest: 'POST /enquiries/{enquiryId}/status',
    document: 'mutation S($id: ID!) { setEnquiryStatus(id: $id, input: { status: "estimating" }) { id } }',
    variables: async (w) => ({ id: (await makeEnquiry(w.company)).id }),
  },
  convertEnquiry: {
    rest: 'POST /enquiries/{enquiryId}/convert',
    document: 'mutation V($id: ID!) { convertEnquiry(id: $id) { project_id } }',
    variables: async (w) => {
      const enquiry = await makeEnquiry(w.company, { status: 'won' });
      await makeEstimate(enquiry, 'accepted');
      return { id: enquiry.id };
    },
  },
  estimate: {
    rest: 'GET /estimates/{estimateId}',
    document: 'query E($id: ID!) { estimate(id: $id) { id } }',
    variables: async (w) => ({ id: (await makeEstimate(await makeEnquiry(w.company))).id }),
  },
  createEstimate: {
    rest: 'POST /enquiries/{enquiryId}/estimates',
    document:
      'mutation C($id: ID!) { createEstimate(enquiryId: $id, input: { overhead_percent: 10 }) { id } }',
    variables: async (w) => ({ id: (await makeEnquiry(w.company, { status: 'estimating' })).id }),
  },
  updateEstimate: {
    rest: 'PATCH /estimates/{estimateId}',
    document: 'mutation U($id: ID!) { updateEstimate(id: $id, input: { profit_percent: 5 }) { id } }',
    variables: async (w) => ({ id: (await makeEstimate(await makeEnquiry(w.company))).id }),
  },
  setEstimateStatus: {
    rest: 'POST /estimates/{estimateId}/status',
    document: 'mutation S($id: ID!) { setEstimateStatus(id: $id, input: { status: "issued" }) { id } }',
    variables: async (w) => ({ id: (await makeEstimate(await makeEnquiry(w.company))).id }),
  },
  newEstimateVersion: {
    rest: 'POST /estimates/{estimateId}/versions',
    document: 'mutation N($id: ID!) { newEstimateVersion(id: $id) { id } }',
    variables: async (w) => ({
      id: (await makeEstimate(await makeEnquiry(w.company, { status: 'submitted' }), 'issued')).id,
    }),
  },

  materialRequests: {
    rest: 'GET /material-requests',
    document: 'query { materialRequests(status: requested, page: 1, size: 20) { total items { id } } }',
  },
  materialRequest: {
    rest: 'GET /material-requests/{materialRequestId}',
    document: 'query M($id: ID!) { materialRequest(id: $id) { id } }',
    variables: async (w) => ({ id: (await makeMaterialRequest(await onTeam(w))).id }),
  },
  createMaterialRequest: {
    rest: 'POST /material-requests',
    document:
      'mutation C($p: String!) { createMaterialRequest(input: { project_id: $p, lines: [{ description: "Sand", quantity: 2, unit: "tonne" }] }) { id } }',
    variables: async (w) => ({ p: (await onTeam(w)).id }),
    expect: { foreign: 'NOT_FOUND' },
  },
  changeMaterialRequestStatus: {
    rest: 'POST /material-requests/{materialRequestId}/status',
    document: 'mutation S($id: ID!) { changeMaterialRequestStatus(id: $id, status: "approved") { id } }',
    variables: async (w) => ({ id: (await makeMaterialRequest(await onTeam(w))).id }),
    expect: { worker: 'FORBIDDEN' },
  },
  sendMaterialEnquiries: {
    rest: 'POST /material-requests/{materialRequestId}/enquiries',
    document: 'mutation E($id: ID!, $s: [ID!]!) { sendMaterialEnquiries(id: $id, supplier_ids: $s) { id } }',
    variables: async (w) => ({
      id: (await makeMaterialRequest(await onTeam(w), 'approved')).id,
      s: [(await materialsSupplier(w.company)).id],
    }),
  },
  recordMaterialQuote: {
    rest: 'PUT /material-enquiries/{materialEnquiryId}/quote',
    document:
      'mutation Q($id: ID!, $l: String!) { recordMaterialQuote(enquiry_id: $id, input: { lines: [{ line_id: $l, unit_price_pence: 650, vat_code: "standard" }], lead_time_days: 2, valid_until: "2099-12-31" }) { id } }',
    variables: async (w) => {
      const e = await makeMaterialEnquiry(await onTeam(w), false);
      const line = await MaterialRequestLine.findOne({
        where: { request_id: (await MaterialEnquiry.findByPk(e.id))!.request_id },
      });
      return { id: e.id, l: line!.id };
    },
  },
  orderMaterialQuote: {
    rest: 'POST /material-enquiries/{materialEnquiryId}/order',
    document: 'mutation O($id: ID!) { orderMaterialQuote(enquiry_id: $id, input: {}) { id } }',
    variables: async (w) => ({ id: (await makeMaterialEnquiry(await onTeam(w))).id }),
  },
  purchaseOrders: {
    rest: 'GET /purchase-orders',
    document: 'query { purchaseOrders(status: issued, page: 1, size: 20) { total items { id } } }',
  },
  purchaseOrder: {
    rest: 'GET /purchase-orders/{purchaseOrderId}',
    document: 'query P($id: ID!) { purchaseOrder(id: $id) { id } }',
    variables: async (w) => ({ id: (await makePo(await onTeam(w))).po.id }),
  },
  createPurchaseOrder: {
    rest: 'POST /purchase-orders',
    document:
      'mutation C($p: String!, $s: String!) { createPurchaseOrder(input: { project_id: $p, supplier_id: $s, lines: [{ description: "Sand", quantity: 2, unit: "tonne", unit_price_pence: 4500, vat_code: "standard" }] }) { id } }',
    variables: async (w) => ({ p: (await onTeam(w)).id, s: (await materialsSupplier(w.company)).id }),
    expect: { foreign: 'NOT_FOUND' },
  },
  changePurchaseOrderStatus: {
    rest: 'POST /purchase-orders/{purchaseOrderId}/status',
    document: 'mutation S($id: ID!) { changePurchaseOrderStatus(id: $id, status: "issued") { id } }',
    variables: async (w) => ({ id: (await makePo(await onTeam(w), 'draft')).po.id }),
  },
  recordMaterialDelivery: {
    rest: 'POST /purchase-orders/{purchaseOrderId}/deliveries',
    document:
      'mutation D($id: ID!, $l: String!) { recordMaterialDelivery(purchase_order_id: $id, input: { lines: [{ line_id: $l, quantity: 3 }] }) { id } }',
    variables: async (w) => {
      const { po, line } = await makePo(await onTeam(w));
      return { id: po.id, l: line.id };
    },
  },
  addSupplierInvoice: {
    rest: 'POST /purchase-orders/{purchaseOrderId}/invoices',
    document:
      'mutation I($id: ID!, $l: String!) { addSupplierInvoice(purchase_order_id: $id, input: { supplier_reference: "INV-9", invoice_date: "2026-11-20", lines: [{ line_id: $l, quantity: 10, unit_price_pence: 700 }] }) { id } }',
    variables: async (w) => {
      const { po, line } = await makePo(await onTeam(w), 'delivered', 10);
      return { id: po.id, l: line.id };
    },
  },
  approveSupplierInvoice: {
    rest: 'POST /supplier-invoices/{supplierInvoiceId}/approve',
    document: 'mutation A($id: ID!) { approveSupplierInvoice(id: $id) { id } }',
    variables: async (w) => {
      const { po, line } = await makePo(await onTeam(w), 'delivered', 10);
      return { id: (await makeInvoice(po, line)).id };
    },
  },
  projectMaterialCosts: {
    rest: 'GET /projects/{projectId}/material-costs',
    document: 'query M($id: ID!) { projectMaterialCosts(project_id: $id) { committed_pence } }',
    variables: async (w) => ({ id: (await onTeam(w)).id }),
  },
  labourTrades: { rest: 'GET /labour/trades', document: 'query { labourTrades { items { id } } }' },
  createLabourTrade: {
    rest: 'POST /labour/trades',
    document:
      'mutation C($n: String!) { createLabourTrade(input: { name: $n, default_day_rate_pence: 18000 }) { items { id } } }',
    variables: async () => ({ n: `Scaffolder ${u()}` }),
  },
  updateLabourTrade: {
    rest: 'PATCH /labour/trades/{tradeId}',
    document:
      'mutation U($id: ID!) { updateLabourTrade(id: $id, input: { default_day_rate_pence: 19000 }) { items { id } } }',
    variables: async (w) => ({ id: (await makeTrade(w.company)).id }),
  },
  labourSuppliers: { rest: 'GET /labour/suppliers', document: 'query { labourSuppliers { items { id } } }' },
  operatives: {
    rest: 'GET /operatives',
    document: 'query { operatives(status: all, page: 1, size: 20) { total items { id } } }',
  },
  operative: {
    rest: 'GET /operatives/{operativeId}',
    document: 'query O($id: ID!) { operative(id: $id) { id } }',
    variables: async (w) => ({ id: (await makeOperative(w.company)).id }),
  },
  createOperative: {
    rest: 'POST /operatives',
    document:
      'mutation C($s: String!) { createOperative(input: { name: "Jo Bloggs", engagement: "subcontractor", supplier_id: $s, rate_unit: "day", rate_pence: 18000 }) { id } }',
    variables: async (w) => ({ s: (await labourSupplier(w.company)).id }),
    expect: { foreign: 'BAD_USER_INPUT' },
  },
  updateOperative: {
    rest: 'PATCH /operatives/{operativeId}',
    document: 'mutation U($id: ID!) { updateOperative(id: $id, input: { phone: "07700 900123" }) { id } }',
    variables: async (w) => ({ id: (await makeOperative(w.company)).id }),
  },
  timesheets: {
    rest: 'GET /timesheets',
    document: 'query { timesheets(status: draft, page: 1, size: 20) { total items { id } } }',
  },
  createTimesheet: {
    rest: 'POST /timesheets',
    document:
      'mutation C($o: String!, $p: String!, $w: String!) { createTimesheet(input: { operative_id: $o, project_id: $p, week_commencing: $w, hours: [8, 8, 8, 8, 8, 0, 0] }) { id } }',
    variables: async (w) => ({
      o: (await makeOperative(w.company, { userId: w.users.worker.id, supplier: null })).id,
      p: (await onTeam(w)).id,
      w: thisMonday(),
    }),
    expect: { foreign: 'NOT_FOUND' },
  },
  updateTimesheet: {
    rest: 'PUT /timesheets/{timesheetId}',
    document:
      'mutation U($id: ID!) { updateTimesheet(id: $id, input: { hours: [7, 7, 7, 7, 7, 0, 0] }) { id } }',
    variables: async (w) => ({
      id: (
        await makeTimesheet(
          await makeOperative(w.company, { userId: w.users.worker.id, supplier: null }),
          await onTeam(w),
        )
      ).id,
    }),
  },
  changeTimesheetStatus: {
    rest: 'POST /timesheets/{timesheetId}/status',
    document: 'mutation S($id: ID!) { changeTimesheetStatus(id: $id, status: "submitted") { id } }',
    variables: async (w) => ({
      id: (
        await makeTimesheet(
          await makeOperative(w.company, { userId: w.users.worker.id, supplier: null }),
          await onTeam(w),
        )
      ).id,
    }),
  },
  labourInvoices: {
    rest: 'GET /labour-invoices',
    document: 'query { labourInvoices(status: received, page: 1, size: 20) { total items { id } } }',
  },
  labourInvoice: {
    rest: 'GET /labour-invoices/{labourInvoiceId}',
    document: 'query I($id: ID!) { labourInvoice(id: $id) { id } }',
    variables: async (w) => ({
      id: (await makeLabourInvoice(await makeOperative(w.company), await onTeam(w))).id,
    }),
  },
  createLabourInvoice: {
    rest: 'POST /labour-invoices',
    document:
      'mutation C($s: String!, $o: String!, $p: String!, $d: String!) { createLabourInvoice(input: { supplier_id: $s, supplier_reference: "INV-1", invoice_date: $d, period_start: $d, period_end: $d, lines: [{ operative_id: $o, project_id: $p, unit: "day", quantity: 1, rate_pence: 20000 }] }) { id } }',
    variables: async (w) => {
      const op = await makeOperative(w.company);
      return { s: op.supplier_id, o: op.id, p: (await onTeam(w)).id, d: thisMonday() };
    },
    expect: { foreign: 'BAD_USER_INPUT' },
  },
  matchLabourInvoice: {
    rest: 'POST /labour-invoices/{labourInvoiceId}/match',
    document: 'mutation M($id: ID!) { matchLabourInvoice(id: $id) { id } }',
    variables: async (w) => ({
      id: (await makeLabourInvoice(await makeOperative(w.company), await onTeam(w))).id,
    }),
  },
  changeLabourInvoiceStatus: {
    rest: 'POST /labour-invoices/{labourInvoiceId}/status',
    document:
      'mutation S($id: ID!) { changeLabourInvoiceStatus(id: $id, status: "disputed", reason: "Hours") { id } }',
    variables: async (w) => ({
      id: (await makeLabourInvoice(await makeOperative(w.company), await onTeam(w))).id,
    }),
  },
  cisMonth: {
    rest: 'GET /cis-month',
    document: 'query { cisMonth(date: "2026-11-05") { end return_due rows { deduction_pence } } }',
  },

  applicationTemplateDefaults: {
    rest: 'GET /projects/{projectId}/application-defaults',
    document: 'query D($id: ID!) { applicationTemplateDefaults(project_id: $id) { retention_percent } }',
    variables: async (w) => ({ id: (await onTeam(w)).id }),
  },
  applicationTemplates: {
    rest: 'GET /application-templates',
    document: 'query { applicationTemplates(page: 1, size: 20) { total items { id } } }',
  },
  applicationTemplate: {
    rest: 'GET /application-templates/{applicationTemplateId}',
    document: 'query T($id: ID!) { applicationTemplate(id: $id) { id } }',
    variables: async (w) => ({ id: (await makeApplicationTemplate(await onTeam(w), w.users.admin.id)).id }),
  },
  createApplicationTemplate: {
    rest: 'POST /application-templates',
    document:
      'mutation C($p: String!) { createApplicationTemplate(input: { project_id: $p, name: "Main", lines: [{ reference: "A1", description: "Groundworks", contract_value_pence: 100000 }], retention_percent: 5, vat_treatment: "standard", terms: "scheme", payment_due_days: 14, payment_final_days: 17, pay_less_days: 7, region: "england-and-wales" }) { id } }',
    variables: async (w) => ({ p: (await onTeam(w)).id }),
    expect: { foreign: 'NOT_FOUND' },
  },
  updateApplicationTemplate: {
    rest: 'PUT /application-templates/{applicationTemplateId}',
    document:
      'mutation U($id: ID!) { updateApplicationTemplate(id: $id, input: { name: "Main", lines: [{ reference: "A1", description: "Groundworks", contract_value_pence: 100000 }], retention_percent: 5, vat_treatment: "standard", terms: "scheme", payment_due_days: 14, payment_final_days: 17, pay_less_days: 7, region: "england-and-wales" }) { id } }',
    variables: async (w) => ({ id: (await makeApplicationTemplate(await onTeam(w), w.users.admin.id)).id }),
  },
  applications: {
    rest: 'GET /applications',
    document: 'query { applications(status: submitted, page: 1, size: 20) { total items { id } } }',
  },
  applicationsOverview: {
    rest: 'GET /applications/overview',
    document: 'query { applicationsOverview { outstanding_pence } }',
  },
  application: {
    rest: 'GET /applications/{applicationId}',
    document: 'query A($id: ID!) { application(id: $id) { id } }',
    variables: async (w) => ({
      id: await makeApplication(
        await makeApplicationTemplate(await onTeam(w), w.users.admin.id),
        w.users.admin.id,
      ),
    }),
  },
  createApplication: {
    rest: 'POST /applications',
    document:
      'mutation C($t: String!, $l: String!) { createApplication(input: { template_id: $t, valuation_date: "2026-10-31", lines: [{ line_id: $l, percent: 10 }], variations: [], materials_on_site: [] }) { id } }',
    variables: async (w) => {
      const t = await makeApplicationTemplate(await onTeam(w), w.users.admin.id);
      return { t: t.id, l: t.lines[0]!.id };
    },
    expect: { foreign: 'NOT_FOUND' },
  },
  updateApplication: {
    rest: 'PUT /applications/{applicationId}',
    document:
      'mutation U($id: ID!) { updateApplication(id: $id, input: { valuation_date: "2026-10-31", lines: [], variations: [], materials_on_site: [] }) { id } }',
    variables: async (w) => ({
      id: await makeApplication(
        await makeApplicationTemplate(await onTeam(w), w.users.admin.id),
        w.users.admin.id,
      ),
    }),
  },
  changeApplicationStatus: {
    rest: 'POST /applications/{applicationId}/status',
    document: 'mutation S($id: ID!) { changeApplicationStatus(id: $id, status: "submitted") { id } }',
    variables: async (w) => ({
      id: await makeApplication(
        await makeApplicationTemplate(await onTeam(w), w.users.admin.id),
        w.users.admin.id,
      ),
    }),
  },
  recordApplicationNotice: {
    rest: 'POST /applications/{applicationId}/notices',
    document:
      'mutation N($id: ID!) { recordApplicationNotice(id: $id, input: { kind: "payment", amount_pence: 100, notice_date: "2026-11-20" }) { id } }',
    variables: async (w) => ({
      id: await makeApplication(
        await makeApplicationTemplate(await onTeam(w), w.users.admin.id),
        w.users.admin.id,
        'submitted',
      ),
    }),
  },

  superadminLogin: {
    rest: 'POST /superadmin/login',
    document: `mutation S($u: String!) { superadminLogin(input: { username: $u, password: "${DEFAULT_PASSWORD}" }) { access_token } }`,
    variables: async (w) => ({ u: w.superadmin.username }),
  },
  superadminMe: { rest: 'GET /superadmin/me', document: 'query { superadminMe { id } }' },
  superadminStats: { rest: 'GET /superadmin/stats', document: 'query { superadminStats { __typename } }' },
  superadminCompanies: {
    rest: 'GET /superadmin/companies',
    document: 'query { superadminCompanies { total } }',
  },
  superadminContactMessages: {
    rest: 'GET /superadmin/contact-messages',
    document: 'query { superadminContactMessages { total } }',
  },
  formTemplates: {
    rest: 'GET /form-templates',
    document: 'query { formTemplates { id name fields { key type } } }',
  },
  formTemplate: {
    rest: 'GET /form-templates/{formTemplateId}',
    document: 'query T($id: ID!) { formTemplate(id: $id) { id version } }',
    variables: async (w) => ({ id: (await builtinForm(w.company.id, 'site_issue_report')).template.id }),
  },
  createFormTemplate: {
    rest: 'POST /form-templates',
    document:
      'mutation { createFormTemplate(input: { name: "Permit", fields: [{ key: "area", label: "Area", type: "text" }] }) { id } }',
  },
  updateFormTemplate: {
    rest: 'PUT /form-templates/{formTemplateId}',
    document:
      'mutation U($id: ID!) { updateFormTemplate(id: $id, input: { name: "Site Issue Report", fields: [{ key: "area", label: "Area", type: "text" }] }) { id version } }',
    variables: async (w) => ({ id: (await builtinForm(w.company.id, 'site_issue_report')).template.id }),
  },
  formSubmissions: {
    rest: 'GET /form-submissions',
    document:
      'query { formSubmissions(status: submitted, severity: high, page: 1, size: 20) { total items { id } } }',
  },
  formSubmission: {
    rest: 'GET /form-submissions/{formSubmissionId}',
    document: 'query F($id: ID!) { formSubmission(id: $id) { id answers } }',
    variables: async (w) => ({
      id: (await makeFormSubmission(await onTeam(w), 'submitted', w.users.worker.id)).id,
    }),
  },
  createFormSubmission: {
    rest: 'POST /form-submissions',
    document:
      'mutation C($t: String!, $p: String!, $a: JSONObject) { createFormSubmission(input: { template_id: $t, project_id: $p, answers: $a, submit: true }) { id } }',
    variables: async (w) => ({
      t: (await builtinForm(w.company.id, 'site_issue_report')).template.id,
      p: (await onTeam(w)).id,
      a: SITE_ISSUE_ANSWERS,
    }),
    expect: { foreign: 'NOT_FOUND' },
  },
  updateFormSubmission: {
    rest: 'PUT /form-submissions/{formSubmissionId}',
    document: 'mutation U($id: ID!, $a: JSONObject!) { updateFormSubmission(id: $id, answers: $a) { id } }',
    variables: async (w) => ({
      id: (await makeFormSubmission(await onTeam(w), 'returned', w.users.worker.id)).id,
      a: { ...SITE_ISSUE_ANSWERS, severity: 'critical' },
    }),
    expect: { supervisor: 'FORBIDDEN', manager: 'FORBIDDEN', admin: 'FORBIDDEN' },
  },
  changeFormSubmissionStatus: {
    rest: 'POST /form-submissions/{formSubmissionId}/status',
    document: 'mutation S($id: ID!) { changeFormSubmissionStatus(id: $id, status: "approved") { id } }',
    variables: async (w) => ({
      id: (await makeFormSubmission(await onTeam(w), 'submitted', w.users.worker.id)).id,
    }),
    expect: { worker: 'FORBIDDEN' },
  },
  superadminAuditLog: {
    rest: 'GET /superadmin/audit-log',
    document: 'query { superadminAuditLog { total } }',
  },
  superadminSetupCompany: {
    rest: 'POST /superadmin/companies/setup',
    document:
      'mutation S($n: String!, $e: String!) { superadminSetupCompany(input: { company_name: $n, admin_first_name: "Ffion", admin_last_name: "Rees", admin_email: $e }) { __typename } }',
    variables: async () => ({ n: `Setup ${u()} Ltd`, e: `admin-${u()}@test.example` }),
  },
  superadminUpdateCompanyStatus: {
    rest: 'PATCH /superadmin/companies/{companyId}/status',
    document: 'mutation S($id: ID!) { superadminUpdateCompanyStatus(id: $id, status: suspended) { id } }',
    variables: async () => ({ id: (await createCompany()).id }),
  },
};

const CODE_OF: Record<number, string> = { 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND' };
const expected = (status: number) => (status < 300 ? 'OK' : (CODE_OF[status] ?? `HTTP ${status}`));

beforeAll(async () => {
  ({ core, app } = await startRealStack(TEST_JWT_SECRET, {
    contactRateLimit: { points: 100_000, durationSeconds: 3600 },
  }));
}, 60_000);
afterAll(async () => {
  await core?.close();
});

describe('GraphQL role × operation matrix', () => {
  it('has a row for every root field of the schema, each tied to a route of the REST table', async () => {
    const res = await request(app).post('/graphql').send({ query: getIntrospectionQuery() });
    // Introspection may be off; fall back to the emitted schema when it is.
    let fields: string[];
    if (res.body.data) {
      const schema = buildClientSchema(res.body.data as IntrospectionQuery);
      fields = [
        ...Object.keys(schema.getQueryType()?.getFields() ?? {}),
        ...Object.keys(schema.getMutationType()?.getFields() ?? {}),
      ];
    } else {
      const schema = await buildBffSchema(modules);
      fields = [
        ...Object.keys(schema.getQueryType()?.getFields() ?? {}),
        ...Object.keys(schema.getMutationType()?.getFields() ?? {}),
      ];
    }
    expect(fields.filter((f) => !OPERATIONS[f]).sort()).toEqual([]);
    expect(Object.keys(OPERATIONS).filter((f) => !fields.includes(f))).toEqual([]);
    const keys = ROUTES.map(routeKey);
    expect(Object.values(OPERATIONS).filter((o) => !keys.includes(o.rest))).toEqual([]);
  });

  let cells = 0;
  for (const [field, op] of Object.entries(OPERATIONS)) {
    it(
      field,
      async () => {
        const route = ROUTES.find((r) => routeKey(r) === op.rest);
        if (!route) throw new Error(`${field}: no route ${op.rest}`);
        const outcomes: Record<string, string> = {};
        const wanted: Record<string, string> = {};
        for (const actor of ACTORS) {
          const world = await createWorld();
          const variables = op.variables ? await op.variables(world) : {};
          const res = await request(app)
            .post('/graphql')
            .set('content-type', 'application/json')
            .set(world.auth(actor))
            .send({ query: op.document, variables });
          const errors = res.body.errors as { extensions?: { code?: string } }[] | undefined;
          outcomes[actor] = errors?.length ? (errors[0]?.extensions?.code ?? 'ERROR') : 'OK';
          wanted[actor] = op.expect?.[actor] ?? expected(impliedStatus(route, actor));
          cells += 1;
        }
        expect(outcomes, field).toEqual(wanted);
      },
      60_000,
    );
  }

  afterAll(() => {
    console.info(`GraphQL matrix: ${cells} cells over ${Object.keys(OPERATIONS).length} operations`);
  });
});
