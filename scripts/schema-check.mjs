// Fails when the committed schema.graphql differs from what the BFF emits (run after `npm run build -w bff`).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib.mjs';

const file = join(root, 'schema.graphql');
const committed = readFileSync(file, 'utf8');
execFileSync(process.execPath, [join(root, 'bff/dist/emit-schema.js')], { stdio: 'inherit', cwd: root });
const emitted = readFileSync(file, 'utf8');
if (emitted !== committed) {
  writeFileSync(file, committed);
  console.error('schema.graphql is out of date: run `npm run codegen` and commit the result.');
  process.exit(1);
}
console.log('schema.graphql matches the BFF.');
