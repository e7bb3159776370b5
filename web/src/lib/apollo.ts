// Apollo Client: bearer auth link, the one error link of spec §8, and the HTTP link to the BFF.
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { classifyError } from './error-message';
import { expireSession, readToken } from './storage';
import { showToast } from './toaster';

/** Operations whose errors belong to their own form rather than to a global toast or sign-out. */
const SELF_HANDLED_OPERATIONS = new Set([
  'Login',
  'ResetPassword',
  'SubmitContact',
  'Logout',
  'RegisterPushToken',
  'UnregisterPushToken',
]);

const authLink = new SetContextLink((prevContext) => {
  const token = readToken();
  if (!token) return {};
  return {
    headers: { ...(prevContext.headers as Record<string, string>), authorization: `Bearer ${token}` },
  };
});

const errorLink = new ErrorLink(({ error, operation }) => {
  if (SELF_HANDLED_OPERATIONS.has(operation.operationName ?? '')) return;
  const outcome = classifyError(error);
  if (outcome.kind === 'auth') expireSession();
  else showToast('error', outcome.message);
});

export function createApolloClient(uri = '/graphql'): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([errorLink, authLink, new HttpLink({ uri })]),
    cache: new InMemoryCache(),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
}
