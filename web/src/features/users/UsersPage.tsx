// /app/users (manager and up): the company's users and open invitations ("Invited") with search, role and
// status filters and pages, kept in the URL (the list kit); invite someone (the invitation's one-time link is
// shown once, with a Copy button); change role, deactivate/reactivate, reset password, resend or cancel an
// invitation behind a confirmation — never on your own row. core-api enforces every rule and its refusals
// arrive as toasts from the Apollo error link.
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Box, Button, Flex, Heading } from '@chakra-ui/react';
import { DataTable, ListState, ListToolbar, Pager, pageCount, useListParams } from '../../components/list';
import { classifyError } from '../../lib/error-message';
import { ROLE_ORDER, useAuth } from '../auth';
import type { UserAction } from './ConfirmUserActionDialog';
import type { ShownLink } from './SetPasswordLinkDialog';
import { userColumns } from './user-columns';
import { ROLE_LABELS, fullName } from './user-labels';
import { USER_LIST_OPTIONS, userListVariables } from './user-list-query';
import { CompanyUsersDocument } from './users.api';
import { lazyDialog, lazyDialogOpenWhen } from '../../lib/lazy-page';

// The invitation's form (react-hook-form, zod) loads when it opens (decision 0072), the confirmation when a row's
// action is first chosen and the link's dialog when a link is first shown: Chakra's dialog layer is not in the
// list's first load.
const InviteDialog = lazyDialog(() => import('./InviteDialog').then((m) => m.InviteDialog));
const ConfirmUserActionDialog = lazyDialogOpenWhen(
  () => import('./ConfirmUserActionDialog').then((m) => m.ConfirmUserActionDialog),
  (props) => props.action !== null,
);
const SetPasswordLinkDialog = lazyDialogOpenWhen(
  () => import('./SetPasswordLinkDialog').then((m) => m.SetPasswordLinkDialog),
  (props) => props.shown !== null,
  { apollo: false },
);

const ROLE_OPTIONS = [
  { value: '', label: 'All roles' },
  ...ROLE_ORDER.map((r) => ({ value: r, label: ROLE_LABELS[r] ?? r })),
];
const STATUS_OPTIONS = [
  { value: 'all', label: 'All statuses' },
  { value: 'active', label: 'Active' },
  { value: 'invited', label: 'Invited' },
  { value: 'inactive', label: 'Inactive' },
];

const LINK_NOTE = 'Send them this link to choose a password and sign in.';

export function UsersPage() {
  const { user: me } = useAuth();
  const [inviting, setInviting] = useState(false);
  const [action, setAction] = useState<UserAction | null>(null);
  const [shownLink, setShownLink] = useState<ShownLink | null>(null);
  const list = useListParams(USER_LIST_OPTIONS);
  const variables = userListVariables(list);
  const { data, loading, error, refetch } = useQuery(CompanyUsersDocument, { variables });
  const result = data?.companyUsers;
  const failure = error && !result ? classifyError(error) : null;
  const grantable = ROLE_ORDER.filter((r) => me?.role === 'admin' || r !== 'admin');

  return (
    <Box>
      <Flex justify="space-between" align="center" mb="4" gap="3" wrap="wrap" pe={{ base: '14', md: '0' }}>
        <Heading as="h1" size="2xl">
          Users
        </Heading>
        <Button size="sm" colorPalette="blue" onClick={() => setInviting(true)}>
          Invite user
        </Button>
      </Flex>
      <ListToolbar
        exports={{ list: 'users', filters: variables, formats: ['csv'] }}
        search={{
          label: 'Search users',
          placeholder: 'Search by name or email',
          value: list.searchText,
          onChange: list.setSearchText,
        }}
        selects={[
          {
            label: 'Role filter',
            value: list.filters.role,
            options: ROLE_OPTIONS,
            onChange: (value) => list.setFilter('role', value),
          },
          {
            label: 'Status filter',
            value: list.filters.status,
            options: STATUS_OPTIONS,
            onChange: (value) => list.setFilter('status', value),
          },
        ]}
      />
      <ListState
        loading={loading && !result}
        loadingLabel="Loading users"
        error={failure?.kind === 'toast' ? failure.message : null}
        onRetry={() => void refetch()}
        isEmpty={(result?.items.length ?? 0) === 0}
        empty={{ title: 'No users match', description: 'Try another search or clear the filters.' }}
      >
        <DataTable
          label="Users"
          columns={userColumns({ meId: me?.id, roles: grantable, onAction: setAction })}
          rows={result?.items ?? []}
          rowKey={(u) => u.id}
        />
        {result && (
          <Pager
            page={list.page}
            pages={pageCount(result.total, result.size)}
            total={result.total}
            capped={result.total_capped}
            noun={['user', 'users']}
            onPage={list.setPage}
          />
        )}
      </ListState>
      <InviteDialog
        open={inviting}
        roles={grantable}
        onClose={() => setInviting(false)}
        onInvited={(invited) => {
          // Worded the same whoever the address belongs to: the answer never says whether it has an account.
          setShownLink({
            title: 'Invitation sent',
            description: `${fullName(invited)} (${invited.email}) is invited. ${LINK_NOTE}`,
            link: invited.link,
          });
          void refetch();
        }}
      />
      <ConfirmUserActionDialog
        action={action}
        onClose={() => {
          setAction(null);
          void refetch();
        }}
        onLink={(member, link) =>
          setShownLink({
            title: member.status === 'invited' ? 'New link sent' : 'Password reset link',
            description: `A new one-time link for ${fullName(member)} (${member.email}). ${LINK_NOTE}`,
            link,
          })
        }
      />
      <SetPasswordLinkDialog shown={shownLink} onClose={() => setShownLink(null)} />
    </Box>
  );
}
