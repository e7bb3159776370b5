// The e2e run's Google Drive: our stateful fake (core-api/src/test/fakes, decision 0074) on a fixed port, started
// for the whole run (Playwright's global setup) — core-api is pointed at it through GOOGLE_DRIVE_* in the
// playwright config, and the browser meets its consent page. It lives in the runner's process: specs see it only
// through the app, as a person would.
// Playwright's loader cannot resolve @sitebase/core-api/testing (its "sitebase-source" condition is vitest's); the
// fake is test-only source with no dependencies beyond node:.
// eslint-disable-next-line no-restricted-imports
import { startGoogleDriveFake } from '../../core-api/src/test/fakes/google-drive-fake.js';
import { E2E_GOOGLE_FAKE } from './cloud-drive-env.js';

export default async function startCloudDriveFakes(): Promise<() => Promise<void>> {
  const fake = await startGoogleDriveFake({
    port: E2E_GOOGLE_FAKE.port,
    clientId: E2E_GOOGLE_FAKE.clientId,
    clientSecret: E2E_GOOGLE_FAKE.clientSecret,
  });
  return () => fake.close();
}
