// /forgot-password: asks for an email, requests a reset link and shows the server's neutral answer.
// A light public page like /login (issue 36, decision 0072): one field kept in its input and read on submit,
// validated by the sign-in page's own email rule, the request sent with fetchGraphQL (no Apollo), only the first
// load's recipes plus the alert's (registered here), and the toaster fetched once the form is touched.
import { useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, Container, Field, Heading, Input, Link, Stack, Text } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme/recipes/alert';
import { RequestPasswordResetDocument } from '../../generated/signed-out';
import { classifyFetchError, fetchGraphQL } from '../../lib/graphql-fetch';
import { registerRecipes, system } from '../../lib/theme';
import { loadToaster } from '../../lib/toaster-ready';
import { emailError } from './login.schema';

registerRecipes(system, {}, { alert: alertSlotRecipe });

/** Shown when the server answers without a detail; deliberately says nothing about whether the account exists. */
export const NEUTRAL_RESET_ANSWER =
  'If an account exists for that email, we have sent a link to reset your password.';

export function ForgotPasswordPage() {
  const [answer, setAnswer] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [isSubmitting, setSubmitting] = useState(false);
  const sending = useRef(false);
  const emailInput = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    const invalid = emailError(email);
    setError(invalid);
    if (invalid) {
      emailInput.current?.focus();
      return;
    }
    sending.current = true;
    setSubmitting(true);
    try {
      const data = await fetchGraphQL(RequestPasswordResetDocument, { email: email.trim() });
      setAnswer(data.requestPasswordReset.detail || NEUTRAL_RESET_ANSWER);
    } catch (failure) {
      // As Apollo's error link did: a toast (spec §8), and the form stays for another try. A refusal
      // here is not a session ending (nobody is signed in), so every outcome is shown as a message.
      const outcome = classifyFetchError(failure);
      const message = outcome.kind === 'toast' ? outcome.message : 'Failed to send the reset link';
      await loadToaster().then(
        ({ showToast }) => showToast('error', message),
        () => setError(message),
      );
    } finally {
      sending.current = false;
      setSubmitting(false);
    }
  };

  return (
    <Container maxW="md" py={{ base: 12, md: 20 }}>
      <Box as="main">
        <Heading as="h1" size="2xl">
          Forgot password
        </Heading>
        {answer ? (
          <Alert.Root status="success" mt="6">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Check your email</Alert.Title>
              <Alert.Description>{answer}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : (
          <>
            <Text mt="4" color="fg.muted">
              Enter the email you sign in with and we&apos;ll send you a link to choose a new password.
            </Text>
            <form
              onSubmit={(event) => void onSubmit(event)}
              onFocus={() => void loadToaster().catch(() => {})}
              noValidate
            >
              <Stack gap="4" mt="6">
                <Field.Root invalid={!!error}>
                  <Field.Label>Email</Field.Label>
                  <Input
                    ref={emailInput}
                    name="email"
                    type="email"
                    autoComplete="email"
                    onChange={() => setError(undefined)}
                  />
                  <Field.ErrorText>{error}</Field.ErrorText>
                </Field.Root>
                <Button type="submit" colorPalette="blue" disabled={isSubmitting}>
                  {isSubmitting ? 'Sending...' : 'Send Reset Link'}
                </Button>
              </Stack>
            </form>
          </>
        )}
        <Text mt="6" fontSize="sm">
          <Link asChild colorPalette="blue">
            <RouterLink to="/login">Back to sign in</RouterLink>
          </Link>
        </Text>
      </Box>
    </Container>
  );
}
