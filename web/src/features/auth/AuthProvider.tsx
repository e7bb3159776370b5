// Owns the authentication state machine of spec §4: loading → authenticated | unauthenticated.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { jwtDecode } from 'jwt-decode';
import type { AuthUser } from './auth.api';
import { AuthContext } from './auth-context';
import type { AuthContextValue, AuthStatus } from './auth-context';
import {
  clearSession,
  onSessionExpired,
  readPushDevice,
  readSession,
  readToken,
  writeSession,
} from '../../lib/storage';
import { useApolloClientLoader, useLoadedApolloClient } from '../../lib/apollo-loader';

type TokenCheck = 'valid' | 'expired' | 'undecodable';

export function checkToken(token: string, now = Date.now()): TokenCheck {
  try {
    const { exp } = jwtDecode<{ exp?: number }>(token);
    if (typeof exp === 'number' && exp * 1000 <= now) return 'expired';
    return 'valid';
  } catch {
    return 'undecodable';
  }
}

/** What the stored session says before any effect runs, so the first paint is the page, not a spinner. */
function initialState(): { status: AuthStatus; user: AuthUser | null } {
  const session = readSession();
  if (!session) return { status: 'unauthenticated', user: null };
  const check = checkToken(session.token);
  if (check === 'valid') return { status: 'authenticated', user: session.user };
  if (check === 'expired') return { status: 'unauthenticated', user: null };
  return { status: 'loading', user: null };
}

export function AuthProvider({ children }: { children: ReactNode }) {
  // Apollo is loaded only when needed here (an opaque token to check, or sign-out): lib/apollo-loader.ts.
  const loadClient = useApolloClientLoader();
  const loadedClient = useLoadedApolloClient();
  const navigate = useNavigate();
  const [initial] = useState(initialState);
  const [status, setStatus] = useState<AuthStatus>(initial.status);
  const [user, setUser] = useState<AuthUser | null>(initial.user);

  const signOutLocally = useCallback(() => {
    clearSession();
    setUser(null);
    setStatus('unauthenticated');
    void loadedClient()?.clearStore();
  }, [loadedClient]);

  useEffect(() => {
    let cancelled = false;
    const session = readSession();
    if (!session) {
      clearSession();
      setStatus('unauthenticated');
      return;
    }
    const check = checkToken(session.token);
    if (check === 'expired') {
      clearSession();
      setStatus('unauthenticated');
    } else if (check === 'valid') {
      setUser(session.user);
      setStatus('authenticated');
    } else {
      // The token is opaque to us: ask the server who it belongs to, and sign out if it will not say.
      // The operation documents come with the client, not in the first load (they pull in every generated one).
      Promise.all([loadClient(), import('./auth.api')])
        .then(([client, { MeDocument }]) => client.query({ query: MeDocument, fetchPolicy: 'network-only' }))
        .then(({ data }) => {
          if (cancelled) return;
          if (!data?.me) throw new Error('No user');
          writeSession({ ...session, user: data.me });
          setUser(data.me);
          setStatus('authenticated');
        })
        .catch(() => {
          if (cancelled) return;
          clearSession();
          setUser(null);
          setStatus('unauthenticated');
        });
    }
    return () => {
      cancelled = true;
    };
  }, [loadClient]);

  // A 401/403 seen by the error link ends the session here and returns to /login without a toast.
  useEffect(
    () =>
      onSessionExpired(() => {
        signOutLocally();
        navigate('/login', { replace: true });
      }),
    [navigate, signOutLocally],
  );

  const signIn = useCallback((token: string, nextUser: AuthUser, remember: boolean) => {
    writeSession({ token, user: nextUser, remember });
    setUser(nextUser);
    setStatus('authenticated');
  }, []);

  const logout = useCallback(() => {
    // Tell the server (and drop this device's push token) with the token explicitly, since it is cleared next.
    const token = readToken();
    if (token) {
      const device_id = readPushDevice()?.device_id ?? null;
      Promise.all([loadClient(), import('./logout.api')])
        .then(([client, { LogoutDocument }]) =>
          client.mutate({
            mutation: LogoutDocument,
            variables: { device_id },
            context: { headers: { authorization: `Bearer ${token}` }, handlesOwnErrors: true },
          }),
        )
        .catch(() => {
          // Signing out locally never waits for, or fails because of, the server.
        });
    }
    signOutLocally();
    navigate('/login', { replace: true });
  }, [loadClient, navigate, signOutLocally]);

  const value = useMemo<AuthContextValue>(
    () => ({ status, user, signIn, logout }),
    [status, user, signIn, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
