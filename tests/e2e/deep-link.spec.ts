// Wrapper deep links (spec §4): a notification tapped while signed out is followed right after sign-in.
import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/login.page';

interface Bridge {
  SiteBase?: { handleNotification: (payload: Record<string, unknown>) => void };
}

test('a deep link received while signed out is followed after sign-in', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto('/login?wrapper=true');
  await page.waitForFunction(() => Boolean((window as unknown as Bridge).SiteBase));
  await page.evaluate(() =>
    (window as unknown as Bridge).SiteBase?.handleNotification({ type: 'timesheet_submitted' }),
  );
  await login.signIn('worker@demo.example');
  await expect(page).toHaveURL(/\/app\/labour$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Labour' })).toBeVisible();
});

test('a deep link received while signed in navigates at once', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto('/login?wrapper=true');
  await login.signIn('manager@demo.example');
  await expect(page).toHaveURL(/\/app\/dashboard/);
  await page.evaluate(() =>
    (window as unknown as Bridge).SiteBase?.handleNotification({ type: 'project_updated', project_id: 7 }),
  );
  await expect(page).toHaveURL(/\/app\/projects\/7$/);
});
