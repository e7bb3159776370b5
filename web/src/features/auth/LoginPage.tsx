// The /login screen (spec §2, §4, §5, §8): split marketing panel + validated sign-in form.
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { Box, Button, Field, Flex, Heading, HStack, Input, Link, List, Stack, Text } from '@chakra-ui/react';
// The sign-in document as a typed string (generated/signed-out.ts), sent with fetchGraphQL: this page's first
// load carries neither Apollo nor the AST of every document of the app (issue 13).
import { LoginDocument } from '../../generated/signed-out';
import { useAuth } from './auth-context';
import { validateLogin } from './login.schema';
import type { LoginFieldErrors } from './login.schema';
import { DEFAULT_POST_LOGIN_PATH } from './roles';
import { GENERIC_ERROR_MESSAGE } from '../../lib/error-shape';
import { GraphQLFetchError, classifyFetchError, fetchGraphQL } from '../../lib/graphql-fetch';
import { takePendingDeepLink } from '../../lib/storage';
import { loadToaster } from '../../lib/toaster-ready';
import { DarkModeToggle } from '../../components/DarkModeToggle';

export const INVALID_LOGIN_RESPONSE = 'Invalid login response: missing token or user data';

interface FromState {
  from?: { pathname?: string; search?: string };
}

/** Where to go after signing in: the page originally wanted (path + query), else /dashboard. */
export function postLoginTarget(state: unknown): string {
  const from = (state as FromState | null)?.from;
  if (!from?.pathname || from.pathname === '/login') return DEFAULT_POST_LOGIN_PATH;
  return `${from.pathname}${from.search ?? ''}`;
}

function loginErrorMessage(error: unknown): string {
  if (error instanceof GraphQLFetchError && error.errors.length > 0) {
    const message = error.errors[0]?.message;
    return typeof message === 'string' && message ? message : 'Login failed';
  }
  if (error instanceof Error && error.message === INVALID_LOGIN_RESPONSE) return error.message;
  const outcome = classifyFetchError(error);
  return outcome.kind === 'toast' && outcome.message !== GENERIC_ERROR_MESSAGE
    ? outcome.message
    : 'Login failed';
}

const BENEFITS = [
  'Projects with automatic cloud-drive folders and team assignment',
  'Plant hire, material ordering and delivery tracking',
  'Digital site forms with photos and PDF generation',
  'Labour, applications and real-time dashboards',
];

