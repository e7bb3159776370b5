// Figures follow the day without a reload (issue 35, point 5): a supervisor has an order open with its project's
// materials panel; recording a delivery on it moves Received at once (the mutation refetches the figures on
// screen), and a new order issued by a manager elsewhere moves Committed on the same open page (the live activity
// event refetches them). No reload anywhere: the page's own marker survives to the end.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { signInAs } from './pages/login.page';
import { apiCreateProject, apiSignIn, graphql, uniqueSuffix } from './pages/projects.page';

test.describe.configure({ timeout: 120_000 });

async function materialsSupplierId(request: APIRequestContext, token: string): Promise<string> {
  const data = await graphql<{ suppliers: { items: { id: string }[] } }>(
    request,
    `
      query S {
        suppliers(kind: materials, status: active, page: 1, size: 1) {
          items {
            id
          }
        }
      }
    `,
    {},
    token,
  );
  return data.suppliers.items[0]!.id;
}

/** An order raised and issued the way the office does it: `quantity` bags at `pricePence` each, standard VAT. */
async function issuedOrder(
  request: APIRequestContext,
  token: string,
  input: { projectId: string; supplierId: string; description: string; quantity: number; pricePence: number },
): Promise<{ id: string; lineId: string }> {
  const created = await graphql<{ createPurchaseOrder: { id: string; lines: { id: string }[] } }>(
    request,
    `
      mutation C($input: CreatePurchaseOrderInput!) {
        createPurchaseOrder(input: $input) {
          id
          lines {
            id
          }
        }
      }
    `,
    {
      input: {
        project_id: input.projectId,
        supplier_id: input.supplierId,
        delivery_date: '2026-12-10',
        lines: [
          {
            description: input.description,
            quantity: input.quantity,
            unit: 'bag',
            unit_price_pence: input.pricePence,
            vat_code: 'standard',
          },
        ],
      },
    },
    token,
  );
  const id = created.createPurchaseOrder.id;
  await graphql(
    request,
    `
      mutation I($id: ID!) {
        changePurchaseOrderStatus(id: $id, status: "issued") {
          id
          status
        }
      }
    `,
    { id },
    token,
  );
  return { id, lineId: created.createPurchaseOrder.lines[0]!.id };
}

test('a delivery and a new order move the project materials panel on an open page, without a reload', async ({
  page,
  request,
}) => {
  const suffix = uniqueSuffix();
  const manager = await apiSignIn(request, 'manager');
  const project = await apiCreateProject(request, manager.token, {
    name: `Figures Yard ${suffix}`,
    status: 'active',
    budget: { materials: 1_000_000 },
  });
  const supplierId = await materialsSupplierId(request, manager.token);
  // 40 bags at £7.50: £300.00 net committed.
  const first = await issuedOrder(request, manager.token, {
    projectId: project.id,
    supplierId,
    description: `Cement 25kg ${suffix}`,
    quantity: 40,
    pricePence: 750,
  });

  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'supervisor', `/app/materials?po_id=${first.id}`);
  const panel = page.getByRole('region', { name: 'Project material costs' });
  await expect(panel).toContainText('Committed £300.00');
  await expect(panel).toContainText('Received £0.00');
  // Marks this very document: a reload would lose it.
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

  // The supervisor takes 16 of the 40 bags in: £120.00 received.
  await page.getByRole('button', { name: 'Record delivery' }).click();
  const delivery = page.getByRole('form', { name: 'Record delivery' });
  await delivery.getByLabel(new RegExp(`Received: Cement 25kg ${suffix}`)).fill('16');
  await delivery.getByRole('button', { name: 'Save delivery' }).click();
  await expect(page.getByText('Part delivered', { exact: true })).toBeVisible();
  await expect(panel).toContainText('Received £120.00');

  // Meanwhile the manager orders 20 more bags at £7.50 elsewhere: £150.00 more committed, heard live.
  await issuedOrder(request, manager.token, {
    projectId: project.id,
    supplierId,
    description: `Cement top-up ${suffix}`,
    quantity: 20,
    pricePence: 750,
  });
  await expect(panel).toContainText('Committed £450.00', { timeout: 15_000 });
  await expect(panel).toContainText('Received £120.00');
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});
