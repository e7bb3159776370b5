// TEST ONLY. A stateful fake of Xero (decision 0079) on 127.0.0.1, speaking what our adapter uses of Xero's
// identity server and Accounting API 2.0, in Xero's own shapes (PascalCase JSON, `Xero-Tenant-Id`, the
// ValidationException body, Retry-After and X-Rate-Limit-Problem on 429): the consent page and token endpoint
// (OAuthFake: codes used once, refresh tokens rotating), revocation, GET /connections, and per organisation the
// Organisation, TaxRates (a UK organisation's, the DRCHARGE… reverse charges included), Accounts (one flagged
// for CIS, which line items may not use), Contacts (names unique, as Xero keeps them), Invoices (ACCPAY bills and
// ACCREC invoices) and PurchaseOrders, with Xero's line arithmetic, the Idempotency-Key header (a repeated key
// answers the first answer), payments recorded from a test, and webhook bodies signed with the webhook key.
import { createHmac, randomUUID } from 'node:crypto';
import { startFakeServer, type FakeRequest, type FakeServer, type Reply } from './fake-server.js';
import { OAuthFake } from './oauth-fake.js';

export interface XeroFakeTaxRate {
  Name: string;
  TaxType: string;
  /** Percent, as Xero's DisplayTaxRate. */
  DisplayTaxRate: number;
  CanApplyToRevenue: boolean;
  CanApplyToExpenses: boolean;
  /** The reverse charge: the line's VAT is worked out and reported, not added to the total. */
  reverse?: boolean;
  Status: 'ACTIVE' | 'DELETED';
}

/** A UK organisation's tax rates as Xero lists them (names as Xero words them; the DRC pair differs by source). */
export const UK_TAX_RATES: XeroFakeTaxRate[] = [
  {
    Name: '20% (VAT on Income)',
    TaxType: 'OUTPUT2',
    DisplayTaxRate: 20,
    CanApplyToRevenue: true,
    CanApplyToExpenses: false,
    Status: 'ACTIVE',
  },
  {
    Name: '20% (VAT on Expenses)',
    TaxType: 'INPUT2',
    DisplayTaxRate: 20,
    CanApplyToRevenue: false,
    CanApplyToExpenses: true,
    Status: 'ACTIVE',
  },
  {
    Name: '5% (VAT on Income)',
    TaxType: 'RROUTPUT',
    DisplayTaxRate: 5,
    CanApplyToRevenue: true,
    CanApplyToExpenses: false,
    Status: 'ACTIVE',
  },
  {
    Name: '5% (VAT on Expenses)',
    TaxType: 'RRINPUT',
    DisplayTaxRate: 5,
    CanApplyToRevenue: false,
    CanApplyToExpenses: true,
    Status: 'ACTIVE',
  },
  {
    Name: 'Zero Rated Income',
    TaxType: 'ZERORATEDOUTPUT',
    DisplayTaxRate: 0,
    CanApplyToRevenue: true,
    CanApplyToExpenses: false,
    Status: 'ACTIVE',
  },
  {
    Name: 'Zero Rated Expenses',
    TaxType: 'ZERORATEDINPUT',
    DisplayTaxRate: 0,
    CanApplyToRevenue: false,
    CanApplyToExpenses: true,
    Status: 'ACTIVE',
  },
  {
    Name: 'Exempt Income',
    TaxType: 'EXEMPTOUTPUT',
    DisplayTaxRate: 0,
    CanApplyToRevenue: true,
    CanApplyToExpenses: false,
    Status: 'ACTIVE',
  },
  {
    Name: 'Exempt Expenses',
    TaxType: 'EXEMPTINPUT',
    DisplayTaxRate: 0,
    CanApplyToRevenue: false,
    CanApplyToExpenses: true,
    Status: 'ACTIVE',
  },
  {
    Name: 'No VAT',
    TaxType: 'NONE',
    DisplayTaxRate: 0,
    CanApplyToRevenue: true,
    CanApplyToExpenses: true,
    Status: 'ACTIVE',
  },
  {
    Name: 'Domestic Reverse Charge @ 20% (VAT on Income)',
    TaxType: 'DRCHARGESUPPLY20',
    DisplayTaxRate: 20,
    CanApplyToRevenue: true,
    CanApplyToExpenses: false,
    reverse: true,
    Status: 'ACTIVE',
  },
  {
    Name: 'Domestic Reverse Charge @ 20% (VAT on Expenses)',
    TaxType: 'DRCHARGE20',
    DisplayTaxRate: 20,
    CanApplyToRevenue: false,
    CanApplyToExpenses: true,
    reverse: true,
    Status: 'ACTIVE',
  },
  {
    Name: 'Domestic Reverse Charge @ 5% (VAT on Income)',
    TaxType: 'DRCHARGESUPPLY5',
    DisplayTaxRate: 5,
    CanApplyToRevenue: true,
    CanApplyToExpenses: false,
    reverse: true,
    Status: 'ACTIVE',
  },
  {
    Name: 'Domestic Reverse Charge @ 5% (VAT on Expenses)',
    TaxType: 'DRCHARGE5',
    DisplayTaxRate: 5,
    CanApplyToRevenue: false,
    CanApplyToExpenses: true,
    reverse: true,
    Status: 'ACTIVE',
  },
];

