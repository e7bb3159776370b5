// The users list with invitations: statuses ("Invited" for invitations and users yet to choose a password), no
// controls on your own row, the invite form's field errors (the browser's, then core-api's), and the link
// dialog with its Copy button.
import { afterEach, describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../app/router';
import { renderRoutes, seedSession } from '../../test/render';
import { mockViewportWidth } from '../../test/viewport';
import { CompanyUsersDocument, InviteUserDocument } from './users.api';

const LIST_VARIABLES = { search: null, role: null, status: 'all', page: 1, size: 20 };
const LINK = 'https://sitebase.example.com/reset-password?token=abc123';

function member(overrides: Record<string, unknown>) {
  return {
    __typename: 'CompanyMember',
    kind: 'user',
    id: 'u2',
    email: 'dai@example.com',
    first_name: 'Dai',
    last_name: 'Price',
    phone: null,
    role: 'worker',
    status: 'active',
    last_login_at: null,
    created_at: '2026-11-01T09:00:00.000Z',
    expires_at: null,
    can_manage: true,
    ...overrides,
  };
}

const MEMBERS = [
  // The signed-in manager (fakeUser's id is '1'): no controls, even if the server said otherwise.
  member({ id: '1', first_name: 'Sam', last_name: 'Taylor', email: 'manager@example.com', role: 'manager' }),
  member({}),
  member({
    id: 'u3',
    first_name: 'Lowri',
    last_name: 'Evans',
    email: 'lowri@example.com',
    status: 'invited',
  }),
  member({
    kind: 'invitation',
    id: 'i1',
    first_name: 'Iolo',
    last_name: 'Rees',
    email: 'iolo@example.com',
    status: 'invited',
    expires_at: '2099-01-01T00:00:00.000Z',
  }),
  member({
    kind: 'invitation',
    id: 'i2',
    first_name: 'Old',
    last_name: 'Invite',
    email: 'old@example.com',
    status: 'invited',
    expires_at: '2020-01-01T00:00:00.000Z',
  }),
];

function listMock(items = MEMBERS): MockLink.MockedResponse {
  return {
    request: { query: CompanyUsersDocument, variables: LIST_VARIABLES },
    result: {
      data: {
        companyUsers: {
          __typename: 'CompanyMemberPage',
          total: items.length,
          total_capped: false,
          page: 1,
          size: 20,
          items,
        },
      },
    },
    maxUsageCount: 5,
  };
}

const INPUT = { first_name: 'Nia', last_name: 'Hughes', email: 'nia@example.com', role: 'worker' };

let restoreViewport = () => {};
afterEach(() => restoreViewport());

async function openInvite() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Invite user' }));
  const dialog = await screen.findByRole('dialog');
  return { user, dialog };
}

