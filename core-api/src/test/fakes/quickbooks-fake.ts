// TEST ONLY. Our stateful fake of QuickBooks Online (UK) (decision 0079), over plain HTTP on 127.0.0.1, implementing
// exactly what the quickbooks adapter uses, with Intuit's shapes: the OAuth consent page (/connect/oauth2, sending the
// browser back with ?code=&state=&realmId=), the token endpoint (/oauth2/v1/tokens/bearer, HTTP Basic client auth,
// refresh tokens rotating) and the revocation endpoint (/v2/oauth2/tokens/revoke, JSON {token}), all through
// ./oauth-fake.ts; and under /v3/company/{realmId}/ the API: companyinfo, preferences, query (only
// `select * from X [where DocNumber|DisplayName|Name = '…'] [startposition N] [maxresults M]` — anything else is a
// parse Fault, so the adapter cannot lean on syntax the fake does not check), reads by id, Vendor/Customer create and
// sparse update (SyncToken checked), Item create, and Bill/Invoice/PurchaseOrder create — refs checked, every line
// with a TaxCodeRef that may be used on that side (UK QuickBooks refuses a line without one), tax worked out per line
// from the code's rates, Intuit's `requestid` idempotency (a repeated requestid answers the stored first reply).
// Seeded like a UK company: 20.0% S, 5.0% R, 0.0% Z, Exempt, No VAT, and the reverse-charge codes 20.0% RC CIS (a
// rate marked SpecialTaxType REVERSE_CHARGE) and 20.0% ECG (two rates that cancel). Errors carry Intuit's Fault:
// {"Fault":{"Error":[{"Message","Detail","code"}],"type"},"time"}. Bearer tokens are checked against the OAuth
// fake's live access tokens. Tests record payments (Balance falls) and make signed webhook bodies.
import { createHmac, randomBytes } from 'node:crypto';
import { startFakeServer, type FakeRequest, type FakeServer, type Reply } from './fake-server.js';
import { OAuthFake, type FakeAccount } from './oauth-fake.js';

export const QUICKBOOKS_FAKE_SCOPE = 'com.intuit.quickbooks.accounting';

interface Ref {
  value: string;
  name?: string;
}

export interface FakeTaxRate {
  Id: string;
  Name: string;
  RateValue: number;
  SpecialTaxType: 'NONE' | 'ZERO_RATE' | 'REVERSE_CHARGE' | 'FOREIGN_TAX' | 'ADJUSTMENT_RATE';
  Active: boolean;
  AgencyRef: Ref;
}

export interface FakeTaxCode {
  Id: string;
  Name: string;
  Active: boolean;
  Hidden: boolean;
  Taxable: boolean;
  TaxGroup: boolean;
  SalesTaxRateList: { TaxRateDetail: { TaxRateRef: Ref; TaxTypeApplicable: string; TaxOrder: number }[] };
  PurchaseTaxRateList: { TaxRateDetail: { TaxRateRef: Ref; TaxTypeApplicable: string; TaxOrder: number }[] };
}

export interface FakeAccountRecord {
  Id: string;
  Name: string;
  AccountType: string;
  Classification: string;
  Active: boolean;
}

export interface FakeContact {
  Id: string;
  SyncToken: string;
  DisplayName: string;
  Active: boolean;
  [field: string]: unknown;
}

export interface FakeItem {
  Id: string;
  SyncToken: string;
  Name: string;
  Type: string;
  Active: boolean;
  IncomeAccountRef: Ref;
}

export interface FakeLine {
  Id?: string;
  LineNum?: number;
  Amount: number;
  DetailType: string;
  Description?: string;
  [detail: string]: unknown;
}

export interface FakeTxn {
  Id: string;
  SyncToken: string;
  DocNumber?: string;
  TxnDate?: string;
  DueDate?: string;
  PrivateNote?: string;
  VendorRef?: Ref;
  CustomerRef?: Ref;
  GlobalTaxCalculation: string;
  Line: FakeLine[];
  TxnTaxDetail: { TotalTax: number };
  TotalAmt: number;
  Balance?: number;
  POStatus?: string;
  CurrencyRef: Ref;
  MetaData: { CreateTime: string; LastUpdatedTime: string };
}

export type FakeTxnKind = 'bill' | 'invoice' | 'purchaseorder';

