// `npm start`: installs and builds what is missing, starts core-api (embedded Postgres unless DATABASE_URL is
// set; it migrates and seeds) and the BFF (which serves the built web app), prints the URLs and demo logins,
// and stops both cleanly on Ctrl-C.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureSecret, needsBuild, root, run, waitForHttp } from './lib.mjs';

const port = Number(process.env.PORT ?? 3000);
const corePort = Number(process.env.CORE_API_PORT ?? 4000);
const dataDir = resolve(root, process.env.DATA_DIR ?? '.data');

async function main() {
  if (!existsSync(join(root, 'node_modules'))) {
    console.log('Installing dependencies (npm ci)…');
    if ((await run('npm', ['ci', '--no-audit', '--no-fund'])) !== 0) process.exit(1);
  }
  // shared first: core-api and the BFF compile against its dist and run it.
  for (const ws of ['shared', 'core-api', 'bff']) {
    if (needsBuild(ws)) {
      console.log(`Building ${ws}…`);
      if ((await run('npm', ['run', 'build', '-w', ws])) !== 0) process.exit(1);
    }
  }
  if (needsBuild('web', 'dist', 'index.html')) {
    console.log('Building web…');
    if ((await run('npm', ['run', 'build', '-w', 'web'])) !== 0) process.exit(1);
  }

  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    JWT_SECRET: ensureSecret(dataDir),
    PORT: String(port),
    CORE_API_PORT: String(corePort),
    CORE_API_URL: process.env.CORE_API_URL ?? `http://127.0.0.1:${corePort}/api`,
    // Links in mail (invitations, set-password and reset links) are built from APP_URL. The default suits
    // someone using this machine; anyone else needs the address they open (printed below, with how to set it).
    APP_URL: process.env.APP_URL || `http://localhost:${port}`,
  };
  const children = [];
  let stopping = false;
  const stop = async (code) => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    for (const child of [...children].reverse()) {
      if (child.exitCode === null) child.kill('SIGTERM');
    }
    // Each child exits within its own shutdown deadline (SHUTDOWN_TIMEOUT_SECONDS, 9 s); one that does not is
    // killed rather than waited for.
    const kill = setTimeout(() => {
      for (const child of children)
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }, 15_000);
    kill.unref();
    await Promise.all(
      children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)),
    );
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  const startChild = (name, entry) => {
    const child = spawn(process.execPath, [join(root, entry)], { env, stdio: 'inherit', cwd: root });
    child.on('exit', (code) => {
      if (!stopping) {
        console.error(`${name} exited (${code}); stopping.`);
        void stop(code || 1);
      }
    });
    children.push(child);
    return child;
  };

  const core = startChild('core-api', 'core-api/dist/index.js');
  if (!(await waitForHttp(`http://127.0.0.1:${corePort}/api/ready`, 120_000, () => core.exitCode === null))) {
    console.error('core-api did not become ready.');
    return stop(1);
  }
  const bff = startChild('bff', 'bff/dist/index.js');
  if (!(await waitForHttp(`http://127.0.0.1:${port}/health`, 60_000, () => bff.exitCode === null))) {
    console.error('BFF did not become ready.');
    return stop(1);
  }
  const demo = process.env.DEMO_PASSWORD ?? 'Demo1234!';
  console.log(`
SiteBase is running.
  App:      http://localhost:${port}
  GraphQL:  http://localhost:${port}/graphql
  core-api: http://localhost:${corePort}/api
  Database: ${process.env.DATABASE_URL ? 'DATABASE_URL' : `embedded PGlite in ${join(dataDir, 'pg')}`}
  Links in e-mails: ${env.APP_URL}${
    process.env.APP_URL
      ? ' (APP_URL)'
      : `\n    (set APP_URL to the address others open, e.g. APP_URL=http://192.168.1.20:${port} npm start)`
  }
Demo logins (password ${process.env.DEMO_PASSWORD ? 'from DEMO_PASSWORD' : demo}):
  worker@demo.example, supervisor@demo.example, manager@demo.example, admin@demo.example
  superadmin: superadmin (password ${process.env.SUPERADMIN_PASSWORD ? 'from SUPERADMIN_PASSWORD' : 'Super1234!'})
Press Ctrl-C to stop.`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
