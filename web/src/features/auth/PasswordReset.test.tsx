// /forgot-password and /reset-password: the neutral answer, the 6-character rule, and sign-in on success.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { fakeUser, renderRoutes } from '../../test/render';
import { AuthContext } from './auth-context';
import { ForgotPasswordPage, NEUTRAL_RESET_ANSWER } from './ForgotPasswordPage';
import { ResetPasswordPage } from './ResetPasswordPage';

function withAuth(element: ReactNode, signIn = vi.fn()) {
  const auth = { status: 'unauthenticated' as const, user: null, signIn, logout: () => {} };
  return <AuthContext.Provider value={auth}>{element}</AuthContext.Provider>;
}

function renderAt(path: string, signIn = vi.fn()) {
  const { router } = renderRoutes(
    [
      { path: '/forgot-password', element: withAuth(<ForgotPasswordPage />, signIn) },
      { path: '/reset-password', element: withAuth(<ResetPasswordPage />, signIn) },
      { path: '/dashboard', element: <h1>Dashboard target</h1> },
    ],
    path,
  );
  return { user: userEvent.setup(), router };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * Both pages send their requests with fetch (lib/graphql-fetch.ts), not Apollo: stubbed at fetch, each request
 * answered by the first answer whose operation name its query carries (else a 404 with no data).
 */
function answerOperations(answers: Record<string, { body: unknown; status?: number }>) {
  const requests: { query: string; variables: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const request = JSON.parse(String(init.body)) as { query: string; variables: unknown };
      requests.push(request);
      const name = Object.keys(answers).find((operation) => request.query.includes(` ${operation}(`));
      const { body, status = 200 } = name
        ? answers[name]!
        : { body: { errors: [{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }] }, status: 404 };
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return requests;
}

describe('ForgotPasswordPage', () => {
  it('requests a reset and shows the neutral answer', async () => {
    const detail = 'If that email is registered, a reset link is on its way.';
    const requests = answerOperations({
      RequestPasswordReset: { body: { data: { requestPasswordReset: { detail } } } },
    });
    const { user } = renderAt('/forgot-password');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(requests).toHaveLength(0);
    await user.type(screen.getByLabelText('Email'), ' sam@example.com ');
    expect(screen.queryByText('Email is required')).toBeNull(); // cleared when the field is edited
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(detail)).toBeTruthy();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.query).toContain('mutation RequestPasswordReset');
    expect(requests[0]!.variables).toEqual({ email: 'sam@example.com' });
  });

  it('falls back to the neutral answer when the server gives no detail', async () => {
    answerOperations({ RequestPasswordReset: { body: { data: { requestPasswordReset: { detail: '' } } } } });
    const { user } = renderAt('/forgot-password');
    await user.type(screen.getByLabelText('Email'), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(NEUTRAL_RESET_ANSWER)).toBeTruthy();
  });

  it('keeps the form for another try when the request fails', async () => {
    answerOperations({
      RequestPasswordReset: {
        body: { errors: [{ message: 'Too many requests, try again later' }] },
        status: 429,
      },
    });
    const { user } = renderAt('/forgot-password');
    await user.type(screen.getByLabelText('Email'), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Too many requests, try again later')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeTruthy();
  });
});

describe('ResetPasswordPage', () => {
  it('says so when the link has no token', () => {
    const requests = answerOperations({});
    renderAt('/reset-password');
    expect(requests).toHaveLength(0);
    expect(screen.getByText('This reset link is incomplete')).toBeTruthy();
  });

  it('needs 6+ characters, then stores the session like login and goes to the dashboard', async () => {
    const signIn = vi.fn();
    const payload = {
      __typename: 'AuthPayload',
      access_token: 'token-2',
      token_type: 'bearer',
      expires_in: 43200,
      user: { __typename: 'User', ...fakeUser('worker') },
    };
    const requests = answerOperations({ ResetPassword: { body: { data: { resetPassword: payload } } } });
    const { user, router } = renderAt('/reset-password?token=abc', signIn);
    await user.type(screen.getByLabelText('New password'), '12345');
    await user.type(screen.getByLabelText('Confirm new password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeTruthy();

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'secret1');
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Dashboard target')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(signIn).toHaveBeenCalledWith('token-2', expect.objectContaining({ role: 'worker' }), false);
    const reset = requests.filter((request) => request.query.includes('mutation ResetPassword'));
    expect(reset.map((request) => request.variables)).toEqual([
      { input: { token: 'abc', new_password: 'secret1' } },
    ]);
    // A plain reset link: the welcome was asked for, answered 404, and the page stayed "Choose a new password".
    expect(requests.some((request) => request.query.includes('query InvitationWelcome'))).toBe(true);
  });
});

describe('ResetPasswordPage with an invitation', () => {
  it('welcomes the invited person by name, says who invited them and what to do, then signs them in', async () => {
    const signIn = vi.fn();
    const welcome = {
      __typename: 'InvitationWelcome',
      company_name: 'Valley Builders Ltd',
      first_name: 'Dai',
      last_name: 'Price',
      email: 'dai@example.com',
      role: 'supervisor',
      invited_by: 'Morgan Hughes',
      expires_at: '2026-11-30T12:00:00.000Z',
    };
    const payload = {
      __typename: 'AuthPayload',
      access_token: 'token-3',
      token_type: 'bearer',
      expires_in: 43200,
      user: { __typename: 'User', ...fakeUser('supervisor') },
    };
    const requests = answerOperations({
      InvitationWelcome: { body: { data: { invitationWelcome: welcome } } },
      ResetPassword: { body: { data: { resetPassword: payload } } },
    });
    const { user, router } = renderAt('/reset-password?token=inv', signIn);
    expect(await screen.findByRole('heading', { name: 'Welcome to Valley Builders Ltd, Dai' })).toBeTruthy();
    expect(
      screen.getByText('Morgan Hughes invited you to join Valley Builders Ltd on SiteBase as a supervisor.'),
    ).toBeTruthy();
    expect(screen.getByText(/Choose a password to finish setting up your account/)).toBeTruthy();
    await user.type(screen.getByLabelText('Choose a password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(await screen.findByText('Dashboard target')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(signIn).toHaveBeenCalledWith('token-3', expect.objectContaining({ role: 'supervisor' }), false);
    expect(requests.map((request) => request.variables)).toEqual([
      { token: 'inv' },
      { input: { token: 'inv', new_password: 'secret1' } },
    ]);
  });

  it('keeps the explanation on the page when the invited address already has an account', async () => {
    const detail =
      'This email address already has a SiteBase account, so this invitation cannot be accepted with it. ' +
      'Sign in with your existing account, or ask the person who invited you to invite a different address.';
    const signIn = vi.fn();
    answerOperations({
      ResetPassword: {
        body: {
          errors: [
            { message: detail, extensions: { code: 'CONFLICT', detail, status: 409, id: 'conflict' } },
          ],
        },
      },
    });
    const { user, router } = renderAt('/reset-password?token=inv', signIn);
    await user.type(screen.getByLabelText('New password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm new password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect((await screen.findByRole('alert')).textContent).toContain(detail);
    expect(signIn).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/reset-password');
  });
});
