// One contractor's day, walked end to end (issue 35's "Done when"): each role in its own browser — the worker on a
// 390×844 phone, the supervisor, manager and admin at a 1280 desk — moves the day's work through the modules in
// order, through the UI, with the notifications carrying it from one person to the next. The API only sets up
// what is not the point (a fresh project and team membership per test, a subcontract gang's submitted week, a
// few material requests to count), each uniquely named so parallel specs never collide.
//   1. materials day: request from the phone's quick action → the supervisor's bell → approve → price → order and
//      issue the PO → the worker records the delivery on the phone → the supervisor's open order shows it received
//      without a reload → the supervisor enters the supplier's invoice → a manager approves it and records its
//      payment (date and reference) → the worker's bell tells them what became of their request.
//   2. plant and labour day: plant with an operator (the supervisor's bell → approved at the operated rate); the
//      worker's week from My timesheet → the supervisor's bell → bulk-approved with a gang's week → the gang's
//      invoice entered and matched (manager), approved (admin), exported and paid (manager).
//   3. sales day (manager/QS): enquiry → estimate → client quotation PDF with no overhead or profit in it → issue
//      (asked first) → accept (asked first) → Won → convert (asked first) → template from the estimate → the first
//      application.
//   4. admin day: every module from the header at 1280px and under "More" at 768px; a dashboard count opens its
//      filtered list, which exports as CSV holding exactly the rows it shows.
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { signInAs } from './pages/login.page';
import { Bell } from './pages/notifications.page';
import { apiProjectWithWorker, apiSignIn, graphql, uniqueSuffix } from './pages/projects.page';
import { PlantPage, ukDate as ukDateFromToday } from './pages/plant.page';
import {
  apiCreateOperative,
  apiCreateSubcontractor,
  apiSubmitWeek,
  thisMonday,
  ukDate,
} from './pages/labour.page';
import { SalesWalk } from './pages/enquiries.page';

test.describe.configure({ timeout: 240_000 });

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 800 };

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, verbosity: 0 }).promise;
  const out: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    out.push(content.items.map((i) => ('str' in i ? i.str : '')).join(' '));
  }
  return out.join('\n');
}

/** The records of a CSV export (BOM dropped; a quoted cell may hold commas). */
function csvRows(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((line) => [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)].map((m) => m[1]!.replace(/^"|"$/g, '')))
    .map((cells) => cells.slice(0, -1));
}

async function apiMaterialRequest(
  request: APIRequestContext,
  token: string,
  projectId: string,
  description: string,
): Promise<{ id: string; reference: string }> {
  const data = await graphql<{ createMaterialRequest: { id: string; reference: string } }>(
    request,
    `
      mutation C($input: CreateMaterialRequestInput!) {
        createMaterialRequest(input: $input) {
          id
          reference
        }
      }
    `,
    { input: { project_id: projectId, lines: [{ description, quantity: 10, unit: 'each' }] } },
    token,
  );
  return data.createMaterialRequest;
}

