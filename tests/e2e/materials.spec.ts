// Materials end to end (issue 18 Proof): a worker asks for materials from the phone's quick action; a supervisor
// approves it, sends an RFQ to two merchants, enters both quotes, orders the cheaper one, issues the PO and
// downloads its PDF; the worker records a part delivery with a ticket photo at 390px; the supervisor enters the
// supplier's invoice for the full quantity — flagged for the shortage, with no approve button — and a manager
// approves it only with an override and a reason. Screens at 1280 and 390px go to SCREENS_DIR/materials.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './pages/login.page';
import { apiAddTeamMember, apiCreateProject, apiSignIn, uniqueSuffix } from './pages/projects.page';

test.describe.configure({ timeout: 180_000 });

const screens = process.env.SCREENS_DIR;
async function shot(page: Page, name: string) {
  if (!screens) return;
  mkdirSync(join(screens, 'materials'), { recursive: true });
  await page.screenshot({ path: join(screens, 'materials', name), fullPage: true });
}

/** A tiny valid PNG (1×1) standing in for the camera's photo of the delivery ticket. */
const TICKET_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('request → RFQ to two suppliers → cheaper quote → PO issued with PDF → part delivery at 390px → invoice flagged', async ({
  browser,
  request,
}) => {
  const suffix = uniqueSuffix();
  const manager = await apiSignIn(request, 'manager');
  const worker = await apiSignIn(request, 'worker');
  const project = await apiCreateProject(request, manager.token, {
    name: `Tŷ Newydd Depot ${suffix}`,
    status: 'active',
  });
  await apiAddTeamMember(request, manager.token, project.id, worker.userId);
  const item = `Engineering bricks ${suffix}`;

  // The worker, on a phone: quick action → New Material Request.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const w = await phone.newPage();
  await signInAs(w, 'worker');
  await w.getByRole('button', { name: /quick action/i }).click();
  await w.getByRole('menuitem', { name: 'New Material Request' }).click();
  await expect(w).toHaveURL(/\/app\/materials\?create=true/);
  await expect(w.getByRole('heading', { name: 'New material request' })).toBeVisible();
  await w
    .getByLabel('Project')
    .selectOption({ label: `${project.project_number} Tŷ Newydd Depot ${suffix}` });
  await w.getByLabel('Required by').fill('15/12/2026');
  const line = w.getByRole('group', { name: 'Line 1' });
  await line.getByLabel('Description').fill(item);
  await line.getByLabel('Quantity').fill('500');
  await line.getByLabel('Unit').fill('each');
  await shot(w, 'request-form-390.png');
  await w.getByRole('button', { name: 'Send request' }).click();
  await expect(w).toHaveURL(/request_id=/);
  const requestUrl = new URL(w.url());
  // The form's heading gives way to the request's reference once it has loaded.
  const heading = w.getByRole('heading', { level: 2, name: /^MR-\d{4}$/ });
  await expect(heading).toBeVisible();
  const reference = (await heading.textContent())!.trim();
  expect(reference).toMatch(/^MR-\d{4}$/);
  await expect(w.getByText('Requested', { exact: true })).toBeVisible();

  // The supervisor approves, sends the RFQ to two merchants and enters both quotes.
  const desk = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const s = await desk.newPage();
  await signInAs(s, 'supervisor', `/app/materials${requestUrl.search}`);
  await s.getByRole('button', { name: 'Approve' }).click();
  await expect(s.getByText('Approved', { exact: true })).toBeVisible();
  await s.getByRole('checkbox', { name: 'Castle Builders Merchants Ltd' }).check();
  await s.getByRole('checkbox', { name: 'Bristol Timber & Building Supplies' }).check();
  await s.getByRole('button', { name: 'Send enquiries' }).click();
  await expect(s.getByText('Quoting', { exact: true })).toBeVisible();
  const quote = async (supplier: string, price: string, lead: string) => {
    await s.getByRole('button', { name: `Enter quote from ${supplier}` }).click();
    const form = s.getByRole('form', { name: `Quote from ${supplier}` });
    await form.getByLabel(`Unit price (£) for ${item}`).fill(price);
    await form.getByLabel('Lead time (days)').fill(lead);
    await form.getByLabel('Valid until').fill('31/12/2099');
    await form.getByRole('button', { name: 'Save quote' }).click();
    await expect(form).toHaveCount(0);
  };
  await quote('Castle Builders Merchants Ltd', '0.92', '5');
  await quote('Bristol Timber & Building Supplies', '0.88', '3');
  const compare = s.getByRole('table', { name: 'Quote comparison' });
  // 500 × £0.88 = £440.00 net, VAT £88.00, £528.00 — the cheaper; Castle: £460.00 net.
  await expect(compare).toContainText('£440.00');
  await expect(compare).toContainText('£528.00');
  await expect(compare).toContainText('£460.00');
  await expect(compare.getByRole('columnheader', { name: /Bristol Timber/ })).toContainText('Cheapest');
  await shot(s, 'quote-comparison-1280.png');
  await s.getByRole('button', { name: 'Order from Bristol Timber & Building Supplies' }).click();
  await expect(s).toHaveURL(/po_id=/);
  const poUrl = new URL(s.url());
  const poHeading = s.getByRole('heading', { level: 2, name: /^PO-\d{5}$/ });
  await expect(poHeading).toBeVisible();
  const poRef = (await poHeading.textContent())!.trim();
  expect(poRef).toMatch(/^PO-\d{5}$/);
  await s.getByRole('button', { name: 'Issue order' }).click();
  await expect(s.getByText('Issued', { exact: true })).toBeVisible();
  const [download] = await Promise.all([
    s.waitForEvent('download'),
    s.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${poRef}.pdf`);
  const pdf = readFileSync((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await shot(s, 'purchase-order-1280.png');

  // The worker takes 400 of 500 bricks in on site, with a photo of the ticket.
  await w.goto(`/app/materials${poUrl.search}`);
  await w.getByRole('button', { name: 'Record delivery' }).click();
  const delivery = w.getByRole('form', { name: 'Record delivery' });
  await delivery.getByLabel(new RegExp(`Received: ${item}`)).fill('400');
  await delivery
    .getByLabel('Delivery ticket photo')
    .setInputFiles({ name: 'ticket.png', mimeType: 'image/png', buffer: TICKET_PNG });
  await delivery.getByLabel('Shortage or damage notes').fill('100 short, rest promised Friday');
  await shot(w, 'delivery-form-390.png');
  await delivery.getByRole('button', { name: 'Save delivery' }).click();
  await expect(w.getByText('Part delivered', { exact: true })).toBeVisible();
  await expect(w.getByText(/ticket photo · 100 short, rest promised Friday/)).toBeVisible();
  await shot(w, 'purchase-order-390.png');

  // The supplier bills all 500: flagged for the 100 missing at £0.88 = £88.00; a supervisor cannot approve it.
  await s.reload();
  await s.getByRole('button', { name: 'Enter invoice' }).click();
  const invoiceForm = s.getByRole('form', { name: 'Enter invoice' });
  await invoiceForm.getByLabel('Supplier reference').fill(`BT-${suffix}`);
  await invoiceForm.getByLabel('Invoice date').fill('20/12/2026');
  await invoiceForm.getByRole('button', { name: 'Save invoice' }).click();
  const invoice = s.getByRole('group', { name: `Invoice BT-${suffix}` });
  await expect(invoice).toContainText('Mismatch');
  await expect(invoice).toContainText('Quantity variance £88.00');
  await expect(invoice.getByRole('button', { name: /Approve/ })).toHaveCount(0);
  await expect(invoice).toContainText('needs a manager’s override');
  await shot(s, 'invoice-mismatch-1280.png');

  // A manager approves it only with an override reason.
  const office = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const m = await office.newPage();
  await signInAs(m, 'manager', `/app/materials${poUrl.search}`);
  const managed = m.getByRole('group', { name: `Invoice BT-${suffix}` });
  await managed.getByRole('button', { name: 'Approve with override' }).click();
  await expect(managed.getByRole('alert').or(m.getByRole('alert'))).toContainText(
    'Override reason is required',
  );
  await managed.getByLabel('Override reason').fill('Balance arrives Friday; credit note agreed');
  await managed.getByRole('button', { name: 'Approve with override' }).click();
  await expect(managed).toContainText('Approved');
  await expect(m.getByText('Invoiced', { exact: true })).toBeVisible();

  // The worker's request shows the whole timeline.
  await w.goto(`/app/materials${requestUrl.search}`);
  await expect(w.getByText('Part delivered', { exact: true })).toBeVisible();
  await expect(w.getByRole('list', { name: 'Timeline' })).toContainText(
    'sent supplier enquiries for material request',
  );
  await shot(w, 'request-detail-390.png');
  await s.goto('/app/materials?view=orders');
  await expect(s.getByRole('table', { name: 'Purchase orders' })).toContainText(poRef);
  await shot(s, 'orders-list-1280.png');
  await Promise.all([phone.close(), desk.close(), office.close()]);
});