export interface QuickBooksFake extends FakeServer {
  oauth: OAuthFake;
  clientId: string;
  clientSecret: string;
  /** The webhook verifier token (what signs webhook bodies). */
  verifierToken: string;
  realmId: string;
  authorizeUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  /** The API's origin (the adapter's apiBase). */
  apiBase: string;
  company: { name: string; country: string; currency: string; usingSalesTax: boolean };
  accounts: Map<string, FakeAccountRecord>;
  taxRates: Map<string, FakeTaxRate>;
  taxCodes: Map<string, FakeTaxCode>;
  vendors: Map<string, FakeContact>;
  customers: Map<string, FakeContact>;
  items: Map<string, FakeItem>;
  bills: Map<string, FakeTxn>;
  invoices: Map<string, FakeTxn>;
  purchaseOrders: Map<string, FakeTxn>;
  /** The requestids seen, each with the reply it was first answered. */
  requestIds: Map<string, Reply>;
  /** While true, queries of transactions answer nothing (as a search index that lags behind a create). */
  queryLag: boolean;
  /** A payment against a bill or invoice: its Balance falls by `pence` (never below 0). */
  recordPayment(kind: 'bill' | 'invoice', id: string, pence: number): void;
  /** A webhook body signed with the verifier token, in Intuit's classic or CloudEvents format. */
  webhook(
    entities: { name: string; id: string; operation?: string; lastUpdated?: string }[],
    format?: 'classic' | 'cloudevents',
  ): { body: Buffer; signature: string };
}

const pence = (amount: unknown): number | null => {
  const n = typeof amount === 'string' ? Number(amount) : amount;
  if (typeof n !== 'number' || !Number.isFinite(n)) return null;
  const scaled = n * 100;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6 ? Math.round(scaled) : null;
};
const money = (p: number) => Number((p / 100).toFixed(2));
/** Create → created, Void → voided: CloudEvents name the operation in the past tense. */
const pastTense = (operation: string) => {
  const op = operation.toLowerCase();
  return op.endsWith('e') ? `${op}d` : `${op}ed`;
};

function fault(
  status: number,
  type: string,
  errors: { Message: string; Detail?: string; code: string; element?: string }[],
): Reply {
  return {
    status,
    body: {
      Fault: { Error: errors.map((e) => ({ ...e, Detail: e.Detail ?? e.Message })), type },
      time: new Date().toISOString(),
    },
  };
}

const validation = (code: string, message: string, detail: string, element?: string) =>
  fault(400, 'ValidationFault', [
    { Message: message, Detail: detail, code, ...(element ? { element } : {}) },
  ]);
const businessRule = (detail: string) =>
  validation('6000', 'A business validation error has occurred while processing your request', detail);
const required = (element: string) =>
  validation(
    '2020',
    'Required param missing, need to supply the required value for the API',
    `Required parameter ${element} is missing in the request`,
    element,
  );
const notFound = (entity: string, id: string) =>
  validation(
    '610',
    'Object Not Found',
    `Object Not Found : Something you're trying to use has been made inactive. Check the fields with accounts, customers, items, vendors or employees. (${entity} ${id})`,
  );
const invalidRef = (what: string, id: string) =>
  validation(
    '2500',
    'Invalid Reference Id',
    `Invalid Reference Id : ${what} assigned to this transaction has been deleted. Before you can modify this transaction, you must restore ${what} (${id})`,
  );

/** The query forms the adapter sends (and nothing else). */
const QUERY =
  /^\s*select\s+\*\s+from\s+(\w+)(?:\s+where\s+(\w+)\s*=\s*'((?:[^'\\]|\\.)*)')?(?:\s+startposition\s+(\d+))?(?:\s+maxresults\s+(\d+))?\s*$/i;

