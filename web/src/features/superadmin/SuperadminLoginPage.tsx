// /superadmin/login: the platform operator's sign-in (spec §2): username, password, the notice that actions
// are logged and monitored, and errors in a red box. The token and user go to their own storage keys.
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { Box, Button, Container, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
// The sign-in document as a typed string (generated/signed-out.ts), sent with fetchGraphQL: like /login, this
// public page carries neither Apollo nor the other superadmin documents (issue 36, decision 0072).
import { SuperadminLoginDocument } from '../../generated/signed-out';
import { GENERIC_ERROR_MESSAGE } from '../../lib/error-shape';
import { GraphQLFetchError, classifyFetchError, fetchGraphQL } from '../../lib/graphql-fetch';
import { readSuperadminSession, writeSuperadminSession } from '../../lib/storage';

export const INVALID_SUPERADMIN_LOGIN_RESPONSE = 'Invalid login response: missing token or user data';
const LOGIN_FAILED = 'Login failed';

/** Sign-in failures are the server's message (a 401 here is wrong credentials, not an expired session). */
export function superadminLoginErrorMessage(error: unknown): string {
  if (error instanceof GraphQLFetchError && error.errors.length > 0) {
    const message = error.errors[0]?.message;
    return typeof message === 'string' && message ? message : LOGIN_FAILED;
  }
  if (error instanceof Error && error.message === INVALID_SUPERADMIN_LOGIN_RESPONSE) return error.message;
  const outcome = classifyFetchError(error);
  return outcome.kind === 'toast' && outcome.message !== GENERIC_ERROR_MESSAGE
    ? outcome.message
    : LOGIN_FAILED;
}

export function SuperadminFooter() {
  return (
    <Text as="footer" mt="12" fontSize="sm" color="fg.muted" textAlign="center">
      © 2024 SiteBase. Platform administration.
    </Text>
  );
}

export function SuperadminLoginPage() {
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  if (readSuperadminSession()) return <Navigate to="/superadmin/dashboard" replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      username: username.trim() ? undefined : 'Username is required',
      password: password ? undefined : 'Password is required',
    };
    setErrors(next);
    if (next.username || next.password) return;
    setSubmitting(true);
    setFailure(null);
    try {
      const data = await fetchGraphQL(SuperadminLoginDocument, {
        input: { username: username.trim(), password },
      });
      const payload = data.superadminLogin;
      if (!payload?.access_token || !payload.superadmin) throw new Error(INVALID_SUPERADMIN_LOGIN_RESPONSE);
      writeSuperadminSession(payload.access_token, {
        id: payload.superadmin.id,
        username: payload.superadmin.username,
      });
      navigate('/superadmin/dashboard', { replace: true });
    } catch (error) {
      setFailure(superadminLoginErrorMessage(error));
      setSubmitting(false);
    }
  };

  return (
    <Container maxW="sm" py={{ base: 12, md: 20 }}>
      <Box as="main">
        <Text fontSize="sm" color="fg.muted" fontWeight="semibold">
          SiteBase Platform
        </Text>
        <Heading as="h1" size="2xl" mt="1">
          Superadmin sign in
        </Heading>
        <Box
          role="note"
          mt="4"
          p="3"
          rounded="md"
          borderWidth="1px"
          borderColor="border.warning"
          bg="bg.warning"
          fontSize="sm"
        >
          Restricted area. All actions are logged and monitored.
        </Box>
        {failure && (
          <Box
            role="alert"
            mt="4"
            p="3"
            rounded="md"
            borderWidth="1px"
            borderColor="red.500"
            bg="red.50"
            color="red.800"
            _dark={{ bg: 'red.950', color: 'red.100' }}
          >
            {failure}
          </Box>
        )}
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="4" mt="6">
            <Field.Root invalid={!!errors.username}>
              <Field.Label>Username</Field.Label>
              <Input
                autoComplete="username"
                value={username}
                onChange={(e) => {
                  setUsername(e.currentTarget.value);
                  setErrors((prev) => ({ ...prev, username: undefined }));
                }}
              />
              <Field.ErrorText>{errors.username}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!errors.password}>
              <Field.Label>Password</Field.Label>
              <Input
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => {
                  setPassword(e.currentTarget.value);
                  setErrors((prev) => ({ ...prev, password: undefined }));
                }}
              />
              <Field.ErrorText>{errors.password}</Field.ErrorText>
            </Field.Root>
            <Button type="submit" colorPalette="blue" disabled={submitting}>
              {submitting ? 'Signing in...' : 'Sign in'}
            </Button>
          </Stack>
        </form>
        <SuperadminFooter />
      </Box>
    </Container>
  );
}
