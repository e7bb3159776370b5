// POST /graphql's handler: Apollo Server's own HTTP entry point (`executeHTTPGraphQLRequest`, the API its
// integrations are built on) called from express, as @as-integrations/express5 does, minus two costs that
// package adds on every answer (issue 36, decision 0071):
// - express's `res.send`, which hashes the whole body for a weak ETag. A POST answer sent with
//   `Cache-Control: no-store` (app.ts' noStorePlugin) is never revalidated: no cache keeps it and
//   no client sends If-None-Match for a POST, so the hash was work nobody reads. Node sets Content-Length itself
//   for an answer written in one `end`.
// - the legacy `url.parse` of the request URL, for a query string that a POST to /graphql does not use.
// Headers, status, the body (whole, or incremental delivery chunk by chunk) and errors are Apollo's, unchanged.
import { HeaderMap, type ApolloServer, type BaseContext } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';

export function graphqlHttpHandler<TContext extends BaseContext>(
  server: ApolloServer<TContext>,
  context: (req: Request, res: Response) => TContext | Promise<TContext>,
): RequestHandler {
  server.assertStarted('graphqlHttpHandler()');
  return async (req, res) => {
    const headers = new HeaderMap();
    for (const name in req.headers) {
      const value = req.headers[name];
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const query = req.url.indexOf('?');
    const answer = await server.executeHTTPGraphQLRequest({
      httpGraphQLRequest: {
        method: req.method.toUpperCase(),
        headers,
        search: query === -1 ? '' : req.url.slice(query),
        body: req.body as unknown,
      },
      context: async () => context(req, res),
    });
    for (const [name, value] of answer.headers) res.setHeader(name, value);
    res.statusCode = answer.status ?? 200;
    if (answer.body.kind === 'complete') {
      res.end(answer.body.string);
      return;
    }
    for await (const chunk of answer.body.asyncIterator) res.write(chunk);
    res.end();
  };
}
