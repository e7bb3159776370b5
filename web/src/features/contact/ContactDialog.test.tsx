// The contact dialog: spec §5 messages, the n/500 counter, sending state and the §8 toasts.
import { describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthContext } from '../auth/auth-context';
import { RegisterPage } from '../auth/RegisterPage';
import { renderRoutes } from '../../test/render';
import { SubmitContactDocument } from './contact.api';

const input = {
  name: 'Sam Taylor',
  email: 'sam@example.com',
  phone: null,
  company: 'Acme Build',
  reason: 'demo',
  message: 'Please show me the plant module.',
};

function renderRegister(mocks: readonly MockLink.MockedResponse[] = []) {
  const auth = { status: 'unauthenticated' as const, user: null, signIn: () => {}, logout: () => {} };
  renderRoutes(
    [
      {
        path: '/register',
        element: (
          <AuthContext.Provider value={auth}>
            <RegisterPage />
          </AuthContext.Provider>
        ),
      },
    ],
    '/register',
    mocks,
  );
  return userEvent.setup();
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Contact Us for Early Access' }));
  return screen.findByRole('dialog');
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), input.name);
  await user.type(screen.getByLabelText('Email'), input.email);
  await user.type(screen.getByLabelText('Company (optional)'), input.company);
  await user.click(screen.getByLabelText('Request Demo'));
  await user.type(screen.getByLabelText('Message'), input.message);
}

describe('ContactDialog', () => {
  it('opens from /register with the fields, reasons, counter, privacy notice and buttons', async () => {
    const user = renderRegister();
    await openDialog(user);
    for (const label of ['Name', 'Email', 'Phone (optional)', 'Company (optional)', 'Message']) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    for (const reason of [
      'Sales Enquiry',
      'Technical Support',
      'Request Demo',
      'Partnership',
      'Feedback',
      'Other',
    ]) {
      expect(screen.getByRole('radio', { name: reason })).toBeTruthy();
    }
    expect(screen.getByText('0/500')).toBeTruthy();
    expect(screen.getByText(/Privacy notice/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeTruthy();
  });

  it('shows the required messages word for word and counts the message', async () => {
    const user = renderRegister();
    await openDialog(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Please select a reason for contacting us')).toBeTruthy();
    expect(screen.getByText('Message is required')).toBeTruthy();

    await user.type(screen.getByLabelText('Email'), 'sam@');
    await user.type(screen.getByLabelText('Message'), 'too short');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Invalid email format')).toBeTruthy();
    expect(screen.getByText('Message must be at least 10 characters long')).toBeTruthy();
    expect(screen.getByText('9/500')).toBeTruthy();
  });

  it('disables both buttons while sending', async () => {
    // The answer never comes: the sending state is seen however slowly the machine runs.
    const user = renderRegister([
      {
        request: { query: SubmitContactDocument, variables: { input } },
        result: { data: { submitContact: { __typename: 'ContactResult', id: '1', detail: 'ok' } } },
        delay: Infinity,
      },
    ]);
    await openDialog(user);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Send Message' }) as HTMLButtonElement).disabled).toBe(true),
    );
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('thanks the user and closes once sent', async () => {
    const user = renderRegister([
      {
        request: { query: SubmitContactDocument, variables: { input } },
        result: { data: { submitContact: { __typename: 'ContactResult', id: '1', detail: 'ok' } } },
      },
    ]);
    await openDialog(user);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText("Thank you for contacting us! We'll get back to you soon.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the server detail when sending fails, and keeps the dialog open', async () => {
    const user = renderRegister([
      {
        request: { query: SubmitContactDocument, variables: { input } },
        result: { errors: [{ message: 'Bad request', extensions: { detail: 'Too many messages today' } }] },
      },
    ]);
    await openDialog(user);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Too many messages today')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('falls back to "Failed to submit contact form" without a server detail', async () => {
    const user = renderRegister([
      { request: { query: SubmitContactDocument, variables: { input } }, error: new Error('offline') },
    ]);
    await openDialog(user);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Failed to submit contact form')).toBeTruthy();
  });
});
