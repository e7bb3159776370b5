// Forgot / reset password screens: the neutral answer, and a link without a token.
import { expect, test } from '@playwright/test';

test('forgot password shows the same neutral answer for any email', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(
    page.getByText('If an account exists for that email, we have sent a link to reset your password.'),
  ).toBeVisible();
});

test('a reset link without a token says so', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByText('This reset link is incomplete')).toBeVisible();
});

test('a bad reset token is refused with a toast and no sign-in', async ({ page }) => {
  await page.goto('/reset-password?token=not-a-real-token');
  await page.getByLabel('New password', { exact: true }).fill('secret12');
  await page.getByLabel('Confirm new password').fill('secret12');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('status').first()).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password\?token=not-a-real-token$/);
});
