// /reset-password?token=…: choose a new password, then the session is stored as at login and the user lands home.
// The same page accepts an invitation (decision 0018): then it welcomes the person first — "Welcome to <company>,
// <name>", who invited them and as what, and what to do (decision 0066) — and signs them in once they have chosen
// a password. When the invited address already has an account, the server's explanation stays on the page (a
// conflict is not a transient failure a toast would suit).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Container, Field, Heading, Input, Link, Stack, Text } from '@chakra-ui/react';
import { statusLabel } from '@sitebase/shared';
import { InvitationWelcomeDocument, ResetPasswordDocument } from './auth.api';
import { useAuth } from './auth-context';
import { resetPasswordSchema } from './password-reset.schema';
import type { ResetPasswordValues } from './password-reset.schema';
import { DEFAULT_POST_LOGIN_PATH } from './roles';
import { GENERIC_ERROR_MESSAGE, classifyError } from '../../lib/error-message';
import { takePendingDeepLink } from '../../lib/storage';
import { showToast } from '../../lib/toast';

export const RESET_FAILED_MESSAGE = 'Failed to reset password';

/** The server's explanation when the link cannot be used as it stands (409), else null. */
function conflictMessage(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const first = error.errors[0];
  return first?.extensions?.code === 'CONFLICT' && typeof first.message === 'string' ? first.message : null;
}

function resetErrorMessage(error: unknown): string {
  const outcome = classifyError(error);
  // The reset token is the credential here: an auth error means the link is bad, not that a session expired.
  if (outcome.kind === 'toast' && outcome.message !== GENERIC_ERROR_MESSAGE) return outcome.message;
  return RESET_FAILED_MESSAGE;
}

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const [resetPassword] = useMutation(ResetPasswordDocument, { context: { handlesOwnErrors: true } });
  // An invitation's link names who invited the person; any other link (a reset) is answered 404 and the page
  // stays the plain "choose a new password".
  const welcome = useQuery(InvitationWelcomeDocument, {
    variables: { token },
    skip: !token,
    context: { handlesOwnErrors: true },
  }).data?.invitationWelcome;
  const [conflict, setConflict] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirm: '' },
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit(async (values) => {
    setConflict(null);
    try {
      const { data } = await resetPassword({
        variables: { input: { token, new_password: values.password } },
      });
      const payload = data?.resetPassword;
      if (!payload?.access_token || !payload.user) throw new Error(RESET_FAILED_MESSAGE);
      const pending = takePendingDeepLink(); // before signIn, as in LoginPage
      signIn(payload.access_token, payload.user, false);
      showToast(
        'success',
        welcome
          ? `Welcome to ${welcome.company_name}, ${welcome.first_name}`
          : 'Your password has been reset.',
      );
      navigate(pending ?? DEFAULT_POST_LOGIN_PATH, { replace: true });
    } catch (error) {
      const message = conflictMessage(error);
      if (message) setConflict(message);
      else showToast('error', resetErrorMessage(error));
    }
  });

  return (
    <Container maxW="md" py={{ base: 12, md: 20 }}>
      <Box as="main">
        {welcome ? (
          <Stack gap="3">
            <Heading as="h1" size="2xl">
              Welcome to {welcome.company_name}, {welcome.first_name}
            </Heading>
            <Text>
              {welcome.invited_by ?? 'Your company'} invited you to join {welcome.company_name} on SiteBase as{' '}
              {/^[aeiou]/i.test(welcome.role) ? 'an' : 'a'} {statusLabel(welcome.role).toLowerCase()}.
            </Text>
            <Text color="fg.muted">
              Choose a password to finish setting up your account. You will be signed in straight away, and
              next time you sign in with {welcome.email} and this password.
            </Text>
          </Stack>
        ) : (
          <Heading as="h1" size="2xl">
            Choose a new password
          </Heading>
        )}
        {!token ? (
          <Alert.Root status="warning" mt="6">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>This reset link is incomplete</Alert.Title>
              <Alert.Description>
                Open the link from your email again, or ask for a new one.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : (
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="4" mt="6">
              {conflict && (
                <Alert.Root status="warning" role="alert">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Description>{conflict}</Alert.Description>
                  </Alert.Content>
                </Alert.Root>
              )}
              <Field.Root invalid={!!errors.password}>
                <Field.Label>{welcome ? 'Choose a password' : 'New password'}</Field.Label>
                <Input
                  type="password"
                  autoComplete="new-password"
                  {...register('password', { onChange: () => clearErrors('password') })}
                />
                <Field.ErrorText>{errors.password?.message}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={!!errors.confirm}>
                <Field.Label>{welcome ? 'Confirm password' : 'Confirm new password'}</Field.Label>
                <Input
                  type="password"
                  autoComplete="new-password"
                  {...register('confirm', { onChange: () => clearErrors('confirm') })}
                />
                <Field.ErrorText>{errors.confirm?.message}</Field.ErrorText>
              </Field.Root>
              <Button type="submit" colorPalette="blue" disabled={isSubmitting}>
                {isSubmitting ? 'Saving...' : welcome ? 'Set password and sign in' : 'Reset Password'}
              </Button>
            </Stack>
          </form>
        )}
        <Text mt="6" fontSize="sm">
          <Link asChild colorPalette="blue">
            <RouterLink to="/forgot-password">Request a new link</RouterLink>
          </Link>
          {' · '}
          <Link asChild colorPalette="blue">
            <RouterLink to="/login">Back to sign in</RouterLink>
          </Link>
        </Text>
      </Box>
    </Container>
  );
}
