// Writes the BFF's schema, sorted, to <repo>/schema.graphql without starting a server (npm run schema:emit).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './config.js';
import { buildBffSchema, printSortedSchema } from './lib/schema.js';
import { modules } from './modules/index.js';

const file = join(repoRoot, 'schema.graphql');
writeFileSync(file, printSortedSchema(await buildBffSchema(modules)));
console.log(`Wrote ${file}`);
