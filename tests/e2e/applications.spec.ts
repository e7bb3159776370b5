// Applications for payment end to end (issue 21 Proof): a supervisor starts a template from a project's page
// (three schedule lines), makes application 1 and submits it, makes application 2 with a variation — its
// totals worked live as core-api works them — submits it, records a pay less notice on it, downloads its PDF
// and finds the amounts in it. Screens at 1280 and 390px go to SCREENS_DIR/applications.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { signInAs } from './pages/login.page';
import { apiCreateProject, apiSignIn, uniqueSuffix } from './pages/projects.page';

test.describe.configure({ timeout: 120_000 });

const screens = process.env.SCREENS_DIR;
async function shot(page: Page, name: string) {
  if (!screens) return;
  mkdirSync(join(screens, 'applications'), { recursive: true });
  await page.screenshot({ path: join(screens, 'applications', name), fullPage: true });
}

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, verbosity: 0 }).promise;
  const out: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    out.push(content.items.map((i) => ('str' in i ? i.str : '')).join(' '));
  }
  return out.join('\n');
}

test('template from a project → applications 1 and 2 → pay less notice on 2 → its PDF has the amounts', async ({
  browser,
  request,
}) => {
  const suffix = uniqueSuffix();
  const manager = await apiSignIn(request, 'manager');
  const project = await apiCreateProject(request, manager.token, {
    name: `Heol y Felin Flats ${suffix}`,
    status: 'active',
    site_postcode: 'CF10 1AA',
  });

  const desk = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const s = await desk.newPage();
  await signInAs(s, 'supervisor', `/app/projects/${project.id}`);
  await s.getByRole('link', { name: 'Applications for payment' }).click();
  await expect(s).toHaveURL(new RegExp(`/app/applications/templates/create/${project.id}$`));
  await expect(s.getByRole('heading', { name: 'Create Application Template' })).toBeVisible();
  await s.getByLabel('Template name').fill(`Main contract ${suffix}`);
  const lines: [string, string][] = [
    ['Groundworks', '10000.00'],
    ['Brickwork', '20000.00'],
    ['Roofing', '5000.00'],
  ];
  for (const [i, [description, value]] of lines.entries()) {
    await s.getByLabel(`Line ${i + 1} description`).fill(description);
    await s.getByLabel(`Line ${i + 1} contract value`).fill(value);
  }
  await expect(s.getByLabel('Contract sum')).toHaveText('Contract sum £35,000.00');
  await s.getByLabel('Retention (%)').fill('5');
  await s.getByLabel('Retention after practical completion (%)').fill('2.5');
  await shot(s, 'template-editor-1280.png');
  await s.getByRole('button', { name: 'Create template' }).click();

  // Application 1.
  await expect(s).toHaveURL(/\/app\/applications\/create\/[0-9a-f-]{36}$/);
  const createUrl = s.url();
  await expect(s.getByRole('heading', { name: 'Create Application' })).toBeVisible();
  await s.getByRole('textbox', { name: 'Valuation date' }).fill('31/10/2026');
  await s.getByLabel('A1 percent complete').fill('50');
  await s.getByLabel('A2 percent complete').fill('12.5');
  await s.getByLabel('A3 percent complete').fill('0');
  const totals = s.getByRole('table', { name: 'Application totals' });
  await expect(totals.getByRole('row', { name: /Amount due this application/ })).toContainText('£7,125.00');
  await s.getByRole('button', { name: 'Create application' }).click();
  await expect(s.getByRole('heading', { name: `${project.project_number} application no. 1` })).toBeVisible();
  await s.getByRole('button', { name: 'Submit application' }).click();
  // The claim date defaults to today (decision 0049).
  await s
    .getByRole('dialog', { name: 'Submit application' })
    .getByRole('button', { name: 'Submit', exact: true })
    .click();
  await expect(s.getByText('Submitted', { exact: true })).toBeVisible();
  await expect(s.getByRole('table', { name: 'Construction Act dates' })).toContainText('30/11/2026');

  // Application 2: starts from application 1's figures; a value, a 2-decimal percent and a variation.
  await s.goto(createUrl);
  await expect(s.getByText(/application no\. 2/)).toBeVisible();
  await s.getByRole('textbox', { name: 'Valuation date' }).fill('30/11/2026');
  await s.getByLabel('A1 percent complete').fill('100');
  await s.getByLabel('A2 complete as').selectOption('value');
  await s.getByLabel('A2 value complete').fill('8333.33');
  await s.getByLabel('A3 percent complete').fill('33.33');
  await s.getByRole('button', { name: 'Add variation' }).click();
  await s.getByLabel('Variation 1 description').fill('Extra drainage');
  await s.getByLabel('Variation 1 value').fill('1500.55');
  await expect(totals.getByRole('row', { name: /Gross valuation to date/ })).toContainText('£21,500.38');
  await expect(totals.getByRole('row', { name: /Amount due this application/ })).toContainText('£13,300.36');
  await shot(s, 'application-editor-1280.png');
  await s.getByRole('button', { name: 'Create application' }).click();
  await expect(s.getByRole('heading', { name: `${project.project_number} application no. 2` })).toBeVisible();
  // The server's figures are the ones shown while typing.
  await expect(s.getByRole('table', { name: 'Application totals' })).toContainText('£13,300.36');
  await s.getByRole('button', { name: 'Submit application' }).click();
  // The claim date defaults to today (decision 0049).
  await s
    .getByRole('dialog', { name: 'Submit application' })
    .getByRole('button', { name: 'Submit', exact: true })
    .click();
  await expect(s.getByText('Submitted', { exact: true })).toBeVisible();

  await s.getByRole('button', { name: 'Record pay less notice' }).click();
  const dialog = s.getByRole('dialog', { name: 'Record pay less notice' });
  await dialog.getByLabel(/Sum considered due/).fill('10000.00');
  await dialog.getByRole('textbox', { name: 'Notice date' }).fill('20/12/2026');
  await dialog.getByLabel('Reason').fill('Brickwork to plot 3 not complete');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(s.getByText(/Notified sum \(excluding VAT\): £10,000\.00 — Pay less notice/)).toBeVisible();
  await shot(s, 'application-1280.png');
  const applicationUrl = s.url();

  const [download] = await Promise.all([
    s.waitForEvent('download'),
    s.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${project.project_number}-application-2.pdf`);
  const text = await pdfText(readFileSync((await download.path())!));
  for (const words of [
    'Application for payment no. 2',
    '£21,500.38', // gross valuation to date
    '£7,125.00', // previously certified (application 1)
    '£13,300.36', // amount due
    '£2,660.07', // VAT at 20%
    '£15,960.43', // total
    'Brickwork to plot 3 not complete',
    '£10,000.00', // the pay less notice
  ]) {
    expect(text).toContain(words);
  }

  // The list: this application with its outstanding sum; then the same screens on a phone.
  await s.goto('/app/applications');
  const row = (page: Page) => page.getByRole('link', { name: `${project.project_number} no. 2` });
  await expect(row(s)).toBeVisible();
  await expect(s.getByRole('link', { name: `${project.project_number} no. 1` })).toBeVisible();
  await shot(s, 'applications-1280.png');
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const p = await phone.newPage();
  await signInAs(p, 'supervisor');
  await p.goto(s.url());
  await expect(row(p)).toBeVisible();
  await shot(p, 'applications-390.png');
  await p.goto(createUrl.replace(/create\/.*/, `templates/create/${project.id}`));
  await expect(p.getByRole('heading', { name: 'Create Application Template' })).toBeVisible();
  await shot(p, 'template-editor-390.png');
  await p.goto(applicationUrl);
  await expect(p.getByRole('heading', { name: `${project.project_number} application no. 2` })).toBeVisible();
  await shot(p, 'application-390.png');
  await desk.close();
  await phone.close();
});
