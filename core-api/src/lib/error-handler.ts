// Owns the one place errors become HTTP responses: `{detail, id}` only, never SQL, stacks or driver text.
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ConnectionError, ConnectionAcquireTimeoutError } from 'sequelize';
import { MoneyError } from './money.js';
import {
  AppError,
  NotFoundError,
  PayloadTooLargeError,
  ServiceUnavailableError,
  UnsupportedMediaTypeError,
  ValidationError,
} from './errors.js';

/**
 * Driver and server codes that mean "the database connection failed, try again", never "your request was
 * wrong" (issue 34: these answered 500, so clients did not retry): socket errors from node, PostgreSQL's
 * connection_exception class (08…), the server shutting down or not yet up (57P01 admin_shutdown, 57P02
 * crash_shutdown, 57P03 cannot_connect_now, 57P05 idle_session_timeout), a session ended for idling in its
 * transaction (25P03, see lib/idempotency.ts), and too many connections (53300).
 */
export const CONNECTION_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '57P05',
  '25P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '08007',
  '08P01',
]);

/**
 * What node-postgres says, without a code, when the socket is gone: "Connection terminated unexpectedly",
 * "Client has encountered a connection error and is not queryable", "Client was closed and is not
 * queryable", "timeout exceeded when trying to connect"; and the server's words for the same states.
 */
const CONNECTION_MESSAGE =
  /Connection terminated|connection error|not queryable|timeout exceeded when trying to connect|too many (clients|connections)|the database system is (starting up|shutting down|in recovery mode)|terminating connection|server closed the connection|Connection refused/i;

/** The error, what Sequelize wrapped (original/parent) and what that was caused by, a few levels deep. */
function chain(err: unknown): object[] {
  const found: object[] = [];
  let next: unknown = err;
  while (typeof next === 'object' && next !== null && found.length < 6 && !found.includes(next)) {
    found.push(next);
    const e = next as { original?: unknown; parent?: unknown; cause?: unknown };
    next = e.original ?? e.parent ?? e.cause;
  }
  return found;
}

export function isDatabaseDown(err: unknown): boolean {
  if (err instanceof ConnectionError || err instanceof ConnectionAcquireTimeoutError) return true;
  // An app's own error, or the body parser's (http-errors carry a status: a client that hung up mid-body is
  // ECONNABORTED, its fault), is never mistaken for the database's by its words.
  if (err instanceof AppError || typeof (err as { status?: unknown } | null)?.status === 'number')
    return false;
  return chain(err).some((e) => {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
    return typeof message === 'string' && CONNECTION_MESSAGE.test(message);
  });
}

/**
 * PostgreSQL refusals that only input can cause (a value the column cannot hold), as 400 with a message that
 * names no SQL: the backstop behind the route schemas' limits (issue 32). A schema that forgot a `.max()` must
 * never turn a too-large quantity or amount into a 500.
 */
export const INPUT_DATA_ERRORS: Readonly<Record<string, string>> = {
  '22003': 'A number is too large (or too small) to be stored: please enter a smaller amount or quantity',
  '22P02': 'A value is not in the expected format (a number, date or id)',
  '22008': 'A date or time is out of range',
  '22007': 'A date or time is not valid',
};

function sqlState(err: unknown): string | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const e = err as { name?: unknown; original?: { code?: unknown }; parent?: { code?: unknown } };
  // Only errors from the database driver (Sequelize wraps them as original/parent), never an app's own code.
  const code = e.original?.code ?? e.parent?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Maps anything thrown to an AppError; unknown errors come back as undefined (→ 500). */
export function toAppError(err: unknown): AppError | undefined {
  if (err instanceof AppError) return err;
  // Money arithmetic refuses an amount beyond what pence can hold exactly: only input that large gets here.
  if (err instanceof MoneyError)
    return ValidationError.single('', `${err.message}: please enter a smaller amount`);
  const state = sqlState(err);
  if (state && INPUT_DATA_ERRORS[state]) return ValidationError.single('', INPUT_DATA_ERRORS[state]);
  const type = (err as { type?: unknown } | null)?.type;
  if (type === 'entity.parse.failed') return ValidationError.single('', 'Request body is not valid JSON');
  if (type === 'entity.too.large') return new PayloadTooLargeError();
  if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
    return new UnsupportedMediaTypeError();
  }
  if (isDatabaseDown(err)) return new ServiceUnavailableError();
  // Anything else the body parser refuses carries its status (http-errors): a body declared gzip, deflate or
  // br that is not (400, zlib's error inside), an unsupported encoding (415)…
  const status = (err as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    if (status === 413) return new PayloadTooLargeError();
    if (status === 415) return new UnsupportedMediaTypeError();
    return ValidationError.single('', 'The request body could not be read');
  }
  return undefined;
}

export const notFoundHandler: RequestHandler = () => {
  throw new NotFoundError();
};

export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const appError = toAppError(err);
  if (!appError) {
    req.log?.error({ err }, 'unhandled error');
    res.status(500).json({ detail: 'An internal error occurred', id: 'internal_error' });
    return;
  }
  if (appError.status >= 500) req.log?.warn({ err }, appError.id);
  // Every "try again later" answer (429, 503, 409 for a key still in progress) says when.
  const retryAfter = (appError as { retryAfterSeconds?: unknown }).retryAfterSeconds;
  if (typeof retryAfter === 'number') res.setHeader('Retry-After', String(retryAfter));
  const body: Record<string, unknown> = { detail: appError.detail, id: appError.id };
  if (appError instanceof ValidationError) body.errors = appError.errors;
  res.status(appError.status).json(body);
};