export function LoginPage() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  // Two fields and a checkbox: the form keeps its values in the inputs themselves (read on submit) and only its
  // messages and the busy flag in state (decision 0040). Errors show on submit and clear when their field is
  // edited (spec §4), not re-validated on every keystroke.
  const [errors, setErrors] = useState<LoginFieldErrors & { root?: string }>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const sending = useRef(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const clearError = (field: keyof LoginFieldErrors) =>
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));

  // A toast (spec §9). The toaster (zag's toast machine, ~12 kB gzip) is not on this page's first load: it is
  // fetched when the form is first touched. When even that fails (no signal at all), the form says it instead.
  const toast = (type: 'success' | 'error', message: string) =>
    loadToaster().then(
      ({ showToast }) => showToast(type, message),
      () => {
        if (type === 'error') setErrors((current) => ({ ...current, root: message }));
      },
    );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const form = new FormData(event.currentTarget);
    const values = {
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
      remember: form.get('remember') !== null,
    };
    const invalid = validateLogin(values);
    setErrors(invalid);
    // The first invalid field takes the focus, so a screen reader reads its message.
    if (invalid.email || invalid.password) {
      (invalid.email ? emailInput : passwordInput).current?.focus();
      return;
    }
    sending.current = true;
    setSubmitting(true);
    try {
      const data = await fetchGraphQL(LoginDocument, {
        input: { email: values.email.trim(), password: values.password, remember_me: values.remember },
      });
      const payload = data.login;
      if (!payload?.access_token || !payload.user) throw new Error(INVALID_LOGIN_RESPONSE);
      // A notification tapped while signed out (spec §4) wins over the page originally wanted. Taken before
      // signIn, so the bridge's own sign-in effect finds nothing left.
      const pending = takePendingDeepLink();
      // Signed in at once (flushSync): the guest guard's redirect to the dashboard runs now, so the navigation
      // below is the last one and wins. Left to batch, the guard's redirect raced it and could win.
      flushSync(() => signIn(payload.access_token, payload.user, values.remember));
      void toast('success', 'Welcome back!');
      navigate(pending ?? postLoginTarget(location.state), { replace: true });
    } catch (error) {
      await toast('error', loginErrorMessage(error));
    } finally {
      sending.current = false;
      setSubmitting(false);
    }
  };

  return (
    <Flex minH="100vh" direction={{ base: 'column', md: 'row' }}>
      <Box
        as="section"
        aria-label="Why SiteBase"
        flex="1"
        bg="blue.700"
        color="white"
        px={{ base: 6, md: 12 }}
        py={{ base: 8, md: 16 }}
        display="flex"
        flexDirection="column"
        justifyContent="center"
      >
        <Text fontSize="2xl" fontWeight="bold">
          SiteBase
        </Text>
        <Heading as="h2" size="xl" mt="4">
          Construction management for UK contractors
        </Heading>
        <List.Root mt="6" gap="3" ps="5">
          {BENEFITS.map((benefit) => (
            <List.Item key={benefit}>{benefit}</List.Item>
          ))}
        </List.Root>
      </Box>
      <Flex flex="1" align="center" justify="center" px="6" py="10">
        <Box as="main" w="full" maxW="sm">
          <HStack justify="space-between" mb="6">
            <Heading as="h1" size="2xl">
              Sign in
            </Heading>
            <DarkModeToggle />
          </HStack>
          <form
            onSubmit={(event) => void onSubmit(event)}
            onFocus={() => void loadToaster().catch(() => {})}
            noValidate
          >
            <Stack gap="4">
              {/* Fixed ids (not useId): this page is prerendered and hydrated (src/prerender.tsx). */}
              <Field.Root id="login-email" invalid={!!errors.email}>
                <Field.Label>Email</Field.Label>
                <Input
                  ref={emailInput}
                  name="email"
                  type="email"
                  autoComplete="email"
                  onChange={() => clearError('email')}
                />
                <Field.ErrorText>{errors.email}</Field.ErrorText>
              </Field.Root>
              <Field.Root id="login-password" invalid={!!errors.password}>
                <Field.Label>Password</Field.Label>
                <Input
                  ref={passwordInput}
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  onChange={() => clearError('password')}
                />
                <Field.ErrorText>{errors.password}</Field.ErrorText>
              </Field.Root>
              <HStack justify="space-between">
                {/* A native checkbox: real click target for users and end-to-end tests alike. */}
                <HStack as="label" gap="2" cursor="pointer" fontSize="sm">
                  <input type="checkbox" name="remember" style={{ width: 16, height: 16 }} />
                  <span>Remember me</span>
                </HStack>
                <Link asChild colorPalette="blue">
                  <RouterLink to="/forgot-password">Forgot password?</RouterLink>
                </Link>
              </HStack>
              {errors.root && (
                <Text role="alert" color="fg.error" fontSize="sm">
                  {errors.root}
                </Text>
              )}
              <Button type="submit" colorPalette="blue" disabled={isSubmitting}>
                {isSubmitting ? 'Signing in...' : 'Sign in'}
              </Button>
              <Text fontSize="sm">
                Don&apos;t have an account?{' '}
                <Link asChild colorPalette="blue">
                  <RouterLink to="/register">Register</RouterLink>
                </Link>
              </Text>
            </Stack>
          </form>
        </Box>
      </Flex>
    </Flex>
  );
}
