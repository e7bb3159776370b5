// Issue 41, decision 0089. On a 390×844 phone a worker fills a Plant Pre-use Check, picking the excavator from
// the plant register (the project's plant first) and failing it: the item goes off use. At the desk the
// supervisor sees it off use on the register with why, cannot allocate it (the 409 on screen), clears it with a
// note, and the allocation then goes through. A permit to work is applied for on the phone, issued by the
// supervisor's approval, put in force by its holder and closed with a note, its state shown at each step.
// Screens at 390 and 1280 px and the two PDFs go to SCREENS_DIR/permits (when set).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { FormsPage } from './pages/forms.page';
import { signInAs } from './pages/login.page';
import { apiFormPdf, apiPlantItem, apiPlantRequest, londonWall } from './pages/permits.page';
import { apiProjectWithWorker, uniqueSuffix } from './pages/projects.page';

test.describe.configure({ timeout: 180_000 });

const screens = process.env.SCREENS_DIR;
const dir = screens ? join(screens, 'permits') : null;
async function shot(page: Page, name: string) {
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, name), fullPage: true });
}

test('a failed pre-use check takes plant off use until cleared; a permit is issued, in force and closed', async ({
  browser,
  request,
}) => {
  const suffix = uniqueSuffix();
  const {
    project,
    label,
    creator: manager,
    worker,
  } = await apiProjectWithWorker(request, 'manager', {
    name: `Quarry Lane ${suffix}`,
  });
  const asset = `EX-${suffix.slice(-6).toUpperCase()}`;
  const item = await apiPlantItem(request, manager.token, {
    asset_number: asset,
    description: '8t excavator',
    category: `Excavator ${suffix}`,
  });
  const wanted = await apiPlantRequest(request, worker.token, {
    project_id: project.id,
    category: `Excavator ${suffix}`,
  });

  // The worker, on a phone, checks the excavator and fails it.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const w = await phone.newPage();
  const forms = new FormsPage(w);
  await signInAs(w, 'worker', '/app/forms?create=true');
  await forms.pick('Plant Pre-use Check');
  await w.getByLabel('Project').selectOption({ label });
  await w.getByLabel('Plant item: search the plant register').fill(asset.toLowerCase());
  await w.getByRole('option', { name: new RegExp(`^${asset} 8t excavator`) }).click();
  await expect(w.getByTestId('chosen-plant')).toHaveText(`${asset} 8t excavator`);
  await w.getByLabel(/^Date/).fill(londonWall(0).date);
  for (const check of [
    'Engine oil, hydraulic oil, coolant and fuel',
    'Tyres or tracks',
    'Lights, beacon, horn and alarms',
    'Controls, isolators and emergency stop',
    'Guards, cab, mirrors and structure',
    'Seat belt and roll-over protection',
    'Attachments and quick hitch (locked and pinned)',
  ]) {
    await w.getByLabel(check).selectOption('Pass');
  }
  await w.getByLabel('Brakes and steering').selectOption('Fail');
  await w.getByLabel('No leaks or damage').selectOption('Fail');
  await w.getByLabel('Defects found').fill('Hydraulic hose weeping at the boom ram');
  await w.getByLabel('Result').selectOption('Fail: do not use');
  await shot(w, 'pre-use-filler-390.png');
  await forms.sign('Operator’s signature');
  await w.getByRole('button', { name: 'Send' }).click();
  const heading = w.getByRole('heading', { level: 2, name: /^FRM-\d{4} Plant Pre-use Check$/ });
  await expect(heading).toBeVisible();
  const reference = (await heading.textContent())!.replace(' Plant Pre-use Check', '').trim();
  const checkId = new URL(w.url()).searchParams.get('submission_id')!;
  await expect(w.getByText(`${asset} 8t excavator`)).toBeVisible();
  await shot(w, 'pre-use-submitted-390.png');

  // At the desk: off use on the register, with why.
  const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const s = await desk.newPage();
  await signInAs(s, 'supervisor', `/app/plant?tab=register&search=${asset}`);
  const why = `Failed its pre-use check on ${londonWall(0).date} (${reference}): Hydraulic hose weeping at the boom ram`;
  await expect(s.getByText(why)).toBeVisible();
  await shot(s, 'register-off-use-1280.png');

  // Allocating it is refused, with the reason on screen.
  await s.goto(`/app/plant?request_id=${wanted.id}`);
  const dialog = s.getByRole('dialog', { name: new RegExp(`^${wanted.reference} `) });
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await dialog.getByText('Allocate owned plant').click();
  await dialog.getByLabel('Owned item').selectOption(item.id);
  await expect(dialog.getByLabel('Owned item')).toContainText(`${asset} 8t excavator — OFF USE`);
  await expect(dialog.getByText(why)).toBeVisible();
  await dialog.getByRole('button', { name: 'Approve allocation' }).click();
  await expect(
    s.getByText(
      `${asset} cannot be allocated: it failed its pre-use check on ${londonWall(0).date} (${reference}). A supervisor must clear it first`,
    ),
  ).toBeVisible();
  await shot(s, 'allocation-refused-1280.png');
  await s.keyboard.press('Escape');

  // Cleared with a note; then the allocation goes through.
  await s.goto(`/app/plant?tab=register&search=${asset}`);
  await s.getByRole('button', { name: 'Clear off use' }).click();
  await s
    .getByLabel(`What was done about the defect on ${asset}`)
    .fill('Hose replaced by fitter, tested under load');
  await s.getByRole('button', { name: 'Clear for use' }).click();
  await expect(s.getByText(`${asset} cleared for use`)).toBeVisible();
  await expect(s.getByText(why)).toBeHidden();
  await s.goto(`/app/plant?request_id=${wanted.id}`);
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await dialog.getByText('Allocate owned plant').click();
  await dialog.getByLabel('Owned item').selectOption(item.id);
  await dialog.getByRole('button', { name: 'Approve allocation' }).click();
  await expect(s.getByText(`${wanted.reference} approved`)).toBeVisible();

  // A permit to work, applied for on the phone.
  const from = londonWall(-1);
  const until = londonWall(6);
  await w.goto('/app/forms?create=true');
  await forms.pick('Permit to Work');
  await w.getByLabel('Project').selectOption({ label });
  await w.getByLabel('Permit type').selectOption('Hot works');
  await w.getByLabel('Location of the work').fill('Level 3 plant room');
  await w.getByLabel('Work to be done').fill('Brazing copper pipework');
  await w.getByLabel('Permit holder (in charge of the work)').fill('Callum Davies');
  await w.getByLabel('Valid from (date)').fill(from.date);
  await w.getByLabel('Valid from (time)').fill(from.time);
  await w.getByLabel('Expires (date)').fill(until.date);
  await w.getByLabel('Expires (time)').fill(until.time);
  await w.getByLabel('Hazards identified').fill('Fire, fumes');
  await w.getByText('Fire extinguisher at the work').click();
  await w.getByText('Fire watch during the work and for 60 minutes after').click();
  await forms.sign('Permit holder’s signature');
  await w.getByRole('button', { name: 'Send' }).click();
  await expect(w.getByRole('heading', { level: 2, name: /^FRM-\d{4} Permit to Work$/ })).toBeVisible();
  const permitId = new URL(w.url()).searchParams.get('submission_id')!;

  // Issued by the supervisor's approval.
  await s.goto(`/app/forms?submission_id=${permitId}`);
  await s.getByRole('button', { name: 'Approve' }).click();
  const permit = s.getByRole('region', { name: 'Permit' });
  await expect(permit.getByLabel('Permit state')).toHaveText('Issued');
  await expect(permit.getByText(`Expires: ${until.date} ${until.time}`)).toBeVisible();
  await shot(s, 'permit-issued-1280.png');

  // The holder puts it in force on the phone, and closes it when the work is done.
  await w.reload();
  const onPhone = w.getByRole('region', { name: 'Permit' });
  await onPhone.getByRole('button', { name: 'Put in force' }).click();
  await expect(onPhone.getByLabel('Permit state')).toHaveText('In force');
  await shot(w, 'permit-in-force-390.png');
  await onPhone.getByRole('button', { name: 'Close permit' }).click();
  await expect(onPhone.getByRole('alert')).toHaveText(
    'A closing note is required: say the work is finished and the area left safe',
  );
  await onPhone.getByLabel('Permit note').fill('Work finished, fire watch done, area left safe');
  await onPhone.getByRole('button', { name: 'Close permit' }).click();
  await expect(onPhone.getByLabel('Permit state')).toHaveText('Closed');
  await expect(onPhone.getByText(/Closed — Work finished, fire watch done, area left safe/)).toBeVisible();
  await shot(w, 'permit-closed-390.png');
  await s.reload();
  await expect(permit.getByLabel('Permit state')).toHaveText('Closed');
  await shot(s, 'permit-closed-1280.png');

  if (dir) {
    writeFileSync(join(dir, 'pre-use-failed.pdf'), await apiFormPdf(request, manager.token, checkId));
    writeFileSync(join(dir, 'permit-closed.pdf'), await apiFormPdf(request, manager.token, permitId));
  }
  await phone.close();
  await desk.close();
});
