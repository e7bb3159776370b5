// Where the e2e run's Google Drive fake listens, and the environment that points core-api at it.
const port = Number(process.env.E2E_GOOGLE_FAKE_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 2000);

export const E2E_GOOGLE_FAKE = {
  port,
  clientId: 'e2e-google-client.apps.googleusercontent.com',
  clientSecret: 'e2e-google-secret',
};

const origin = `http://127.0.0.1:${port}`;

export const cloudDriveEnv: Record<string, string> = {
  GOOGLE_DRIVE_CLIENT_ID: E2E_GOOGLE_FAKE.clientId,
  GOOGLE_DRIVE_CLIENT_SECRET: E2E_GOOGLE_FAKE.clientSecret,
  GOOGLE_DRIVE_AUTH_URL: `${origin}/o/oauth2/v2/auth`,
  GOOGLE_DRIVE_TOKEN_URL: `${origin}/token`,
  GOOGLE_DRIVE_REVOKE_URL: `${origin}/revoke`,
  GOOGLE_DRIVE_API_URL: `${origin}/`,
  // A test-only key (32 bytes, base64): the e2e run's tokens are the fake's.
  CLOUD_DRIVE_TOKEN_KEY: Buffer.alloc(32, 7).toString('base64'),
};
