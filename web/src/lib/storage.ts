// Browser storage for the session and preferences: one place that knows every key and where it lives.
import type { UserFieldsFragment as AuthUser } from '../generated/graphql';

export const STORAGE_KEYS = {
  accessToken: 'access_token',
  user: 'user',
  darkMode: 'dark_mode',
  superadminToken: 'superadmin_token',
  superadminUser: 'superadmin_user',
  pendingDeepLink: 'pending_deep_link',
  wrapperMode: 'wrapper_mode',
  pushDevice: 'push_device',
} as const;

export interface StoredSession {
  token: string;
  user: AuthUser;
  remember: boolean;
}

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

/** Reads the session from localStorage (remember me) first, then sessionStorage. */
export function readSession(): StoredSession | null {
  for (const [storage, remember] of [
    [localStorage, true],
    [sessionStorage, false],
  ] as const) {
    const token = safe(() => storage.getItem(STORAGE_KEYS.accessToken), null);
    const rawUser = safe(() => storage.getItem(STORAGE_KEYS.user), null);
    if (!token || !rawUser) continue;
    const user = safe(() => JSON.parse(rawUser) as AuthUser, null);
    if (user && typeof user === 'object' && typeof user.role === 'string') return { token, user, remember };
  }
  return null;
}

export function readToken(): string | null {
  return (
    safe(() => localStorage.getItem(STORAGE_KEYS.accessToken), null) ??
    safe(() => sessionStorage.getItem(STORAGE_KEYS.accessToken), null)
  );
}

/** Reads only the stored token (used when the stored user is missing or unreadable). */
export function tokenRemembered(): boolean {
  return safe(() => localStorage.getItem(STORAGE_KEYS.accessToken) !== null, false);
}

export function writeSession(session: StoredSession): void {
  clearSession();
  const storage = session.remember ? localStorage : sessionStorage;
  storage.setItem(STORAGE_KEYS.accessToken, session.token);
  storage.setItem(STORAGE_KEYS.user, JSON.stringify(session.user));
}

export function clearSession(): void {
  for (const storage of [localStorage, sessionStorage]) {
    safe(() => {
      storage.removeItem(STORAGE_KEYS.accessToken);
      storage.removeItem(STORAGE_KEYS.user);
    }, undefined);
  }
}

type Listener = () => void;
const expiryListeners = new Set<Listener>();

/** Called by the error link on 401/403: clears the session and tells the AuthProvider to go to /login. */
export function expireSession(): void {
  clearSession();
  expiryListeners.forEach((listener) => listener());
}

export function onSessionExpired(listener: Listener): () => void {
  expiryListeners.add(listener);
  return () => {
    expiryListeners.delete(listener);
  };
}

/** Mobile-wrapper mode (`?wrapper=true`) lasts for the browser session. */
export function readWrapperMode(): boolean {
  return safe(() => sessionStorage.getItem(STORAGE_KEYS.wrapperMode) === 'true', false);
}

export function writeWrapperMode(): void {
  safe(() => sessionStorage.setItem(STORAGE_KEYS.wrapperMode, 'true'), undefined);
}

/** A deep link received while signed out (a path), followed right after sign-in. */
export function writePendingDeepLink(path: string): void {
  safe(() => sessionStorage.setItem(STORAGE_KEYS.pendingDeepLink, path), undefined);
}

/** Returns and forgets the pending deep link; only in-app paths are honoured. */
export function takePendingDeepLink(): string | null {
  const path = safe(() => sessionStorage.getItem(STORAGE_KEYS.pendingDeepLink), null);
  safe(() => sessionStorage.removeItem(STORAGE_KEYS.pendingDeepLink), undefined);
  return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
}

export interface PushDevice {
  token: string;
  platform: string;
  device_id: string;
}

/** The wrapper's push token and device id, kept so they can be registered after sign-in and on sign-out. */
export function writePushDevice(device: PushDevice): void {
  safe(() => sessionStorage.setItem(STORAGE_KEYS.pushDevice, JSON.stringify(device)), undefined);
}

export function readPushDevice(): PushDevice | null {
  const raw = safe(() => sessionStorage.getItem(STORAGE_KEYS.pushDevice), null);
  if (!raw) return null;
  const parsed = safe(() => JSON.parse(raw) as PushDevice, null);
  return parsed && typeof parsed.token === 'string' && typeof parsed.device_id === 'string' ? parsed : null;
}

export interface StoredSuperadmin {
  id: string;
  username: string;
}

/** The superadmin session (spec §4/§9): its own token and user keys, in localStorage, apart from company ones. */
export function readSuperadminSession(): { token: string; superadmin: StoredSuperadmin } | null {
  const token = safe(() => localStorage.getItem(STORAGE_KEYS.superadminToken), null);
  const raw = safe(() => localStorage.getItem(STORAGE_KEYS.superadminUser), null);
  if (!token || !raw) return null;
  const superadmin = safe(() => JSON.parse(raw) as StoredSuperadmin, null);
  return superadmin && typeof superadmin.username === 'string' ? { token, superadmin } : null;
}

export function readSuperadminToken(): string | null {
  return safe(() => localStorage.getItem(STORAGE_KEYS.superadminToken), null);
}

export function writeSuperadminSession(token: string, superadmin: StoredSuperadmin): void {
  safe(() => {
    localStorage.setItem(STORAGE_KEYS.superadminToken, token);
    localStorage.setItem(STORAGE_KEYS.superadminUser, JSON.stringify(superadmin));
  }, undefined);
}

export function clearSuperadminSession(): void {
  safe(() => {
    localStorage.removeItem(STORAGE_KEYS.superadminToken);
    localStorage.removeItem(STORAGE_KEYS.superadminUser);
  }, undefined);
}

const superadminExpiryListeners = new Set<Listener>();

/** A 401 on a superadmin call: the session is cleared and the dashboard shows "Authentication expired". */
export function expireSuperadminSession(): void {
  clearSuperadminSession();
  superadminExpiryListeners.forEach((listener) => listener());
}

export function onSuperadminSessionExpired(listener: Listener): () => void {
  superadminExpiryListeners.add(listener);
  return () => {
    superadminExpiryListeners.delete(listener);
  };
}
