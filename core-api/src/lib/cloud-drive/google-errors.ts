// Owns what Google's answers mean (decision 0074): a gaxios error or a raw response from the token endpoint, the
// Drive API or an upload session, mapped onto our typed errors — 401 renews the token, invalid_grant needs
// reconnecting, 429 / 5xx / 403 userRateLimitExceeded and rateLimitExceeded / no answer at all are transient
// (with Retry-After when Google sent one), storageQuotaExceeded is a full drive. The error keeps only the status
// and Google's reason: never the request, whose headers hold the bearer token.
import { headerOf, readBody, TokenRejectedError } from './call.js';
import { CloudDriveAuthError, CloudDriveError, CloudDriveNotFoundError } from './errors.js';
import { parseRetryAfter, TransientError } from './retry.js';

const RATE_LIMIT_REASONS = new Set(['userRateLimitExceeded', 'rateLimitExceeded', 'RATE_LIMIT_EXCEEDED']);

interface GaxiosLike {
  status?: number;
  code?: string;
  response?: { status?: number; data?: unknown; headers?: unknown };
}

interface GoogleErrorBody {
  error?:
    | string
    | { code?: number; message?: string; errors?: { reason?: string }[]; details?: { reason?: string }[] };
  error_description?: string;
}

/** What a failed Google call means, as one of our errors (never carrying the request, which holds the token). */
export function googleFailure(err: unknown, now = Date.now()): Error {
  if (err instanceof CloudDriveError || err instanceof TokenRejectedError) return err;
  const e = (err ?? {}) as GaxiosLike;
  const status = e.response?.status ?? e.status;
  const provider = 'google_drive' as const;
  if (!status) return new TransientError(provider, undefined, { providerCode: e.code ?? 'network' });
  const body = (e.response?.data ?? {}) as GoogleErrorBody;
  if (typeof body.error === 'string') {
    // The token endpoint's OAuth error.
    if (body.error === 'invalid_grant')
      return new CloudDriveAuthError({ provider, status, providerCode: body.error });
    if (body.error === 'invalid_client' || body.error === 'unauthorized_client') {
      return new CloudDriveError(
        'misconfigured',
        'Google refused our app registration (client id or secret). The operator must check the Google Drive settings of this server.',
        { provider, status, providerCode: body.error },
      );
    }
  }
  const detail = typeof body.error === 'object' ? body.error : undefined;
  const reasons = [...(detail?.errors ?? []), ...(detail?.details ?? [])].map((x) => x.reason ?? '');
  const retryAfterMs = parseRetryAfter(headerOf(e.response?.headers, 'retry-after'), now);
  const providerCode = reasons[0] || (typeof body.error === 'string' ? body.error : undefined);
  if (status === 401) return new TokenRejectedError(providerCode);
  if (status === 429 || status >= 500 || (status === 403 && reasons.some((r) => RATE_LIMIT_REASONS.has(r)))) {
    return new TransientError(provider, retryAfterMs, { status, providerCode });
  }
  if (status === 403 && reasons.includes('storageQuotaExceeded')) {
    return new CloudDriveError('quota', 'The Google Drive is full.', { provider, status, providerCode });
  }
  if (status === 403) {
    return new CloudDriveError(
      'forbidden',
      'Google Drive does not let this connection use that folder or file.',
      { provider, status, providerCode },
    );
  }
  if (status === 404) return new CloudDriveNotFoundError({ provider, status, providerCode });
  return new CloudDriveError('failed', `Google Drive refused the request: ${detail?.message ?? status}.`, {
    provider,
    status,
    providerCode,
  });
}

/** A non-2xx fetch Response (our resumable uploads) as one of our errors. */
export async function googleResponseFailure(res: Response, now = Date.now()): Promise<Error> {
  return googleFailure(
    { status: res.status, response: { status: res.status, data: await readBody(res), headers: res.headers } },
    now,
  );
}
