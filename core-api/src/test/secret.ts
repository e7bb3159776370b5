// The JWT secret every test app signs with (no vitest imports, so other workspaces' tests can use it too).
export const TEST_JWT_SECRET = 'test-secret-not-for-production';
