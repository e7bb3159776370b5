// The users list's columns for the list kit's DataTable: users and open invitations in one list. Controls
// follow the server's can_manage (never on your own row, admins only for an admin) and the caller's role
// (only an admin offers admin); each change goes through a confirmation.
import { Badge, Button, HStack, NativeSelect, Text } from '@chakra-ui/react';
import type { Column } from '../../components/list';
import type { CompanyMemberFieldsFragment, Role } from '../../generated/graphql';
import type { UserAction } from './ConfirmUserActionDialog';
import { ROLE_LABELS, STATUS_LABELS, fullName } from './user-labels';

type Member = CompanyMemberFieldsFragment;

const STATUS_COLOURS: Record<string, string> = { invited: 'blue', active: 'green', inactive: 'gray' };

/** Whether the row offers controls: the server's ability, and never the caller's own account. */
function manageable(member: Member, meId: string | undefined): boolean {
  return member.can_manage && !(member.kind === 'user' && member.id === meId);
}

function linkExpired(member: Member): boolean {
  return !!member.expires_at && new Date(member.expires_at).getTime() <= Date.now();
}

function RoleCell({
  member,
  meId,
  roles,
  onAction,
}: {
  member: Member;
  meId: string | undefined;
  roles: readonly Role[];
  onAction: (a: UserAction) => void;
}) {
  // An invitation's role is fixed: cancel it and invite again to change it.
  if (member.kind !== 'user' || !manageable(member, meId)) return <>{ROLE_LABELS[member.role]}</>;
  return (
    <NativeSelect.Root size="sm" minW="32">
      <NativeSelect.Field
        aria-label={`Role of ${fullName(member)}`}
        value={member.role}
        onChange={(e) => {
          const next = e.currentTarget.value as Role;
          if (next !== member.role) onAction({ kind: 'role', user: member, role: next });
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
  );
}

function ActionButton(props: { label: string; text: string; danger?: boolean; onClick: () => void }) {
  return (
    <Button
      size="xs"
      variant="outline"
      colorPalette={props.danger ? 'red' : undefined}
      aria-label={props.label}
      onClick={props.onClick}
    >
      {props.text}
    </Button>
  );
}

function ActionsCell({
  member,
  meId,
  onAction,
}: {
  member: Member;
  meId: string | undefined;
  onAction: (a: UserAction) => void;
}) {
  if (!manageable(member, meId)) return null;
  const name = fullName(member);
  if (member.kind === 'invitation') {
    return (
      <HStack gap="2" wrap="wrap">
        <ActionButton
          label={`Resend invitation to ${name}`}
          text="Resend link"
          onClick={() => onAction({ kind: 'resend', user: member })}
        />
        <ActionButton
          label={`Cancel invitation for ${name}`}
          text="Cancel invitation"
          danger
          onClick={() => onAction({ kind: 'cancel', user: member })}
        />
      </HStack>
    );
  }
  if (member.status === 'inactive') {
    return (
      <ActionButton
        label={`Reactivate ${name}`}
        text="Reactivate"
        onClick={() => onAction({ kind: 'reactivate', user: member })}
      />
    );
  }
  return (
    <HStack gap="2" wrap="wrap">
      {member.status === 'invited' ? (
        <ActionButton
          label={`Resend link to ${name}`}
          text="Resend link"
          onClick={() => onAction({ kind: 'reset', user: member })}
        />
      ) : (
        <ActionButton
          label={`Reset password for ${name}`}
          text="Reset password"
          onClick={() => onAction({ kind: 'reset', user: member })}
        />
      )}
      <ActionButton
        label={`Deactivate ${name}`}
        text="Deactivate"
        danger
        onClick={() => onAction({ kind: 'deactivate', user: member })}
      />
    </HStack>
  );
}

export function userColumns(options: {
  meId: string | undefined;
  /** The roles the caller may grant. */
  roles: readonly Role[];
  onAction: (action: UserAction) => void;
}): Column<Member>[] {
  const { meId, roles, onAction } = options;
  return [
    {
      key: 'name',
      header: 'Name',
      card: 'title',
      cell: (u) => (
        <Text as="span" fontWeight="medium">
          {fullName(u)}
          {u.kind === 'user' && u.id === meId && (
            <Text as="span" color="fg.muted" fontSize="xs">
              {' '}
              (you)
            </Text>
          )}
        </Text>
      ),
    },
    { key: 'email', header: 'Email', cell: (u) => u.email },
    {
      key: 'role',
      header: 'Role',
      cell: (u) => <RoleCell member={u} meId={meId} roles={roles} onAction={onAction} />,
    },
    {
      key: 'status',
      header: 'Status',
      card: 'aside',
      cell: (u) => (
        <HStack gap="1" wrap="wrap">
          <Badge colorPalette={STATUS_COLOURS[u.status] ?? 'gray'}>
            {STATUS_LABELS[u.status] ?? u.status}
          </Badge>
          {u.kind === 'invitation' && linkExpired(u) && (
            <Text as="span" fontSize="xs" color="fg.muted">
              link expired
            </Text>
          )}
        </HStack>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      card: 'footer',
      cell: (u) => <ActionsCell member={u} meId={meId} onAction={onAction} />,
    },
  ];
}
