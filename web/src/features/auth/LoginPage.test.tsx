// Login form: spec §5 validation messages, error clearing on edit, and the post-login target.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeUser } from '../../test/render';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginPage, postLoginTarget } from './LoginPage';
import { AuthContext } from './auth-context';
import { renderRoutes } from '../../test/render';
import { STORAGE_KEYS, writePendingDeepLink } from '../../lib/storage';

interface GraphQLAnswer {
  body: unknown;
  status?: number;
  until?: Promise<void>;
}

/** The page signs in with fetch (lib/graphql-fetch.ts), not Apollo: the server's answer is stubbed at fetch. */
function answerLogin(answer: GraphQLAnswer) {
  const requests: { url: string; body: { query: string; variables: unknown } }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      requests.push({ url, body: JSON.parse(String(init.body)) as { query: string; variables: unknown } });
      // The reply waits for the test (`until`): a state shown only while a request is pending is then seen
      // however slowly the machine runs.
      if (answer.until) await answer.until;
      return new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return requests;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderLogin(signIn = vi.fn()) {
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
  );
  return { user: userEvent.setup(), router };
}

const input = { email: 'sam@example.com', password: 'secret1', remember_me: false };

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), input.email);
  await user.type(screen.getByLabelText('Password'), input.password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginPage', () => {
  it('shows the required messages on submit', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
  });

  it('shows the format and length messages', async () => {
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
  });

  it("clears a field's error as soon as that field is edited", async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
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
    let reply = () => {};
    const until = new Promise<void>((resolve) => (reply = resolve));
    const requests = answerLogin({ body: { data: { login: payload } }, until });
    const { user, router } = renderLogin(signIn);
    await fillAndSubmit(user);
    const busy = await screen.findByRole('button', { name: 'Signing in...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    reply();
    expect(await screen.findByText('Welcome back!')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(signIn).toHaveBeenCalledWith('token-1', expect.objectContaining({ role: 'manager' }), false);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe('/graphql');
    expect(requests[0]?.body.variables).toEqual({ input });
    expect(requests[0]?.body.query).toContain('mutation Login($input: LoginInput!)');
    expect(requests[0]?.body.query).toContain('fragment UserFields on User');
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
    answerLogin({ body: { data: { login: payload } } });
    const { user, router } = renderLogin();
    await fillAndSubmit(user);
    expect(await screen.findByText('Labour target')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/labour');
    expect(sessionStorage.getItem(STORAGE_KEYS.pendingDeepLink)).toBeNull();
  });

  it('shows the server message when sign-in fails', async () => {
    answerLogin({
      body: { errors: [{ message: 'Incorrect email or password', extensions: { code: 'UNAUTHENTICATED' } }] },
    });
    const { user } = renderLogin();
    await fillAndSubmit(user);
    expect(await screen.findByText('Incorrect email or password')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('shows the rate-limit message from an HTTP 429 answer', async () => {
    answerLogin({
      status: 429,
      body: { errors: [{ message: 'Too many requests. Please try again later.' }] },
    });
    const { user } = renderLogin();
    await fillAndSubmit(user);
    expect(await screen.findByText('Too many requests. Please try again later.')).toBeTruthy();
  });

  it('says the network is down when no answer arrives', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const { user } = renderLogin();
    await fillAndSubmit(user);
    expect(await screen.findByText('Network error. Please check your connection.')).toBeTruthy();
  });
});
