// What a BFF module hands the app: its resolvers and any Express routes it adds (binary pass-throughs). The
// list of modules lives in src/modules/index.ts; lib never imports a module, the app passes the list in.
import type { Router } from 'express';
import type { ClassType } from 'type-graphql';
import type { Logger } from './logger.js';

export interface ModuleRouteDeps {
  coreApiUrl: string;
  logger: Logger;
}

export interface ModuleRoute {
  /** Mount path on the BFF's Express app, e.g. `/files`. */
  path: string;
  create(deps: ModuleRouteDeps): Router;
}

export interface BffModule {
  name: string;
  resolvers: readonly ClassType[];
  routes?: readonly ModuleRoute[];
}
