// /forgot-password and /reset-password: the neutral answer, the 6-character rule, and sign-in on success.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { fakeUser, renderRoutes } from '../../test/render';
import { InvitationWelcomeDocument, ResetPasswordDocument } from './auth.api';
import { AuthContext } from './auth-context';
import { ForgotPasswordPage, NEUTRAL_RESET_ANSWER } from './ForgotPasswordPage';
import { ResetPasswordPage } from './ResetPasswordPage';

function withAuth(element: ReactNode, signIn = vi.fn()) {
  const auth = { status: 'unauthenticated' as const, user: null, signIn, logout: () => {} };
  return <AuthContext.Provider value={auth}>{element}</AuthContext.Provider>;
}

function renderAt(path: string, mocks: readonly MockLink.MockedResponse[] = [], signIn = vi.fn()) {
  const { router } = renderRoutes(
    [
      { path: '/forgot-password', element: withAuth(<ForgotPasswordPage />, signIn) },
      { path: '/reset-password', element: withAuth(<ResetPasswordPage />, signIn) },
      { path: '/dashboard', element: <h1>Dashboard target</h1> },
    ],
    path,
    mocks,
  );
  return { user: userEvent.setup(), router };
}

describe('ForgotPasswordPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** The page sends its one request with fetch (lib/graphql-fetch.ts), not Apollo: stubbed at fetch. */
  function answer(body: unknown, status = 200) {
    const requests: { query: string; variables: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        requests.push(JSON.parse(String(init.body)) as { query: string; variables: unknown });
        return new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    return requests;
  }

  it('requests a reset and shows the neutral answer', async () => {
    const detail = 'If that email is registered, a reset link is on its way.';
    const requests = answer({ data: { requestPasswordReset: { detail } } });
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
    answer({ data: { requestPasswordReset: { detail: '' } } });
    const { user } = renderAt('/forgot-password');
    await user.type(screen.getByLabelText('Email'), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(NEUTRAL_RESET_ANSWER)).toBeTruthy();
  });

  it('keeps the form for another try when the request fails', async () => {
    answer({ errors: [{ message: 'Too many requests, try again later' }] }, 429);
    const { user } = renderAt('/forgot-password');
    await user.type(screen.getByLabelText('Email'), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Too many requests, try again later')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeTruthy();
  });
});

describe('ResetPasswordPage', () => {
  it('says so when the link has no token', () => {
    renderAt('/reset-password');
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
    const { user, router } = renderAt(
      '/reset-password?token=abc',
      [
        {
          request: {
            query: ResetPasswordDocument,
            variables: { input: { token: 'abc', new_password: 'secret1' } },
          },
          result: { data: { resetPassword: payload } },
        },
      ],
      signIn,
    );
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
    const { user, router } = renderAt(
      '/reset-password?token=inv',
      [
        {
          request: { query: InvitationWelcomeDocument, variables: { token: 'inv' } },
          result: { data: { invitationWelcome: welcome } },
        },
        {
          request: {
            query: ResetPasswordDocument,
            variables: { input: { token: 'inv', new_password: 'secret1' } },
          },
          result: { data: { resetPassword: payload } },
        },
      ],
      signIn,
    );
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
  });

  it('keeps the explanation on the page when the invited address already has an account', async () => {
    const detail =
      'This email address already has a SiteBase account, so this invitation cannot be accepted with it. ' +
      'Sign in with your existing account, or ask the person who invited you to invite a different address.';
    const signIn = vi.fn();
    const { user, router } = renderAt(
      '/reset-password?token=inv',
      [
        {
          request: {
            query: ResetPasswordDocument,
            variables: { input: { token: 'inv', new_password: 'secret1' } },
          },
          result: {
            errors: [
              new GraphQLError(detail, {
                extensions: { code: 'CONFLICT', detail, status: 409, id: 'conflict' },
              }),
            ],
          },
        },
      ],
      signIn,
    );
    await user.type(screen.getByLabelText('New password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm new password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect((await screen.findByRole('alert')).textContent).toContain(detail);
    expect(signIn).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/reset-password');
  });
});
