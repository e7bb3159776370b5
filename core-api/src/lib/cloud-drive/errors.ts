// Owns the cloud drives' typed errors (decision 0074): what a provider's answer means for the caller — reconnect,
// retry later, gone, or something else — so the filing job, the settings test and the project page decide on a
// kind, never on a provider's status codes. Messages are plain words a company admin may read; they never carry a
// token, a request's headers or the provider's raw error object (which can hold the bearer header).
import type { CloudDriveProviderId } from './types.js';

export type CloudDriveErrorKind =
  /** The token is expired, revoked or refused (invalid_grant, 401): the connection needs reconnecting. */
  | 'needs_reconnecting'
  /** Rate limited (429, Google's 403 rate-limit reasons), the provider unavailable (5xx) or unreachable. */
  | 'retryable'
  /** The item (or the root, or the upload session) is not there any more. */
  | 'not_found'
  /** The connection may not touch that item (drive.file cannot see it, no write access, a site not granted). */
  | 'forbidden'
  /** The drive is full. */
  | 'quota'
  /** Our own app registration was refused (client id or secret wrong): the operator's to fix, not the admin's. */
  | 'misconfigured'
  /** Anything else the provider refused (a bad request, a name it will not take). */
  | 'failed';

export const PROVIDER_NAMES: Record<CloudDriveProviderId, string> = {
  google_drive: 'Google Drive',
  microsoft_365: 'Microsoft 365',
};

export interface CloudDriveErrorDetails {
  provider: CloudDriveProviderId;
  /** The HTTP status the provider answered, when it answered. */
  status?: number;
  /** The provider's own code or reason (`nameAlreadyExists`, `userRateLimitExceeded`, `invalid_grant`…). */
  providerCode?: string;
}

export class CloudDriveError extends Error {
  readonly provider: CloudDriveProviderId;
  readonly status: number | undefined;
  readonly providerCode: string | undefined;

  constructor(
    readonly kind: CloudDriveErrorKind,
    message: string,
    details: CloudDriveErrorDetails,
  ) {
    super(message);
    this.name = new.target.name;
    this.provider = details.provider;
    this.status = details.status;
    this.providerCode = details.providerCode;
  }
}

/** The connection must be made again by a company admin; queued work waits for it (never dropped). */
export class CloudDriveAuthError extends CloudDriveError {
  constructor(details: CloudDriveErrorDetails, message?: string) {
    super(
      'needs_reconnecting',
      message ??
        `${PROVIDER_NAMES[details.provider]} no longer accepts this connection. A company admin needs to reconnect it in Settings.`,
      details,
    );
  }
}

/**
 * Worth trying again later: retries in this process are spent (or the provider asked for a longer wait than we
 * hold a job for). `retryAfterSeconds` is when the job queue should try again.
 */
export class CloudDriveRetryableError extends CloudDriveError {
  constructor(
    details: CloudDriveErrorDetails,
    readonly retryAfterSeconds: number,
    message?: string,
  ) {
    super(
      'retryable',
      message ??
        `${PROVIDER_NAMES[details.provider]} is busy or unavailable right now. It will be tried again.`,
      details,
    );
  }
}

export class CloudDriveNotFoundError extends CloudDriveError {
  constructor(details: CloudDriveErrorDetails, what = 'The folder or file') {
    super('not_found', `${what} is no longer in ${PROVIDER_NAMES[details.provider]}.`, details);
  }
}

/** Signing in needs a key to seal the tokens with, and none is configured (decision 0074). */
export class CloudDriveKeyMissingError extends Error {
  constructor() {
    super(
      'CLOUD_DRIVE_TOKEN_KEY is not set, so cloud drive tokens cannot be stored encrypted: cloud drives cannot be connected. ' +
        'Set it to 32 random bytes in base64 (e.g. `openssl rand -base64 32`).',
    );
    this.name = 'CloudDriveKeyMissingError';
  }
}

/** The sealed token blob does not open with our keys (tampered, another company's, or a key that was dropped). */
export class SealedTokenError extends Error {
  constructor(message = 'The stored cloud drive token could not be opened with the configured key.') {
    super(message);
    this.name = 'SealedTokenError';
  }
}
