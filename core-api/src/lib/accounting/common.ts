// Owns what both accounting adapters share (decision 0079): the OAuth server's form posts, refusals and token
// answers (both are plain RFC 6749 with Basic client authentication and rotating refresh tokens); pence to the services' decimals and back (exact, never
// a float sum), the webhook signature check (base64 HMAC-SHA256 of the raw body, compared in constant time — Xero's
// x-xero-signature and QuickBooks' intuit-signature are the same construction), and the retry loop over one call:
// 429 and 5xx and no answer are tried again after the service's Retry-After or a jittered backoff (the cloud
// drives' policy, decision 0074), then handed to the queue as AccountingRetryableError.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { scaledDecimal } from '@sitebase/shared';
import { readBody } from '../cloud-drive/call.js';
import { parseRetryAfter, retryTransient, type RetryPolicy } from '../cloud-drive/retry.js';
import type { FetchLike } from '../cloud-drive/types.js';
import {
  AccountingAuthError,
  AccountingError,
  AccountingRetryableError,
  type AccountingErrorDetails,
} from './errors.js';
import { ACCOUNTING_PROVIDER_NAMES, type AccountingCredentials, type AccountingProviderId } from './types.js';

/** Pence as the decimal the services' JSON carries (12345 → 123.45). Exact: pence are integers below 2^53. */
export function decimalOf(pence: number): number {
  if (!Number.isSafeInteger(pence)) throw new RangeError(`${pence} is not a whole number of pence`);
  return Number((pence / 100).toFixed(2));
}

/** A service's decimal amount (number or string, at most 2 places after rounding noise) as pence. */
export function penceOf(value: number | string | null | undefined): number {
  if (value === null || value === undefined || value === '') return 0;
  const text = typeof value === 'number' ? value.toFixed(4) : value.trim();
  const tenThousandths = scaledDecimal(text, 4);
  if (tenThousandths === null) throw new RangeError(`${String(value)} is not an amount`);
  // 123.4500 → 12345; a service's 4-decimal amount is rounded half away from zero to the penny.
  const sign = tenThousandths < 0n ? -1n : 1n;
  const abs = tenThousandths * sign;
  return Number(((abs + 50n) / 100n) * sign);
}

