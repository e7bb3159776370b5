// API access (issue 39): an admin of a freshly set-up company (so the demo company's keys stay as they are)
// creates a key for a site-office screen in Settings → API access, sees its secret once in the checksummed shape
// and copies it, and Done hides it for good; the list shows the key Active with its start. A widget reads the
// dashboard's figures and this month's widget figures with it over the app's own GraphQL endpoint (the cost
// reported beside them), the admin changes its budget (the next answer reports it), its use shows in the list, and
// once revoked after a confirmation the list says Revoked and the same call is refused.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { ApiAccessSection } from './pages/api-keys.page';
import { SuperadminPage, choosePassword } from './pages/superadmin.page';

test.describe.configure({ timeout: 120_000 });

/** The app's fixed header and bottom tabs, left out of a section's picture (they would cover part of it). */
const FIXED_BARS = 'header, nav[aria-label="Bottom navigation"] { visibility: hidden !important; }';

/** With SCREENS_DIR set, the section at 1280 and 390 px wide, for a look. */
async function shoot(page: Page, section: Locator, name: string) {
  const dir = process.env.SCREENS_DIR;
  if (!dir) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: `${dir}/${name}-${width}.png`, style: FIXED_BARS });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

const DASHBOARD = '{ dashboard { figures { key count } } }';
const SHAPE = /^sb_live_[0-9A-Za-z]{32}_[0-9A-Za-z]{6}$/;

test('an admin makes an API key, sees it once, a widget reads the dashboard with it, and revoking it stops it', async ({
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
  const keys = new ApiAccessSection(p);
  await keys.goto();
  await expect(keys.region.getByText('No API keys yet.')).toBeVisible();

  await keys.fillCreate('Site office screen', ['dashboards:read', 'projects:read']);
  await expect(keys.form.getByRole('spinbutton', { name: 'Expires after (days)' })).toHaveValue('90');
  await shoot(p, keys.region, 'settings-api-access-create');
  await keys.form.getByRole('button', { name: 'Create key' }).click();
  await expect(keys.secret.getByText('Copy this key now: it will not be shown again.')).toBeVisible();
  const secret = await keys.secret.getByRole('textbox', { name: 'API key' }).inputValue();
  expect(secret).toMatch(SHAPE);
  await keys.secret.getByRole('button', { name: 'Copy' }).click();
  await expect(keys.secret.getByRole('button', { name: 'Copied' })).toBeVisible();
  await shoot(p, keys.region, 'settings-api-access-secret');
  await keys.secret.getByRole('button', { name: 'Done' }).click();
  await expect(keys.secret).toBeHidden();
  await expect(p.getByText(secret)).toHaveCount(0);
  const row = keys.row('Site office screen');
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await expect(row.getByText(`${secret.slice(0, 14)}…`)).toBeVisible();
  await expect(row).toContainText('Never');
  await expect(row).toContainText('Ifan Keys');

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

  // The widget figures, this month's, as docs/api.md's widget asks for them.
  const figures = await (
    await context.request.post('/graphql', {
      headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' },
      data: {
        query: `query($input: WidgetFiguresInput) { dashboardFigures(input: $input) { period from figures { key unit value } } }`,
        variables: { input: { period: 'this_month', keys: ['plant.hire_cost', 'projects.contract_value'] } },
      },
    })
  ).json();
  expect(figures.errors).toBeUndefined();
  expect(figures.data.dashboardFigures).toMatchObject({
    period: 'this_month',
    figures: [
      { key: 'projects.contract_value', unit: 'pence', value: 0 },
      { key: 'plant.hire_cost', unit: 'pence', value: 0 },
    ],
  });

  // Its budget changed on the list: the next answer reports the new bucket; the key keeps working.
  await row.getByRole('button', { name: 'Change Site office screen' }).click();
  const change = keys.region.getByRole('form', { name: 'Change Site office screen' });
  await change.getByRole('spinbutton', { name: 'Budget (points)' }).fill('2000');
  await change.getByRole('spinbutton', { name: 'Points restored a second' }).fill('100');
  await shoot(p, keys.region, 'settings-api-access-change');
  await change.getByRole('button', { name: 'Save' }).click();
  await expect(p.getByText('Site office screen saved')).toBeVisible();
  await expect(change).toBeHidden();
  await expect(row).toContainText('2,000 points');
  await expect(row).toContainText('100 a second');
  const cost = (await (await ask()).json()).extensions.cost.throttleStatus;
  expect(cost).toMatchObject({ maximumAvailable: 2000, restoreRate: 100 });

  // Its use shows on the list (after a reload); a reload never shows the secret again.
  await p.reload();
  await expect(row.getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeVisible();
  await expect(row.getByText(/^from /)).toBeVisible();
  await expect(p.getByText(secret)).toHaveCount(0);
  await shoot(p, keys.region, 'settings-api-access-list');

  // Revoking asks first; Cancel changes nothing.
  await row.getByRole('button', { name: 'Revoke Site office screen' }).click();
  const dialog = p.getByRole('alertdialog', { name: 'Revoke “Site office screen”?' });
  await expect(dialog.getByText(/stops working at once/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Revoke Site office screen' }).click();
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(p.getByText('Site office screen revoked')).toBeVisible();
  await expect(row.getByText('Revoked', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: /Revoke/ })).toHaveCount(0);
  await shoot(p, keys.region, 'settings-api-access-revoked');
  const refused = await (await ask()).json();
  expect(refused.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  expect(refused.errors[0].message).toBe('This API key has been revoked');
  await context.close();
});
