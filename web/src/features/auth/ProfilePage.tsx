// /app/profile (everyone): edit name and phone (PUT /auth/me), change password with the current one (6+
// characters; the server ends other sessions and hands back a fresh token, stored here), and dark mode.
import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { Box, Button, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { DarkModeToggle } from '../../components/DarkModeToggle';
import { readSession } from '../../lib/storage';
import { showToast } from '../../lib/toast';
import { ChangePasswordDocument, UpdateProfileDocument } from './auth.api';
import { useAuth } from './auth-context';

export const PASSWORD_MIN_MESSAGE = 'Password must be at least 6 characters';
export const PASSWORD_MISMATCH_MESSAGE = 'Passwords do not match';

function Section(props: { title: string; children: React.ReactNode }) {
  return (
    <Box as="section" aria-label={props.title} borderWidth="1px" rounded="md" p={{ base: 4, md: 6 }}>
      <Heading as="h2" size="lg" mb="4">
        {props.title}
      </Heading>
      {props.children}
    </Box>
  );
}

function DetailsForm() {
  const { user, signIn } = useAuth();
  const [update, { loading }] = useMutation(UpdateProfileDocument);
  const [first, setFirst] = useState(user?.first_name ?? '');
  const [last, setLast] = useState(user?.last_name ?? '');
  const [phone, setPhone] = useState(user?.phone ?? '');
  const [errors, setErrors] = useState<{ first?: string; last?: string }>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      first: first.trim() ? undefined : 'First name is required',
      last: last.trim() ? undefined : 'Last name is required',
    };
    setErrors(next);
    if (next.first || next.last) return;
    try {
      const { data } = await update({
        variables: { input: { first_name: first.trim(), last_name: last.trim(), phone: phone.trim() } },
      });
      const session = readSession();
      if (data && session) signIn(session.token, data.updateProfile, session.remember);
      showToast('success', 'Profile updated');
    } catch {
      // The Apollo error link shows the server's message.
    }
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="3" maxW="md">
        <Text fontSize="sm" color="fg.muted">
          {user?.email}
        </Text>
        <Field.Root invalid={!!errors.first} required>
          <Field.Label>First name</Field.Label>
          <Input autoComplete="given-name" value={first} onChange={(e) => setFirst(e.currentTarget.value)} />
          <Field.ErrorText>{errors.first}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.last} required>
          <Field.Label>Last name</Field.Label>
          <Input autoComplete="family-name" value={last} onChange={(e) => setLast(e.currentTarget.value)} />
          <Field.ErrorText>{errors.last}</Field.ErrorText>
        </Field.Root>
        <Field.Root>
          <Field.Label>Phone</Field.Label>
          <Input
            type="tel"
            autoComplete="tel"
            value={phone}
            onChange={(e) => setPhone(e.currentTarget.value)}
          />
        </Field.Root>
        <Button type="submit" colorPalette="blue" alignSelf="flex-start" loading={loading}>
          Save profile
        </Button>
      </Stack>
    </form>
  );
}

function PasswordForm() {
  const { signIn } = useAuth();
  const [change, { loading }] = useMutation(ChangePasswordDocument);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ current?: string; next?: string; confirm?: string }>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      current: current ? undefined : 'Current password is required',
      next: !next ? 'New password is required' : next.length < 6 ? PASSWORD_MIN_MESSAGE : undefined,
      confirm: confirm === next ? undefined : PASSWORD_MISMATCH_MESSAGE,
    };
    setErrors(found);
    if (found.current || found.next || found.confirm) return;
    try {
      const { data } = await change({
        variables: { input: { current_password: current, new_password: next } },
      });
      const payload = data?.changePassword;
      if (payload) signIn(payload.access_token, payload.user, readSession()?.remember ?? false);
      setCurrent('');
      setNext('');
      setConfirm('');
      showToast('success', 'Password changed');
    } catch {
      // "Current password is incorrect" and other refusals arrive as toasts from the Apollo error link.
    }
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="3" maxW="md">
        <Field.Root invalid={!!errors.current} required>
          <Field.Label>Current password</Field.Label>
          <Input
            type="password"
            autoComplete="current-password"
            value={current}
            onChange={(e) => setCurrent(e.currentTarget.value)}
          />
          <Field.ErrorText>{errors.current}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.next} required>
          <Field.Label>New password</Field.Label>
          <Input
            type="password"
            autoComplete="new-password"
            value={next}
            onChange={(e) => setNext(e.currentTarget.value)}
          />
          <Field.ErrorText>{errors.next}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.confirm} required>
          <Field.Label>Confirm new password</Field.Label>
          <Input
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.currentTarget.value)}
          />
          <Field.ErrorText>{errors.confirm}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="blue" alignSelf="flex-start" loading={loading}>
          Change password
        </Button>
      </Stack>
    </form>
  );
}

export function ProfilePage() {
  return (
    <Box>
      <Heading as="h1" size="2xl" mb="4">
        Your profile
      </Heading>
      <Stack gap="6">
        <Section title="Details">
          <DetailsForm />
        </Section>
        <Section title="Password">
          <PasswordForm />
        </Section>
        <Section title="Appearance">
          <HStack>
            <Text>Dark mode</Text>
            <DarkModeToggle />
          </HStack>
        </Section>
      </Stack>
    </Box>
  );
}
