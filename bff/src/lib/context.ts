// The per-request GraphQL context: caller identity, request metadata and fresh data sources.
import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import { bearerToken, resolveAuth, type AuthContext } from './auth.js';
import { CoreApiClient } from './core-api-client.js';
import { AuthApi } from '../modules/auth/auth.api.js';
import { ContactApi } from '../modules/contact/contact.api.js';
import { PushTokenApi } from '../modules/push-tokens/push-tokens.api.js';
import { SettingsApi } from '../modules/settings/settings.api.js';
import { SuperadminApi } from '../modules/superadmin/superadmin.api.js';
import { UsersApi } from '../modules/users/users.api.js';
import { ProjectApi } from '../modules/projects/projects.api.js';
import { createProjectLoaders, type ProjectLoaders } from '../modules/projects/projects.loader.js';

export interface DataSources {
  auth: AuthApi;
  contact: ContactApi;
  pushTokens: PushTokenApi;
  superadmin: SuperadminApi;
  users: UsersApi;
  settings: SettingsApi;
  projects: ProjectApi;
}

/** Per-request DataLoaders: batching and caching live for one GraphQL request only. */
export interface Loaders {
  projects: ProjectLoaders;
}

export interface GraphQLContext extends AuthContext {
  clientIp: string | undefined;
  requestId: string;
  dataSources: DataSources;
  loaders: Loaders;
}

export interface ContextDeps {
  coreApiUrl: string;
  jwtSecret: string | null;
  coreApiTimeoutMs?: number;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Keeps a caller's request id when it is sane, so one id follows a request through every hop. */
export function requestIdFor(req: Request): string {
  const incoming = req.get('x-request-id');
  return incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

export function buildContext(req: Request, deps: ContextDeps): GraphQLContext {
  const token = bearerToken(req.get('authorization'));
  const requestId = (req.res?.getHeader('x-request-id') as string | undefined) ?? requestIdFor(req);
  const clientIp = req.ip;
  const client = new CoreApiClient({
    baseUrl: deps.coreApiUrl,
    token,
    requestId,
    clientIp,
    timeoutMs: deps.coreApiTimeoutMs,
  });
  const projects = new ProjectApi(client);
  return {
    token,
    auth: resolveAuth(token, deps.jwtSecret),
    clientIp,
    requestId,
    dataSources: {
      auth: new AuthApi(client),
      contact: new ContactApi(client),
      pushTokens: new PushTokenApi(client),
      superadmin: new SuperadminApi(client),
      users: new UsersApi(client),
      settings: new SettingsApi(client),
      projects,
    },
    loaders: { projects: createProjectLoaders(projects) },
  };
}
