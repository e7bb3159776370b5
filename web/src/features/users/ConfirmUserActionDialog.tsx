// Confirms a change to a row of the users list and runs it: a user's role, deactivate, reactivate or a new
// set-password link (a reset, or "resend" for someone still invited); an invitation's new link or its
// cancellation. A new link is handed back to the page to show once. Refusals (the last admin, admin-only
// changes) arrive as toasts from the Apollo error link.
import { useMutation } from '@apollo/client/react';
import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import type { CompanyMemberFieldsFragment, Role } from '../../generated/graphql';
import { showToast } from '../../lib/toaster';
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
  const [changeRole, roleState] = useMutation(ChangeUserRoleDocument);
  const [deactivate, deactivateState] = useMutation(DeactivateUserDocument);
  const [reactivate, reactivateState] = useMutation(ReactivateUserDocument);
  const [reset, resetState] = useMutation(ResetUserPasswordDocument);
  const [resend, resendState] = useMutation(ResendInvitationDocument);
  const [cancel, cancelState] = useMutation(CancelInvitationDocument);
  const loading = [roleState, deactivateState, reactivateState, resetState, resendState, cancelState].some(
    (s) => s.loading,
  );
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
                {action?.kind === 'cancel' ? 'Keep invitation' : 'Cancel'}
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
