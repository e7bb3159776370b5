// Owns Microsoft's tokens through @azure/msal-node (decision 0074). MSAL keeps the refresh token only in its token
// cache, so each connection's cache is the credential: a cache plugin bound to one connection loads its serialized
// cache before MSAL reads it and takes the new one after MSAL writes it (the caller seals and stores it). A fresh
// ConfidentialClientApplication is made per operation, so two companies' caches never share one in-memory cache.
// MSAL's HTTP goes through our fetch (tests trust the fake's certificate without touching Node's trust store) and
// its internal retries are off: ours (retry.ts) honour Retry-After with an injectable clock.
import type { ConfidentialClientApplication, INetworkModule, NetworkResponse } from '@azure/msal-node';
import { CloudDriveAuthError, CloudDriveError } from './errors.js';
import { parseRetryAfter, TransientError } from './retry.js';
import type { FetchLike, MicrosoftAccess } from './types.js';

export interface MicrosoftConfig {
  clientId: string;
  clientSecret: string;
  /** `organizations` (work and school accounts: SharePoint needs one), `common`, or a tenant id. */
  tenant: string;
  /** Default https://login.microsoftonline.com; tests point it at our fake. */
  authorityHost?: string;
  /** Default https://graph.microsoft.com. */
  graphUrl?: string;
}

export const MICROSOFT_AUTHORITY_HOST = 'https://login.microsoftonline.com';

/**
 * The delegated scopes a consent asks for. all_files: Files.ReadWrite.All — read and write every file the person
 * can reach (their OneDrive, the SharePoint libraries they may use). selected_site: Sites.Selected — only sites a
 * SharePoint admin granted to our app (the admin step is in the README). offline_access: a refresh token.
 */
export function microsoftScopes(access: MicrosoftAccess = 'all_files'): string[] {
  return ['offline_access', access === 'selected_site' ? 'Sites.Selected' : 'Files.ReadWrite.All'];
}

/** The scopes a token request names (offline_access and the OpenID ones MSAL adds itself). */
export const resourceScopes = (scopes: readonly string[]) =>
  scopes.filter((s) => !['offline_access', 'openid', 'profile', 'email'].includes(s));

let msalLoading: Promise<typeof import('@azure/msal-node')> | undefined;
const msal = () => (msalLoading ??= import('@azure/msal-node'));

/** MSAL's HTTP over our fetch; the last Retry-After is kept in the box (MSAL's errors drop the headers). */
export function msalNetwork(fetchImpl: FetchLike, box?: CacheBox): INetworkModule {
  const send = async <T>(url: string, init: RequestInit): Promise<NetworkResponse<T>> => {
    const res = await fetchImpl(url, init);
    if (box) box.retryAfter = res.headers.get('retry-after');
    const text = await res.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      body = {
        error: res.status >= 500 ? 'server_error' : 'invalid_response',
        error_description: text.slice(0, 200),
      };
    }
    return { status: res.status, headers: Object.fromEntries(res.headers), body: body as T };
  };
  return {
    sendGetRequestAsync: (url, options) => send(url, { method: 'GET', headers: options?.headers }),
    sendPostRequestAsync: (url, options) =>
      send(url, { method: 'POST', headers: options?.headers, body: options?.body }),
  };
}

/** A connection's MSAL cache, as the plugin sees it: loaded before each access, replaced after a change. */
export interface CacheBox {
  blob: string;
  /** The Retry-After of MSAL's last HTTP answer. */
  retryAfter?: string | null;
}

export async function msalApp(
  config: MicrosoftConfig,
  fetchImpl: FetchLike,
  box: CacheBox,
): Promise<ConfidentialClientApplication> {
  const { ConfidentialClientApplication, LogLevel } = await msal();
  const host = (config.authorityHost ?? MICROSOFT_AUTHORITY_HOST).replace(/\/+$/, '');
  const custom = host !== MICROSOFT_AUTHORITY_HOST;
  return new ConfidentialClientApplication({
    auth: {
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      authority: `${host}/${config.tenant}`,
      // Our fake (or a sovereign cloud) is a known host: no instance discovery against Microsoft's.
      ...(custom ? { knownAuthorities: [new URL(host).host] } : {}),
    },
    cache: {
      cachePlugin: {
        beforeCacheAccess: async (context) => {
          if (box.blob) context.tokenCache.deserialize(box.blob);
        },
        afterCacheAccess: async (context) => {
          if (context.cacheHasChanged) box.blob = context.tokenCache.serialize();
        },
      },
    },
    system: {
      networkClient: msalNetwork(fetchImpl, box),
      disableInternalRetries: true,
      // Never log tokens or personal data: MSAL's own logging stays off.
      loggerOptions: { piiLoggingEnabled: false, logLevel: LogLevel.Error, loggerCallback: () => undefined },
    },
  });
}

const NEEDS_SIGN_IN = new Set([
  'invalid_grant',
  'interaction_required',
  'consent_required',
  'login_required',
  'no_tokens_found',
  'no_account_found',
  'refresh_token_expired',
  'bad_token',
]);

interface MsalLikeError {
  name?: string;
  errorCode?: string;
  subError?: string;
  status?: number;
  message?: string;
}

/** What an MSAL failure means, as one of our errors. */
export function msalFailure(err: unknown, retryAfter?: string | null, now = Date.now()): Error {
  if (err instanceof CloudDriveError) return err;
  const provider = 'microsoft_365' as const;
  const e = (err ?? {}) as MsalLikeError;
  const code = typeof e.errorCode === 'string' ? e.errorCode : '';
  if (e.name === 'InteractionRequiredAuthError' || NEEDS_SIGN_IN.has(code)) {
    return new CloudDriveAuthError({
      provider,
      status: e.status,
      providerCode: code || 'interaction_required',
    });
  }
  if (code === 'invalid_client' || code === 'unauthorized_client') {
    return new CloudDriveError(
      'misconfigured',
      'Microsoft refused our app registration (client id or secret). The operator must check the Microsoft 365 settings of this server.',
      { provider, status: e.status, providerCode: code },
    );
  }
  const status = e.status;
  if (
    (status && (status === 429 || status >= 500)) ||
    [
      'temporarily_unavailable',
      'server_error',
      'network_error',
      'endpoints_resolution_error',
      'openid_config_error',
    ].includes(code) ||
    e.name === 'TypeError'
  ) {
    return new TransientError(provider, parseRetryAfter(retryAfter, now), {
      status,
      providerCode: code || 'network',
    });
  }
  return new CloudDriveError(
    'failed',
    `Microsoft refused the sign-in: ${code || e.message || 'unknown error'}.`,
    {
      provider,
      status,
      providerCode: code,
    },
  );
}
