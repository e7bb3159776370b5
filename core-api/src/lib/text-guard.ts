// Owns the one rule every text input shares: it must be well-formed Unicode with no NUL characters. PostgreSQL
// text cannot hold U+0000 and a lone surrogate is not text at all; both are refused here with a 400 before any
// schema or query sees them (query strings and JSON bodies alike, at any depth).
import type { RequestHandler } from 'express';
import { ValidationError } from './errors.js';

export const INVALID_TEXT_MESSAGE = 'Text must be valid Unicode without NUL characters';
const MAX_DEPTH = 32;
// With the u flag a proper pair is one code point; only an unpaired surrogate is in category Cs.
const LONE_SURROGATE = /\p{Cs}/u;

/** The path of the first bad string (or too-deep nesting) in a parsed JSON value, else undefined. */
export function findInvalidText(value: unknown, path = '', depth = 0): string | undefined {
  if (depth > MAX_DEPTH) return path || '(root)';
  if (typeof value === 'string') {
    return value.includes('\u0000') || LONE_SURROGATE.test(value) ? path || '(root)' : undefined;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const bad = findInvalidText(value[i], `${path}[${i}]`, depth + 1);
      if (bad) return bad;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const bad =
        findInvalidText(k, path, depth + 1) ?? findInvalidText(v, path ? `${path}.${k}` : k, depth + 1);
      if (bad) return bad;
    }
  }
  return undefined;
}

export function textGuard(): RequestHandler {
  return (req, _res, next) => {
    const bad = findInvalidText(req.body) ?? findInvalidText(req.query);
    if (bad) return next(ValidationError.single(bad, INVALID_TEXT_MESSAGE));
    next();
  };
}
