// Confirms a change to a row of the users list and runs it: a user's role, deactivate, reactivate or a new
// set-password link (a reset, or "resend" for someone still invited); an invitation's new link or its
// cancellation. A new link is handed back to the page to show once. Refusals (the last admin, admin-only
// changes) arrive as toasts from the Apollo error link.
import { useMutation } from '@apollo/client/react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { CompanyMemberFieldsFragment, Role } from '../../generated/graphql';
import { showToast } from '../../lib/toast';
import {
  CancelInvitationDocument,
  ChangeUserRoleDocument,
  DeactivateUserDocument,
  ReactivateUserDocument,
  ResendInvitationDocument,
  ResetUserPasswordDocument,
} from './users.api';
import { ROLE_LABELS, fullName } from './user-labels';

type Member = CompanyMemberFieldsFragment;

export type UserAction =
  | { kind: 'role'; user: Member; role: Role }
  | { kind: 'deactivate' | 'reactivate' | 'reset' | 'resend' | 'cancel'; user: Member };

function describe(action: UserAction): { title: string; body: string; confirm: string } {
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
      return action.user.status === 'invited'
        ? {
            title: `Send ${name} a new link?`,
            body: `A new one-time link to choose a password is created and emailed to ${action.user.email}. Earlier links keep working until one is used.`,
            confirm: 'Send new link',
          }
        : {
            title: `Reset ${name}'s password?`,
            body: `A one-time set-password link is created and emailed to ${action.user.email}.`,
            confirm: 'Reset password',
          };
    case 'resend':
      return {
        title: `Send ${name} a new invitation link?`,
        body: `A new link is created and emailed to ${action.user.email}; the previous link stops working.`,
        confirm: 'Send new link',
      };
    case 'cancel':
      return {
        title: `Cancel the invitation for ${name}?`,
        body: `The invitation's link stops working. You can invite ${action.user.email} again later.`,
        confirm: 'Cancel invitation',
      };
  }
}

export function ConfirmUserActionDialog(props: {
  action: UserAction | null;
  onClose: () => void;
  onLink: (user: Member, link: string) => void;
}) {
  const [changeRole] = useMutation(ChangeUserRoleDocument);
  const [deactivate] = useMutation(DeactivateUserDocument);
  const [reactivate] = useMutation(ReactivateUserDocument);
  const [reset] = useMutation(ResetUserPasswordDocument);
  const [resend] = useMutation(ResendInvitationDocument);
  const [cancel] = useMutation(CancelInvitationDocument);
  const { action } = props;
  const text = action ? describe(action) : null;
  const confirm = async () => {
    if (!action) return;
    const { user } = action;
    const id = user.id;
    try {
      switch (action.kind) {
        case 'role':
          await changeRole({ variables: { id, role: action.role } });
          showToast('success', 'Role changed');
          break;
        case 'deactivate':
          await deactivate({ variables: { id } });
          showToast('success', 'User deactivated');
          break;
        case 'reactivate':
          await reactivate({ variables: { id } });
          showToast('success', 'User reactivated');
          break;
        case 'reset': {
          const { data } = await reset({ variables: { id } });
          if (data) props.onLink(user, data.resetUserPassword.set_password_link);
          break;
        }
        case 'resend': {
          const { data } = await resend({ variables: { id } });
          if (data) props.onLink(user, data.resendInvitation.set_password_link);
          break;
        }
        case 'cancel':
          await cancel({ variables: { id } });
          showToast('success', 'Invitation cancelled');
          break;
      }
    } catch {
      // Refusals (last admin, admin-only changes) arrive as toasts from the Apollo error link.
    }
  };
  return (
    <ConfirmDialog
      open={!!action}
      title={text?.title ?? ''}
      confirmLabel={text?.confirm ?? ''}
      cancelLabel={action?.kind === 'cancel' ? 'Keep invitation' : undefined}
      colorPalette="orange"
      onClose={props.onClose}
      onConfirm={confirm}
    >
      {text?.body}
    </ConfirmDialog>
  );
}