export const UK_ACCOUNTS = [
  { Code: '200', Name: 'Sales', Class: 'REVENUE', Type: 'REVENUE', Status: 'ACTIVE' },
  { Code: '310', Name: 'Cost of Goods Sold', Class: 'EXPENSE', Type: 'DIRECTCOSTS', Status: 'ACTIVE' },
  { Code: '320', Name: 'Subcontractors', Class: 'EXPENSE', Type: 'DIRECTCOSTS', Status: 'ACTIVE' },
  { Code: '2100', Name: 'CIS deductions suffered', Class: 'LIABILITY', Type: 'CURRLIAB', Status: 'ACTIVE' },
  // A system account flagged for CIS: Xero refuses it in API line items.
  {
    Code: '2101',
    Name: 'CIS Liability',
    Class: 'LIABILITY',
    Type: 'CURRLIAB',
    Status: 'ACTIVE',
    SystemAccount: 'CISLIABILITY',
  },
];

interface FakeLine {
  Description: string;
  Quantity: number;
  UnitAmount: number;
  LineAmount: number;
  AccountCode: string;
  TaxType: string;
  TaxAmount: number;
}

export interface XeroFakeInvoice {
  InvoiceID: string;
  Type: 'ACCPAY' | 'ACCREC';
  InvoiceNumber: string;
  Reference?: string;
  ContactID: string;
  Date: string;
  DueDate?: string;
  Status: string;
  LineItems: FakeLine[];
  /** In pence, the fake's own arithmetic. */
  subTotal: number;
  totalTax: number;
  total: number;
  paid: number;
}

export interface XeroFakePurchaseOrder extends Omit<
  XeroFakeInvoice,
  'InvoiceID' | 'Type' | 'InvoiceNumber' | 'paid'
> {
  PurchaseOrderID: string;
  PurchaseOrderNumber: string;
}

export interface XeroFakeOrganisation {
  tenantId: string;
  connectionId: string;
  name: string;
  shortCode: string;
  taxRates: XeroFakeTaxRate[];
  contacts: Map<
    string,
    { ContactID: string; Name: string; ContactNumber?: string; EmailAddress?: string; TaxNumber?: string }
  >;
  invoices: Map<string, XeroFakeInvoice>;
  purchaseOrders: Map<string, XeroFakePurchaseOrder>;
}

export interface XeroFake extends FakeServer {
  oauth: OAuthFake;
  clientId: string;
  clientSecret: string;
  webhookKey: string;
  urls: {
    authorizeUrl: string;
    tokenUrl: string;
    revokeUrl: string;
    connectionsUrl: string;
    apiBase: string;
    appUrl: string;
  };
  organisations: Map<string, XeroFakeOrganisation>;
  /** A payment against an invoice or bill (pence): part paid, or PAID when nothing is left. */
  pay(tenantId: string, invoiceId: string, pence: number): void;
  /** A webhook delivery as Xero signs it: the raw body and its x-xero-signature. */
  webhook(events: { tenantId: string; resourceId: string; category?: 'INVOICE' | 'CONTACT' }[]): {
    body: Buffer;
    signature: string;
  };
  /** Idempotency keys answered (by key). */
  idempotent: Map<string, Reply>;
}

