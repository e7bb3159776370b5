// Login form: spec §5 validation messages, error clearing on edit, and the post-login target.
import { describe, expect, it, vi } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { LoginDocument } from './auth.api';
import { fakeUser } from '../../test/render';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginPage, postLoginTarget } from './LoginPage';
import { AuthContext } from './auth-context';
import { renderRoutes } from '../../test/render';
import { STORAGE_KEYS, writePendingDeepLink } from '../../lib/storage';

function renderLogin(mocks: readonly MockLink.MockedResponse[] = [], signIn = vi.fn()) {
  const auth = { status: 'unauthenticated' as const, user: null, signIn, logout: () => {} };
  const { router } = renderRoutes(
    [
      {
        path: '/login',
        element: (
          <AuthContext.Provider value={auth}>
            <LoginPage />
          </AuthContext.Provider>
        ),
      },
      { path: '/dashboard', element: <h1>Dashboard target</h1> },
      { path: '/app/labour', element: <h1>Labour target</h1> },
    ],
    '/login',
    mocks,
  );
  return { user: userEvent.setup(), router };
}

const input = { email: 'sam@example.com', password: 'secret1', remember_me: false };

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), input.email);
  await user.type(screen.getByLabelText('Password'), input.password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('LoginPage', () => {
  it('shows the required messages on submit', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
  });

  it('shows the format and length messages', async () => {
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
  });

  it("clears a field's error as soon as that field is edited", async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), 'a');
    expect(screen.queryByText('Email is required')).toBeNull();
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    expect(screen.getByText('Password is required')).toBeTruthy();
  });

  it('has the remember-me checkbox and the links', () => {
    renderLogin();
    expect(screen.getByLabelText('Remember me')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
  });

  it('returns to the wanted location, else /dashboard', () => {
    expect(postLoginTarget({ from: { pathname: '/app/plant', search: '?create=true' } })).toBe(
      '/app/plant?create=true',
    );
    expect(postLoginTarget(null)).toBe('/dashboard');
  });

  it('signs in: disabled "Signing in..." button, welcome toast, then /dashboard', async () => {
    const signIn = vi.fn();
    const payload = {
      __typename: 'AuthPayload',
      access_token: 'token-1',
      token_type: 'bearer',
      expires_in: 43200,
      user: { __typename: 'User', ...fakeUser('manager') },
    };
    const { user, router } = renderLogin(
      [
        {
          request: { query: LoginDocument, variables: { input } },
          result: { data: { login: payload } },
          delay: 50,
        },
      ],
      signIn,
    );
    await fillAndSubmit(user);
    const busy = await screen.findByRole('button', { name: 'Signing in...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(await screen.findByText('Welcome back!')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(signIn).toHaveBeenCalledWith('token-1', expect.objectContaining({ role: 'manager' }), false);
  });

  it('follows a deep link stored while signed out instead of /dashboard', async () => {
    writePendingDeepLink('/app/labour');
    const payload = {
      __typename: 'AuthPayload',
      access_token: 'token-1',
      token_type: 'bearer',
      expires_in: 43200,
      user: { __typename: 'User', ...fakeUser('worker') },
    };
    const { user, router } = renderLogin([
      { request: { query: LoginDocument, variables: { input } }, result: { data: { login: payload } } },
    ]);
    await fillAndSubmit(user);
    expect(await screen.findByText('Labour target')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/labour');
    expect(sessionStorage.getItem(STORAGE_KEYS.pendingDeepLink)).toBeNull();
  });

  it('shows the server message when sign-in fails', async () => {
    const { user } = renderLogin([
      {
        request: { query: LoginDocument, variables: { input } },
        result: {
          errors: [{ message: 'Incorrect email or password', extensions: { code: 'UNAUTHENTICATED' } }],
        },
      },
    ]);
    await fillAndSubmit(user);
    expect(await screen.findByText('Incorrect email or password')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });
});
