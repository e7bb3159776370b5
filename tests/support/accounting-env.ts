// Where the e2e run's Xero fake listens, and the environment that points core-api at it.
const port = Number(process.env.E2E_XERO_FAKE_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 2001);

export const E2E_XERO_FAKE = {
  port,
  clientId: 'E2EXEROCLIENTID00000000000000000',
  clientSecret: 'e2e-xero-secret',
  webhookKey: 'e2e-xero-webhook-key',
};

const origin = `http://127.0.0.1:${port}`;

/** Where "Open in Xero" links lead in the e2e run (the fake's stand-in for go.xero.com). */
export const E2E_XERO_APP_URL = `${origin}/go`;

export const accountingEnv: Record<string, string> = {
  XERO_CLIENT_ID: E2E_XERO_FAKE.clientId,
  XERO_CLIENT_SECRET: E2E_XERO_FAKE.clientSecret,
  XERO_WEBHOOK_KEY: E2E_XERO_FAKE.webhookKey,
  XERO_AUTHORIZE_URL: `${origin}/identity/connect/authorize`,
  XERO_TOKEN_URL: `${origin}/connect/token`,
  XERO_REVOKE_URL: `${origin}/connect/revocation`,
  XERO_CONNECTIONS_URL: `${origin}/connections`,
  XERO_API_URL: `${origin}/api.xro/2.0`,
  XERO_APP_URL: E2E_XERO_APP_URL,
  // A test-only key (32 bytes, base64): the e2e run's tokens are the fake's.
  ACCOUNTING_TOKEN_KEY: Buffer.alloc(32, 9).toString('base64'),
};
