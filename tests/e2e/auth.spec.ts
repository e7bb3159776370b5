// Sign-in end to end: spec §5 messages, §8 toasts, §2/§6 redirects, sign out.
import { expect, test, type Locator } from '@playwright/test';
import { LoginPage, signInAs } from './pages/login.page';

test.describe('sign-in', () => {
  test('shows each validation message word for word and clears it on edit', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.submit().click();
    await login.expectError('Email is required');
    await login.expectError('Password is required');

    await login.email().fill('not-an-email');
    await expect(page.getByText('Email is required', { exact: true })).toBeHidden();
    await login.password().fill('123');
    await login.submit().click();
    await login.expectError('Please enter a valid email address');
    await login.expectError('Password must be at least 6 characters');

    await login.password().fill('1234567');
    await expect(page.getByText('Password must be at least 6 characters', { exact: true })).toBeHidden();
    await expect(page.getByText('Please enter a valid email address', { exact: true })).toBeVisible();
  });

  test('has remember-me, the forgot-password and register links, and the benefits panel', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeAttached();
    await expect(page.getByRole('link', { name: /forgot password/i })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(page.locator('a[href="/register"]').first()).toBeVisible();
  });

  test('a wrong password shows the server message as a toast', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn('manager@demo.example', 'wrong-password');
    await expect(page.getByText('Incorrect email or password')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  for (const role of ['worker', 'supervisor', 'manager', 'admin'] as const) {
    test(`${role} lands on their dashboard with a welcome toast`, async ({ page }) => {
      const login = new LoginPage(page);
      await login.goto();
      await login.signIn(`${role}@demo.example`);
      await expect(page.getByText('Welcome back!')).toBeVisible();
      await expect(page).toHaveURL(role === 'worker' ? /\/app\/worker-dashboard$/ : /\/app\/dashboard$/);
      // The toast sits top-right below the header, and takes no click from what is under it: the user menu is
      // the element a click on it reaches while "Welcome back!" shows.
      const toast = (await page.getByRole('status').filter({ hasText: 'Welcome back!' }).boundingBox())!;
      const banner = (await page.getByRole('banner').first().boundingBox())!;
      expect(toast.y).toBeGreaterThanOrEqual(banner.y + banner.height);
      const menu = page.getByRole('button', { name: 'User menu' });
      const box = (await menu.boundingBox())!;
      const hit = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.getAttribute('aria-label') ?? null,
        [box.x + box.width / 2, box.y + box.height / 2],
      );
      await expect(page.getByText('Welcome back!')).toBeVisible();
      expect(hit).toBe('User menu');
      // And over the page itself a click goes through the toast to what is under it; only the toast's close
      // button takes one (the point at its title is not in the toast, the point at its close button is).
      const welcome = page.getByRole('status').filter({ hasText: 'Welcome back!' });
      const inToast = async (target: Locator) => {
        const b = (await target.boundingBox())!;
        return page.evaluate(
          ([x, y]) => Boolean(document.elementFromPoint(x!, y!)?.closest('[data-scope="toast"]')),
          [b.x + b.width / 2, b.y + b.height / 2],
        );
      };
      const [onTitle, onClose] = [
        await inToast(welcome.getByText('Welcome back!')),
        await inToast(welcome.getByRole('button')),
      ];
      await expect(welcome).toBeVisible();
      expect(onTitle).toBe(false);
      expect(onClose).toBe(true);
    });
  }

  test('a worker sent to /app/dashboard or /app/users lands on the worker dashboard', async ({ page }) => {
    await signInAs(page, 'worker');
    await page.goto('/app/dashboard');
    await expect(page).toHaveURL(/\/app\/worker-dashboard$/);
    await page.goto('/app/users');
    await expect(page).toHaveURL(/\/app\/worker-dashboard$/);
  });

  test('a supervisor sent to /app/users lands on the main dashboard', async ({ page }) => {
    await signInAs(page, 'supervisor');
    await page.goto('/app/users');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
  });

  test('a signed-out visit keeps the wanted page and query string through sign-in', async ({ page }) => {
    await page.goto('/app/projects?x=1');
    await expect(page).toHaveURL(/\/login/);
    const login = new LoginPage(page);
    await login.signIn('manager@demo.example');
    await expect(page).toHaveURL(/\/app\/projects\?x=1$/);
  });

  test('an unknown path goes to / and a signed-in user on a public page goes to their dashboard', async ({
    page,
  }) => {
    await page.goto('/no/such/page?keep=1');
    await expect(page).toHaveURL(/\/\?keep=1$/);
    await signInAs(page, 'manager');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
  });

  test('sign out returns to /login and protects the app again', async ({ page }) => {
    await signInAs(page, 'manager');
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/app/dashboard');
    await expect(page).toHaveURL(/\/login/);
  });
});
