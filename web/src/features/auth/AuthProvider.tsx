// Owns the authentication state machine of spec §4: loading → authenticated | unauthenticated.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApolloClient } from '@apollo/client/react';
import { jwtDecode } from 'jwt-decode';
import { MeDocument } from './auth.api';
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
import { LogoutDocument } from '../notifications/notifications.api';

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

export function AuthProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [status, setStatus] = useState<AuthStatus>('loading');
  const [user, setUser] = useState<AuthUser | null>(null);

  const signOutLocally = useCallback(() => {
    clearSession();
    setUser(null);
    setStatus('unauthenticated');
    void client.clearStore();
  }, [client]);

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
      client
        .query({ query: MeDocument, fetchPolicy: 'network-only' })
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
  }, [client]);

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
      client
        .mutate({
          mutation: LogoutDocument,
          variables: { device_id: readPushDevice()?.device_id ?? null },
          context: { headers: { authorization: `Bearer ${token}` } },
        })
        .catch(() => {
          // Signing out locally never waits for, or fails because of, the server.
        });
    }
    signOutLocally();
    navigate('/login', { replace: true });
  }, [client, navigate, signOutLocally]);

  const value = useMemo<AuthContextValue>(
    () => ({ status, user, signIn, logout }),
    [status, user, signIn, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
