// The sign-in page fetches the toaster when the form is first touched (issue 13: not on its first load). With no
// signal at all even that fetch fails: the message then shows in the form instead of a toast.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginPage } from './LoginPage';
import { AuthContext } from './auth-context';
import { renderRoutes } from '../../test/render';

vi.mock('../../lib/toaster-ready', async (original) => ({
  ...(await original<typeof import('../../lib/toaster-ready')>()),
  loadToaster: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
}));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LoginPage without the toaster', () => {
  it('says the network is down in the form when the toaster cannot be fetched', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const auth = { status: 'unauthenticated' as const, user: null, signIn: vi.fn(), logout: () => {} };
    renderRoutes(
      [
        {
          path: '/login',
          element: (
            <AuthContext.Provider value={auth}>
              <LoginPage />
            </AuthContext.Provider>
          ),
        },
      ],
      '/login',
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'sam@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Network error. Please check your connection.',
    );
    expect(auth.signIn).not.toHaveBeenCalled();
  });
});
