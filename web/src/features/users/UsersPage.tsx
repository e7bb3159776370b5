// /app/users (manager and up): search, role and status filters with pages; invite a user (the one-time
// set-password link is shown once); change role, deactivate/reactivate and reset password behind a
// confirmation. Controls follow the server's can_manage and the caller's role (only an admin offers admin);
// core-api enforces every rule and its refusals arrive as toasts from the Apollo error link.
import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Badge,
  Box,
  Button,
  CloseButton,
  Dialog,
  Field,
  Flex,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Portal,
  Spinner,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import type { CompanyUserFieldsFragment, Role } from '../../generated/graphql';
import { useAuth } from '../auth/auth-context';
import { ROLE_ORDER } from '../auth/roles';
import { showToast } from '../../lib/toaster';
import {
  ChangeUserRoleDocument,
  CompanyUsersDocument,
  CreateCompanyUserDocument,
  DeactivateUserDocument,
  ReactivateUserDocument,
  ResetUserPasswordDocument,
} from './users.api';
import { useDebounced } from '../../lib/use-debounced';

const PAGE_SIZE = 20;
export const ROLE_LABELS: Record<string, string> = {
  worker: 'Worker',
  supervisor: 'Supervisor',
  manager: 'Manager',
  admin: 'Admin',
};

function fullName(u: { first_name: string; last_name: string }) {
  return `${u.first_name} ${u.last_name}`;
}

function LinkBox({ title, link }: { title: string; link: string }) {
  return (
    <Box role="status" p="4" rounded="md" borderWidth="1px" borderColor="green.500" bg="bg.success" mb="4">
      <Text fontWeight="semibold">{title}</Text>
      <Input
        mt="2"
        readOnly
        aria-label="Set-password link"
        value={link}
        onFocus={(e) => e.currentTarget.select()}
      />
      <Text fontSize="sm" mt="1" color="fg.muted">
        It has also been emailed, works once and expires in 72 hours. It will not be shown again.
      </Text>
    </Box>
  );
}

