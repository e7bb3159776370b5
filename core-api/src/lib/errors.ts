// Owns the small set of application errors; each carries an HTTP status and a stable id the BFF maps on.
export interface FieldError {
  path: string;
  message: string;
}

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly id: string,
    readonly detail: string | string[],
  ) {
    super(Array.isArray(detail) ? detail.join(', ') : detail);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(
    messages: string[],
    readonly errors: FieldError[] = messages.map((message) => ({ path: '', message })),
  ) {
    super(400, 'validation_error', messages);
  }

  static single(path: string, message: string): ValidationError {
    return new ValidationError([message], [{ path, message }]);
  }
}

export class AuthenticationError extends AppError {
  constructor(detail = 'Authentication required', id = 'authentication_required') {
    super(401, id, detail);
  }
}

export class AuthorizationError extends AppError {
  constructor(detail = 'You do not have permission to do this', id = 'authorization_error') {
    super(403, id, detail);
  }
}

export class NotFoundError extends AppError {
  constructor(detail = 'Not found') {
    super(404, 'not_found', detail);
  }
}

export class ConflictError extends AppError {
  constructor(detail: string) {
    super(409, 'conflict', detail);
  }
}

export class RateLimitedError extends AppError {
  constructor(
    detail: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, 'rate_limited', detail);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(detail = 'Request body is too large') {
    super(413, 'payload_too_large', detail);
  }
}

export class UnsupportedMediaTypeError extends AppError {
  constructor(detail = 'Unsupported request encoding') {
    super(415, 'unsupported_media_type', detail);
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(
    detail = 'Service temporarily unavailable. Please try again shortly.',
    /** Sent as Retry-After: a 503 is always worth retrying (a database restart takes seconds). */
    readonly retryAfterSeconds = 5,
  ) {
    super(503, 'service_unavailable', detail);
  }
}
