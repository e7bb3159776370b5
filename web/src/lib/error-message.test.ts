// Unit tests for the spec §8 error-message rules.
import { describe, expect, it } from 'vitest';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { classifyError, messageFromDetail } from './error-message';

function gqlError(message: string, extensions: Record<string, unknown>) {
  return new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions }] });
}

describe('messageFromDetail', () => {
  it('uses a string detail', () => {
    expect(messageFromDetail('Project not found', 'ignored')).toBe('Project not found');
  });
  it('joins a list detail with the validation prefix', () => {
    expect(messageFromDetail(['Name is required', 'Email is required'])).toBe(
      'Validation error: Name is required, Email is required',
    );
  });
  it('falls back for an empty list', () => {
    expect(messageFromDetail([])).toBe('Validation error occurred');
  });
  it('falls back to the message, then the generic text', () => {
    expect(messageFromDetail(undefined, 'Boom')).toBe('Boom');
    expect(messageFromDetail(undefined, undefined)).toBe('An error occurred');
    expect(messageFromDetail(42, '')).toBe('An error occurred');
  });
});

describe('classifyError', () => {
  it('treats UNAUTHENTICATED and FORBIDDEN as a sign-out', () => {
    expect(classifyError(gqlError('x', { code: 'UNAUTHENTICATED' }))).toEqual({ kind: 'auth' });
    expect(classifyError(gqlError('x', { code: 'FORBIDDEN' }))).toEqual({ kind: 'auth' });
  });
  it('treats HTTP 401 and 403 as a sign-out', () => {
    const err = new ServerError('Response not successful', {
      response: new Response('', { status: 401 }),
      bodyText: '',
    });
    expect(classifyError(err)).toEqual({ kind: 'auth' });
  });
  it('toasts the detail of other GraphQL errors', () => {
    expect(classifyError(gqlError('a, b', { code: 'BAD_USER_INPUT', detail: ['a', 'b'] }))).toEqual({
      kind: 'toast',
      message: 'Validation error: a, b',
    });
    expect(classifyError(gqlError('Not found', { code: 'NOT_FOUND', detail: 'Project not found' }))).toEqual({
      kind: 'toast',
      message: 'Project not found',
    });
    expect(classifyError(gqlError('Conflict here', { code: 'CONFLICT' }))).toEqual({
      kind: 'toast',
      message: 'Conflict here',
    });
  });
  it('reads GraphQL errors from a failed HTTP body', () => {
    const body = JSON.stringify({ errors: [{ message: 'Down', extensions: { detail: 'Service down' } }] });
    const err = new ServerError('Response not successful', {
      response: new Response(body, { status: 503 }),
      bodyText: body,
    });
    expect(classifyError(err)).toEqual({ kind: 'toast', message: 'Service down' });
  });
  it('uses the generic text for a failed HTTP body without a message', () => {
    const err = new ServerError('Response not successful: Received status code 502', {
      response: new Response('Bad gateway', { status: 502 }),
      bodyText: 'Bad gateway',
    });
    expect(classifyError(err)).toEqual({ kind: 'toast', message: 'An error occurred' });
  });
  it('reports a network error when no response arrived', () => {
    expect(classifyError(new TypeError('Failed to fetch'))).toEqual({
      kind: 'toast',
      message: 'Network error. Please check your connection.',
    });
  });
});