const pence = (n: number) => Math.round(n * 100);
const money = (p: number) => Number((p / 100).toFixed(2));
/** VAT on a line in pence, half up (Xero rounds each line to the penny). */
const vatOn = (net: number, percent: number) => Math.sign(net) * Math.round((Math.abs(net) * percent) / 100);

function validation(messages: string[], element: object = {}): Reply {
  return {
    status: 400,
    body: {
      ErrorNumber: 10,
      Type: 'ValidationException',
      Message: 'A validation exception occurred',
      Elements: [{ ...element, ValidationErrors: messages.map((Message) => ({ Message })) }],
    },
  };
}

const unauthorized = (): Reply => ({
  status: 401,
  headers: { 'www-authenticate': 'Bearer error="invalid_token"' },
  body: {
    Type: null,
    Title: 'Unauthorized',
    Status: 401,
    Detail: 'AuthenticationUnsuccessful',
    Instance: randomUUID(),
  },
});

/** Xero's `where` filters as our adapter sends them: Field=="value" joined by AND / OR, and Field!="value". */
function matchesWhere(where: string | null, record: Record<string, unknown>): boolean {
  if (!where) return true;
  const clause = (text: string) => {
    const m = /^\s*(\w+)\s*(==|!=)\s*"((?:[^"]|"")*)"\s*$/.exec(text);
    if (!m) throw new Error(`unsupported where clause: ${text}`);
    const value = String(record[m[1]!] ?? '');
    const wanted = m[3]!.replace(/""/g, '"');
    // Xero compares strings case-insensitively in where filters.
    const equal = value.toLowerCase() === wanted.toLowerCase();
    return m[2] === '==' ? equal : !equal;
  };
  return where.split(/\s+OR\s+/).some((any) => any.split(/\s+AND\s+/).every(clause));
}

