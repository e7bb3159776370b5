// The one place where failures become GraphQL errors: core-api's `{detail, id}` by HTTP status, and the
// final formatError that strips stacks and masks anything unexpected before it reaches a client.
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { ArgumentValidationError } from 'type-graphql';

export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'RATE_LIMITED'
  | 'QUERY_TOO_EXPENSIVE'
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

export const INTERNAL_MESSAGE = 'An internal error occurred';
export const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again shortly.';
export const NO_TOKEN_MESSAGE = 'No authentication token available';
export const FORBIDDEN_MESSAGE = 'You do not have permission to perform this action';

/** core-api HTTP status → GraphQL code, as docs/contract-foundation.md lists them. */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
    case 422:
      return 'BAD_USER_INPUT';
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 405:
      return 'METHOD_NOT_ALLOWED';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 429:
      return 'RATE_LIMITED';
    case 502:
    case 503:
    case 504:
      return 'SERVICE_UNAVAILABLE';
    default:
      return 'INTERNAL_SERVER_ERROR';
  }
}

export interface ApiErrorInit {
  status: number;
  detail: string | string[];
  id: string;
  code?: ErrorCode;
  retryAfter?: number;
}

/** A GraphQLError carrying the contract's extensions: code, detail (raw), status and id. */
export function apiError({ status, detail, id, code, retryAfter }: ApiErrorInit): GraphQLError {
  const message = Array.isArray(detail) ? detail.join(', ') : detail;
  return new GraphQLError(message, {
    extensions: {
      code: code ?? codeForStatus(status),
      detail,
      status,
      id,
      ...(retryAfter !== undefined ? { retry_after: retryAfter } : {}),
    },
  });
}

export function unauthenticated(message = NO_TOKEN_MESSAGE): GraphQLError {
  return apiError({ status: 401, detail: message, id: 'authentication_required' });
}

export function forbidden(message = FORBIDDEN_MESSAGE): GraphQLError {
  return apiError({ status: 403, detail: message, id: 'authorization_error' });
}

/** core-api unreachable, too slow, or itself unavailable: always worth a retry (`retry_after` when known). */
export function serviceUnavailable(retryAfter?: number): GraphQLError {
  return apiError({ status: 503, detail: UNAVAILABLE_MESSAGE, id: 'service_unavailable', retryAfter });
}

interface ValidationErrorLike {
  constraints?: Record<string, string>;
  children?: ValidationErrorLike[];
}

function constraintMessages(errors: ValidationErrorLike[]): string[] {
  return errors.flatMap((e) => [
    ...Object.values(e.constraints ?? {}),
    ...constraintMessages(e.children ?? []),
  ]);
}

/**
 * graphql-js appends schema hints to its messages ("Did you mean "projects"?", "Did you mean the enum value
 * "active"?") in validation, in variable coercion and in literal parsing; Apollo's
 * hideSchemaDetailsFromClientErrors and armor's blockFieldSuggestion only cover validation, so they are cut
 * here, from every message, whoever asks.
 */
const SUGGESTION = /\s*Did you mean\b[^?]*\?/g;

export function withoutSuggestions(message: string): string {
  return message.replace(SUGGESTION, '').trim();
}

/**
 * The one error formatter, of every transport: Apollo's formatError over HTTP, and the WebSocket's
 * (lib/subscriptions.ts). Known errors keep their message and contract extensions; class-validator errors
 * lose their `target`/`value` (they would echo passwords) and become BAD_USER_INPUT; anything that was not
 * a GraphQLError is masked; schema suggestions are cut from every message. Stack traces never leave,
 * whatever the configuration.
 */
export function formatError(
  formatted: GraphQLFormattedError,
  error: unknown,
  onUnexpected?: (err: unknown) => void,
): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (original instanceof ArgumentValidationError) {
    const detail = constraintMessages(original.extensions.validationErrors as ValidationErrorLike[]);
    return {
      message: detail.join(', '),
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: 'BAD_USER_INPUT', detail, status: 400, id: 'validation_error' },
    };
  }
  // `http` is Apollo's instruction for the response status (Apollo reads it first); never part of an answer.
  const {
    stacktrace: _stack,
    exception: _exception,
    http: _http,
    ...extensions
  } = formatted.extensions ?? {};
  if (!(original instanceof GraphQLError)) {
    onUnexpected?.(original);
    return {
      message: INTERNAL_MESSAGE,
      locations: formatted.locations,
      path: formatted.path,
      extensions: {
        code: 'INTERNAL_SERVER_ERROR',
        detail: INTERNAL_MESSAGE,
        status: 500,
        id: 'internal_error',
      },
    };
  }
  return { ...formatted, message: withoutSuggestions(formatted.message), extensions };
}
