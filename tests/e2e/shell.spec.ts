// The app shell: navigation by role, the mobile bottom tabs (with icons) and the phone menu bar, dark mode (and
// hydrating it without a mismatch), legacy redirects, recovering from a chunk that failed to load, and the
// dashboard's empty text; menus keep their motion unless less motion is asked for.
import { expect, test } from '@playwright/test';
import { signInAs } from './pages/login.page';

// The other specs run as a person who asked for less motion (playwright.config.ts); the shell keeps the motion.
test.use({ reducedMotion: 'no-preference' });

test('the desktop header shows items by role', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'supervisor');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Projects' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Enquiries' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Applications' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Users' })).toHaveCount(0);
});

test('a manager sees Users, and the old settings paths redirect', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'manager');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Users' })).toBeVisible();
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/app\/settings$/);
  await page.goto('/app/projects/archived');
  await expect(page).toHaveURL(/\/app\/projects\?view=archived$/);
  await page.goto('/app/estimates');
  await expect(page).toHaveURL(/\/app\/enquiries$/);
});

test('a 390px viewport shows the bottom tabs and the quick actions', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'worker');
  const tabs = page.getByRole('navigation', { name: 'Bottom navigation' });
  await expect(tabs).toBeVisible();
  for (const name of ['Dashboard', 'Projects', 'Forms', 'Plant', 'Materials']) {
    await expect(tabs.getByRole('link', { name })).toBeVisible();
  }
  // Each tab has an icon above its label.
  for (const name of ['Dashboard', 'Projects', 'Forms', 'Plant', 'Materials']) {
    await expect(tabs.getByRole('link', { name }).locator('svg')).toHaveCount(1);
  }
  await page.getByRole('button', { name: 'Quick actions' }).click();
  // The worker's dashboard also offers these as links; the menu's own items are checked here.
  const menu = page.getByRole('menu', { name: 'Quick actions' });
  for (const name of ['New Form', 'New Plant Request', 'New Material Request', 'New Project Note']) {
    await expect(menu.getByText(name, { exact: true })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name }).locator('svg')).toHaveCount(1);
  }
});

test('at 390px the menu button sits in its own bar and covers no content', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'supervisor', '/app/projects');
  const menu = page.getByRole('button', { name: 'Open menu' });
  const heading = page.getByRole('heading', { level: 1, name: 'Projects' });
  const actions = page.getByRole('button', { name: 'New project' });
  await expect(heading).toBeVisible();
  const m = (await menu.boundingBox())!;
  for (const target of [heading, actions]) {
    const t = (await target.boundingBox())!;
    const overlaps =
      m.x < t.x + t.width && t.x < m.x + m.width && m.y < t.y + t.height && t.y < m.y + m.height;
    expect(overlaps).toBe(false);
  }
  // Scrolled, it still covers nothing: the bar is sticky, and the page starts below it.
  await page.mouse.wheel(0, 400);
  const hit = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.getAttribute('aria-label'),
    {
      x: m.x + m.width / 2,
      y: m.y + m.height / 2,
    },
  );
  expect(hit).toBe('Open menu');
  await menu.click();
  await expect(page.getByRole('menuitem', { name: 'Enquiries' })).toBeVisible();
});

test('Try Again recovers from a page whose code failed to load', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'manager');
  // The Projects page's chunk fails twice (the load and the loader's own retry), then the network is back.
  let blocked = 0;
  await page.route(/\/assets\/ProjectsPage-[^/]+\.js$/, (route) => {
    if (blocked < 2) {
      blocked += 1;
      return route.abort('connectionfailed');
    }
    return route.continue();
  });
  await page.getByRole('banner').getByRole('link', { name: 'Projects' }).click();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  expect(blocked).toBe(2);
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New project' })).toBeVisible();
});

test('reloading in dark mode hydrates without an error (#418)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/login');
  await page.getByRole('button', { name: 'Toggle dark mode' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('button', { name: 'Toggle dark mode' })).toHaveText(/Light mode/);
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(errors.filter((e) => /418|hydrat/i.test(e))).toEqual([]);
});

test("Chakra's global styles come once, from the stylesheet after the loader, light and dark", async ({
  page,
}) => {
  // Decision 0094: the reset, the global CSS and every token's custom property are a stylesheet built ahead, not
  // serialised and inserted by the page; the inline loader comes before it, so no download waits for it.
  const html = await (await page.request.get('/login')).text();
  const loader = html.indexOf('<script id="app-loader"');
  const sheet = html.search(/<link rel="stylesheet" crossorigin href="\/assets\/[^"]+\.css">/);
  expect(loader).toBeGreaterThan(0);
  expect(sheet).toBeGreaterThan(loader);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'manager');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const tokens = () =>
    page.evaluate(() => {
      const declaring = [...document.styleSheets].filter((sheet) => {
        try {
          return [...sheet.cssRules].some((rule) => rule.cssText.includes('--chakra-colors-red-600:'));
        } catch {
          return false;
        }
      });
      return {
        sheets: declaring.map((sheet) =>
          sheet.href ? new URL(sheet.href).pathname.replace(/-[^-]+$/, '') : 'inline',
        ),
        red: getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-red-600').trim(),
        background: getComputedStyle(document.documentElement).backgroundColor,
        margin: getComputedStyle(document.body).margin,
      };
    });
  const light = await tokens();
  expect(light.sheets).toEqual(['/assets/index']);
  expect(light.red).toBe('#dc2626');
  expect(light.background).toBe('rgb(255, 255, 255)');
  expect(light.margin).toBe('0px');
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: /dark mode/i }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  const dark = await tokens();
  expect(dark.sheets).toEqual(['/assets/index']);
  expect(dark.background).toBe('rgb(9, 9, 11)'); // Chakra's black, #09090b
});

test('dark mode survives a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'manager');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/dark/);
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: /dark mode/i }).click();
  await expect(html).toHaveClass(/dark/);
  await page.reload();
  await expect(html).toHaveClass(/dark/);
});

test('a menu opens with its animation, and without it when the device asks for less motion', async ({
  browser,
}) => {
  // Two browser contexts, each signing in: on a busy two-core machine that passed the default 30 s (a full run).
  test.slow();
  const durations: Record<string, number> = {};
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    const context = await browser.newContext({ reducedMotion, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signInAs(page, 'manager');
    await page.getByRole('button', { name: 'User menu' }).click();
    const item = page.getByRole('menuitem', { name: /dark mode/i });
    await expect(item).toBeVisible();
    durations[reducedMotion] = await page
      .locator('[data-scope="menu"][data-part="content"]')
      .evaluate((el) => parseFloat(getComputedStyle(el).animationDuration) * 1000);
    // Chosen without its animation too, the menu closes (its `animationend` still comes).
    await item.click();
    await expect(item).toBeHidden();
    await context.close();
  }
  expect(durations['no-preference']).toBeGreaterThanOrEqual(50);
  expect(durations.reduce).toBeLessThan(1);
});
