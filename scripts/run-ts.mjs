// Lets a child process run the workspaces' TypeScript sources without a build, the way vitest reads them:
//   node --conditions=sitebase-source --import ./scripts/run-ts.mjs core-api/src/index.ts
// Tests use it to start real core-api and BFF processes (signals, exit codes). The hooks are in run-ts-hooks.mjs.
import { register } from 'node:module';

register('./run-ts-hooks.mjs', import.meta.url);
