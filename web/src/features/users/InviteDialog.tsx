// Invites someone (first name, last name, email, role) with react-hook-form: a missing or malformed value is an
// error on its field, and so is core-api's refusal of the address (already in the company, already invited).
// The roles offered are those the caller may grant; the invitation's one-time link is handed back to the
// page, which shows it in its own dialog.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { Field, Input, NativeSelect, Stack } from '@chakra-ui/react';
import type { Role } from '../../generated/graphql';
import { useIdempotencyKey } from '../../lib/idempotency';
import { InviteUserDocument } from './users.api';
import { ROLE_LABELS } from './user-labels';
import { userErrorMessages } from './user-errors';
import {
  EMPTY_INVITE,
  fieldOfMessage,
  inviteUserSchema,
  type InviteUserOutput,
  type InviteUserValues,
} from './invite-user.schema';
import { FormDialog } from '../../components/FormDialog';

export interface Invited {
  first_name: string;
  last_name: string;
  email: string;
  link: string;
}

const TEXT_FIELDS: Array<[keyof InviteUserValues, string, string, string]> = [
  ['first_name', 'First name', 'text', 'given-name'],
  ['last_name', 'Last name', 'text', 'family-name'],
  ['email', 'Email', 'email', 'off'],
];

export function InviteDialog(props: {
  open: boolean;
  roles: readonly Role[];
  onClose: () => void;
  onInvited: (invited: Invited) => void;
}) {
  // A retried invite never makes a second invitation (core-api answers it 409: the first answer held a link).
  const idempotency = useIdempotencyKey(props.open);
  const [invite] = useMutation(InviteUserDocument, {
    context: { handlesOwnErrors: true, ...idempotency.context },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<InviteUserValues, unknown, InviteUserOutput>({
    resolver: zodResolver(inviteUserSchema),
    defaultValues: EMPTY_INVITE,
    reValidateMode: 'onSubmit',
  });

  const close = () => {
    if (isSubmitting) return;
    reset(EMPTY_INVITE);
    setFormError(null);
    props.onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { data } = await invite({ variables: { input: values } });
      const result = data?.inviteUser;
      if (!result) return;
      idempotency.renew();
      reset(EMPTY_INVITE);
      props.onClose();
      props.onInvited({ ...result.invitation, link: result.set_password_link });
    } catch (error) {
      const messages = userErrorMessages(error);
      if (!messages) {
        props.onClose(); // the session has ended (401/403): the app is on its way to /login
        return;
      }
      const unplaced: string[] = [];
      for (const message of messages) {
        const field = fieldOfMessage(message);
        if (field) setError(field, { type: 'server', message }, { shouldFocus: true });
        else unplaced.push(message);
      }
      if (unplaced.length) setFormError(unplaced.join(' '));
    }
  });

  return (
    <FormDialog
      open={props.open}
      onClose={close}
      title="Invite a user"
      submitLabel="Send invite"
      submitting={isSubmitting}
      onSubmit={onSubmit}
      error={formError}
      size="md"
    >
      <Stack gap="3">
        {TEXT_FIELDS.map(([key, label, type, autoComplete]) => (
          <Field.Root key={key} invalid={!!errors[key]} required>
            <Field.Label>{label}</Field.Label>
            <Input
              type={type}
              autoComplete={autoComplete}
              {...register(key, { onChange: () => clearErrors(key) })}
            />
            <Field.ErrorText>{errors[key]?.message}</Field.ErrorText>
          </Field.Root>
        ))}
        <Field.Root invalid={!!errors.role}>
          <Field.Label>Role</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('role', { onChange: () => clearErrors('role') })}>
              {props.roles.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABELS[r]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{errors.role?.message}</Field.ErrorText>
        </Field.Root>
      </Stack>
    </FormDialog>
  );
}