test('materials day: request on the phone → bell → approve → order → delivery → invoice approved and paid → worker told', async ({
  browser,
  request,
}) => {
  const suffix = uniqueSuffix();
  const name = `Day Yard ${suffix}`;
  const { project } = await apiProjectWithWorker(request, 'manager', {
    name,
    budget: { materials: 1_000_000 },
  });
  const item = `Cement 25kg ${suffix}`;
  const supplier = 'Castle Builders Merchants Ltd';

  // 07:30 — the worker, on a phone, asks for cement from the quick action.
  const phone = await browser.newContext({ viewport: PHONE });
  const w = await phone.newPage();
  await signInAs(w, 'worker');
  await w.getByRole('button', { name: 'Quick actions' }).click();
  await w.getByRole('menuitem', { name: 'New Material Request' }).click();
  await expect(w.getByRole('heading', { name: 'New material request' })).toBeVisible();
  await w.getByLabel('Project').selectOption({ label: `${project.project_number} ${name}` });
  await w.getByLabel('Required by').fill(ukDateFromToday(7));
  const line = w.getByRole('group', { name: 'Line 1' });
  await line.getByLabel('Description').fill(item);
  await line.getByLabel('Quantity').fill('20');
  await line.getByLabel('Unit').fill('bag');
  await w.getByRole('button', { name: 'Send request' }).click();
  await expect(w).toHaveURL(/request_id=/);
  const requestId = new URL(w.url()).searchParams.get('request_id')!;
  const heading = w.getByRole('heading', { level: 2, name: /^MR-\d{4}$/ });
  await expect(heading).toBeVisible();
  const reference = (await heading.textContent())!.trim();
  await expect(w.getByText('Requested', { exact: true })).toBeVisible();

  // 08:00 — the supervisor finds it under the bell and lands on the request.
  const desk = await browser.newContext({ viewport: DESK });
  const s = await desk.newPage();
  await signInAs(s, 'supervisor');
  const asked = await new Bell(s).find(
    `Material request ${reference} needs approval: ${project.project_number}`,
  );
  await expect(asked).toContainText(item);
  await asked.click();
  await expect(s).toHaveURL(new RegExp(`/app/materials\\?request_id=${requestId}$`));
  await expect(s.getByRole('heading', { level: 2, name: reference })).toBeVisible();
  await s.getByRole('button', { name: 'Approve' }).click();
  await expect(s.getByText('Approved', { exact: true })).toBeVisible();

  // The supervisor asks the merchant for a price, enters it, orders and issues the PO.
  await s.getByRole('checkbox', { name: supplier }).check();
  await s.getByRole('button', { name: 'Send enquiries' }).click();
  await expect(s.getByText('Quoting', { exact: true })).toBeVisible();
  await s.getByRole('button', { name: `Enter quote from ${supplier}` }).click();
  const quote = s.getByRole('form', { name: `Quote from ${supplier}` });
  await quote.getByLabel(`Unit price (£) for ${item}`).fill('7.50');
  await quote.getByLabel('Lead time (days)').fill('2');
  await quote.getByLabel('Valid until').fill('31/12/2099');
  await quote.getByRole('button', { name: 'Save quote' }).click();
  await expect(quote).toHaveCount(0);
  // 20 × £7.50 = £150.00 net, VAT £30.00, £180.00.
  await expect(s.getByRole('table', { name: 'Quote comparison' })).toContainText('£180.00');
  await s.getByRole('button', { name: `Order from ${supplier}` }).click();
  await expect(s).toHaveURL(/po_id=/);
  const poId = new URL(s.url()).searchParams.get('po_id')!;
  const poHeading = s.getByRole('heading', { level: 2, name: /^PO-\d{5}$/ });
  await expect(poHeading).toBeVisible();
  const poRef = (await poHeading.textContent())!.trim();
  await s.getByRole('button', { name: 'Issue order' }).click();
  await expect(s.getByText('Issued', { exact: true })).toBeVisible();
  const panel = s.getByRole('region', { name: 'Project material costs' });
  await expect(panel).toContainText('Committed £150.00');
  await expect(panel).toContainText('Received £0.00');
  // Marks this very document: a reload would lose it.
  await s.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

  // 11:00 — the lorry arrives: the worker opens the order from their request and records the delivery.
  await w.goto(`/app/materials?request_id=${requestId}`);
  await w.getByRole('button', { name: new RegExp(`^${poRef} · ${supplier}`) }).click();
  await expect(w).toHaveURL(new RegExp(`po_id=${poId}`));
  await w.getByRole('button', { name: 'Record delivery' }).click();
  const delivery = w.getByRole('form', { name: 'Record delivery' });
  await delivery.getByLabel(new RegExp(`Received: ${item}`)).fill('20');
  await delivery.getByRole('button', { name: 'Save delivery' }).click();
  await expect(w.getByText('Delivered', { exact: true })).toBeVisible();

  // The supervisor's open order shows the goods received, without a reload.
  await expect(panel).toContainText('Received £150.00', { timeout: 20_000 });
  await expect(s.getByText('Delivered', { exact: true })).toBeVisible();
  expect(await s.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

  // 15:00 — the merchant's invoice: the supervisor enters it; it matches, and a manager approves it.
  await s.getByRole('button', { name: 'Enter invoice' }).click();
  const invoiceForm = s.getByRole('form', { name: 'Enter invoice' });
  await invoiceForm.getByLabel('Supplier reference').fill(`CB-${suffix}`);
  await invoiceForm.getByLabel('Invoice date').fill(ukDateFromToday(0));
  await invoiceForm.getByRole('button', { name: 'Save invoice' }).click();
  const entered = s.getByRole('group', { name: `Invoice CB-${suffix}` });
  await expect(entered).toContainText('Awaiting approval');
  await expect(entered).not.toContainText('Mismatch');
  // Whoever entered it does not approve it.
  await expect(entered.getByRole('button', { name: /Approve/ })).toHaveCount(0);

  const office = await browser.newContext({ viewport: DESK });
  const m = await office.newPage();
  await signInAs(m, 'manager', `/app/materials?po_id=${poId}`);
  const invoice = m.getByRole('group', { name: `Invoice CB-${suffix}` });
  await expect(invoice).toContainText('£180.00');
  await invoice.getByRole('button', { name: 'Approve invoice' }).click();
  await expect(invoice.getByText('Approved', { exact: true })).toBeVisible();
  await expect(m.getByText('Invoiced', { exact: true })).toBeVisible();

  // 16:30 — the manager pays it: the payment date and the BACS reference are recorded on the invoice.
  await invoice.getByRole('button', { name: 'Record payment' }).click();
  const payment = m.getByRole('dialog', { name: `Record payment of CB-${suffix}` });
  await payment.getByRole('textbox', { name: 'Payment date' }).fill(ukDateFromToday(0));
  await payment.getByRole('textbox', { name: 'Payment reference' }).fill(`BACS ${suffix}`);
  await payment.getByRole('button', { name: 'Record payment' }).click();
  await expect(invoice).toContainText(`Paid ${ukDateFromToday(0)}`);
  await expect(invoice).toContainText(`Payment reference: BACS ${suffix}`);
  await expect(invoice.getByRole('button', { name: 'Record payment' })).toHaveCount(0);

  // 17:00 — the worker's bell says what became of the request: approved, then ordered.
  const ordered = await new Bell(w).find(`Material request ${reference} has been ordered`);
  await expect(new Bell(w).item(`Material request ${reference} was approved`)).toBeVisible();
  await ordered.click();
  await expect(w).toHaveURL(new RegExp(`/app/materials\\?request_id=${requestId}$`));
  await expect(w.getByRole('heading', { level: 2, name: reference })).toBeVisible();
  await expect(w.getByRole('button', { name: new RegExp(`^${poRef} · ${supplier}`) })).toBeVisible();
  await Promise.all([phone.close(), desk.close(), office.close()]);
});

test('plant and labour day: operated plant approved from the bell → My timesheet → bulk approval → gang invoice paid', async ({
  browser,
  request,
}) => {
  const suffix = uniqueSuffix();
  const name = `Day Cutting ${suffix}`;
  const {
    project,
    label: projectLabel,
    creator: admin,
  } = await apiProjectWithWorker(request, 'admin', { name, site_postcode: 'CF10 4AA' });
  // A bricklaying gang's week on the same project, entered by the office (set-up, not the point).
  const week = thisMonday();
  const subbie = `Day Brickwork ${suffix}`;
  const supplierId = await apiCreateSubcontractor(request, admin.token, subbie, 'net');
  const gang = [`Huw Day ${suffix}`, `Rhys Day ${suffix}`];
  for (const op of gang) {
    const id = await apiCreateOperative(request, admin.token, op, supplierId, 200_00);
    await apiSubmitWeek(request, admin.token, id, project.id, week);
  }

  // The worker asks for an excavator with a driver from the phone's quick action.
  const phone = await browser.newContext({ viewport: PHONE });
  const w = await phone.newPage();
  await signInAs(w, 'worker');
  const { reference, id } = await new PlantPage(w).requestFromQuickActions({
    project: projectLabel,
    what: '3t Excavator',
    from: ukDateFromToday(1),
    until: ukDateFromToday(3),
    notes: `Soakaway dig ${suffix}`,
    withOperator: true,
  });

  // The supervisor is told under the bell, clicks through and approves it at the rate with an operator.
  const desk = await browser.newContext({ viewport: DESK });
  const s = await desk.newPage();
  await signInAs(s, 'supervisor');
  const asked = await new Bell(s).find(
    `Plant request ${reference} needs approval: 3t Excavator for ${project.project_number}`,
  );
  await asked.click();
  await expect(s).toHaveURL(new RegExp(`/app/plant\\?request_id=${id}$`));
  const dialog = new PlantPage(s).request(reference);
  await dialog.getByRole('button', { name: 'Approve' }).click();
  const rates = dialog.getByRole('radiogroup', { name: 'Supplier rate' });
  // Morgan Groundworks: £85.00 a day self-drive, £245.00 with an operator — the operated rate is the one offered.
  const morgan = rates.locator('label').filter({ hasText: 'Morgan Groundworks Ltd' });
  await expect(morgan).toContainText('£245.00 / day with operator');
  await expect(rates).not.toContainText('self-drive');
  await expect(rates).not.toContainText('£85.00 / day');
  await morgan.getByRole('radio').check();
  await dialog.getByRole('button', { name: 'Approve hire' }).click();
  await expect(s.getByText(`${reference} approved`)).toBeVisible();
  await expect(dialog.getByText('Morgan Groundworks Ltd', { exact: true })).toBeVisible();

  // The worker is told, and opens My timesheet from the quick actions to send the week.
  await w.goto('/app/worker-dashboard');
  await new Bell(w).find(`Plant request ${reference} (3t Excavator) was approved`);
  await w.keyboard.press('Escape');
  await w.getByRole('button', { name: 'Quick actions' }).click();
  await w.getByRole('menuitem', { name: 'My timesheet' }).click();
  await expect(w).toHaveURL(/\/app\/labour\/my-timesheet$/);
  await expect(w.getByRole('heading', { level: 1, name: 'My timesheet' })).toBeVisible();
  await w.getByRole('button', { name: 'Enter hours for this week' }).click();
  await expect(w.getByRole('heading', { name: 'Enter a week' })).toBeVisible();
  await expect(w.getByLabel('Operative')).toHaveValue(/.+/);
  await w.getByLabel('Project').selectOption({ label: projectLabel });
  const hours = w.getByRole('group', { name: 'Hours per day' });
  for (const [day, h] of [
    ['Mon', '8'],
    ['Tue', '8'],
    ['Wed', '8'],
    ['Thu', '8'],
    ['Fri', '6'],
  ] as const) {
    await hours.getByLabel(day, { exact: true }).fill(h);
  }
  await w.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(w.getByRole('heading', { name: 'Enter a week' })).toHaveCount(0);
  const mine = w
    .getByRole('group', { name: 'Timesheet Gareth Price' })
    .filter({ hasText: project.project_number });
  await expect(mine).toContainText('Submitted');

  // The supervisor is told, opens the week from the bell and approves the worker's and the gang's at once.
  const wc = ukDate(week);
  await s.goto('/app/plant');
  // Other specs' workers may send the same operative's week: this project's sheet is the one.
  const sheetAsk = await new Bell(s).find(
    `Timesheet for Gareth Price w/c ${wc} needs approval`,
    project.project_number,
  );
  await expect(sheetAsk).toContainText(`sent 38 hours on ${project.project_number}`);
  await sheetAsk.click();
  await expect(s).toHaveURL(new RegExp(`/app/labour\\?tab=timesheets&week=${week}&timesheet_id=`));
  await expect(s.getByText(`Week commencing ${wc}`)).toBeVisible();
  for (const op of ['Gareth Price', ...gang]) {
    await s.getByRole('checkbox', { name: `Select ${op} ${project.project_number}` }).check();
  }
  const bar = s.getByRole('region', { name: 'Selected' });
  await expect(bar).toContainText('3 timesheets selected');
  await bar.getByRole('button', { name: 'Approve selected' }).click();
  await expect(s.getByRole('status', { name: 'Bulk result' })).toContainText('3 of 3 approved');
  for (const op of gang) {
    await expect(s.getByRole('group', { name: `Timesheet ${op}` }).getByText('Approved')).toBeVisible();
  }
  // The worker's sheet is approved on their phone too.
  await w.reload();
  await expect(mine).toContainText('Approved');

  // The gang's invoice: the manager enters it against the approved week and matches it…
  const office = await browser.newContext({ viewport: DESK });
  const m = await office.newPage();
  await signInAs(m, 'manager', '/app/labour?tab=invoices');
  await m.getByRole('button', { name: 'Enter invoice' }).click();
  await m.getByLabel('Supplier', { exact: true }).selectOption({ label: subbie });
  await m.getByLabel('Supplier’s invoice number').fill(`DB-${suffix}`);
  await m.getByLabel('Invoice date').fill(wc);
  await m.getByLabel('Period from').fill(wc);
  const end = new Date(`${week}T12:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 6);
  await m.getByLabel('Period to').fill(ukDate(end.toISOString().slice(0, 10)));
  for (const [i, op] of gang.entries()) {
    if (i > 0) await m.getByRole('button', { name: 'Add line' }).click();
    const invoiceLine = m.getByRole('group', { name: `Line ${i + 1}` });
    await invoiceLine.getByLabel('Operative').selectOption({ label: op });
    await invoiceLine.getByLabel('Project').selectOption({ label: projectLabel });
    await invoiceLine.getByLabel('Quantity').fill('5');
    await expect(invoiceLine.getByLabel('Rate (£)')).toHaveValue('200.00');
  }
  await m.getByRole('button', { name: 'Save invoice' }).click();
  await expect(m).toHaveURL(/\/app\/labour\/invoices\//);
  const invoicePath = new URL(m.url()).pathname;
  await expect(m.getByRole('table', { name: 'Invoice lines' }).getByText('Matches')).toHaveCount(2);
  await expect(
    m
      .getByRole('table', { name: 'CIS and VAT arithmetic' })
      .getByRole('row', { name: /CIS deduction at 20%/ }),
  ).toContainText('£400.00');
  await m.getByRole('button', { name: 'Match to timesheets' }).click();
  await expect(m.getByText('Matched', { exact: true })).toBeVisible();
  await expect(m.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // …the admin approves it (not the one who entered it)…
  const back = await browser.newContext({ viewport: DESK });
  const a = await back.newPage();
  await signInAs(a, 'admin');
  await a.goto(invoicePath);
  await a.getByRole('button', { name: 'Approve' }).click();
  await expect(a.getByText('Approved', { exact: true })).toBeVisible();
  await back.close();

  // …and the manager sends it to the accounts and records the payment.
  await m.reload();
  await expect(m.getByText('Approved', { exact: true })).toBeVisible();
  await m.getByRole('button', { name: 'Mark exported' }).click();
  await expect(m.getByText('Exported', { exact: true })).toBeVisible();
  await m.getByRole('button', { name: 'Record payment' }).click();
  await m.getByRole('button', { name: 'Record payment' }).click();
  await expect(m.getByText('Paid', { exact: true })).toBeVisible();
  await m.goto('/app/labour?tab=invoices');
  await expect(m.getByRole('row', { name: new RegExp(`DB-${suffix}`) })).toContainText('Paid');
  await Promise.all([phone.close(), desk.close(), office.close()]);
});

test('sales day: enquiry → estimate → client PDF → issue → accept → Won → convert → first application', async ({
  page,
}) => {
  await page.setViewportSize(DESK);
  const tag = uniqueSuffix();
  const title = `Loft conversion ${tag}`;
  await signInAs(page, 'manager');
  const walk = new SalesWalk(page);
  // Lines £3,000.00, overhead £300.00, profit £165.00: net £3,465.00, VAT £693.00, gross £4,158.00.
  await walk.priceEstimate({
    title,
    client: `Evans ${tag}`,
    postcode: 'CF11 9LJ',
    lines: [
      {
        section: 'Preliminaries',
        description: 'Scaffold and welfare',
        quantity: '1',
        unit: 'item',
        unitCost: '1000.00',
      },
      { section: 'Labour', description: 'Carpenter', quantity: '10', unit: 'day', unitCost: '200.00' },
    ],
    overhead: '10',
    profit: '5',
    net: '£3,465.00',
    gross: '£4,158.00',
  });

  // The client's quotation: section totals at selling price, nothing of the margins.
  const text = await pdfText(await walk.downloadQuotation());
  expect(text).toContain('£3,465.00');
  expect(text).toContain('£4,158.00');
  expect(text).not.toMatch(/overhead/i);
  expect(text).not.toMatch(/profit/i);

  // Issue, asked first: the enquiry follows to Submitted.
  await walk.issue();

  // The client accepts, asked first: the enquiry shows Won.
  await walk.accept('£4,158.00');
  await walk.openEnquiry('Won');

  // Convert, asked first, naming the contract value; the project opens.
  await walk.convert('£3,465.00', title);

  // The application template starts from the estimate; the first application follows from it.
  await walk.openTemplate('£3,465.00');
  await expect(page.getByLabel('Line 1 description')).toHaveValue('Preliminaries: Scaffold and welfare');
  const templateName = page.getByLabel('Template name');
  if (!(await templateName.inputValue())) await templateName.fill(`Main contract ${tag}`);
  await page.getByRole('button', { name: 'Create template' }).click();
  await expect(page).toHaveURL(/\/app\/applications\/create\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Create Application' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Valuation date' }).fill(ukDateFromToday(0));
  const first = page.getByLabel(/percent complete$/);
  await expect(first).toHaveCount(2);
  await first.nth(0).fill('100');
  await first.nth(1).fill('50');
  // Preliminaries in full plus half the carpentry, at selling price: 1,155.00 + 1,155.00 = £2,310.00 gross.
  const totals = page.getByRole('table', { name: 'Application totals' });
  await expect(totals.getByRole('row', { name: /Gross valuation to date/ })).toContainText('£2,310.00');
  await page.getByRole('button', { name: 'Create application' }).click();
  await expect(page.getByRole('heading', { name: /application no\. 1$/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Application totals' })).toContainText('£2,310.00');
});

test('admin day: every module from the header, a dashboard count to its list, the list as CSV', async ({
  page,
  request,
}) => {
  // Three requests of this run's own: two wait for approval, one is approved already.
  const suffix = uniqueSuffix();
  const supervisor = await apiSignIn(request, 'supervisor');
  const name = `Admin Wharf ${suffix}`;
  const { project, worker } = await apiProjectWithWorker(request, 'manager', { name });
  const waiting = [
    await apiMaterialRequest(request, worker.token, project.id, `Sand ${suffix}`),
    await apiMaterialRequest(request, worker.token, project.id, `Lime ${suffix}`),
  ];
  const decided = await apiMaterialRequest(request, worker.token, project.id, `Ballast ${suffix}`);
  await graphql(
    request,
    'mutation M($id: ID!) { changeMaterialRequestStatus(id: $id, status: "approved") { id } }',
    { id: decided.id },
    supervisor.token,
  );

  await page.setViewportSize(DESK);
  await signInAs(page, 'admin');
  const header = page.getByRole('navigation', { name: 'Main navigation' });
  const modules: [string, RegExp, string][] = [
    ['Dashboard', /\/app\/dashboard$/, 'Dashboard'],
    ['Projects', /\/app\/projects$/, 'Projects'],
    ['Plant', /\/app\/plant$/, 'Plant'],
    ['Materials', /\/app\/materials$/, 'Materials'],
    ['Forms', /\/app\/forms$/, 'Forms'],
    ['Labour', /\/app\/labour$/, 'Labour'],
    ['Enquiries', /\/app\/enquiries$/, 'Enquiries'],
    ['Applications', /\/app\/applications$/, 'Applications'],
    ['Suppliers', /\/app\/suppliers$/, 'Suppliers'],
    ['Users', /\/app\/users$/, 'Users'],
  ];
  // At 1280px every module is in the header itself.
  await expect(header.getByRole('button', { name: 'More' })).toHaveCount(0);
  for (const [label, url, h1] of modules) {
    await header.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1, name: h1, exact: true })).toBeVisible();
  }
  // At 768px the less used ones are under "More", and each still opens.
  await page.setViewportSize({ width: 768, height: 800 });
  let underMore = 0;
  for (const [label, url, h1] of modules) {
    const inline = header.getByRole('link', { name: label, exact: true });
    if (await inline.isVisible()) {
      await inline.click();
    } else {
      await header.getByRole('button', { name: 'More' }).click();
      await page.getByRole('menuitem', { name: label, exact: true }).click();
      underMore += 1;
    }
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1, name: h1, exact: true })).toBeVisible();
  }
  expect(underMore).toBeGreaterThan(0);

  // A count on the dashboard opens exactly what it counted.
  await page.setViewportSize(DESK);
  await page.goto('/app/dashboard');
  const count = page.getByRole('link', { name: /^Material requests awaiting approval: \d+$/ });
  await expect(count).toBeVisible({ timeout: 20_000 });
  expect(Number((await count.textContent())!.trim())).toBeGreaterThanOrEqual(2);
  await count.click();
  await expect(page).toHaveURL(/\/app\/materials\?status=requested$/);
  const table = page.getByRole('table', { name: 'Material requests' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  for (const row of (await table.getByRole('row').all()).slice(1))
    await expect(row).toContainText('Requested');
  await expect(table).not.toContainText(decided.reference);

  // Narrowed to this run's project, the list as CSV holds exactly the rows on screen.
  await page.getByRole('searchbox', { name: 'Search requests' }).fill(name);
  await expect(page).toHaveURL(/status=requested/);
  await expect(table.getByRole('row')).toHaveCount(3); // header + the two waiting
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const rows = csvRows((await readFile((await file.path())!)).toString('utf8'));
  const [head, ...body] = rows;
  const at = (h: string) => head!.indexOf(h);
  expect(body.map((r) => r[at('Reference')]).sort()).toEqual(waiting.map((r) => r.reference).sort());
  for (const r of body) {
    expect(r[at('Status')]).toBe('Requested');
    expect(r[at('Project number')]).toBe(project.project_number);
    expect(r[at('Project')]).toBe(name);
  }
});
