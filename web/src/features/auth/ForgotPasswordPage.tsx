// /forgot-password: asks for an email, requests a reset link and shows the server's neutral answer.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink } from 'react-router-dom';
import { useMutation } from '@apollo/client/react';
import { Alert, Box, Button, Container, Field, Heading, Input, Link, Stack, Text } from '@chakra-ui/react';
import { RequestPasswordResetDocument } from './auth.api';
import { forgotPasswordSchema } from './password-reset.schema';
import type { ForgotPasswordValues } from './password-reset.schema';

/** Shown when the server answers without a detail; deliberately says nothing about whether the account exists. */
export const NEUTRAL_RESET_ANSWER =
  'If an account exists for that email, we have sent a link to reset your password.';

export function ForgotPasswordPage() {
  const [requestReset] = useMutation(RequestPasswordResetDocument);
  const [answer, setAnswer] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { data } = await requestReset({ variables: { email: values.email.trim() } });
      setAnswer(data?.requestPasswordReset.detail || NEUTRAL_RESET_ANSWER);
    } catch {
      // The error link has already shown the toast; the form stays for another try.
    }
  });

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
            <form onSubmit={onSubmit} noValidate>
              <Stack gap="4" mt="6">
                <Field.Root invalid={!!errors.email}>
                  <Field.Label>Email</Field.Label>
                  <Input
                    type="email"
                    autoComplete="email"
                    {...register('email', { onChange: () => clearErrors('email') })}
                  />
                  <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
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