/** Whether `signature` (base64) is the HMAC-SHA256 of `rawBody` under `key`; constant time over equal lengths. */
export function verifyHmacSignature(
  rawBody: Buffer,
  key: string | undefined,
  signature: string | undefined,
): boolean {
  if (!key || !signature) return false;
  const expected = createHmac('sha256', key).update(rawBody).digest();
  let given: Buffer;
  try {
    given = Buffer.from(signature.trim(), 'base64');
  } catch {
    return false;
  }
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A refusal for now, on its way through one unit: the wait the service asked for, when it said. */
export class TransientAccountingError extends Error {
  constructor(
    readonly details: AccountingErrorDetails,
    readonly retryAfterMs: number | undefined,
  ) {
    super('The accounting service refused for now');
    this.name = 'TransientAccountingError';
  }
}

/**
 * Runs `unit` until it succeeds, throws something not worth retrying, or the policy gives up (then
 * AccountingRetryableError tells the queue when to try again). A unit is idempotent: a post carries its
 * idempotency key, so trying it again after a lost answer answers the first post.
 */
export function withAccountingRetry<T>(
  provider: AccountingProviderId,
  policy: RetryPolicy,
  unit: (attempt: number) => Promise<T>,
): Promise<T> {
  return retryTransient(
    policy,
    unit,
    (err) => (err instanceof TransientAccountingError ? err : null),
    (err, wait) =>
      new AccountingRetryableError({ ...err.details, provider }, Math.max(1, Math.ceil(wait / 1000))),
  );
}

/** The variables an operator sets for each service's app registration (named in a misconfigured error). */
const CLIENT_VARIABLES: Record<AccountingProviderId, string> = {
  xero: 'XERO_CLIENT_ID and XERO_CLIENT_SECRET',
  quickbooks: 'QUICKBOOKS_CLIENT_ID and QUICKBOOKS_CLIENT_SECRET',
};

/** HTTP Basic client authentication, as both token endpoints take it. */
export const basicAuth = (clientId: string, clientSecret: string) =>
  `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;

/**
 * One POST to a service's OAuth server (a token grant: a form; Intuit's revocation: JSON) with our client's Basic
 * authentication; what it answered is the caller's to read.
 */
export function oauthPost(
  provider: AccountingProviderId,
  send: FetchLike,
  url: string,
  authorization: string,
  payload: { form: Record<string, string> } | { json: Record<string, string> },
): Promise<{ res: Response; body: unknown }> {
  return answerOf(provider, send, url, {
    method: 'POST',
    headers: {
      authorization,
      accept: 'application/json',
      'content-type': 'form' in payload ? 'application/x-www-form-urlencoded' : 'application/json',
    },
    body: 'form' in payload ? new URLSearchParams(payload.form).toString() : JSON.stringify(payload.json),
  });
}

/** One HTTP call and its body read; no answer at all (network, timeout) is transient. */
export async function answerOf(
  provider: AccountingProviderId,
  send: FetchLike,
  url: string,
  init: RequestInit,
): Promise<{ res: Response; body: unknown }> {
  try {
    const res = await send(url, init);
    return { res, body: await readBody(res) };
  } catch {
    throw new TransientAccountingError({ provider, providerCode: 'network' }, undefined);
  }
}

/** What an OAuth server's refusal means (RFC 6749 §5.2 error codes; 429 and 5xx are transient). */
export function oauthFailure(
  provider: AccountingProviderId,
  res: Response,
  body: unknown,
  now: number,
): Error {
  const error = typeof body === 'object' && body ? String((body as { error?: unknown }).error ?? '') : '';
  const status = res.status;
  const details = { provider, status, providerCode: error || undefined };
  if (status === 429 || status >= 500)
    return new TransientAccountingError(details, parseRetryAfter(res.headers.get('retry-after'), now));
  // A 401 from a token endpoint is our client authentication refused.
  if (error === 'invalid_client' || error === 'unauthorized_client' || status === 401) {
    return new AccountingError(
      'misconfigured',
      `${ACCOUNTING_PROVIDER_NAMES[provider]} refused our app registration (client id or secret). The operator needs to check ${CLIENT_VARIABLES[provider]}.`,
      details,
    );
  }
  if (error === 'invalid_grant') return new AccountingAuthError(details);
  return new AccountingError(
    'failed',
    `${ACCOUNTING_PROVIDER_NAMES[provider]} refused the sign-in (${error || status}).`,
    details,
  );
}

/**
 * A token answer as credentials. Both services rotate the refresh token on every refresh: the one in the answer
 * replaces the stored one (which soon stops working); an answer without one keeps the one we sent.
 */
export function oauthCredentials(
  provider: AccountingProviderId,
  body: Record<string, unknown>,
  options: {
    previous?: AccountingCredentials;
    /** Scopes when the answer names none (Intuit's never does). */
    scopes: readonly string[];
    /** Seconds, when the answer gives no expires_in. */
    defaultExpiresIn: number;
    now: number;
  },
): AccountingCredentials {
  const accessToken = typeof body.access_token === 'string' ? body.access_token : '';
  const refreshToken =
    typeof body.refresh_token === 'string' ? body.refresh_token : (options.previous?.refreshToken ?? '');
  if (!accessToken || !refreshToken) {
    throw new AccountingError(
      'failed',
      `${ACCOUNTING_PROVIDER_NAMES[provider]} did not give lasting access (no refresh token). Connect again.`,
      { provider },
    );
  }
  const expiresIn = Number(body.expires_in ?? options.defaultExpiresIn);
  return {
    provider,
    accessToken,
    refreshToken,
    expiresAt: options.now + (Number.isFinite(expiresIn) ? expiresIn : options.defaultExpiresIn) * 1000,
    scopes:
      typeof body.scope === 'string'
        ? body.scope.split(' ').filter(Boolean)
        : (options.previous?.scopes ?? [...options.scopes]),
  };
}
