// The auth context object and its hook, kept apart from the provider so tests can supply a fake session.
import { createContext, useContext } from 'react';
import type { AuthUser } from './auth.api';

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface AuthContextValue {
  status: AuthStatus;
  user: AuthUser | null;
  /** Stores the session (localStorage when `remember`, else sessionStorage) and marks the user signed in. */
  signIn: (token: string, user: AuthUser, remember: boolean) => void;
  /** Clears the stored session and goes to /login. */
  logout: () => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}
