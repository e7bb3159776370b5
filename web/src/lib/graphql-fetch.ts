// One GraphQL operation over fetch, for the few signed-out pages that must stay light (the sign-in page is
// the page a site worker opens most, on a phone): Apollo's client and cache are ~55 kB gzip the page would
// otherwise download before it can sign anyone in (issue 13, decision 0012). Same endpoint, same JSON body
// as Apollo's HttpLink; errors come back in the shapes lib/error-shape.ts classifies. Its documents are the
// typed strings of generated/signed-out.ts, so neither graphql's printer nor the AST of every document of the
// app (generated/graphql.ts) comes with it.
import type { TypedDocumentString } from '../generated/signed-out';
import { errorsInBody, outcomeFromErrors, NETWORK_ERROR_MESSAGE, type ErrorShape } from './error-shape';
import type { ErrorOutcome } from './error-shape';

export const GRAPHQL_ENDPOINT = '/graphql';

/** The server answered, but with GraphQL errors or a failed HTTP status. */
export class GraphQLFetchError extends Error {
  constructor(
    readonly errors: readonly ErrorShape[],
    readonly status: number,
  ) {
    super(typeof errors[0]?.message === 'string' ? errors[0].message : `HTTP ${status}`);
    this.name = 'GraphQLFetchError';
  }
}

function parseBody<TData>(text: string): { data?: TData | null; errors?: ErrorShape[] } | null {
  try {
    return JSON.parse(text) as { data?: TData | null; errors?: ErrorShape[] } | null;
  } catch {
    return null;
  }
}

/** Sends `document` with `variables`; resolves to `data`, or throws GraphQLFetchError / the fetch error. */
export async function fetchGraphQL<TData, TVariables>(
  document: TypedDocumentString<TData, TVariables>,
  variables: TVariables,
  init: { headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<TData> {
  const response = await fetch(GRAPHQL_ENDPOINT, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...init.headers },
    body: JSON.stringify({ query: document.toString(), variables }),
    signal: init.signal,
  });
  const text = await response.text();
  const body = parseBody<TData>(text);
  if (body?.errors?.length) throw new GraphQLFetchError(body.errors, response.status);
  if (!response.ok || !body?.data) throw new GraphQLFetchError(errorsInBody(text), response.status);
  return body.data;
}

/** Spec §8's outcome for an error fetchGraphQL threw (the same rules as Apollo's, lib/error-message.ts). */
export function classifyFetchError(error: unknown): ErrorOutcome {
  if (error instanceof GraphQLFetchError) {
    if (error.status === 401 || error.status === 403) return { kind: 'auth' };
    return outcomeFromErrors(error.errors, undefined);
  }
  return { kind: 'toast', message: NETWORK_ERROR_MESSAGE };
}