describe('UsersPage', () => {
  it('shows invitations and users yet to choose a password as Invited, and no controls on your own row', async () => {
    restoreViewport = mockViewportWidth(1280);
    seedSession('manager');
    renderRoutes(routes, '/app/users', [listMock()]);
    const table = await screen.findByRole('table', { name: 'Users' });
    const row = (text: string) => within(table).getByText(text).closest('tr') as HTMLElement;

    const own = row('manager@example.com');
    expect(own.textContent).toContain('(you)');
    expect(within(own).queryAllByRole('button')).toHaveLength(0);
    expect(within(own).queryByRole('combobox')).toBeNull();

    expect(within(row('dai@example.com')).getByText('Active')).toBeTruthy();
    expect(within(row('dai@example.com')).getByRole('button', { name: 'Deactivate Dai Price' })).toBeTruthy();
    expect(within(row('dai@example.com')).getByRole('combobox', { name: 'Role of Dai Price' })).toBeTruthy();

    const legacy = row('lowri@example.com');
    expect(within(legacy).getByText('Invited')).toBeTruthy();
    expect(within(legacy).getByRole('button', { name: 'Resend link to Lowri Evans' })).toBeTruthy();

    const invitation = row('iolo@example.com');
    expect(within(invitation).getByText('Invited')).toBeTruthy();
    expect(within(invitation).getByRole('button', { name: 'Resend invitation to Iolo Rees' })).toBeTruthy();
    expect(within(invitation).getByRole('button', { name: 'Cancel invitation for Iolo Rees' })).toBeTruthy();
    expect(within(invitation).queryByRole('combobox')).toBeNull();
    expect(within(invitation).queryByText('link expired')).toBeNull();
    expect(within(row('old@example.com')).getByText('link expired')).toBeTruthy();

    expect((screen.getByLabelText('Status filter') as HTMLSelectElement).textContent).toContain('Invited');
  });

  it('puts a malformed or missing value on its field and sends nothing', async () => {
    seedSession('manager');
    renderRoutes(routes, '/app/users', [listMock()]);
    const { user, dialog } = await openInvite();
    await user.type(within(dialog).getByLabelText(/First name/), 'Nia');
    await user.type(within(dialog).getByLabelText(/Email/), 'nia@');
    await user.click(within(dialog).getByRole('button', { name: 'Send invite' }));
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeTruthy();
    expect(within(dialog).getByText('Last name is required')).toBeTruthy();
    expect(within(dialog).getByLabelText(/Email/).getAttribute('aria-invalid')).toBe('true');
    // Editing the field clears its error.
    await user.type(within(dialog).getByLabelText(/Email/), 'example.com');
    expect(within(dialog).queryByText('Please enter a valid email address')).toBeNull();
  });

  it('shows core-api’s refusal of the address on the email field', async () => {
    seedSession('manager');
    const refusal = 'A user with this email is already in your company';
    renderRoutes(routes, '/app/users', [
      listMock(),
      {
        request: { query: InviteUserDocument, variables: { input: INPUT } },
        result: {
          errors: [
            new GraphQLError(refusal, {
              extensions: { code: 'CONFLICT', detail: refusal, status: 409, id: 'conflict' },
            }),
          ],
        },
      },
    ]);
    const { user, dialog } = await openInvite();
    await user.type(within(dialog).getByLabelText(/First name/), INPUT.first_name);
    await user.type(within(dialog).getByLabelText(/Last name/), INPUT.last_name);
    await user.type(within(dialog).getByLabelText(/Email/), INPUT.email);
    await user.click(within(dialog).getByRole('button', { name: 'Send invite' }));
    expect(await within(dialog).findByText(refusal)).toBeTruthy();
    expect(within(dialog).getByLabelText(/Email/).getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the invitation link once in a dialog with a Copy button', async () => {
    seedSession('manager');
    renderRoutes(routes, '/app/users', [
      listMock(),
      {
        request: { query: InviteUserDocument, variables: { input: INPUT } },
        result: {
          data: {
            inviteUser: {
              __typename: 'InvitationLinkResult',
              invitation: {
                __typename: 'Invitation',
                id: 'i9',
                status: 'invited',
                ...INPUT,
              },
              set_password_link: LINK,
            },
          },
        },
      },
    ]);
    const { user, dialog } = await openInvite();
    await user.type(within(dialog).getByLabelText(/First name/), INPUT.first_name);
    await user.type(within(dialog).getByLabelText(/Last name/), INPUT.last_name);
    await user.type(within(dialog).getByLabelText(/Email/), INPUT.email);
    await user.click(within(dialog).getByRole('button', { name: 'Send invite' }));

    const shown = await screen.findByRole('dialog', { name: 'Invitation sent' });
    expect(within(shown).getByText(/Nia Hughes \(nia@example.com\) is invited/)).toBeTruthy();
    expect((within(shown).getByLabelText('Set-password link') as HTMLInputElement).value).toBe(LINK);
    await user.click(within(shown).getByRole('button', { name: 'Copy link' }));
    expect(await within(shown).findByRole('button', { name: 'Copied' })).toBeTruthy();
    // user-event stands in for the system clipboard.
    expect(await navigator.clipboard.readText()).toBe(LINK);
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invitation sent' })).toBeNull());
  });
});
