// API access (issue 39): an admin of a freshly set-up company creates a key for a site-office screen in
// Settings → API access, sees it once, and a widget reads the dashboard's figures with it over the app's own
// GraphQL endpoint (the cost reported beside them); once revoked after a confirmation, the same call is refused.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { SuperadminPage, choosePassword } from './pages/superadmin.page';

test.describe.configure({ timeout: 120_000 });

/** With SCREENS_DIR set, the section at 1280 and 390 px wide, for a look. */
async function shoot(page: Page, section: Locator, name: string) {
  const dir = process.env.SCREENS_DIR;
  if (!dir) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await section.screenshot({ path: `${dir}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

const DASHBOARD = '{ dashboard { figures { key count } } }';

test('an admin makes an API key, a widget reads the dashboard with it, and revoking it stops it', async ({
  page,
  browser,
}) => {
  const tag = randomUUID().slice(0, 8);
  const superadmin = new SuperadminPage(page);
  await superadmin.signIn();
  const link = await superadmin.setUpCompany({
    company: `Keys Co ${tag}`,
    first: 'Ifan',
    last: 'Keys',
    email: `keys-${tag}@e2e.example`,
  });
  const context = await browser.newContext();
  const p = await context.newPage();
  await choosePassword(p, link, 'KeysPass12');
  await expect(p).toHaveURL(/\/app\/dashboard$/);
  await p.goto('/app/settings');
  const section = p.getByRole('region', { name: 'API access' });
  await expect(section.getByText('No API keys yet.')).toBeVisible();

  await section.getByRole('button', { name: 'Create API key' }).click();
  const form = section.getByRole('form', { name: 'Create API key' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Site office screen');
  await form.getByRole('checkbox', { name: 'dashboards:read' }).check();
  await shoot(p, section, 'settings-api-access-create');
  await form.getByRole('button', { name: 'Create key' }).click();
  const shown = section.getByRole('region', { name: 'New API key' });
  await expect(shown.getByText('Copy this key now: it will not be shown again.')).toBeVisible();
  const secret = await shown.getByRole('textbox', { name: 'API key' }).inputValue();
  expect(secret).toMatch(/^sb_live_[0-9A-Za-z]{32}_[0-9A-Za-z]{6}$/);
  await shoot(p, section, 'settings-api-access-secret');
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toBeHidden();
  const row = section.getByRole('listitem', { name: 'API key Site office screen' });
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await expect(row.getByText(`${secret.slice(0, 14)}…`)).toBeVisible();
  await expect(section.getByText(secret)).toHaveCount(0);

  // The widget's call, as docs/api.md shows it: the dashboard's figures and what the call cost.
  const ask = () =>
    context.request.post('/graphql', {
      headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' },
      data: { query: DASHBOARD },
    });
  const answer = await (await ask()).json();
  expect(answer.errors).toBeUndefined();
  expect(answer.data.dashboard.figures.length).toBeGreaterThan(0);
  expect(answer.extensions.cost.throttleStatus.maximumAvailable).toBe(1000);

  // Its use shows on the list (after a reload), then it is revoked after a confirmation.
  await p.reload();
  await expect(row.getByText(/Last used: \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await shoot(p, section, 'settings-api-access-list');
  await row.getByRole('button', { name: 'Revoke' }).click();
  const dialog = p.getByRole('alertdialog', { name: 'Revoke “Site office screen”?' });
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(p.getByText('Site office screen revoked')).toBeVisible();
  await expect(row.getByText('Revoked', { exact: true })).toBeVisible();
  const refused = await (await ask()).json();
  expect(refused.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  expect(refused.errors[0].message).toBe('This API key has been revoked');
  await context.close();
});
