// The build `npm test` uses once its typecheck step has passed (decision 0093): shared's build (the others import
// its dist), then core-api's and the BFF's JavaScript emitted without a second type check (`build:emit`:
// `tsc --noCheck`, byte for byte the JavaScript `npm run build` writes) side by side with web's Vite build. Every
// output is the one `npm run build` makes; `npm run build` itself still checks types, for images and releases.
import { run } from './lib.mjs';

async function npm(args) {
  const code = await run('npm', args);
  if (code !== 0) throw new Error(`npm ${args.join(' ')} failed (exit ${code})`);
}

try {
  await npm(['run', 'build', '-w', 'shared']);
  await Promise.all([
    npm(['run', 'build:emit', '-w', 'core-api']).then(() => npm(['run', 'build:emit', '-w', 'bff'])),
    npm(['run', 'build', '-w', 'web']),
  ]);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
