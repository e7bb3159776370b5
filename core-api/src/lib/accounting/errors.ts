// Owns the accounting services' typed errors (decision 0079): what a service's answer means for the posting
// queue — reconnect, retry later, the record refused (and why, in words), or our own registration refused — so
// callers decide on a kind, never on a provider's status codes or bodies. Messages are plain words a company admin
// may read; they never carry a token, a request's headers or the SDK's raw error (which can hold the bearer).
import { ACCOUNTING_PROVIDER_NAMES, type AccountingProviderId } from './types.js';

export type AccountingErrorKind =
  /** The grant is expired, revoked or refused (invalid_grant, a 401 a fresh token does not cure). */
  | 'needs_reconnecting'
  /** Rate limited (429), the service unavailable (5xx) or unreachable: the record stays queued. */
  | 'retryable'
  /** The service refused the record itself (a validation error): it says why; fixing it is someone's job. */
  | 'rejected'
  /** What we named is not there (a contact or document deleted at the service). */
  | 'not_found'
  /** Our app registration was refused (client id or secret wrong): the operator's to fix. */
  | 'misconfigured'
  /** Anything else the service answered that we cannot act on. */
  | 'failed';

export interface AccountingErrorDetails {
  provider: AccountingProviderId;
  status?: number;
  /** The service's own code (`invalid_grant`, Xero's ValidationException, QuickBooks' error code 6240…). */
  providerCode?: string;
}

export class AccountingError extends Error {
  readonly provider: AccountingProviderId;
  readonly status: number | undefined;
  readonly providerCode: string | undefined;

  constructor(
    readonly kind: AccountingErrorKind,
    message: string,
    details: AccountingErrorDetails,
  ) {
    super(message);
    this.name = new.target.name;
    this.provider = details.provider;
    this.status = details.status;
    this.providerCode = details.providerCode;
  }
}

export class AccountingAuthError extends AccountingError {
  constructor(details: AccountingErrorDetails, message?: string) {
    super(
      'needs_reconnecting',
      message ??
        `${ACCOUNTING_PROVIDER_NAMES[details.provider]} no longer accepts this connection. A company admin needs to reconnect it in Settings.`,
      details,
    );
  }
}

/** Try again later: after `retryAfterSeconds` when the service said. */
export class AccountingRetryableError extends AccountingError {
  constructor(
    details: AccountingErrorDetails,
    readonly retryAfterSeconds: number,
    message?: string,
  ) {
    super(
      'retryable',
      message ??
        `${ACCOUNTING_PROVIDER_NAMES[details.provider]} is busy or unavailable just now; it will be tried again.`,
      details,
    );
  }
}

/** The service refused the record: `reasons` are its validation messages, as it worded them. */
export class AccountingRejectedError extends AccountingError {
  constructor(
    details: AccountingErrorDetails,
    readonly reasons: string[],
  ) {
    super(
      'rejected',
      `${ACCOUNTING_PROVIDER_NAMES[details.provider]} refused it: ${reasons.join('; ') || 'no reason given'}`,
      details,
    );
  }
}

/** The service's answer does not add up to what we sent (a total a penny out): never left as posted silently. */
export class AccountingMismatchError extends AccountingError {
  constructor(details: AccountingErrorDetails, what: string) {
    super('failed', `${ACCOUNTING_PROVIDER_NAMES[details.provider]} answered ${what}`, details);
  }
}

export const isAccountingError = (err: unknown): err is AccountingError => err instanceof AccountingError;
