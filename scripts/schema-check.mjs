// Fails when the committed generated files differ from what the code produces now (run after `npm run build`):
// the BFF's typed core-api client (bff/src/generated/core-api.ts, from core-api's OpenAPI document),
// schema.graphql (from the BFF) and web's typed documents (codegen). Leaves the committed files as they were.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib.mjs';

const genDir = join(root, 'web/src/generated');
const coreApiTypes = join(root, 'bff/src/generated/core-api.ts');
const tracked = [
  coreApiTypes,
  join(root, 'schema.graphql'),
  ...readdirSync(genDir).map((f) => join(genDir, f)),
];
const before = new Map(tracked.map((f) => [f, readFileSync(f, 'utf8')]));

execFileSync(process.execPath, [join(root, 'scripts/core-api-types.mjs')], { stdio: 'inherit', cwd: root });
execFileSync(process.execPath, [join(root, 'bff/dist/emit-schema.js')], { stdio: 'inherit', cwd: root });
execFileSync(join(root, 'node_modules/.bin/graphql-codegen'), ['--config', 'codegen.yml', '--silent'], {
  stdio: 'inherit',
  cwd: root,
});

const drifted = tracked.filter((f) => readFileSync(f, 'utf8') !== before.get(f));
for (const [f, text] of before) writeFileSync(f, text);
if (drifted.length) {
  console.error(`Out of date: ${drifted.map((f) => f.slice(root.length + 1)).join(', ')}.`);
  console.error('Run `npm run codegen` and commit the result.');
  process.exit(1);
}
console.log('bff/src/generated/core-api.ts, schema.graphql and web/src/generated match the code.');
