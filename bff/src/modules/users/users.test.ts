// Company user management through GraphQL against the REAL core-api on real Postgres: role gate, the enum
// filters, invitations (the same answer whoever the address belongs to), CONFLICT and FORBIDDEN mapping.
import { randomUUID } from 'node:crypto';
import type { Express } from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createCompany,
  createUser,
  gql as post,
  startRealStack,
  type RealStack,
  type User,
} from '../../test/support.js';

const secret = 'bff-users-test-secret';
let stack: RealStack;
let app: Express;
let manager: User;
let worker: User;

const gql = (query: string, variables: Record<string, unknown> = {}, bearer?: string) =>
  post(app, query, variables, bearer);

const USERS = `query U($role: Role, $status: UserStatusFilter) {
  companyUsers(role: $role, status: $status) { total items { kind id email role status can_manage expires_at } }
}`;
const INVITE = `mutation I($input: InviteUserInput!) {
  inviteUser(input: $input) { invitation { id email role status can_manage } set_password_link }
}`;

beforeAll(async () => {
  stack = await startRealStack(secret);
  app = stack.app;
  const company = await createCompany();
  manager = await createUser(company, { role: 'manager' });
  worker = await createUser(company, { role: 'worker' });
}, 60_000);
afterAll(() => stack?.close());
beforeEach(() => {
  stack.core.requests.length = 0;
});

describe('users through the BFF', () => {
  it('a manager lists users and invites; a worker is refused; an address in the company is CONFLICT', async () => {
    const managerToken = stack.tokenFor(manager);
    const list = await gql(USERS, {}, managerToken);
    expect(list.body.data.companyUsers.total).toBe(2);
    expect((await gql(USERS, {}, stack.tokenFor(worker))).body.errors[0].extensions.code).toBe('FORBIDDEN');
    const email = `inv-${randomUUID()}@test.example`;
    const input = { first_name: 'Ivy', last_name: 'Nash', email, role: 'worker' };
    const invited = await gql(INVITE, { input }, managerToken);
    expect(invited.body.data.inviteUser.invitation).toMatchObject({
      email,
      role: 'worker',
      status: 'invited',
      can_manage: true,
    });
    expect(invited.body.data.inviteUser.set_password_link).toMatch(/\/reset-password\?token=/);
    // An address with an account in another company is answered exactly like a fresh one.
    const elsewhere = await createUser(await createCompany(), { role: 'admin' });
    const other = await gql(INVITE, { input: { ...input, email: elsewhere.email } }, managerToken);
    expect(other.body.errors).toBeUndefined();
    expect(other.body.data.inviteUser.invitation).toMatchObject({
      email: elsewhere.email,
      status: 'invited',
    });
    const pending = await gql(USERS, { status: 'invited' }, managerToken);
    expect(pending.body.data.companyUsers.items.map((m: { kind: string }) => m.kind)).toEqual([
      'invitation',
      'invitation',
    ]);

    const again = await gql(INVITE, { input }, managerToken);
    expect(again.body.errors[0]).toMatchObject({
      message: 'This email has already been invited. Resend or cancel that invitation from the users list.',
      extensions: { code: 'CONFLICT' },
    });
    const colleague = await gql(INVITE, { input: { ...input, email: worker.email } }, managerToken);
    expect(colleague.body.errors[0]).toMatchObject({
      message: 'A user with this email is already in your company',
      extensions: { code: 'CONFLICT' },
    });
    const admin = await gql(
      INVITE,
      { input: { ...input, email: `x-${email}`, role: 'admin' } },
      managerToken,
    );
    expect(admin.body.errors[0]).toMatchObject({
      message: 'Only an admin can grant the admin role',
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('resends and cancels an invitation; a manager cannot deactivate themselves (CONFLICT)', async () => {
    const managerToken = stack.tokenFor(manager);
    const input = {
      first_name: 'Rhi',
      last_name: 'Owen',
      email: `inv-${randomUUID()}@test.example`,
      role: 'worker',
    };
    const invited = await gql(INVITE, { input }, managerToken);
    const id = invited.body.data.inviteUser.invitation.id as string;
    const resent = await gql(
      'mutation R($id: ID!) { resendInvitation(id: $id) { invitation { id } set_password_link } }',
      { id },
      managerToken,
    );
    expect(resent.body.data.resendInvitation.invitation.id).toBe(id);
    expect(resent.body.data.resendInvitation.set_password_link).not.toBe(
      invited.body.data.inviteUser.set_password_link,
    );
    const cancelled = await gql(
      'mutation C($id: ID!) { cancelInvitation(id: $id) { status } }',
      { id },
      managerToken,
    );
    expect(cancelled.body.data.cancelInvitation.status).toBe('cancelled');

    const self = await gql(
      'mutation D($id: ID!) { deactivateUser(id: $id) { id } }',
      { id: manager.id },
      managerToken,
    );
    expect(self.body.errors[0]).toMatchObject({
      message: 'You cannot deactivate your own account. Ask another manager or admin.',
      extensions: { code: 'CONFLICT' },
    });
  });

  it('filters by role and by the UserStatusFilter enum; an unknown status never reaches core-api', async () => {
    const managerToken = stack.tokenFor(manager);
    const workers = await gql(USERS, { role: 'worker', status: 'active' }, managerToken);
    expect(workers.body.errors).toBeUndefined();
    const items = workers.body.data.companyUsers.items as { role: string; status: string }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((u) => u.role === 'worker' && u.status === 'active')).toBe(true);
    const inactive = await gql(USERS, { status: 'inactive' }, managerToken);
    expect(inactive.body.data.companyUsers.total).toBe(0);
    expect(stack.core.requests.map((r) => r.split('?')[1])).toEqual([
      'role=worker&status=active',
      'status=inactive',
    ]);

    stack.core.requests.length = 0;
    const unknown = await gql(USERS, { status: 'deleted' }, managerToken);
    expect(unknown.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(unknown.body.errors[0].message).toContain('"deleted" does not exist in "UserStatusFilter" enum');
    expect(stack.core.requests).toEqual([]);
  });
});
