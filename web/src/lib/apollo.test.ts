// The one error link (spec §8) through a real client and HTTP link over a stubbed fetch: operations flagged
// `handlesOwnErrors` at the call site get no toast and no sign-out; `background` ones (warm starts) no toast;
// every other one gets both.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { gql } from '@apollo/client';
import { createApolloClient } from './apollo';
import { NETWORK_ERROR_MESSAGE } from './error-message';
import { onSessionExpired, onSuperadminSessionExpired, writeSuperadminSession } from './storage';

const showToast = vi.hoisted(() => vi.fn());
vi.mock('./toast', () => ({ showToast }));

const SaveThing = gql`
  mutation SaveThing {
    saveThing
  }
`;
const GetThing = gql`
  query GetThing {
    thing
  }
`;
const SuperadminThing = gql`
  query SuperadminThing {
    superadminThing
  }
`;

function answering(body: object, status = 200): typeof fetch {
  return vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

const validationFailure = {
  errors: [{ message: 'Bad input', extensions: { code: 'BAD_USER_INPUT', detail: ['name is required'] } }],
};
const unauthenticated = { errors: [{ message: 'No', extensions: { code: 'UNAUTHENTICATED' } }] };

describe('the error link', () => {
  beforeEach(() => showToast.mockClear());

  it('toasts the server message for an operation that did not opt out', async () => {
    const client = createApolloClient('http://bff.test/graphql', answering(validationFailure));
    await expect(client.mutate({ mutation: SaveThing })).rejects.toThrow();
    expect(showToast).toHaveBeenCalledWith('error', 'Validation error: name is required');
  });

  it('says there is no connection when no response arrives', async () => {
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const client = createApolloClient('http://bff.test/graphql', offline);
    await expect(client.mutate({ mutation: SaveThing })).rejects.toThrow();
    expect(showToast).toHaveBeenCalledWith('error', NETWORK_ERROR_MESSAGE);
  });

  it('shows no toast for an operation flagged handlesOwnErrors at the call site', async () => {
    const client = createApolloClient('http://bff.test/graphql', answering(validationFailure));
    await expect(client.mutate({ mutation: SaveThing, context: { handlesOwnErrors: true } })).rejects.toThrow(
      'Bad input',
    );
    expect(showToast).not.toHaveBeenCalled();
  });

  it('ends the session on a 401/403 without a toast, unless the caller handles it', async () => {
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    try {
      const client = createApolloClient('http://bff.test/graphql', answering(unauthenticated));
      await expect(
        client.mutate({ mutation: SaveThing, context: { handlesOwnErrors: true } }),
      ).rejects.toThrow();
      expect(expired).not.toHaveBeenCalled();
      await expect(client.mutate({ mutation: SaveThing })).rejects.toThrow();
      expect(expired).toHaveBeenCalledTimes(1);
      expect(showToast).not.toHaveBeenCalled();
    } finally {
      stop();
    }
  });

  it('ends the session but never toasts for a background call (a warm start a page may have joined)', async () => {
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    try {
      const refused = createApolloClient('http://bff.test/graphql', answering(unauthenticated));
      await expect(refused.query({ query: GetThing, context: { background: true } })).rejects.toThrow();
      expect(expired).toHaveBeenCalledTimes(1);
      const failing = createApolloClient('http://bff.test/graphql', answering(validationFailure));
      await expect(failing.query({ query: GetThing, context: { background: true } })).rejects.toThrow();
      expect(showToast).not.toHaveBeenCalled();
    } finally {
      stop();
    }
  });

  it('leaves superadmin operations to their page but ends the superadmin session on a 401', async () => {
    writeSuperadminSession('sa-token', { id: 'sa', username: 'superadmin' });
    const expired = vi.fn();
    const stop = onSuperadminSessionExpired(expired);
    try {
      const client = createApolloClient('http://bff.test/graphql', answering(unauthenticated));
      await expect(client.query({ query: SuperadminThing })).rejects.toThrow();
      expect(expired).toHaveBeenCalledTimes(1);
      expect(showToast).not.toHaveBeenCalled();
    } finally {
      stop();
    }
  });
});
