// The e2e run's Xero: our stateful fake (core-api/src/test/fakes, decision 0079) on a fixed port, started for the
// whole run (Playwright's global setup, beside the Google Drive fake) — core-api is pointed at it through XERO_*
// in the playwright config, and the browser meets its consent page. It lives in the runner's process: specs see
// it only through the app, as a person would.
// Playwright's loader cannot resolve @sitebase/core-api/testing (its "sitebase-source" condition is vitest's); the
// fake is test-only source with no dependencies beyond node:.
// eslint-disable-next-line no-restricted-imports
import { startXeroFake } from '../../core-api/src/test/fakes/xero-fake.js';
import { E2E_XERO_FAKE } from './accounting-env.js';

export default async function startAccountingFakes(): Promise<() => Promise<void>> {
  const fake = await startXeroFake({
    port: E2E_XERO_FAKE.port,
    clientId: E2E_XERO_FAKE.clientId,
    clientSecret: E2E_XERO_FAKE.clientSecret,
    webhookKey: E2E_XERO_FAKE.webhookKey,
  });
  return () => fake.close();
}
