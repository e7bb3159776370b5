// /reset-password?token=…: choose a new password, then the session is stored as at login and the user lands home.
// The same page accepts an invitation (decision 0018): then it welcomes the person first — "Welcome to <company>,
// <name>", who invited them and as what, and what to do (decision 0066) — and signs them in once they have chosen
// a password. When the invited address already has an account, the server's explanation stays on the page (a
// conflict is not a transient failure a toast would suit).
// A light public page like /forgot-password (issue 36, decision 0072): both requests go with fetchGraphQL as
// typed strings (generated/signed-out.ts, no Apollo), the fields are kept in their inputs and checked by hand
// (password-reset.schema.ts, no react-hook-form or zod), only the first load's recipes plus the alert's
// (registered here), and the toaster is fetched once the form is touched.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Box, Button, Container, Field, Heading, Input, Link, Stack, Text } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme/recipes/alert';
import {
  InvitationWelcomeDocument,
  ResetPasswordDocument,
  type InvitationWelcomeQuery,
} from '../../generated/signed-out';
import { useAuth } from './auth-context';
import { validateResetPassword, type ResetPasswordErrors } from './password-reset.schema';
// The role's name alone (not shared's statusLabel, whose every label would come with this light page).
import { DEFAULT_POST_LOGIN_PATH, ROLE_LABELS } from './roles';
import { GENERIC_ERROR_MESSAGE } from '../../lib/error-shape';
import { GraphQLFetchError, classifyFetchError, fetchGraphQL } from '../../lib/graphql-fetch';
import { registerRecipes, system } from '../../lib/theme';
import { takePendingDeepLink } from '../../lib/storage';
import { loadToaster } from '../../lib/toaster-ready';

registerRecipes(system, {}, { alert: alertSlotRecipe });

export const RESET_FAILED_MESSAGE = 'Failed to reset password';

type Welcome = NonNullable<InvitationWelcomeQuery['invitationWelcome']>;

/** The server's explanation when the link cannot be used as it stands (409), else null. */
function conflictMessage(error: unknown): string | null {
  if (!(error instanceof GraphQLFetchError)) return null;
  const first = error.errors[0];
  return first?.extensions?.code === 'CONFLICT' && typeof first.message === 'string' ? first.message : null;
}

function resetErrorMessage(error: unknown): string {
  const outcome = classifyFetchError(error);
  // The reset token is the credential here: an auth error means the link is bad, not that a session expired.
  if (outcome.kind === 'toast' && outcome.message !== GENERIC_ERROR_MESSAGE) return outcome.message;
  return RESET_FAILED_MESSAGE;
}

/** An invitation's welcome for `token`; null for any other link (a reset, answered 404) or while it loads. */
function useInvitationWelcome(token: string): Welcome | null {
  const [welcome, setWelcome] = useState<{ token: string; value: Welcome } | null>(null);
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    fetchGraphQL(InvitationWelcomeDocument, { token }, { signal: controller.signal }).then(
      (data) => {
        if (data.invitationWelcome) setWelcome({ token, value: data.invitationWelcome });
      },
      () => {},
    );
    return () => controller.abort();
  }, [token]);
  return welcome?.token === token ? welcome.value : null;
}

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const welcome = useInvitationWelcome(token);
  const [conflict, setConflict] = useState<string | null>(null);
  const [errors, setErrors] = useState<ResetPasswordErrors>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const sending = useRef(false);
  const passwordInput = useRef<HTMLInputElement>(null);
  const confirmInput = useRef<HTMLInputElement>(null);
  const clearError = (field: keyof ResetPasswordErrors) =>
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));

  // A toast (spec §9), the toaster fetched on demand; when even that fails (no signal), the form says it instead.
  const toast = (type: 'success' | 'error', message: string) =>
    loadToaster().then(
      ({ showToast }) => showToast(type, message),
      () => {
        if (type === 'error') setConflict(message);
      },
    );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const form = new FormData(event.currentTarget);
    const values = {
      password: String(form.get('password') ?? ''),
      confirm: String(form.get('confirm') ?? ''),
    };
    const invalid = validateResetPassword(values);
    setErrors(invalid);
    if (invalid.password || invalid.confirm) {
      (invalid.password ? passwordInput : confirmInput).current?.focus();
      return;
    }
    sending.current = true;
    setSubmitting(true);
    setConflict(null);
    try {
      const data = await fetchGraphQL(ResetPasswordDocument, {
        input: { token, new_password: values.password },
      });
      const payload = data.resetPassword;
      if (!payload?.access_token || !payload.user) throw new Error(RESET_FAILED_MESSAGE);
      const pending = takePendingDeepLink(); // before signIn, as in LoginPage
      flushSync(() => signIn(payload.access_token, payload.user, false));
      void toast(
        'success',
        welcome
          ? `Welcome to ${welcome.company_name}, ${welcome.first_name}`
          : 'Your password has been reset.',
      );
      navigate(pending ?? DEFAULT_POST_LOGIN_PATH, { replace: true });
    } catch (error) {
      const message = conflictMessage(error);
      if (message) setConflict(message);
      else await toast('error', resetErrorMessage(error));
    } finally {
      sending.current = false;
      setSubmitting(false);
    }
  };

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
              {/^[aeiou]/i.test(welcome.role) ? 'an' : 'a'}{' '}
              {(ROLE_LABELS[welcome.role] ?? welcome.role).toLowerCase()}.
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
          <form
            onSubmit={(event) => void onSubmit(event)}
            onFocus={() => void loadToaster().catch(() => {})}
            noValidate
          >
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
                  ref={passwordInput}
                  name="password"
                  type="password"
                  autoComplete="new-password"
                  onChange={() => clearError('password')}
                />
                <Field.ErrorText>{errors.password}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={!!errors.confirm}>
                <Field.Label>{welcome ? 'Confirm password' : 'Confirm new password'}</Field.Label>
                <Input
                  ref={confirmInput}
                  name="confirm"
                  type="password"
                  autoComplete="new-password"
                  onChange={() => clearError('confirm')}
                />
                <Field.ErrorText>{errors.confirm}</Field.ErrorText>
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