export async function startXeroFake(
  options: {
    port?: number;
    organisations?: { name: string }[];
    /** The app's registration (the e2e run passes the values it gives core-api). */
    clientId?: string;
    clientSecret?: string;
    webhookKey?: string;
  } = {},
): Promise<XeroFake> {
  const clientId = options.clientId ?? 'FAKEXEROCLIENTID0000000000000000';
  const clientSecret = options.clientSecret ?? 'fake-xero-secret';
  const webhookKey = options.webhookKey ?? 'fake-xero-webhook-key';
  const oauth = new OAuthFake({
    clientId,
    clientSecret,
    providerName: 'Xero',
    account: { id: 'xero-user-1', email: 'accounts@example.co.uk', name: 'Avery Accounts' },
    isOffline: (_params, scopes) => scopes.includes('offline_access'),
  });
  const organisations = new Map<string, XeroFakeOrganisation>();
  for (const o of options.organisations ?? [{ name: 'Demo Contractors Ltd' }]) {
    const tenantId = randomUUID();
    organisations.set(tenantId, {
      tenantId,
      connectionId: randomUUID(),
      name: o.name,
      shortCode: `!${tenantId.slice(0, 5)}`,
      taxRates: UK_TAX_RATES.map((r) => ({ ...r })),
      contacts: new Map(),
      invoices: new Map(),
      purchaseOrders: new Map(),
    });
  }
  const idempotent = new Map<string, Reply>();
  let origin = '';

  const representInvoice = (i: XeroFakeInvoice) => ({
    InvoiceID: i.InvoiceID,
    Type: i.Type,
    InvoiceNumber: i.InvoiceNumber,
    Reference: i.Reference ?? '',
    Contact: { ContactID: i.ContactID },
    DateString: `${i.Date}T00:00:00`,
    DueDateString: i.DueDate ? `${i.DueDate}T00:00:00` : undefined,
    Status: i.Status,
    LineAmountTypes: 'Exclusive',
    LineItems: i.LineItems,
    SubTotal: money(i.subTotal),
    TotalTax: money(i.totalTax),
    Total: money(i.total),
    AmountPaid: money(i.paid),
    AmountDue: money(i.total - i.paid),
    CurrencyCode: 'GBP',
    HasErrors: false,
  });
  const representPo = (p: XeroFakePurchaseOrder) => ({
    PurchaseOrderID: p.PurchaseOrderID,
    PurchaseOrderNumber: p.PurchaseOrderNumber,
    Reference: p.Reference ?? '',
    Contact: { ContactID: p.ContactID },
    DateString: `${p.Date}T00:00:00`,
    Status: p.Status,
    LineAmountTypes: 'Exclusive',
    LineItems: p.LineItems,
    SubTotal: money(p.subTotal),
    TotalTax: money(p.totalTax),
    Total: money(p.total),
    CurrencyCode: 'GBP',
  });

  /** Xero's line arithmetic and checks; the lines and totals, or the validation messages. */
  function lines(
    org: XeroFakeOrganisation,
    raw: Record<string, unknown>[] | undefined,
    direction: 'revenue' | 'expenses',
  ): { lines: FakeLine[]; subTotal: number; totalTax: number } | string[] {
    const errors: string[] = [];
    const out: FakeLine[] = [];
    let subTotal = 0;
    let totalTax = 0;
    for (const l of raw ?? []) {
      const quantity = Number(l.Quantity ?? 1);
      const unit = pence(Number(l.UnitAmount ?? 0));
      const computed = Math.round(quantity * unit);
      const lineAmount = l.LineAmount === undefined ? computed : pence(Number(l.LineAmount));
      if (lineAmount !== computed)
        errors.push('The line total does not equal quantity multiplied by unit amount.');
      const account = UK_ACCOUNTS.find((a) => a.Code === l.AccountCode);
      if (!account)
        errors.push(`Account code '${String(l.AccountCode)}' is not a valid code for this document.`);
      else if (account.SystemAccount === 'CISLIABILITY')
        errors.push(
          `Account code '${account.Code}' is a CIS account and cannot be used on a line item in the API.`,
        );
      const rate = org.taxRates.find((r) => r.TaxType === l.TaxType && r.Status === 'ACTIVE');
      if (!rate) {
        errors.push(
          `The TaxType code '${String(l.TaxType)}' does not exist or cannot be used with this type of transaction.`,
        );
        continue;
      }
      if (direction === 'revenue' ? !rate.CanApplyToRevenue : !rate.CanApplyToExpenses)
        errors.push(
          `The TaxType code '${rate.TaxType}' cannot be used with account code '${String(l.AccountCode)}'.`,
        );
      const worked = vatOn(lineAmount, rate.DisplayTaxRate);
      // A supplied TaxAmount may differ from Xero's own by rounding (a penny) only.
      const given = l.TaxAmount === undefined ? worked : pence(Number(l.TaxAmount));
      const charged = rate.reverse ? 0 : given;
      if (!rate.reverse && Math.abs(given - worked) > 1)
        errors.push(
          `The TaxAmount for line '${String(l.Description)}' is not valid for tax type ${rate.TaxType}.`,
        );
      subTotal += lineAmount;
      totalTax += charged;
      out.push({
        Description: String(l.Description ?? ''),
        Quantity: quantity,
        UnitAmount: money(unit),
        LineAmount: money(lineAmount),
        AccountCode: String(l.AccountCode),
        TaxType: rate.TaxType,
        // The reverse charge's VAT is shown on the line and reported, not charged.
        TaxAmount: money(rate.reverse ? worked : charged),
      });
    }
    if (!out.length && !errors.length) errors.push('A line item is required.');
    return errors.length ? [...new Set(errors)] : { lines: out, subTotal, totalTax };
  }

  function api(req: FakeRequest): Reply {
    const path = req.url.pathname;
    if (path === '/connections' && req.method === 'GET') {
      if (!oauth.scopesOf(req.bearer)) return unauthorized();
      return {
        status: 200,
        body: [...organisations.values()].map((o) => ({
          id: o.connectionId,
          authEventId: randomUUID(),
          tenantId: o.tenantId,
          tenantType: 'ORGANISATION',
          tenantName: o.name,
          createdDateUtc: new Date().toISOString(),
          updatedDateUtc: new Date().toISOString(),
        })),
      };
    }
    const m = /^\/api\.xro\/2\.0\/(\w+)(?:\/([^/]+))?$/.exec(path);
    if (!m) return { status: 404, body: { Title: 'Not Found', Status: 404 } };
    const scopes = oauth.scopesOf(req.bearer);
    if (!scopes) return unauthorized();
    const org = organisations.get(String(req.headers['xero-tenant-id'] ?? ''));
    if (!org)
      return {
        status: 403,
        body: { Type: null, Title: 'Forbidden', Status: 403, Detail: 'AuthorizationUnsuccessful' },
      };
    const [, resource, id] = m;
    const need = (scope: string) => scopes.includes(scope) || scopes.includes(scope.replace(/\.read$/, ''));
    const body = req.body.length ? (JSON.parse(req.body.toString('utf8')) as Record<string, unknown>) : {};
    const where = req.url.searchParams.get('where');
    const key = req.headers['idempotency-key'];
    const replay =
      typeof key === 'string' ? idempotent.get(`${org.tenantId}:${req.method}:${path}:${key}`) : undefined;
    if (replay) return replay;
    const remember = (reply: Reply): Reply => {
      if (typeof key === 'string' && reply.status < 500)
        idempotent.set(`${org.tenantId}:${req.method}:${path}:${key}`, reply);
      return reply;
    };
    const forbidden = (): Reply => ({
      status: 401,
      body: { Title: 'Unauthorized', Status: 401, Detail: 'Insufficient scope' },
    });

    switch (resource) {
      case 'Organisation':
        if (!need('accounting.settings.read')) return forbidden();
        return {
          status: 200,
          body: {
            Organisations: [
              {
                OrganisationID: org.tenantId,
                Name: org.name,
                CountryCode: 'GB',
                BaseCurrency: 'GBP',
                PaysTax: true,
                ShortCode: org.shortCode,
              },
            ],
          },
        };
      case 'TaxRates':
        if (!need('accounting.settings.read')) return forbidden();
        return {
          status: 200,
          body: {
            TaxRates: org.taxRates.map(({ reverse: _reverse, ...r }) => ({
              ...r,
              EffectiveRate: r.DisplayTaxRate,
            })),
          },
        };
      case 'Accounts':
        if (!need('accounting.settings.read')) return forbidden();
        return {
          status: 200,
          body: { Accounts: UK_ACCOUNTS.map((a) => ({ AccountID: randomUUID(), ...a })) },
        };
      case 'Contacts': {
        if (!need('accounting.contacts')) return forbidden();
        if (req.method === 'GET') {
          return {
            status: 200,
            body: { Contacts: [...org.contacts.values()].filter((c) => matchesWhere(where, c)) },
          };
        }
        const given = ((body.Contacts as Record<string, unknown>[]) ?? [])[0] ?? {};
        if (req.method === 'POST' && id) {
          const existing = org.contacts.get(id);
          if (!existing) return { status: 404, body: { Title: 'Not Found', Status: 404 } };
          const clash = [...org.contacts.values()].find(
            (c) => c.ContactID !== id && c.Name.toLowerCase() === String(given.Name ?? '').toLowerCase(),
          );
          if (clash)
            return validation([
              `The contact name ${String(given.Name)} is already assigned to another contact. The contact name must be unique across all active contacts.`,
            ]);
          Object.assign(existing, {
            Name: given.Name ?? existing.Name,
            ContactNumber: given.ContactNumber ?? existing.ContactNumber,
            EmailAddress: given.EmailAddress ?? existing.EmailAddress,
            TaxNumber: given.TaxNumber ?? existing.TaxNumber,
          });
          return { status: 200, body: { Contacts: [existing] } };
        }
        if (req.method === 'PUT') {
          const name = String(given.Name ?? '').trim();
          if (!name) return remember(validation(['The contact name must be supplied.']));
          if ([...org.contacts.values()].some((c) => c.Name.toLowerCase() === name.toLowerCase()))
            return remember(
              validation([
                `The contact name ${name} is already assigned to another contact. The contact name must be unique across all active contacts.`,
              ]),
            );
          const contact = {
            ContactID: randomUUID(),
            Name: name,
            ContactNumber: given.ContactNumber as string | undefined,
            EmailAddress: given.EmailAddress as string | undefined,
            TaxNumber: given.TaxNumber as string | undefined,
          };
          org.contacts.set(contact.ContactID, contact);
          return remember({ status: 200, body: { Contacts: [contact] } });
        }
        break;
      }
      case 'Invoices': {
        if (!need(req.method === 'GET' ? 'accounting.invoices.read' : 'accounting.invoices'))
          return forbidden();
        if (req.method === 'GET') {
          const ids = req.url.searchParams.get('IDs')?.split(',').filter(Boolean);
          const found = [...org.invoices.values()].filter(
            (i) =>
              (!ids || ids.includes(i.InvoiceID)) && matchesWhere(where, { ...i, ...representInvoice(i) }),
          );
          return { status: 200, body: { Invoices: found.map(representInvoice) } };
        }
        if (req.method === 'PUT') {
          const given = ((body.Invoices as Record<string, unknown>[]) ?? [])[0] ?? {};
          const type = given.Type === 'ACCPAY' ? 'ACCPAY' : given.Type === 'ACCREC' ? 'ACCREC' : null;
          if (!type) return remember(validation(['Invoice Type must be specified.']));
          const contactId = String((given.Contact as { ContactID?: string } | undefined)?.ContactID ?? '');
          if (!org.contacts.has(contactId))
            return remember(
              validation([
                'The Contact must contain at least 1 of the following elements to identify the contact: Name, ContactID, ContactNumber',
              ]),
            );
          if (given.LineAmountTypes !== 'Exclusive')
            return remember(validation(['The fake takes exclusive line amounts only.']));
          const worked = lines(
            org,
            given.LineItems as Record<string, unknown>[],
            type === 'ACCREC' ? 'revenue' : 'expenses',
          );
          if (Array.isArray(worked)) return remember(validation(worked));
          const invoice: XeroFakeInvoice = {
            InvoiceID: randomUUID(),
            Type: type,
            InvoiceNumber: String(given.InvoiceNumber ?? ''),
            Reference: given.Reference as string | undefined,
            ContactID: contactId,
            Date: String(given.Date ?? '').slice(0, 10),
            DueDate: given.DueDate ? String(given.DueDate).slice(0, 10) : undefined,
            Status: String(given.Status ?? 'DRAFT'),
            LineItems: worked.lines,
            subTotal: worked.subTotal,
            totalTax: worked.totalTax,
            total: worked.subTotal + worked.totalTax,
            paid: 0,
          };
          org.invoices.set(invoice.InvoiceID, invoice);
          return remember({ status: 200, body: { Invoices: [representInvoice(invoice)] } });
        }
        break;
      }
      case 'PurchaseOrders': {
        if (!need(req.method === 'GET' ? 'accounting.invoices.read' : 'accounting.invoices'))
          return forbidden();
        if (req.method === 'GET') {
          return { status: 200, body: { PurchaseOrders: [...org.purchaseOrders.values()].map(representPo) } };
        }
        if (req.method === 'PUT') {
          const given = ((body.PurchaseOrders as Record<string, unknown>[]) ?? [])[0] ?? {};
          const contactId = String((given.Contact as { ContactID?: string } | undefined)?.ContactID ?? '');
          if (!org.contacts.has(contactId)) return remember(validation(['A valid Contact is required.']));
          const worked = lines(org, given.LineItems as Record<string, unknown>[], 'expenses');
          if (Array.isArray(worked)) return remember(validation(worked));
          const po: XeroFakePurchaseOrder = {
            PurchaseOrderID: randomUUID(),
            PurchaseOrderNumber: String(given.PurchaseOrderNumber ?? ''),
            Reference: given.Reference as string | undefined,
            ContactID: contactId,
            Date: String(given.Date ?? '').slice(0, 10),
            Status: String(given.Status ?? 'DRAFT'),
            LineItems: worked.lines,
            subTotal: worked.subTotal,
            totalTax: worked.totalTax,
            total: worked.subTotal + worked.totalTax,
          };
          org.purchaseOrders.set(po.PurchaseOrderID, po);
          return remember({ status: 200, body: { PurchaseOrders: [representPo(po)] } });
        }
        break;
      }
    }
    return { status: 404, body: { Title: 'Not Found', Status: 404 } };
  }

  const server = await startFakeServer({
    port: options.port,
    kindOf: (req) =>
      req.url.pathname.startsWith('/connect/')
        ? 'token'
        : req.url.pathname.startsWith('/identity/')
          ? 'page'
          : 'api',
    handle(req) {
      if (req.url.pathname === '/connect/token' && req.method === 'POST') return oauth.token(req);
      if (req.url.pathname === '/connect/revocation' && req.method === 'POST') return oauth.revoke(req);
      if (req.url.pathname === '/identity/connect/authorize') return oauth.authorize(req);
      return api(req);
    },
    failureReply(failure, req, retryAfter) {
      if (req.kind === 'token' && failure !== 'invalid_grant') {
        return oauth.unavailable(
          failure === 'rate_limited' ? 429 : failure === 'unavailable' ? 503 : 500,
          retryAfter,
        );
      }
      const wait: Record<string, string> =
        retryAfter === undefined ? {} : { 'retry-after': String(retryAfter) };
      switch (failure) {
        case 'rate_limited':
          return {
            status: 429,
            headers: { ...wait, 'x-rate-limit-problem': 'minute' },
            body: { Title: 'Too Many Requests', Status: 429 },
          };
        case 'unavailable':
          return { status: 503, headers: wait, body: { Title: 'Service Unavailable', Status: 503 } };
        case 'server_error':
          return { status: 500, body: { Title: 'An error occurred', Status: 500 } };
        case 'unauthorized':
          return unauthorized();
        case 'user_rate_limit':
          return {
            status: 429,
            headers: { ...wait, 'x-rate-limit-problem': 'concurrent' },
            body: { Title: 'Too Many Requests', Status: 429 },
          };
        case 'invalid_grant':
          return oauth.invalidGrant();
      }
    },
  });
  origin = server.origin;

  return Object.assign(server, {
    oauth,
    clientId,
    clientSecret,
    webhookKey,
    organisations,
    idempotent,
    urls: {
      authorizeUrl: `${origin}/identity/connect/authorize`,
      tokenUrl: `${origin}/connect/token`,
      revokeUrl: `${origin}/connect/revocation`,
      connectionsUrl: `${origin}/connections`,
      apiBase: `${origin}/api.xro/2.0`,
      appUrl: `${origin}/go`,
    },
    pay(tenantId: string, invoiceId: string, amount: number) {
      const invoice = organisations.get(tenantId)?.invoices.get(invoiceId);
      if (!invoice) throw new Error(`no invoice ${invoiceId}`);
      invoice.paid = Math.min(invoice.total, invoice.paid + amount);
      if (invoice.paid === invoice.total) invoice.Status = 'PAID';
    },
    webhook(events: { tenantId: string; resourceId: string; category?: 'INVOICE' | 'CONTACT' }[]) {
      const body = Buffer.from(
        JSON.stringify({
          events: events.map((e) => ({
            resourceUrl: `${origin}/api.xro/2.0/Invoices/${e.resourceId}`,
            resourceId: e.resourceId,
            eventDateUtc: new Date().toISOString(),
            eventType: 'UPDATE',
            eventCategory: e.category ?? 'INVOICE',
            tenantId: e.tenantId,
            tenantType: 'ORGANISATION',
          })),
          firstEventSequence: 1,
          lastEventSequence: events.length,
          entropy: randomUUID().replace(/-/g, '').toUpperCase(),
        }),
      );
      return { body, signature: createHmac('sha256', webhookKey).update(body).digest('base64') };
    },
  });
}
