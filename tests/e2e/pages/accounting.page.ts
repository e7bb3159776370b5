// Page object for Settings → Accounting, and GraphQL shortcuts that set up a fresh company's purchase the way
// the app itself would (same BFF, that company's own people): a manager invited and signed in, a supplier, a
// project, an order issued, its delivery and the supplier's invoice entered — ready for someone else to approve.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiCreateProject, graphql } from './projects.page';

export class AccountingSection {
  readonly region: Locator;
  constructor(private readonly page: Page) {
    this.region = page.getByRole('region', { name: 'Accounting', exact: true });
  }

  async goto() {
    await this.page.goto('/app/settings');
    await expect(this.region).toBeVisible();
  }

  /** Connect → the service's consent page (our fake) → Allow → back in Settings, connected. */
  async connect(service: string) {
    await this.region.getByRole('button', { name: `Connect ${service}` }).click();
    await expect(this.page.getByRole('heading', { name: `${service} (test fake)` })).toBeVisible();
    await this.page.getByRole('button', { name: 'Allow' }).click();
    await expect(this.page).toHaveURL(/\/app\/settings$/);
  }

  get mapping(): Locator {
    return this.region.getByRole('form', { name: 'Tax codes and accounts' });
  }

  /** A select of the mapping form: a VAT code in one direction, or an account. */
  select(group: 'Purchases' | 'Sales' | 'Accounts', label: string): Locator {
    return this.mapping.getByRole('group', { name: group }).getByLabel(label);
  }

  get postings(): Locator {
    return this.region.getByRole('table', { name: 'Latest postings' });
  }
}

/** Invites a manager into the signed-in admin's company and sets their password: their token. */
export async function apiInviteManager(
  request: APIRequestContext,
  adminToken: string,
  person: { first: string; last: string; email: string; password: string },
): Promise<string> {
  const { inviteUser } = await graphql<{ inviteUser: { set_password_link: string } }>(
    request,
    `
      mutation I($input: InviteUserInput!) {
        inviteUser(input: $input) {
          set_password_link
        }
      }
    `,
    { input: { email: person.email, first_name: person.first, last_name: person.last, role: 'manager' } },
    adminToken,
  );
  const token = new URL(inviteUser.set_password_link).searchParams.get('token');
  const { resetPassword } = await graphql<{ resetPassword: { access_token: string } }>(
    request,
    `
      mutation R($input: ResetPasswordInput!) {
        resetPassword(input: $input) {
          access_token
        }
      }
    `,
    { input: { token, new_password: person.password } },
  );
  return resetPassword.access_token;
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * As `manager`: a materials supplier, a live project, an order for 40 blocks at £2.10 + 20% VAT issued, all 40
 * delivered, and the supplier's invoice for them entered (so only someone else may approve it).
 */
export async function apiInvoicedOrder(
  request: APIRequestContext,
  token: string,
  names: { supplier: string; project: string; reference: string },
): Promise<{ poId: string; invoiceId: string }> {
  const { createSupplier } = await graphql<{ createSupplier: { id: string } }>(
    request,
    `
      mutation S($input: CreateSupplierInput!) {
        createSupplier(input: $input) {
          id
        }
      }
    `,
    { input: { name: names.supplier, kinds: ['materials'], email: 'accounts@supplier.example' } },
    token,
  );
  const project = await apiCreateProject(request, token, { name: names.project, status: 'active' });
  const { createPurchaseOrder: po } = await graphql<{
    createPurchaseOrder: { id: string; lines: { id: string }[] };
  }>(
    request,
    `
      mutation P($input: CreatePurchaseOrderInput!) {
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
        project_id: project.id,
        supplier_id: createSupplier.id,
        lines: [
          {
            description: 'Dense concrete blocks',
            quantity: 40,
            unit: 'each',
            unit_price_pence: 210,
            vat_code: 'standard',
          },
        ],
      },
    },
    token,
  );
  const lineId = po.lines[0]!.id;
  await graphql(
    request,
    `
      mutation I($id: ID!) {
        changePurchaseOrderStatus(id: $id, status: "issued") {
          id
        }
      }
    `,
    { id: po.id },
    token,
  );
  await graphql(
    request,
    `
      mutation D($id: ID!, $input: RecordDeliveryInput!) {
        recordMaterialDelivery(purchase_order_id: $id, input: $input) {
          id
        }
      }
    `,
    { id: po.id, input: { lines: [{ line_id: lineId, quantity: 40 }] } },
    token,
  );
  const { addSupplierInvoice } = await graphql<{
    addSupplierInvoice: { invoices: { id: string; supplier_reference: string }[] };
  }>(
    request,
    `
      mutation V($id: ID!, $input: SupplierInvoiceInput!) {
        addSupplierInvoice(purchase_order_id: $id, input: $input) {
          invoices {
            id
            supplier_reference
          }
        }
      }
    `,
    {
      id: po.id,
      input: {
        supplier_reference: names.reference,
        invoice_date: today(),
        lines: [{ line_id: lineId, quantity: 40, unit_price_pence: 210 }],
      },
    },
    token,
  );
  const invoice = addSupplierInvoice.invoices.find((i) => i.supplier_reference === names.reference)!;
  return { poId: po.id, invoiceId: invoice.id };
}
