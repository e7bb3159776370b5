// How a GraphQL error list becomes "sign out" or a toast message (spec §8), with no Apollo import: the
// sign-in page sends its one mutation without Apollo (lib/graphql-fetch.ts) and shares these rules.
export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection.';
export const GENERIC_ERROR_MESSAGE = 'An error occurred';
export const VALIDATION_FALLBACK_MESSAGE = 'Validation error occurred';

const AUTH_CODES = new Set(['UNAUTHENTICATED', 'FORBIDDEN']);
export const AUTH_STATUSES = new Set([401, 403]);

export type ErrorOutcome = { kind: 'auth' } | { kind: 'toast'; message: string };

export interface ErrorShape {
  message?: unknown;
  extensions?: Record<string, unknown> | null;
}

/** detail string → itself; detail list → "Validation error: a, b"; else message; else the generic text. */
export function messageFromDetail(detail: unknown, message?: unknown): string {
  if (typeof detail === 'string' && detail.length > 0) return detail;
  if (Array.isArray(detail)) {
    const items = detail.filter((item) => item !== null && item !== undefined).map(String);
    return items.length > 0 ? `Validation error: ${items.join(', ')}` : VALIDATION_FALLBACK_MESSAGE;
  }
  if (typeof message === 'string' && message.length > 0) return message;
  return GENERIC_ERROR_MESSAGE;
}

function isAuthError(error: ErrorShape): boolean {
  const code = error.extensions?.code;
  const status = error.extensions?.status;
  return (
    (typeof code === 'string' && AUTH_CODES.has(code)) ||
    (typeof status === 'number' && AUTH_STATUSES.has(status))
  );
}

export function outcomeFromErrors(
  errors: readonly ErrorShape[],
  fallbackMessage: string | undefined,
): ErrorOutcome {
  if (errors.some(isAuthError)) return { kind: 'auth' };
  const first = errors[0];
  if (!first) return { kind: 'toast', message: messageFromDetail(undefined, fallbackMessage) };
  return { kind: 'toast', message: messageFromDetail(first.extensions?.detail, first.message) };
}

/** A failed HTTP body may still be a GraphQL result ({errors}) or a plain {detail, message} object. */
export function errorsInBody(bodyText: string): ErrorShape[] {
  try {
    const parsed = JSON.parse(bodyText) as { errors?: unknown; detail?: unknown; message?: unknown };
    if (Array.isArray(parsed.errors)) return parsed.errors as ErrorShape[];
    return [{ message: parsed.message, extensions: { detail: parsed.detail } }];
  } catch {
    return [];
  }
}
