// Apollo Client: bearer auth link, the one error link of spec §8, and the HTTP link to the BFF.
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { classifyError } from './error-message';
import { expireSession, expireSuperadminSession, readSuperadminToken, readToken } from './storage';
import { showToast } from './toaster';

/** Operations whose errors belong to their own form rather than to a global toast or sign-out. */
const SELF_HANDLED_OPERATIONS = new Set([
  'Login',
  'ResetPassword',
  'SubmitContact',
  'Logout',
  'RegisterPushToken',
  'UnregisterPushToken',
  // Projects: the note flow has its own toasts (spec §8) and delete shows its 409 detail in a dialog.
  'AddProjectNote',
  'DeleteProject',
]);

/** Superadmin operations (named Superadmin…) carry the superadmin token and handle their own errors. */
export function isSuperadminOperation(name: string | undefined): boolean {
  return !!name && name.startsWith('Superadmin');
}

const authLink = new SetContextLink((prevContext, operation) => {
  const token = isSuperadminOperation(operation.operationName) ? readSuperadminToken() : readToken();
  if (!token) return {};
  return {
    headers: { ...(prevContext.headers as Record<string, string>), authorization: `Bearer ${token}` },
  };
});

const errorLink = new ErrorLink(({ error, operation }) => {
  if (isSuperadminOperation(operation.operationName)) {
    // Spec §4: a 401 clears the superadmin session (never the company one); the page says why.
    if (operation.operationName !== 'SuperadminLogin' && classifyError(error).kind === 'auth') {
      expireSuperadminSession();
    }
    return;
  }
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

let sharedClient: ApolloClient | null = null;

/** The app's one client (one cache), created on first use; reach it through lib/apollo-loader.ts. */
export function sharedApolloClient(): ApolloClient {
  sharedClient ??= createApolloClient();
  return sharedClient;
}
