// Owns what Microsoft Graph's answers mean (decision 0074): a GraphError from the client, or a raw response from an
// upload URL, mapped onto our typed errors — 401 (InvalidAuthenticationToken) renews the token, 429 and 5xx and no
// answer at all are transient (with Retry-After), 404 itemNotFound is gone, 507 / quotaLimitReached is a full
// drive, 403 accessDenied is forbidden; anything else (409 nameAlreadyExists included, which callers look for by
// its providerCode) is `failed`. Only the status and Graph's code are kept.
import { headerOf, readBody, TokenRejectedError } from './call.js';
import { CloudDriveError, CloudDriveNotFoundError } from './errors.js';
import { parseRetryAfter, TransientError } from './retry.js';

const provider = 'microsoft_365' as const;

interface GraphLikeError {
  statusCode?: number;
  code?: string | null;
  message?: string;
  headers?: unknown;
}

export function graphFailure(err: unknown, now = Date.now()): Error {
  if (err instanceof CloudDriveError || err instanceof TokenRejectedError) return err;
  const e = (err ?? {}) as GraphLikeError;
  const status = e.statusCode;
  const providerCode = e.code ?? undefined;
  if (!status || status < 0)
    return new TransientError(provider, undefined, { providerCode: providerCode ?? 'network' });
  if (status === 401) return new TokenRejectedError(providerCode);
  if (status === 507 || providerCode === 'quotaLimitReached' || providerCode === 'insufficientStorage') {
    return new CloudDriveError('quota', 'The OneDrive or SharePoint library is full.', {
      provider,
      status,
      providerCode,
    });
  }
  if (status === 429 || status >= 500) {
    return new TransientError(provider, parseRetryAfter(headerOf(e.headers, 'retry-after'), now), {
      status,
      providerCode,
    });
  }
  if (status === 404) return new CloudDriveNotFoundError({ provider, status, providerCode });
  if (status === 403) {
    return new CloudDriveError(
      'forbidden',
      'Microsoft 365 does not let this connection use that site, library or folder.',
      {
        provider,
        status,
        providerCode,
      },
    );
  }
  return new CloudDriveError(
    'failed',
    `Microsoft 365 refused the request: ${e.message || providerCode || status}.`,
    {
      provider,
      status,
      providerCode,
    },
  );
}

/** A non-2xx fetch Response (upload URLs) as one of our errors. */
export async function graphResponseFailure(res: Response, now = Date.now()): Promise<Error> {
  const body = (await readBody(res)) as { error?: { code?: string; message?: string } } | undefined;
  return graphFailure(
    { statusCode: res.status, code: body?.error?.code, message: body?.error?.message, headers: res.headers },
    now,
  );
}

export const isNameConflict = (err: unknown) =>
  err instanceof CloudDriveError && err.providerCode === 'nameAlreadyExists';