export async function startQuickBooksFake(
  options: { account?: FakeAccount; clientId?: string; clientSecret?: string; port?: number } = {},
): Promise<QuickBooksFake> {
  const clientId = options.clientId ?? 'fake-intuit-client';
  const clientSecret = options.clientSecret ?? 'fake-intuit-secret';
  const verifierToken = `verifier-${randomBytes(8).toString('hex')}`;
  const realmId = '9130350000000001';
  const oauth = new OAuthFake({
    clientId,
    clientSecret,
    providerName: 'Intuit',
    account: options.account ?? { id: 'intuit-user-1', email: 'admin@example.co.uk', name: 'Alex Admin' },
    // Intuit always issues a refresh token (valid 100 days), and its answer names no scope.
    isOffline: () => true,
    extraTokenFields: () => ({ x_refresh_token_expires_in: 8_726_400, token_type: 'bearer' }),
  });
  const company = { name: 'Harbour Build Ltd', country: 'GB', currency: 'GBP', usingSalesTax: true };

  const accounts = new Map<string, FakeAccountRecord>();
  for (const [Id, Name, AccountType, Classification] of [
    ['1', 'Sales', 'Income', 'Revenue'],
    ['2', 'Other income', 'Other Income', 'Revenue'],
    ['7', 'Subcontractors', 'Cost of Goods Sold', 'Expense'],
    ['8', 'Materials', 'Cost of Goods Sold', 'Expense'],
    ['9', 'Plant hire', 'Expense', 'Expense'],
    ['33', 'Creditors', 'Accounts Payable', 'Liability'],
    ['34', 'Debtors', 'Accounts Receivable', 'Asset'],
    ['35', 'Current account', 'Bank', 'Asset'],
    ['36', 'VAT Control', 'Other Current Liability', 'Liability'],
    ['40', 'Retained Earnings', 'Equity', 'Equity'],
  ] as const) {
    accounts.set(Id, { Id, Name, AccountType, Classification, Active: true });
  }
  accounts.set('41', {
    Id: '41',
    Name: 'Old van costs',
    AccountType: 'Expense',
    Classification: 'Expense',
    Active: false,
  });

  const taxRates = new Map<string, FakeTaxRate>();
  for (const [Id, Name, RateValue, SpecialTaxType] of [
    ['1', '20.0% S', 20, 'NONE'],
    ['2', '5.0% R', 5, 'NONE'],
    ['3', '0.0% Z', 0, 'ZERO_RATE'],
    ['4', 'Exempt', 0, 'NONE'],
    ['5', 'No VAT', 0, 'NONE'],
    ['6', '20.0% RC CIS (Purchases)', 20, 'NONE'],
    ['7', '20.0% RC CIS (Output)', 20, 'REVERSE_CHARGE'],
    ['8', '0.0% RC CIS (Sales)', 0, 'REVERSE_CHARGE'],
    ['9', '20.0% ECG (Purchases)', 20, 'NONE'],
    ['10', '20.0% ECG (Acquisitions)', -20, 'NONE'],
  ] as const) {
    taxRates.set(Id, { Id, Name, RateValue, SpecialTaxType, Active: true, AgencyRef: { value: '1' } });
  }
  const detail = (ids: string[]) =>
    ids.map((id, i) => ({
      TaxRateRef: { value: id, name: taxRates.get(id)!.Name },
      TaxTypeApplicable: 'TaxOnAmount',
      TaxOrder: i,
    }));
  const taxCodes = new Map<string, FakeTaxCode>();
  for (const [Id, Name, sales, purchase, Active] of [
    ['2', '20.0% S', ['1'], ['1'], true],
    ['3', '5.0% R', ['2'], ['2'], true],
    ['4', '0.0% Z', ['3'], ['3'], true],
    ['5', 'Exempt', ['4'], ['4'], true],
    ['6', 'No VAT', ['5'], ['5'], true],
    ['7', '20.0% RC CIS', ['8'], ['6', '7'], true],
    ['8', '20.0% ECG', [], ['9', '10'], true],
    ['9', '20.0% ECS', [], ['9', '10'], false],
  ] as const) {
    taxCodes.set(Id, {
      Id,
      Name,
      Active,
      Hidden: !Active,
      Taxable: true,
      TaxGroup: false,
      SalesTaxRateList: { TaxRateDetail: detail([...sales]) },
      PurchaseTaxRateList: { TaxRateDetail: detail([...purchase]) },
    });
  }

  const vendors = new Map<string, FakeContact>();
  const customers = new Map<string, FakeContact>();
  const items = new Map<string, FakeItem>([
    [
      '1',
      {
        Id: '1',
        SyncToken: '0',
        Name: 'Services',
        Type: 'Service',
        Active: true,
        IncomeAccountRef: { value: '1' },
      },
    ],
  ]);
  const bills = new Map<string, FakeTxn>();
  const invoices = new Map<string, FakeTxn>();
  const purchaseOrders = new Map<string, FakeTxn>();
  const requestIds = new Map<string, Reply>();
  let nextId = 100;
  const newId = () => String(++nextId);
  const stamp = () => new Date().toISOString();
  const state = { queryLag: false };

  const txns: Record<FakeTxnKind, Map<string, FakeTxn>> = {
    bill: bills,
    invoice: invoices,
    purchaseorder: purchaseOrders,
  };
  const entities: Record<
    string,
    { map: Map<string, { Id: string; Active?: boolean }>; list: boolean; txn: boolean }
  > = {
    Account: { map: accounts, list: true, txn: false },
    TaxCode: { map: taxCodes, list: true, txn: false },
    TaxRate: { map: taxRates, list: true, txn: false },
    Vendor: { map: vendors, list: true, txn: false },
    Customer: { map: customers, list: true, txn: false },
    Item: { map: items, list: true, txn: false },
    Bill: { map: bills, list: false, txn: true },
    Invoice: { map: invoices, list: false, txn: true },
    PurchaseOrder: { map: purchaseOrders, list: false, txn: true },
  };
  const entityOfPath: Record<string, string> = Object.fromEntries(
    Object.keys(entities).map((name) => [name.toLowerCase(), name]),
  );

  const ok = (body: object): Reply => ({ status: 200, body: { ...body, time: stamp() } });

  function query(statement: string): Reply {
    const m = QUERY.exec(statement);
    const parseError = () =>
      validation(
        '4000',
        'Error parsing query',
        `QueryParserError: Encountered an error parsing "${statement}"`,
      );
    if (!m) return parseError();
    const [, rawEntity, field, rawValue, start, max] = m;
    const entity = Object.keys(entities).find((e) => e.toLowerCase() === rawEntity!.toLowerCase());
    if (!entity) return parseError();
    const spec = entities[entity]!;
    const allowed = spec.txn
      ? ['DocNumber']
      : entity === 'Vendor' || entity === 'Customer'
        ? ['DisplayName']
        : ['Name'];
    if (field && !allowed.includes(field)) return parseError();
    const value = rawValue?.replace(/\\(.)/g, '$1');
    const maxResults = Math.min(Number(max ?? 100), 1000);
    const startPosition = Number(start ?? 1);
    if (maxResults < 1 || startPosition < 1) return parseError();
    let rows = [...spec.map.values()] as unknown as Record<string, unknown>[];
    // List entities answer only active records unless asked otherwise (the adapter never asks).
    if (spec.list) rows = rows.filter((r) => r.Active !== false);
    if (spec.txn && state.queryLag) rows = [];
    if (field) rows = rows.filter((r) => r[field] === value);
    const page = rows.slice(startPosition - 1, startPosition - 1 + maxResults);
    return ok({
      QueryResponse: page.length ? { [entity]: page, startPosition, maxResults: page.length } : {},
    });
  }

  function contactWrite(
    map: Map<string, FakeContact>,
    entity: 'Vendor' | 'Customer',
    body: Record<string, unknown>,
  ) {
    const displayName = typeof body.DisplayName === 'string' ? body.DisplayName.trim() : undefined;
    if (displayName !== undefined && /[:\t\n]/.test(displayName))
      return validation(
        '2050',
        'Invalid String',
        'DisplayName cannot contain a colon, tab or newline.',
        'DisplayName',
      );
    const taken = (name: string, self?: string) =>
      [...vendors.values(), ...customers.values()].find((c) => c.DisplayName === name && c.Id !== self);
    if (body.Id !== undefined) {
      const current = map.get(String(body.Id));
      if (!current) return notFound(entity, String(body.Id));
      if (body.SyncToken !== current.SyncToken)
        return validation(
          '5010',
          'Stale Object Error',
          `Stale Object Error : You and ${options.account?.name ?? 'Alex Admin'} were working on this at the same time. ${options.account?.name ?? 'Alex Admin'} finished before you did, so your work was not saved.`,
        );
      if (body.sparse !== true)
        return validation('2020', 'Required param missing', 'The fake only takes sparse updates.');
      if (displayName && taken(displayName, current.Id)) return duplicateName(displayName);
      const { sparse: _sparse, SyncToken: _token, Id: _id, ...fields } = body;
      Object.assign(current, fields, { SyncToken: String(Number(current.SyncToken) + 1) });
      return ok({ [entity]: current });
    }
    if (!displayName) return required('DisplayName');
    if (taken(displayName)) return duplicateName(displayName);
    const made: FakeContact = {
      ...body,
      Id: newId(),
      SyncToken: '0',
      DisplayName: displayName,
      Active: true,
    };
    map.set(made.Id, made);
    return ok({ [entity]: made });
  }

  const duplicateName = (name: string) =>
    validation(
      '6240',
      'Duplicate Name Exists Error',
      `The name supplied already exists. : Another customer, vendor or employee is already using the name ${name}. Please use a different name.`,
    );

  function itemCreate(body: Record<string, unknown>): Reply {
    const name = typeof body.Name === 'string' ? body.Name.trim() : '';
    if (!name) return required('Name');
    if ([...items.values()].some((i) => i.Name === name))
      return validation('6240', 'Duplicate Name Exists Error', `The name supplied already exists. : ${name}`);
    const income = (body.IncomeAccountRef as Ref | undefined)?.value;
    if (body.Type === 'Service' && !income) return required('IncomeAccountRef');
    const account = income ? accounts.get(income) : undefined;
    if (!account || !account.Active) return invalidRef('Account', income ?? '');
    if (account.Classification !== 'Revenue')
      return businessRule(
        `Business Validation Error: The income account of an item must be an income account (${account.Name}).`,
      );
    const made: FakeItem = {
      Id: newId(),
      SyncToken: '0',
      Name: name,
      Type: String(body.Type ?? 'Service'),
      Active: true,
      IncomeAccountRef: { value: account.Id, name: account.Name },
    };
    items.set(made.Id, made);
    return ok({ Item: made });
  }

  /** One line's tax as QuickBooks works it out: each of the code's rates on the net, rounded half up per rate. */
  function lineTax(netPence: number, code: FakeTaxCode, side: 'sales' | 'purchase'): number {
    const list = side === 'sales' ? code.SalesTaxRateList : code.PurchaseTaxRateList;
    return list.TaxRateDetail.reduce((sum, d) => {
      const rate = taxRates.get(d.TaxRateRef.value)!;
      // The output leg of a reverse charge is booked against the input leg: it takes the tax back off.
      const sign = rate.SpecialTaxType === 'REVERSE_CHARGE' && side === 'purchase' ? -1 : 1;
      return sum + sign * Math.round((netPence * rate.RateValue) / 100);
    }, 0);
  }

  function txnCreate(kind: FakeTxnKind, body: Record<string, unknown>): Reply {
    const entity = kind === 'bill' ? 'Bill' : kind === 'invoice' ? 'Invoice' : 'PurchaseOrder';
    const side = kind === 'invoice' ? 'sales' : 'purchase';
    if (body.Id !== undefined)
      return validation('2020', 'Unsupported', 'The fake does not update transactions.');
    const contactField = kind === 'invoice' ? 'CustomerRef' : 'VendorRef';
    const contactId = (body[contactField] as Ref | undefined)?.value;
    if (!contactId) return required(contactField);
    const contact = (kind === 'invoice' ? customers : vendors).get(contactId);
    if (!contact || !contact.Active) return invalidRef(kind === 'invoice' ? 'Customer' : 'Vendor', contactId);
    const docNumber = typeof body.DocNumber === 'string' ? body.DocNumber : undefined;
    if (docNumber && docNumber.length > 21)
      return validation(
        '2050',
        'String length is either shorter or longer than supported by specification',
        `String length specified does not match the supported length. Min:0 Max:21 supplied length:${docNumber.length}`,
        'DocNumber',
      );
    if (body.GlobalTaxCalculation !== 'TaxExcluded')
      return validation(
        '2010',
        'Request has invalid or unsupported property',
        'The fake posts TaxExcluded only.',
      );
    const lines = Array.isArray(body.Line) ? (body.Line as FakeLine[]) : [];
    if (!lines.length) return required('Line');
    let netPence = 0;
    let computedTax = 0;
    const stored: FakeLine[] = [];
    for (const [i, line] of lines.entries()) {
      const amount = pence(line.Amount);
      if (amount === null)
        return validation('2010', 'Invalid Number', `Line ${i + 1}: Amount is not an amount.`);
      let taxCodeId: string | undefined;
      if (kind === 'invoice') {
        if (line.DetailType !== 'SalesItemLineDetail')
          return validation('2010', 'Invalid Enumeration', `Line ${i + 1}: DetailType ${line.DetailType}.`);
        const d = (line.SalesItemLineDetail ?? {}) as {
          ItemRef?: Ref;
          TaxCodeRef?: Ref;
          Qty?: number;
          UnitPrice?: number;
        };
        const item = d.ItemRef ? items.get(d.ItemRef.value) : undefined;
        if (!item || !item.Active) return invalidRef('Item', d.ItemRef?.value ?? '');
        if (d.Qty !== undefined || d.UnitPrice !== undefined) {
          const expected = Math.round(Number(d.Qty ?? 1) * Number(d.UnitPrice ?? 0) * 100);
          if (expected !== amount)
            return businessRule(
              `Business Validation Error: Amount is not equal to UnitPrice * Qty. Supplied value:${line.Amount}`,
            );
        }
        taxCodeId = d.TaxCodeRef?.value;
      } else {
        if (line.DetailType !== 'AccountBasedExpenseLineDetail')
          return validation('2010', 'Invalid Enumeration', `Line ${i + 1}: DetailType ${line.DetailType}.`);
        const d = (line.AccountBasedExpenseLineDetail ?? {}) as { AccountRef?: Ref; TaxCodeRef?: Ref };
        const account = d.AccountRef ? accounts.get(d.AccountRef.value) : undefined;
        if (!account || !account.Active) return invalidRef('Account', d.AccountRef?.value ?? '');
        taxCodeId = d.TaxCodeRef?.value;
      }
      if (!taxCodeId)
        return businessRule(
          "Business Validation Error: All items need a tax rate. Please add one where it's missing.",
        );
      const code = taxCodes.get(taxCodeId);
      if (!code || !code.Active) return invalidRef('TaxCode', taxCodeId);
      const list = side === 'sales' ? code.SalesTaxRateList : code.PurchaseTaxRateList;
      if (!list.TaxRateDetail.length)
        return businessRule(
          `Business Validation Error: The VAT rate ${code.Name} can't be used on ${side === 'sales' ? 'sales' : 'purchases'}. Choose another one.`,
        );
      netPence += amount;
      computedTax += lineTax(amount, code, side);
      stored.push({ ...line, Id: String(i + 1), LineNum: i + 1 });
    }
    // Our TotalTax stands when it is within a penny a line of QuickBooks' own (its rounding override); a tax that
    // does not fit the codes is ignored and QuickBooks' own stands, as QuickBooks does.
    const given = pence((body.TxnTaxDetail as { TotalTax?: unknown } | undefined)?.TotalTax);
    const tax = given !== null && Math.abs(given - computedTax) <= lines.length ? given : computedTax;
    if (kind === 'invoice')
      stored.push({ Amount: money(netPence), DetailType: 'SubTotalLineDetail', SubTotalLineDetail: {} });
    const total = netPence + tax;
    const made: FakeTxn = {
      Id: newId(),
      SyncToken: '0',
      ...(docNumber ? { DocNumber: docNumber } : {}),
      TxnDate: typeof body.TxnDate === 'string' ? body.TxnDate : stamp().slice(0, 10),
      ...(typeof body.DueDate === 'string' ? { DueDate: body.DueDate } : {}),
      ...(typeof body.PrivateNote === 'string' ? { PrivateNote: body.PrivateNote } : {}),
      [contactField]: { value: contact.Id, name: contact.DisplayName },
      GlobalTaxCalculation: 'TaxExcluded',
      Line: stored,
      TxnTaxDetail: { TotalTax: money(tax) },
      TotalAmt: money(total),
      ...(kind === 'purchaseorder' ? { POStatus: 'Open' } : { Balance: money(total) }),
      CurrencyRef: { value: company.currency, name: 'British Pound Sterling' },
      MetaData: { CreateTime: stamp(), LastUpdatedTime: stamp() },
    };
    txns[kind].set(made.Id, made);
    return ok({ [entity]: made });
  }

  function api(req: FakeRequest): Reply {
    const m = /^\/v3\/company\/([^/]+)\/(.+)$/.exec(req.url.pathname);
    if (!m) return { status: 404, body: 'Not Found' };
    if (!oauth.scopesOf(req.bearer)?.includes(QUICKBOOKS_FAKE_SCOPE)) {
      return fault(401, 'AuthenticationFault', [
        {
          Message: 'message=AuthenticationFailed; errorCode=003200; statusCode=401',
          Detail: 'Token expired or revoked',
          code: '3200',
        },
      ]);
    }
    if (decodeURIComponent(m[1]!) !== realmId) {
      return fault(403, 'AuthorizationFault', [
        {
          Message: 'message=ApplicationAuthorizationFailed; errorCode=003100; statusCode=403',
          Detail: 'The app is not connected to this company.',
          code: '003100',
        },
      ]);
    }
    if (!String(req.headers.accept ?? '').includes('application/json'))
      return { status: 400, body: 'The fake answers JSON only: send Accept: application/json.' };
    const [resource, id, extra] = m[2]!.split('/').map(decodeURIComponent);
    if (extra !== undefined) return { status: 404, body: 'Not Found' };

    if (req.method === 'GET') {
      if (resource === 'companyinfo' && id === realmId) {
        return ok({
          CompanyInfo: {
            Id: '1',
            CompanyName: company.name,
            LegalName: company.name,
            Country: company.country,
            CompanyAddr: {
              Line1: '1 Quay Street',
              City: 'Bristol',
              PostalCode: 'BS1 4DJ',
              Country: company.country,
            },
          },
        });
      }
      if (resource === 'preferences' && id === undefined) {
        return ok({
          Preferences: {
            CurrencyPrefs: { MultiCurrencyEnabled: false, HomeCurrency: { value: company.currency } },
            TaxPrefs: { UsingSalesTax: company.usingSalesTax, PartnerTaxEnabled: company.usingSalesTax },
          },
        });
      }
      if (resource === 'query' && id === undefined) return query(req.url.searchParams.get('query') ?? '');
      const entity = entityOfPath[resource ?? ''];
      if (entity && id) {
        const record = entities[entity]!.map.get(id);
        return record ? ok({ [entity]: record }) : notFound(entity, id);
      }
      return { status: 404, body: 'Not Found' };
    }

    if (req.method !== 'POST' || id !== undefined) return { status: 405, body: 'Method Not Allowed' };
    if (!String(req.headers['content-type'] ?? '').includes('application/json'))
      return { status: 415, body: 'Send JSON.' };
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(req.body.toString('utf8')) as Record<string, unknown>;
    } catch {
      return validation('2010', 'Request has invalid or unsupported property', 'The body is not JSON.');
    }
    const requestId = req.url.searchParams.get('requestid');
    if (requestId !== null) {
      if (requestId.length > 50)
        return validation('2010', 'Invalid requestid', 'A requestid is at most 50 characters.');
      const first = requestIds.get(requestId);
      if (first) return first;
    }
    let reply: Reply;
    if (resource === 'vendor') reply = contactWrite(vendors, 'Vendor', body);
    else if (resource === 'customer') reply = contactWrite(customers, 'Customer', body);
    else if (resource === 'item') reply = itemCreate(body);
    else if (resource === 'bill' || resource === 'invoice' || resource === 'purchaseorder')
      reply = txnCreate(resource, body);
    else return { status: 404, body: 'Not Found' };
    if (requestId !== null) requestIds.set(requestId, reply);
    return reply;
  }

  /** Intuit's revocation: JSON {token}, HTTP Basic client auth. */
  function revoke(req: FakeRequest): Reply {
    const basic = /^Basic (.+)$/i.exec(String(req.headers.authorization ?? ''));
    const [id, secret] = basic ? Buffer.from(basic[1]!, 'base64').toString().split(':') : [];
    if (id !== clientId || secret !== clientSecret) return { status: 401, body: { error: 'invalid_client' } };
    let token: string;
    try {
      token = String((JSON.parse(req.body.toString('utf8')) as { token?: unknown }).token ?? '');
    } catch {
      return { status: 400, body: { error: 'invalid_request' } };
    }
    return oauth.revoke({ ...req, body: Buffer.from(new URLSearchParams({ token }).toString()) });
  }

  /** The consent page, whose redirect also names the company (realmId), as Intuit's does. */
  function authorize(req: FakeRequest): Reply {
    const reply = oauth.authorize(req);
    const location = reply.headers?.location;
    if (reply.status !== 302 || !location) return reply;
    const back = new URL(location);
    if (back.searchParams.has('code')) back.searchParams.set('realmId', realmId);
    return { ...reply, headers: { ...reply.headers, location: back.toString() } };
  }

  const server = await startFakeServer({
    port: options.port,
    kindOf: (req) =>
      req.url.pathname === '/oauth2/v1/tokens/bearer' || req.url.pathname === '/v2/oauth2/tokens/revoke'
        ? 'token'
        : req.url.pathname === '/connect/oauth2'
          ? 'page'
          : 'api',
    handle(req) {
      if (req.url.pathname === '/oauth2/v1/tokens/bearer' && req.method === 'POST') return oauth.token(req);
      if (req.url.pathname === '/v2/oauth2/tokens/revoke' && req.method === 'POST') return revoke(req);
      if (req.url.pathname === '/connect/oauth2') return authorize(req);
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
        case 'user_rate_limit':
          return {
            ...fault(429, 'ThrottleExceeded', [
              {
                Message: 'message=ThrottleExceeded; errorCode=003001; statusCode=429',
                Detail: 'The request limit was reached.',
                code: '3001',
              },
            ]),
            headers: wait,
          };
        case 'unavailable':
          return {
            ...fault(503, 'SystemFault', [
              {
                Message: 'Service Unavailable',
                Detail: 'The service is temporarily unavailable.',
                code: '10000',
              },
            ]),
            headers: wait,
          };
        case 'server_error':
          return fault(500, 'SystemFault', [
            {
              Message: 'An application error has occurred while processing your request',
              Detail:
                'System Failure Error: An unexpected error occurred while accessing or saving your data.',
              code: '10000',
            },
          ]);
        case 'unauthorized':
          return fault(401, 'AuthenticationFault', [
            {
              Message: 'message=AuthenticationFailed; errorCode=003200; statusCode=401',
              Detail: 'Token expired or revoked',
              code: '3200',
            },
          ]);
        case 'invalid_grant':
          return oauth.invalidGrant();
      }
    },
  });

  return {
    ...server,
    oauth,
    clientId,
    clientSecret,
    verifierToken,
    realmId,
    authorizeUrl: `${server.origin}/connect/oauth2`,
    tokenUrl: `${server.origin}/oauth2/v1/tokens/bearer`,
    revokeUrl: `${server.origin}/v2/oauth2/tokens/revoke`,
    apiBase: server.origin,
    company,
    accounts,
    taxRates,
    taxCodes,
    vendors,
    customers,
    items,
    bills,
    invoices,
    purchaseOrders,
    requestIds,
    get queryLag() {
      return state.queryLag;
    },
    set queryLag(value: boolean) {
      state.queryLag = value;
    },
    recordPayment(kind, id, paidPence) {
      const txn = txns[kind].get(id);
      if (!txn || txn.Balance === undefined) throw new Error(`No ${kind} ${id} in the fake`);
      txn.Balance = money(Math.max(0, Math.round(txn.Balance * 100) - paidPence));
      txn.SyncToken = String(Number(txn.SyncToken) + 1);
      txn.MetaData.LastUpdatedTime = stamp();
    },
    webhook(changed, format = 'classic') {
      const when = stamp();
      const payload =
        format === 'classic'
          ? {
              eventNotifications: [
                {
                  realmId,
                  dataChangeEvent: {
                    entities: changed.map((e) => ({
                      name: e.name,
                      id: e.id,
                      operation: e.operation ?? 'Update',
                      lastUpdated: e.lastUpdated ?? when,
                    })),
                  },
                },
              ],
            }
          : changed.map((e) => ({
              specversion: '1.0',
              id: randomBytes(16).toString('hex'),
              source: `intuit.${randomBytes(8).toString('base64url')}`,
              type: `qbo.${e.name.toLowerCase()}.${pastTense(e.operation ?? 'Update')}.v1`,
              datacontenttype: 'application/json',
              time: e.lastUpdated ?? when,
              intuitentityid: e.id,
              intuitaccountid: realmId,
              data: {},
            }));
      const body = Buffer.from(JSON.stringify(payload));
      return { body, signature: createHmac('sha256', verifierToken).update(body).digest('base64') };
    },
  };
}