function InviteDialog(props: {
  open: boolean;
  roles: readonly Role[];
  onClose: () => void;
  onInvited: (name: string, link: string) => void;
}) {
  const [create, { loading }] = useMutation(CreateCompanyUserDocument);
  const [values, setValues] = useState({ first_name: '', last_name: '', email: '', role: 'worker' as Role });
  const [missing, setMissing] = useState<Record<string, boolean>>({});
  const set = (key: keyof typeof values, value: string) => {
    setValues((prev) => ({ ...prev, [key]: value }));
    setMissing((prev) => ({ ...prev, [key]: false }));
  };
  const close = () => {
    setValues({ first_name: '', last_name: '', email: '', role: 'worker' });
    setMissing({});
    props.onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      first_name: !values.first_name.trim(),
      last_name: !values.last_name.trim(),
      email: !values.email.trim(),
    };
    setMissing(next);
    if (Object.values(next).some(Boolean)) return;
    try {
      const { data } = await create({
        variables: {
          input: {
            first_name: values.first_name.trim(),
            last_name: values.last_name.trim(),
            email: values.email.trim(),
            role: values.role,
          },
        },
      });
      const result = data?.createCompanyUser;
      if (!result) return;
      props.onInvited(fullName(result.user), result.set_password_link);
      close();
    } catch {
      // The Apollo error link shows the server's message (e.g. the email is taken) as a toast.
    }
  };
  const fields: Array<[keyof typeof values, string, string]> = [
    ['first_name', 'First name', 'text'],
    ['last_name', 'Last name', 'text'],
    ['email', 'Email', 'email'],
  ];
  return (
    <Dialog.Root open={props.open} onOpenChange={(d) => !d.open && close()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={submit} noValidate style={{ display: 'contents' }}>
              <Dialog.Header>
                <Dialog.Title>Invite a user</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  {fields.map(([key, label, type]) => (
                    <Field.Root key={key} invalid={!!missing[key]} required>
                      <Field.Label>{label}</Field.Label>
                      <Input
                        type={type}
                        value={values[key]}
                        onChange={(e) => set(key, e.currentTarget.value)}
                      />
                      <Field.ErrorText>{label} is required</Field.ErrorText>
                    </Field.Root>
                  ))}
                  <Field.Root>
                    <Field.Label>Role</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field
                        value={values.role}
                        onChange={(e) => set('role', e.currentTarget.value)}
                      >
                        {props.roles.map((r) => (
                          <option key={r} value={r}>
                            {ROLE_LABELS[r]}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={close} disabled={loading}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="blue" loading={loading}>
                  Send invite
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

type Action =
  | { kind: 'role'; user: CompanyUserFieldsFragment; role: Role }
  | { kind: 'deactivate' | 'reactivate' | 'reset'; user: CompanyUserFieldsFragment };

function describe(action: Action): { title: string; body: string; confirm: string } {
  const name = fullName(action.user);
  switch (action.kind) {
    case 'role':
      return {
        title: `Change ${name}'s role?`,
        body: `${name} will become ${ROLE_LABELS[action.role]}.`,
        confirm: 'Change role',
      };
    case 'deactivate':
      return {
        title: `Deactivate ${name}?`,
        body: `${name} is signed out everywhere at once and cannot sign in until reactivated.`,
        confirm: 'Deactivate',
      };
    case 'reactivate':
      return {
        title: `Reactivate ${name}?`,
        body: `${name} will be able to sign in again.`,
        confirm: 'Reactivate',
      };
    case 'reset':
      return {
        title: `Reset ${name}'s password?`,
        body: `A one-time set-password link is created and emailed to ${action.user.email}.`,
        confirm: 'Reset password',
      };
  }
}

function ConfirmDialog(props: {
  action: Action | null;
  onClose: () => void;
  onLink: (name: string, link: string) => void;
}) {
  const [changeRole, roleState] = useMutation(ChangeUserRoleDocument);
  const [deactivate, deactivateState] = useMutation(DeactivateUserDocument);
  const [reactivate, reactivateState] = useMutation(ReactivateUserDocument);
  const [reset, resetState] = useMutation(ResetUserPasswordDocument);
  const loading =
    roleState.loading || deactivateState.loading || reactivateState.loading || resetState.loading;
  const { action } = props;
  const text = action ? describe(action) : null;
  const confirm = async () => {
    if (!action) return;
    const id = action.user.id;
    try {
      if (action.kind === 'role') {
        await changeRole({ variables: { id, role: action.role } });
        showToast('success', 'Role changed');
      } else if (action.kind === 'deactivate') {
        await deactivate({ variables: { id } });
        showToast('success', 'User deactivated');
      } else if (action.kind === 'reactivate') {
        await reactivate({ variables: { id } });
        showToast('success', 'User reactivated');
      } else {
        const { data } = await reset({ variables: { id } });
        if (data) props.onLink(fullName(action.user), data.resetUserPassword.set_password_link);
      }
    } catch {
      // Refusals (last admin, admin-only changes) arrive as toasts from the Apollo error link.
    }
    props.onClose();
  };
  return (
    <Dialog.Root open={!!action} onOpenChange={(d) => !d.open && props.onClose()} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{text?.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{text?.body}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={props.onClose} disabled={loading}>
                Cancel
              </Button>
              <Button colorPalette="orange" onClick={confirm} loading={loading}>
                {text?.confirm}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export function UsersPage() {
  const { user: me } = useAuth();
  const [searchText, setSearchText] = useState('');
  const [role, setRole] = useState<Role | ''>('');
  const [status, setStatus] = useState('all');
  const [page, setPage] = useState(1);
  const [inviting, setInviting] = useState(false);
  const [action, setAction] = useState<Action | null>(null);
  const [shownLink, setShownLink] = useState<{ title: string; link: string } | null>(null);
  const search = useDebounced(searchText.trim(), 300);
  useEffect(() => setPage(1), [search]);
  const { data, loading, refetch } = useQuery(CompanyUsersDocument, {
    variables: { search: search || null, role: role || null, status, page, size: PAGE_SIZE },
  });
  const result = data?.companyUsers;
  const isAdmin = me?.role === 'admin';
  const grantable = ROLE_ORDER.filter((r) => isAdmin || r !== 'admin');
  const pages = result ? Math.max(1, Math.ceil(result.total / result.size)) : 1;

  return (
    <Box>
      <Flex justify="space-between" align="center" mb="4" gap="3" wrap="wrap">
        <Heading as="h1" size="2xl">
          Users
        </Heading>
        <Button size="sm" colorPalette="blue" onClick={() => setInviting(true)}>
          Invite user
        </Button>
      </Flex>
      {shownLink && <LinkBox title={shownLink.title} link={shownLink.link} />}
      <Flex gap="3" mb="4" direction={{ base: 'column', md: 'row' }}>
        <Input
          type="search"
          aria-label="Search users"
          placeholder="Search by name or email"
          value={searchText}
          onChange={(e) => setSearchText(e.currentTarget.value)}
          maxW={{ md: 'md' }}
        />
        <NativeSelect.Root maxW={{ md: '48' }}>
          <NativeSelect.Field
            aria-label="Role filter"
            value={role}
            onChange={(e) => {
              setRole(e.currentTarget.value as Role | '');
              setPage(1);
            }}
          >
            <option value="">All roles</option>
            {ROLE_ORDER.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root maxW={{ md: '48' }}>
          <NativeSelect.Field
            aria-label="Status filter"
            value={status}
            onChange={(e) => {
              setStatus(e.currentTarget.value);
              setPage(1);
            }}
          >
            <option value="all">Active and inactive</option>
            <option value="active">Active</option>
            <option value="inactive">Inactive</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Flex>
      {loading && !result ? (
        <Flex justify="center" py="12" role="status" aria-label="Loading users">
          <Spinner size="lg" />
        </Flex>
      ) : !result || result.items.length === 0 ? (
        <Text color="fg.muted">No users match.</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" aria-label="Users">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Name</Table.ColumnHeader>
                <Table.ColumnHeader>Email</Table.ColumnHeader>
                <Table.ColumnHeader>Role</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader>Actions</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {result.items.map((u) => {
                const roles = isAdmin ? ROLE_ORDER : grantable;
                return (
                  <Table.Row key={u.id}>
                    <Table.Cell fontWeight="medium">
                      {fullName(u)}
                      {u.id === me?.id && (
                        <Text as="span" color="fg.muted" fontSize="xs">
                          {' '}
                          (you)
                        </Text>
                      )}
                    </Table.Cell>
                    <Table.Cell>{u.email}</Table.Cell>
                    <Table.Cell>
                      {u.can_manage ? (
                        <NativeSelect.Root size="sm" minW="32">
                          <NativeSelect.Field
                            aria-label={`Role of ${fullName(u)}`}
                            value={u.role}
                            onChange={(e) => {
                              const next = e.currentTarget.value as Role;
                              if (next !== u.role) setAction({ kind: 'role', user: u, role: next });
                            }}
                          >
                            {roles.map((r) => (
                              <option key={r} value={r}>
                                {ROLE_LABELS[r]}
                              </option>
                            ))}
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>
                      ) : (
                        ROLE_LABELS[u.role]
                      )}
                    </Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={u.is_active ? 'green' : 'gray'}>
                        {u.is_active ? 'Active' : 'Inactive'}
                      </Badge>
                    </Table.Cell>
                    <Table.Cell>
                      {u.can_manage && (
                        <HStack gap="2">
                          {u.is_active ? (
                            <>
                              <Button
                                size="xs"
                                variant="outline"
                                aria-label={`Reset password for ${fullName(u)}`}
                                onClick={() => setAction({ kind: 'reset', user: u })}
                              >
                                Reset password
                              </Button>
                              <Button
                                size="xs"
                                variant="outline"
                                colorPalette="red"
                                aria-label={`Deactivate ${fullName(u)}`}
                                onClick={() => setAction({ kind: 'deactivate', user: u })}
                              >
                                Deactivate
                              </Button>
                            </>
                          ) : (
                            <Button
                              size="xs"
                              variant="outline"
                              aria-label={`Reactivate ${fullName(u)}`}
                              onClick={() => setAction({ kind: 'reactivate', user: u })}
                            >
                              Reactivate
                            </Button>
                          )}
                        </HStack>
                      )}
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {result && pages > 1 && (
        <HStack justify="flex-end" mt="3" gap="3">
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <Text fontSize="sm">
            Page {page} of {pages}
          </Text>
          <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </HStack>
      )}
      <InviteDialog
        open={inviting}
        roles={grantable}
        onClose={() => setInviting(false)}
        onInvited={(name, link) => {
          setShownLink({ title: `${name} is invited. Send them this one-time set-password link:`, link });
          void refetch();
        }}
      />
      <ConfirmDialog
        action={action}
        onClose={() => {
          setAction(null);
          void refetch();
        }}
        onLink={(name, link) => setShownLink({ title: `New set-password link for ${name}:`, link })}
      />
    </Box>
  );
}
