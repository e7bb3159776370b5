// Owns what every provider call shares (decision 0074): sending it with the connection's access token and, when the
// provider refuses that token (401), renewing it once and sending again — a second refusal, or a refresh the
// provider refuses, is CloudDriveAuthError ("needs reconnecting"). Also the small helpers over responses and
// headers both adapters use.
import { CloudDriveAuthError, CloudDriveError } from './errors.js';
import type { AccessTokenSource, CloudDriveProviderId, FetchLike } from './types.js';

/** The provider refused the access token we sent (401): worth one renewal. Never leaves this folder. */
export class TokenRejectedError extends Error {
  constructor(readonly providerCode?: string) {
    super('The provider refused the access token');
    this.name = 'TokenRejectedError';
  }
}

export async function authorized<T>(
  provider: CloudDriveProviderId,
  tokens: AccessTokenSource,
  send: (accessToken: string) => Promise<T>,
  classify: (err: unknown) => Error,
): Promise<T> {
  let token = await tokens.accessToken();
  for (let renewed = false; ; renewed = true) {
    try {
      return await send(token);
    } catch (err) {
      const failure = classify(err);
      if (!(failure instanceof TokenRejectedError)) throw failure;
      if (renewed)
        throw new CloudDriveAuthError({ provider, status: 401, providerCode: failure.providerCode });
      token = await tokens.renew(token);
    }
  }
}

/** A header from a fetch Headers object or a plain record (gaxios, the Graph client and ours differ). */
export function headerOf(headers: unknown, name: string): string | undefined {
  if (!headers) return undefined;
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined;
  const record = headers as Record<string, unknown>;
  const key = Object.keys(record).find((k) => k.toLowerCase() === name.toLowerCase());
  const value = key ? record[key] : undefined;
  return Array.isArray(value) ? String(value[0]) : value === undefined ? undefined : String(value);
}

/** A response body as JSON when it is JSON, else its text (or undefined when empty). */
export async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export const isCloudDriveError = (err: unknown): err is CloudDriveError => err instanceof CloudDriveError;

/** Every call ends: a provider that stops answering costs a job this long, then counts as a network failure. */
export const DEFAULT_TIMEOUT_MS = 120_000;

/** The signal that ends one call: after `timeoutMs`, unless the options give their own (tests end calls on cue). */
export function timeoutSignals(options: {
  timeoutMs?: number;
  timeoutSignal?: () => AbortSignal;
}): () => AbortSignal {
  const ms = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return options.timeoutSignal ?? (() => AbortSignal.timeout(ms));
}

export function withTimeout(fetchImpl: FetchLike, signal: () => AbortSignal): FetchLike {
  return (input, init = {}) => fetchImpl(input, { ...init, signal: init.signal ?? signal() });
}

/** Bytes as a fetch body: a Buffer is a Uint8Array over an ArrayBuffer (never a SharedArrayBuffer here). */
export const bodyOf = (bytes: Buffer): BodyInit => bytes as unknown as Uint8Array<ArrayBuffer>;

/** Splits `bytes` into [start, end) ranges of `chunk` bytes. */
export function* ranges(total: number, chunk: number, from = 0): Generator<[number, number]> {
  for (let start = from; start < total; start += chunk) yield [start, Math.min(total, start + chunk)];
}
