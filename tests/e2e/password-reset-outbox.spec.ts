// The whole password-reset flow as a user lives it: request a link, read it from the mail outbox (the mail
// adapter's store when no SMTP is configured), set a new password, and sign in with it.
// Reading the outbox needs the database URL, so this runs when the suite has a real Postgres (always in CI).
import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { LoginPage } from './pages/login.page';

const databaseUrl = process.env.E2E_DATABASE_URL;

test.skip(!databaseUrl, 'needs E2E_DATABASE_URL to read the mail outbox');

async function withDb<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

test('a user resets a forgotten password from the emailed link and signs in with the new one', async ({
  page,
}) => {
  const email = `reset-${randomUUID().slice(0, 8)}@demo.example`;
  await withDb(async (db) => {
    const { rows } = await db.query<{ id: string }>(
      "SELECT id FROM companies WHERE name = 'Demo Construction Ltd' LIMIT 1",
    );
    await db.query(
      `INSERT INTO users (id, company_id, email, password_hash, first_name, last_name, role, is_active,
         token_version, created_at, updated_at)
       VALUES ($1, $2, $3, 'not-a-usable-hash', 'Rhys', 'Morgan', 'supervisor', true, 0, now(), now())`,
      [randomUUID(), rows[0]?.id, email],
    );
  });

  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(
    page.getByText('If an account exists for that email, we have sent a link to reset your password.'),
  ).toBeVisible();

  const mail = await withDb(async (db) => {
    const { rows } = await db.query<{ text: string }>(
      'SELECT text FROM mail_outbox WHERE "to" = $1 ORDER BY created_at DESC LIMIT 1',
      [email],
    );
    return rows[0]?.text ?? '';
  });
  const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail)?.[0];
  expect(link, 'the outbox holds a reset link').toBeTruthy();
  const url = new URL(link!);

  await page.goto(`${url.pathname}${url.search}`);
  await page.getByLabel('New password', { exact: true }).fill('BrandNew123');
  await page.getByLabel('Confirm new password').fill('BrandNew123');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  // The link is single-use.
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.goto(`${url.pathname}${url.search}`);
  await page.getByLabel('New password', { exact: true }).fill('Another-Pass-123');
  await page.getByLabel('Confirm new password').fill('Another-Pass-123');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('This password reset link is invalid or has expired.')).toBeVisible();

  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(email, 'BrandNew123');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});
