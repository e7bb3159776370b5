import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { routes } from '../../app/router';
import { readSuperadminSession, writeSuperadminSession } from '../../lib/storage';
import { renderRoutes } from '../../test/render';

const input = { username: 'superadmin', password: 'wrong-pass' };

/** The page signs in with fetch (lib/graphql-fetch.ts), not Apollo: the server's answer is stubbed at fetch. */
function answerLogin(body: unknown) {
  const requests: { query: string; variables: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      requests.push(JSON.parse(String(init.body)) as { query: string; variables: unknown });
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return requests;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('superadmin sign-in', () => {
  it('guards the dashboard on the client: no session → the login, with the notice and © 2024', async () => {
    const { router } = renderRoutes(routes, '/superadmin/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/superadmin/login'));
    expect(await screen.findByText(/actions are logged and monitored/)).toBeTruthy(); // the page is a lazy chunk
    expect(screen.getByText(/© 2024/)).toBeTruthy();
  });

  it('requires username and password, then shows a failed sign-in in a red box', async () => {
    const requests = answerLogin({ data: null, errors: [{ message: 'Incorrect username or password' }] });
    renderRoutes(routes, '/superadmin/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: input.username } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: input.password } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Incorrect username or password');
    expect(requests).toHaveLength(1);
    expect(requests[0]!.query).toContain('mutation SuperadminLogin');
    expect(requests[0]!.variables).toEqual({ input });
    expect(readSuperadminSession()).toBeNull();
  });

  it('stores the token and superadmin under their own keys and opens the dashboard', async () => {
    const requests = answerLogin({
      data: {
        superadminLogin: {
          access_token: 'super-token',
          expires_in: 28800,
          superadmin: { id: 's1', username: 'superadmin' },
        },
      },
    });
    const { router } = renderRoutes(routes, '/superadmin/login');
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: input.username } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Super1234!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/superadmin/dashboard'));
    expect(requests[0]!.variables).toEqual({ input: { ...input, password: 'Super1234!' } });
    expect(localStorage.getItem('superadmin_token')).toBe('super-token');
    expect(JSON.parse(localStorage.getItem('superadmin_user') ?? '{}')).toEqual({
      id: 's1',
      username: 'superadmin',
    });
    // The company session is untouched.
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('sends a signed-in superadmin from the login to the dashboard', async () => {
    writeSuperadminSession('t', { id: 's1', username: 'superadmin' });
    const { router } = renderRoutes(routes, '/superadmin/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/superadmin/dashboard'));
  });
});
