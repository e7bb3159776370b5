// Company settings as an admin of a freshly set-up company (so the demo company's template stays the default
// for other specs): details with UK VAT/UTR checks, defaults, the folder template and providers.
import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { SuperadminPage, choosePassword } from './pages/superadmin.page';

test.describe.configure({ timeout: 120_000 });

test('an admin edits company details, defaults and the project folder template', async ({
  page,
  browser,
}) => {
  const tag = randomUUID().slice(0, 8);
  const superadmin = new SuperadminPage(page);
  await superadmin.signIn();
  const link = await superadmin.setUpCompany({
    company: `Settings Co ${tag}`,
    first: 'Elin',
    last: 'Owen',
    email: `settings-${tag}@e2e.example`,
  });

  const context = await browser.newContext();
  const p = await context.newPage();
  await choosePassword(p, link, 'SettingsPass1');
  await expect(p).toHaveURL(/\/app\/dashboard$/);
  await p.goto('/settings');
  await expect(p).toHaveURL(/\/app\/settings$/);
  await expect(p.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  const details = p.getByRole('region', { name: 'Company details' });
  await expect(details.getByLabel('VAT number')).toHaveValue('GB123456789');
  await details.getByLabel('VAT number').fill('GB12345');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(
    details.getByText('VAT number must be GB followed by 9 or 12 digits, or 9 digits'),
  ).toBeVisible();
  await details.getByLabel('VAT number').fill('GB123456789012');
  await details.getByLabel('CIS contractor UTR').fill('1234567890');
  await details.getByLabel('Address').fill('3 Quay Street, Swansea');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(p.getByText('Company details saved')).toBeVisible();

  // One default per project term; an emptied field is empty (the standard default), not invalid.
  const defaults = p.getByRole('region', { name: 'Defaults' });
  await expect(defaults.getByLabel('Retention (%)')).toHaveValue('5');
  await defaults.getByLabel('Retention (%)').fill('3.5');
  await defaults.getByLabel('Retention (%)').fill('');
  await defaults.getByLabel('Payment due (days after valuation)').fill('');
  await defaults.getByRole('button', { name: 'Save defaults' }).click();
  await expect(p.getByText('Defaults saved')).toBeVisible();
  await expect(defaults.getByText('Retention must be between 0 and 100')).toHaveCount(0);
  await expect(defaults.getByLabel('Retention (%)')).toHaveValue('5');
  await expect(defaults.getByLabel('Payment due (days after valuation)')).toHaveValue('30');
  await defaults.getByLabel('Retention (%)').fill('3');
  await defaults.getByLabel('Payment due (days after valuation)').fill('28');
  await defaults.getByLabel('Final date for payment (days after due)').fill('10');
  await defaults.getByRole('button', { name: 'Save defaults' }).click();
  await expect(p.getByText('Defaults saved').first()).toBeVisible();

  // New project starts from the company's defaults.
  await p.goto('/app/projects');
  await p.getByRole('button', { name: 'New project' }).click();
  const form = p.getByRole('dialog');
  await expect(form.getByLabel('Retention (%)')).toHaveValue('3');
  await expect(form.getByLabel('Payment due (days after valuation)')).toHaveValue('28');
  await expect(form.getByLabel('Final date for payment (days after due)')).toHaveValue('10');
  await form.getByLabel('Project name').fill(`Defaults House ${tag}`);
  await form.getByRole('button', { name: 'Create project' }).click();
  const overview = p.getByRole('region', { name: 'Overview' });
  await expect(overview.getByText('3%', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(overview).toContainText('Due 28 days after valuation; final date 10 days after due');
  await p.goto('/app/settings');

  const folders = p.getByRole('region', { name: 'Project folder template' });
  await expect(folders.getByLabel('Folder 1', { exact: true })).toHaveValue('01 Contracts & Tender');
  await folders.getByLabel('Folder 1', { exact: true }).fill('01 Contracts');
  await folders.getByRole('button', { name: 'Remove 10 Correspondence' }).click();
  await folders.getByLabel('New folder name').fill('10 Snagging');
  await folders.getByRole('button', { name: 'Add folder' }).click();
  await folders.getByRole('button', { name: 'Move 02 Drawings up' }).click();
  await folders.getByLabel('New folder name').fill('Bad/Name');
  await folders.getByRole('button', { name: 'Add folder' }).click();
  await folders.getByRole('button', { name: 'Save folder template' }).click();
  // The problem shows under its own row (the 11th folder), not under another.
  const badRow = folders.getByRole('listitem').filter({ has: p.getByLabel('Folder 11', { exact: true }) });
  await expect(badRow.getByText('Folder name cannot contain slashes')).toBeVisible();
  await expect(folders.getByText('Folder name cannot contain slashes')).toHaveCount(1);
  await expect(badRow.getByLabel('Folder 11', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await folders.getByRole('button', { name: 'Remove Bad/Name' }).click();
  await folders.getByRole('button', { name: 'Save folder template' }).click();
  await expect(p.getByText('Folder template saved')).toBeVisible();

  const accounting = p.getByRole('region', { name: 'Accounting', exact: true });
  // This server offers Xero (the e2e run's fake): an admin is offered to connect it, not a bare "None".
  await expect(accounting.getByRole('button', { name: 'Connect Xero' })).toBeVisible();

  await p.reload();
  await expect(p.getByLabel('VAT number')).toHaveValue('GB123456789012');
  await expect(p.getByLabel('Payment due (days after valuation)')).toHaveValue('28');
  await expect(p.getByLabel('Final date for payment (days after due)')).toHaveValue('10');
  await expect(p.getByLabel('Folder 1', { exact: true })).toHaveValue('02 Drawings');
  await expect(p.getByLabel('Folder 2', { exact: true })).toHaveValue('01 Contracts');
  await expect(p.getByLabel('Folder 10', { exact: true })).toHaveValue('10 Snagging');
  await context.close();
});
