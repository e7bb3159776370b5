// Owns the QuickBooks Online (UK) provider (decision 0079): Intuit's OAuth 2 and a small typed client of the
// Accounting API v3 of our own, both over `fetch`, every endpoint configurable (tests point them at our fake).
//
// No SDK. `intuit-oauth` sends through axios with Intuit's URLs fixed inside it and logs through winston: neither
// our fake nor our timeout, retry policy and error typing could reach it, and what it does (a consent URL, two form
// grants with HTTP Basic client auth, one JSON revocation) is a few lines here. `node-quickbooks` (one maintainer, a
// callback API, `eval` inside) is not used for the API: our calls are a handful of JSON GETs and POSTs.
//
// - OAuth: consent at appcenter.intuit.com with the one scope com.intuit.quickbooks.accounting (PKCE S256 when the
//   caller gives a challenge); the redirect carries the company's `realmId` beside the code, and without it there is
//   nothing to connect to. Refresh tokens rotate: the one in each answer replaces the stored one.
// - API: https://quickbooks.api.intuit.com/v3/company/{realmId}/…?minorversion=75, JSON both ways. A call the
//   service refuses the token for (401) renews it once, then needs reconnecting; 429, 5xx, no answer and a call past
//   the timeout (default 120 s) are retried (Retry-After honoured, common.ts); a 400 Fault is the record refused,
//   with Intuit's own words. Retries run whole idempotent units ("look for it, else make it"), so a lost answer is
//   found on the retry rather than made twice; every create also carries Intuit's `requestid` (a repeated requestid
//   answers the first result), which covers a lookup that lags.
// - Invoices: QuickBooks sales lines name an Item, not an account, and an Item posts to one income account. We keep
//   `accountCode` meaning an Account id everywhere (what `accounts()` answers) and post each invoice line through a
//   Service item "SiteBase services <account id>" whose income account is that account, found by name and made
//   once when missing.
// - Tax: lines are tax-exclusive (GlobalTaxCalculation TaxExcluded), each with its TaxCodeRef (UK QuickBooks refuses
//   a line without one), and TxnTaxDetail.TotalTax carries our VAT total; what QuickBooks answers is compared with
//   our totals to the penny and a difference is AccountingMismatchError, never left as posted silently.
// - Reverse charge: a tax code is marked reverse-charge when any of its rates has SpecialTaxType REVERSE_CHARGE
//   (Intuit's enum), when its purchase rates cancel out (the input and output legs of a self-accounted charge), or
//   when its name says so: "RC" (UK QuickBooks' "20.0% RC CIS" / "5.0% RC CIS" domestic reverse charge), "Reverse
//   Charge", or the EC acquisition codes "ECG" / "ECS".
// Money crosses as integer pence; Intuit's JSON decimals only exist inside this file (decimalOf / penceOf).
import { createHash } from 'node:crypto';
import { scaledDecimal } from '@sitebase/shared';
import { timeoutSignals, withTimeout } from '../cloud-drive/call.js';
import { parseRetryAfter, retryPolicy } from '../cloud-drive/retry.js';
import type { AccessTokenSource, FetchLike } from '../cloud-drive/types.js';
import {
  TransientAccountingError,
  answerOf,
  basicAuth,
  oauthCredentials,
  oauthFailure,
  oauthPost,
  decimalOf,
  penceOf,
  verifyHmacSignature,
  withAccountingRetry,
} from './common.js';
import {
  AccountingAuthError,
  AccountingError,
  AccountingMismatchError,
  AccountingRejectedError,
  type AccountingErrorDetails,
} from './errors.js';
import type {
  AccountingCodeExchangeInput,
  AccountingConnected,
  AccountingConsentInput,
  AccountingCredentials,
  AccountingDocument,
  AccountingDocumentKind,
  AccountingLine,
  AccountingOptions,
  AccountingProvider,
  AccountingSession,
  AccountingWebhookEvent,
  ContactInput,
  LedgerAccount,
  OrganisationDetails,
  PaymentState,
  PostedDocument,
  ProviderTaxRate,
} from './types.js';

export const QUICKBOOKS_SCOPES = ['com.intuit.quickbooks.accounting'] as const;
/** Intuit retired minor versions below 75 (August 2025); pinned so a field's meaning never shifts under us. */
export const QUICKBOOKS_MINOR_VERSION = '75';
/** Intuit keeps a requestid to at most 50 characters. */
const REQUEST_ID_MAX = 50;
/** The longest page a QuickBooks query answers. */
const PAGE = 1000;

export interface QuickBooksOptions extends AccountingOptions {
  authorizeUrl?: string;
  tokenUrl?: string;
  revokeUrl?: string;
  /** The API's origin (https://quickbooks.api.intuit.com; the sandbox is https://sandbox-quickbooks.api.intuit.com). */
  apiBase?: string;
  /** Where "open in QuickBooks" links go (https://app.qbo.intuit.com; sandbox https://app.sandbox.qbo.intuit.com). */
  appUrl?: string;
}

const DEFAULTS = {
  authorizeUrl: 'https://appcenter.intuit.com/connect/oauth2',
  tokenUrl: 'https://oauth.platform.intuit.com/oauth2/v1/tokens/bearer',
  revokeUrl: 'https://developer.api.intuit.com/v2/oauth2/tokens/revoke',
  apiBase: 'https://quickbooks.api.intuit.com',
  appUrl: 'https://app.qbo.intuit.com',
};

const PROVIDER = 'quickbooks' as const;
const details = (extra: Partial<AccountingErrorDetails> = {}): AccountingErrorDetails => ({
  provider: PROVIDER,
  ...extra,
});

// ---- Intuit's shapes (only the fields we read or send) ----

interface Ref {
  value: string;
  name?: string;
}

interface FaultError {
  Message?: string;
  Detail?: string;
  code?: string;
  element?: string;
}

/** Intuit's error body; 401s come in lower case (`fault.error[].message`). */
interface FaultBody {
  Fault?: { Error?: FaultError[]; type?: string };
  fault?: { error?: { message?: string; detail?: string; code?: string }[]; type?: string };
}

interface QboTaxRateDetail {
  TaxRateRef?: Ref;
  TaxTypeApplicable?: string;
}

interface QboTaxCode {
  Id: string;
  Name?: string;
  Active?: boolean;
  Hidden?: boolean;
  SalesTaxRateList?: { TaxRateDetail?: QboTaxRateDetail[] };
  PurchaseTaxRateList?: { TaxRateDetail?: QboTaxRateDetail[] };
}

interface QboTaxRate {
  Id: string;
  Name?: string;
  Active?: boolean;
  RateValue?: number | string;
  SpecialTaxType?: string;
}

interface QboAccount {
  Id: string;
  Name?: string;
  Active?: boolean;
  AccountType?: string;
  Classification?: string;
}

interface QboContact {
  Id: string;
  SyncToken?: string;
  DisplayName?: string;
  Active?: boolean;
}

interface QboItem {
  Id: string;
  Name?: string;
  Active?: boolean;
  IncomeAccountRef?: Ref;
}

interface QboLine {
  Amount?: number | string;
  DetailType?: string;
}

interface QboTxn {
  Id: string;
  DocNumber?: string;
  TotalAmt?: number | string;
  Balance?: number | string;
  PrivateNote?: string;
  POStatus?: string;
  VendorRef?: Ref;
  CustomerRef?: Ref;
  Line?: QboLine[];
  TxnTaxDetail?: { TotalTax?: number | string };
}

type Entity = 'Bill' | 'Invoice' | 'PurchaseOrder' | 'Vendor' | 'Customer' | 'Item' | 'CompanyInfo';

const ENTITY_OF: Record<AccountingDocumentKind, Extract<Entity, 'Bill' | 'Invoice' | 'PurchaseOrder'>> = {
  bill: 'Bill',
  invoice: 'Invoice',
  purchase_order: 'PurchaseOrder',
};

/** QuickBooks takes at most 21 characters in a DocNumber (its API answers a validation fault beyond that). */
export const QBO_DOC_NUMBER_MAX = 21;

/**
 * Our number as QuickBooks can hold it: as it is when it fits; otherwise its first 12 characters, "~" and 8 hex
 * of its SHA-256, so two long supplier references that share a beginning never find each other's document (the
 * look-up before creating matches by DocNumber). The whole number then goes in the private note.
 */
export function qboDocNumber(number: string): string {
  if (number.length <= QBO_DOC_NUMBER_MAX) return number;
  const tag = createHash('sha256').update(number).digest('hex').slice(0, 8);
  return `${number.slice(0, QBO_DOC_NUMBER_MAX - 9)}~${tag}`;
}

/** The lines that carry an amount of the document's own (not QuickBooks' subtotal or a discount line). */
const AMOUNT_LINES = new Set([
  'AccountBasedExpenseLineDetail',
  'ItemBasedExpenseLineDetail',
  'SalesItemLineDetail',
]);

/** The service refused the access token (401): worth one renewal. Never leaves this file. */
class TokenRejected extends Error {
  constructor(readonly providerCode?: string) {
    super('QuickBooks refused the access token');
  }
}

/** Intuit's Fault errors, in its words ("Message: Detail" when the detail adds to the message). */
function faultReasons(body: unknown): {
  reasons: string[];
  code: string | undefined;
  type: string | undefined;
} {
  const b = (body ?? {}) as FaultBody;
  const upper = b.Fault?.Error ?? [];
  const lower = (b.fault?.error ?? []).map((e) => ({ Message: e.message, Detail: e.detail, code: e.code }));
  const errors: FaultError[] = [...upper, ...lower];
  const reasons = errors
    .map((e) => {
      const message = (e.Message ?? '').trim();
      const detail = (e.Detail ?? '').trim();
      if (!detail || detail === message) return message;
      if (!message || detail.startsWith(message)) return detail;
      return `${message}: ${detail}`;
    })
    .filter(Boolean);
  return { reasons: [...new Set(reasons)], code: errors[0]?.code, type: b.Fault?.type ?? b.fault?.type };
}

/** What a non-2xx answer from the API means, as one of our errors (never carrying the request or its token). */
function apiFailure(status: number, body: unknown, retryAfter: string | null, now: number): Error {
  const { reasons, code, type } = faultReasons(body);
  if (status === 401) return new TokenRejected(code);
  if (status === 429 || status >= 500) {
    return new TransientAccountingError(
      details({ status, providerCode: code }),
      parseRetryAfter(retryAfter, now),
    );
  }
  if (status === 403) {
    return new AccountingAuthError(
      details({ status, providerCode: code }),
      'QuickBooks no longer lets this connection use the company (the app was disconnected there, or the subscription lapsed). A company admin needs to reconnect it in Settings.',
    );
  }
  // 610 "Object Not Found": a record deleted or made inactive at QuickBooks (answered as a 400).
  if (status === 404 || code === '610') {
    return new AccountingError(
      'not_found',
      `QuickBooks no longer has that record${reasons.length ? ` (${reasons.join('; ')})` : ''}.`,
      details({ status, providerCode: code }),
    );
  }
  if (status === 400)
    return new AccountingRejectedError(details({ status, providerCode: code ?? type }), reasons);
  return new AccountingError(
    'failed',
    `QuickBooks answered ${status}${reasons.length ? `: ${reasons.join('; ')}` : '.'}`,
    details({ status, providerCode: code }),
  );
}

/** A key as Intuit's requestid: as given when it fits, else a stable digest of it. */
export function requestIdOf(key: string): string {
  if (/^[A-Za-z0-9_.-]+$/.test(key) && key.length <= REQUEST_ID_MAX) return key;
  return createHash('sha256').update(key).digest('base64url').slice(0, 43);
}

/** A string literal in QuickBooks' query language: an apostrophe (and a backslash) escaped with a backslash. */
const literal = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/**
 * A contact's DisplayName as QuickBooks accepts it: no colon (it separates sub-customers), tab or line break, at most
 * 500 characters. The same cleaning runs on the lookup, so a retry finds what the first call made.
 */
export const displayNameOf = (name: string) =>
  name
    .replace(/:/g, ' -')
    .replace(/[\t\r\n]+/g, ' ')
    .trim()
    .slice(0, 500);

/** The Service item an invoice line posts through to reach income account `accountCode`. */
export const serviceItemName = (accountCode: string) => `SiteBase services ${accountCode}`;

/** RateValue is a percentage (20 = 20%) → basis points. */
const basisPointsOf = (rate: QboTaxRate | undefined) => Math.round(Number(rate?.RateValue ?? 0) * 100);

/** The name markers UK QuickBooks gives reverse-charge codes ("20.0% RC CIS", "Reverse Charge", "20.0% ECG"). */
const REVERSE_CHARGE_NAME = /\bRC\b|reverse[\s-]*charge|\bEC[GS]\b/i;

/** Maps a TaxCode (with the TaxRates it points at) onto the shape both adapters answer. */
export function taxRateOf(code: QboTaxCode, rates: Map<string, QboTaxRate>): ProviderTaxRate {
  const ratesOf = (list?: { TaxRateDetail?: QboTaxRateDetail[] }) =>
    (list?.TaxRateDetail ?? [])
      .map((d) => rates.get(d.TaxRateRef?.value ?? ''))
      .filter((r) => r !== undefined);
  const sales = code.SalesTaxRateList?.TaxRateDetail ?? [];
  const purchase = code.PurchaseTaxRateList?.TaxRateDetail ?? [];
  const salesRates = ratesOf(code.SalesTaxRateList);
  const purchaseRates = ratesOf(code.PurchaseTaxRateList);
  const all = [...purchaseRates, ...salesRates];
  const purchasePoints = purchaseRates.map(basisPointsOf);
  const cancelling =
    purchasePoints.length > 1 &&
    purchasePoints.some((p) => p !== 0) &&
    purchasePoints.reduce((a, b) => a + b) === 0;
  const reverseCharge =
    all.some((r) => r.SpecialTaxType === 'REVERSE_CHARGE') ||
    cancelling ||
    REVERSE_CHARGE_NAME.test(code.Name ?? '');
  // The nominal rate: the largest of the code's rates (a reverse charge's two legs are +20% and −20%: 20%).
  const basisPoints = all.reduce((max, r) => Math.max(max, basisPointsOf(r)), 0);
  return {
    code: code.Id,
    name: code.Name ?? '',
    basisPoints,
    canApplyToRevenue: sales.length > 0,
    canApplyToExpenses: purchase.length > 0,
    reverseCharge,
    active: code.Active !== false && code.Hidden !== true,
  };
}

const ACCOUNT_TYPES: Record<string, LedgerAccount['type']> = {
  Expense: 'expense',
  'Other Expense': 'expense',
  'Cost of Goods Sold': 'expense',
  Income: 'revenue',
  'Other Income': 'revenue',
  Bank: 'asset',
  'Accounts Receivable': 'asset',
  'Other Current Asset': 'asset',
  'Fixed Asset': 'asset',
  'Other Asset': 'asset',
  'Accounts Payable': 'liability',
  'Credit Card': 'liability',
  'Other Current Liability': 'liability',
  'Long Term Liability': 'liability',
  Equity: 'equity',
};

const CLASSIFICATIONS: Record<string, LedgerAccount['type']> = {
  Expense: 'expense',
  Revenue: 'revenue',
  Asset: 'asset',
  Liability: 'liability',
  Equity: 'equity',
};

export function accountOf(a: QboAccount): LedgerAccount {
  return {
    code: a.Id,
    name: a.Name ?? '',
    type: ACCOUNT_TYPES[a.AccountType ?? ''] ?? CLASSIFICATIONS[a.Classification ?? ''] ?? 'other',
    active: a.Active !== false,
  };
}

/** quantity × unit price, rounded to the penny (half away from zero); null when the quantity is not a decimal. */
function linePence(line: AccountingLine): number | null {
  const quantity = scaledDecimal(line.quantity, 4);
  if (quantity === null) return null;
  const product = quantity * BigInt(line.unitAmountPence);
  const sign = product < 0n ? -1n : 1n;
  return Number(((product * sign + 5000n) / 10000n) * sign);
}

/** Intuit's classic webhook body. */
interface ClassicWebhook {
  eventNotifications?: {
    realmId?: string;
    dataChangeEvent?: {
      entities?: { name?: string; id?: string; operation?: string; lastUpdated?: string }[];
    };
  }[];
}

/** One event of Intuit's CloudEvents webhook body (an array of these; mandatory from 15 May 2026). */
interface CloudEvent {
  id?: string;
  type?: string;
  time?: string;
  intuitentityid?: string;
  intuitaccountid?: string;
}

const WEBHOOK_RESOURCES: Record<string, AccountingWebhookEvent['resource']> = {
  invoice: 'invoice',
  bill: 'bill',
  payment: 'payment',
  billpayment: 'payment',
  vendor: 'contact',
  customer: 'contact',
};

const resourceOf = (name: string | undefined): AccountingWebhookEvent['resource'] =>
  WEBHOOK_RESOURCES[(name ?? '').toLowerCase()] ?? 'other';

export function createQuickBooksProvider(options: QuickBooksOptions): AccountingProvider {
  const urls = {
    authorizeUrl: options.authorizeUrl ?? DEFAULTS.authorizeUrl,
    tokenUrl: options.tokenUrl ?? DEFAULTS.tokenUrl,
    revokeUrl: options.revokeUrl ?? DEFAULTS.revokeUrl,
    apiBase: (options.apiBase ?? DEFAULTS.apiBase).replace(/\/+$/, ''),
    appUrl: (options.appUrl ?? DEFAULTS.appUrl).replace(/\/+$/, ''),
  };
  const policy = retryPolicy(options.retry);
  const baseFetch: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  const send = withTimeout(baseFetch, timeoutSignals({ timeoutMs: options.timeoutMs }));
  const basic = basicAuth(options.clientId, options.clientSecret);

  const exchange = (url: string, init: RequestInit) => answerOf(PROVIDER, send, url, init);

  async function tokenGrant(form: Record<string, string>): Promise<Record<string, unknown>> {
    const { res, body } = await oauthPost(PROVIDER, send, urls.tokenUrl, basic, { form });
    if (!res.ok) throw oauthFailure(PROVIDER, res, body, policy.now());
    return typeof body === 'object' && body ? (body as Record<string, unknown>) : {};
  }

  const credentialsFrom = (body: Record<string, unknown>, previous?: AccountingCredentials) =>
    oauthCredentials(PROVIDER, body, {
      previous,
      scopes: QUICKBOOKS_SCOPES,
      defaultExpiresIn: 3600,
      now: policy.now(),
    });

  /** The API of one company, one call at a time: a refused token is renewed once, then needs reconnecting. */
  function client(tokens: AccessTokenSource, realmId: string) {
    async function call<T>(
      method: 'GET' | 'POST',
      path: string,
      query: Record<string, string> = {},
      payload?: unknown,
    ): Promise<T> {
      const url = new URL(`${urls.apiBase}/v3/company/${encodeURIComponent(realmId)}/${path}`);
      for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
      url.searchParams.set('minorversion', QUICKBOOKS_MINOR_VERSION);
      let token = await tokens.accessToken();
      for (let renewed = false; ; renewed = true) {
        const { res, body } = await exchange(url.toString(), {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            accept: 'application/json',
            ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
        });
        if (res.ok) {
          const fault = (body as FaultBody | undefined)?.Fault;
          if (fault)
            throw new AccountingRejectedError(details({ status: res.status }), faultReasons(body).reasons);
          return (body ?? {}) as T;
        }
        const failure = apiFailure(res.status, body, res.headers.get('retry-after'), policy.now());
        if (!(failure instanceof TokenRejected)) throw failure;
        if (renewed)
          throw new AccountingAuthError(details({ status: 401, providerCode: failure.providerCode }));
        token = await tokens.renew(token);
      }
    }

    /** `select * from <entity> [where …]`, every page of it. */
    async function query<T>(entity: string, where?: string): Promise<T[]> {
      const rows: T[] = [];
      for (let start = 1; ; start += PAGE) {
        const statement = `select * from ${entity}${where ? ` where ${where}` : ''} startposition ${start} maxresults ${PAGE}`;
        const body = await call<{ QueryResponse?: Record<string, unknown> }>('GET', 'query', {
          query: statement,
        });
        const page = (body.QueryResponse?.[entity] ?? []) as T[];
        rows.push(...page);
        if (page.length < PAGE) return rows;
      }
    }

    const read = async <T>(entity: Entity, id: string): Promise<T> => {
      const body = await call<Record<string, unknown>>(
        'GET',
        `${entity.toLowerCase()}/${encodeURIComponent(id)}`,
      );
      return body[entity] as T;
    };

    /** A create, carrying the requestid that makes Intuit answer a repeat with the first result. */
    const create = async <T>(entity: Entity, payload: unknown, requestId: string): Promise<T> => {
      const body = await call<Record<string, unknown>>(
        'POST',
        entity.toLowerCase(),
        { requestid: requestIdOf(requestId) },
        payload,
      );
      const made = body[entity] as T | undefined;
      if (!made)
        throw new AccountingError('failed', `QuickBooks did not answer the ${entity} it made.`, details());
      return made;
    };

    const update = async <T>(entity: Entity, payload: unknown): Promise<T> => {
      const body = await call<Record<string, unknown>>('POST', entity.toLowerCase(), {}, payload);
      return body[entity] as T;
    };

    return { call, query, read, create, update };
  }

  /** Runs a whole idempotent unit until it succeeds or the policy hands it to the queue. */
  const unit = <T>(fn: () => Promise<T>) => withAccountingRetry(PROVIDER, policy, () => fn());

  function session(tokens: AccessTokenSource, realmId: string): AccountingSession {
    const api = client(tokens, realmId);
    const urlOf = (kind: AccountingDocumentKind, id: string) =>
      `${urls.appUrl}/app/${ENTITY_OF[kind].toLowerCase()}?txnId=${encodeURIComponent(id)}`;

    /** A voided transaction keeps its number with its amounts zeroed and "Voided" at the head of its note. */
    const isVoided = (x: QboTxn) => penceOf(x.TotalAmt) === 0 && /^\s*Voided/i.test(x.PrivateNote ?? '');

    function posted(kind: AccountingDocumentKind, x: QboTxn, created: boolean): PostedDocument {
      const gross = penceOf(x.TotalAmt);
      const vat = penceOf(x.TxnTaxDetail?.TotalTax);
      const net = (x.Line ?? [])
        .filter((l) => AMOUNT_LINES.has(l.DetailType ?? ''))
        .reduce((sum, l) => sum + penceOf(l.Amount), 0);
      let state: PaymentState;
      let due: number;
      if (kind === 'purchase_order') {
        // An order is never paid: closed (billed in full, or closed by hand) is as far as it goes.
        state = x.POStatus === 'Closed' ? 'paid' : 'unpaid';
        due = state === 'paid' ? 0 : gross;
      } else {
        // Intuit always answers a Balance on bills and invoices; without one, nothing is taken as paid.
        due = x.Balance === undefined || x.Balance === null ? gross : penceOf(x.Balance);
        state = isVoided(x) ? 'voided' : due <= 0 ? 'paid' : due < gross ? 'part_paid' : 'unpaid';
      }
      return {
        id: x.Id,
        created,
        state,
        totals: { netPence: net, vatPence: vat, grossPence: gross },
        amountPaidPence: Math.max(0, gross - due),
        amountDuePence: due,
        url: urlOf(kind, x.Id),
      };
    }

    function check(document: AccountingDocument, result: PostedDocument): PostedDocument {
      const t = result.totals;
      const want = document.totals;
      if (t.netPence !== want.netPence || t.vatPence !== want.vatPence || t.grossPence !== want.grossPence) {
        throw new AccountingMismatchError(
          details(),
          `net ${t.netPence}p, VAT ${t.vatPence}p, total ${t.grossPence}p for ${document.number}; we sent net ${want.netPence}p, VAT ${want.vatPence}p, total ${want.grossPence}p`,
        );
      }
      return result;
    }

    /** The Service item posting to income account `accountCode`: found by name, else made once. */
    async function serviceItem(accountCode: string): Promise<string> {
      const name = serviceItemName(accountCode);
      const [found] = await api.query<QboItem>('Item', `Name = ${literal(name)}`);
      if (found) {
        if (found.IncomeAccountRef?.value !== accountCode) {
          throw new AccountingRejectedError(details(), [
            `The QuickBooks product/service "${name}" now posts to another income account; set its income account back to ${accountCode} or rename it`,
          ]);
        }
        return found.Id;
      }
      const made = await api.create<QboItem>(
        'Item',
        { Name: name, Type: 'Service', IncomeAccountRef: { value: accountCode } },
        `item-${accountCode}`,
      );
      return made.Id;
    }

    async function linesOf(document: AccountingDocument) {
      if (document.kind !== 'invoice') {
        return document.lines.map((l) => ({
          DetailType: 'AccountBasedExpenseLineDetail',
          Amount: decimalOf(l.netPence),
          Description: l.description,
          AccountBasedExpenseLineDetail: {
            AccountRef: { value: l.accountCode },
            TaxCodeRef: { value: l.taxCode },
          },
        }));
      }
      const items = new Map<string, string>();
      for (const code of new Set(document.lines.map((l) => l.accountCode)))
        items.set(code, await serviceItem(code));
      return document.lines.map((l) => ({
        DetailType: 'SalesItemLineDetail',
        Amount: decimalOf(l.netPence),
        Description: l.description,
        SalesItemLineDetail: {
          ItemRef: { value: items.get(l.accountCode)! },
          TaxCodeRef: { value: l.taxCode },
          // QuickBooks checks Qty × UnitPrice against Amount: sent only when they agree to the penny.
          ...(linePence(l) === l.netPence
            ? { Qty: Number(l.quantity), UnitPrice: decimalOf(l.unitAmountPence) }
            : {}),
        },
      }));
    }

    /** Our document already at QuickBooks: same number, same contact, not voided. */
    async function findPosted(document: AccountingDocument): Promise<QboTxn | undefined> {
      const entity = ENTITY_OF[document.kind];
      const docNumber = qboDocNumber(document.number);
      const found = await api.query<QboTxn>(entity, `DocNumber = ${literal(docNumber)}`);
      return found.find(
        (x) =>
          x.DocNumber === docNumber &&
          (document.kind === 'invoice' ? x.CustomerRef : x.VendorRef)?.value === document.contactId &&
          !isVoided(x),
      );
    }

    return {
      provider: PROVIDER,
      organisationId: realmId,

      async organisation(): Promise<OrganisationDetails> {
        return unit(async () => {
          const info = await api.read<{
            CompanyName?: string;
            LegalName?: string;
            Country?: string;
            CompanyAddr?: { Country?: string };
          }>('CompanyInfo', realmId);
          const prefs = await api.call<{
            Preferences?: {
              CurrencyPrefs?: { HomeCurrency?: Ref };
              TaxPrefs?: { UsingSalesTax?: boolean; PartnerTaxEnabled?: boolean };
            };
          }>('GET', 'preferences');
          const country = (info?.Country ?? info?.CompanyAddr?.Country ?? '').trim().toUpperCase();
          const tax = prefs.Preferences?.TaxPrefs;
          return {
            id: realmId,
            name: info?.CompanyName ?? info?.LegalName ?? '',
            countryCode: country === 'UK' ? 'GB' : country,
            baseCurrency: prefs.Preferences?.CurrencyPrefs?.HomeCurrency?.value ?? '',
            // UsingSalesTax is set once VAT is switched on in QuickBooks; PartnerTaxEnabled is Intuit's automated
            // tax engine (newer VAT set-ups report it too). Neither said: unknown.
            vatRegistered:
              tax?.UsingSalesTax === true || tax?.PartnerTaxEnabled === true
                ? true
                : tax?.UsingSalesTax === false
                  ? false
                  : null,
          };
        });
      },

      async taxRates(): Promise<ProviderTaxRate[]> {
        return unit(async () => {
          const codes = await api.query<QboTaxCode>('TaxCode');
          const rates = new Map((await api.query<QboTaxRate>('TaxRate')).map((r) => [r.Id, r]));
          return codes.map((code) => taxRateOf(code, rates));
        });
      },

      async accounts(): Promise<LedgerAccount[]> {
        return unit(async () => (await api.query<QboAccount>('Account')).map(accountOf));
      },

      async upsertContact(input: ContactInput) {
        // QuickBooks keeps suppliers (Vendor) and customers (Customer) apart, and one DisplayName across both: a
        // contact that is both is made a Vendor, what bills and orders need.
        const entity: Entity = input.isSupplier || !input.isCustomer ? 'Vendor' : 'Customer';
        const displayName = displayNameOf(input.name);
        const fields = {
          DisplayName: displayName,
          CompanyName: input.name.slice(0, 100),
          ...(input.email ? { PrimaryEmailAddr: { Address: input.email } } : {}),
          ...(input.phone ? { PrimaryPhone: { FreeFormNumber: input.phone } } : {}),
          ...(input.address
            ? {
                BillAddr: {
                  ...Object.fromEntries(
                    input.address.lines.slice(0, 5).map((line, i) => [`Line${i + 1}`, line]),
                  ),
                  ...(input.address.city ? { City: input.address.city } : {}),
                  ...(input.address.postcode ? { PostalCode: input.address.postcode } : {}),
                },
              }
            : {}),
        };
        const providerId = input.providerId;
        if (providerId) {
          return unit(async () => {
            // A sparse update needs the record's current SyncToken; another edit in between (5010, stale) is read
            // again once.
            for (let attempt = 1; ; attempt++) {
              const current = await api.read<QboContact>(entity, providerId);
              try {
                await api.update(entity, {
                  ...fields,
                  Id: providerId,
                  SyncToken: current.SyncToken,
                  sparse: true,
                });
                return { id: providerId, created: false };
              } catch (err) {
                if (attempt < 2 && err instanceof AccountingError && err.providerCode === '5010') continue;
                throw err;
              }
            }
          });
        }
        return unit(async () => {
          // Found by its name first, so an answer lost after QuickBooks made it is found on the retry.
          const [found] = await api.query<QboContact>(entity, `DisplayName = ${literal(displayName)}`);
          if (found) return { id: found.Id, created: false };
          const made = await api.create<QboContact>(entity, fields, `contact-${entity}-${input.reference}`);
          return { id: made.Id, created: true };
        });
      },

      async postDocument(document: AccountingDocument, idempotencyKey: string): Promise<PostedDocument> {
        const entity = ENTITY_OF[document.kind];
        return unit(async () => {
          const existing = await findPosted(document);
          if (existing) return check(document, posted(document.kind, existing, false));
          const shortened = qboDocNumber(document.number) !== document.number;
          const privateNote = [shortened ? `Number ${document.number}` : null, document.reference]
            .filter(Boolean)
            .join(' · ');
          const payload = {
            [document.kind === 'invoice' ? 'CustomerRef' : 'VendorRef']: { value: document.contactId },
            DocNumber: qboDocNumber(document.number),
            TxnDate: document.date,
            ...(document.dueDate ? { DueDate: document.dueDate } : {}),
            ...(privateNote ? { PrivateNote: privateNote } : {}),
            ...(document.kind === 'purchase_order' ? { POStatus: 'Open' } : {}),
            GlobalTaxCalculation: 'TaxExcluded',
            Line: await linesOf(document),
            TxnTaxDetail: { TotalTax: decimalOf(document.totals.vatPence) },
          };
          const made = await api.create<QboTxn>(entity, payload, idempotencyKey);
          return check(document, posted(document.kind, made, true));
        });
      },

      async documentStates(kind, ids) {
        const states: PostedDocument[] = [];
        for (const id of ids) {
          try {
            states.push(
              await unit(async () => posted(kind, await api.read<QboTxn>(ENTITY_OF[kind], id), false)),
            );
          } catch (err) {
            if (!(err instanceof AccountingError) || err.kind !== 'not_found') throw err;
            // Deleted at QuickBooks: nothing is owed on it any more.
            states.push({
              id,
              created: false,
              state: 'voided',
              totals: { netPence: 0, vatPence: 0, grossPence: 0 },
              amountPaidPence: 0,
              amountDuePence: 0,
              url: null,
            });
          }
        }
        return states;
      },
    };
  }

  return {
    provider: PROVIDER,
    scopes: QUICKBOOKS_SCOPES,

    consentUrl(input: AccountingConsentInput): string {
      const url = new URL(urls.authorizeUrl);
      url.searchParams.set('client_id', options.clientId);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('scope', QUICKBOOKS_SCOPES.join(' '));
      url.searchParams.set('redirect_uri', input.redirectUri);
      url.searchParams.set('state', input.state);
      if (input.codeChallenge) {
        url.searchParams.set('code_challenge', input.codeChallenge);
        url.searchParams.set('code_challenge_method', 'S256');
      }
      return url.toString();
    },

    async exchangeCode(input: AccountingCodeExchangeInput): Promise<AccountingConnected> {
      const realmId = input.realmId?.trim();
      if (!realmId) {
        throw new AccountingError(
          'failed',
          'QuickBooks did not say which company was connected (no realmId on the return from QuickBooks). Connect again.',
          details(),
        );
      }
      const body = await unit(() =>
        tokenGrant({
          grant_type: 'authorization_code',
          code: input.code,
          redirect_uri: input.redirectUri,
          ...(input.codeVerifier ? { code_verifier: input.codeVerifier } : {}),
        }),
      );
      const credentials = credentialsFrom(body);
      const api = client(
        {
          accessToken: async () => credentials.accessToken,
          renew: async () => {
            throw new AccountingAuthError(details({ status: 401 }));
          },
        },
        realmId,
      );
      const info = await unit(() =>
        api.read<{ CompanyName?: string; LegalName?: string }>('CompanyInfo', realmId),
      );
      return {
        credentials,
        organisations: [{ id: realmId, name: info?.CompanyName || info?.LegalName || 'QuickBooks company' }],
      };
    },

    async refresh(credentials: AccountingCredentials): Promise<AccountingCredentials> {
      const body = await unit(() =>
        tokenGrant({ grant_type: 'refresh_token', refresh_token: credentials.refreshToken }),
      );
      return credentialsFrom(body, credentials);
    },

    async revoke(credentials: AccountingCredentials): Promise<void> {
      await unit(async () => {
        const { res, body } = await oauthPost(PROVIDER, send, urls.revokeUrl, basic, {
          json: { token: credentials.refreshToken },
        });
        if (res.ok) return;
        const failure = oauthFailure(PROVIDER, res, body, policy.now());
        // Intuit answers 400 for a token it no longer knows: the grant is already gone, which is what we wanted.
        if (res.status === 400 || failure instanceof AccountingAuthError) return;
        throw failure;
      });
    },

    session,

    verifyWebhook(rawBody: Buffer, signature: string | undefined): boolean {
      return verifyHmacSignature(rawBody, options.webhookKey, signature);
    },

    webhookEvents(rawBody: Buffer): AccountingWebhookEvent[] {
      let body: unknown;
      try {
        body = JSON.parse(rawBody.toString('utf8')) as unknown;
      } catch {
        throw new AccountingError('failed', 'The QuickBooks webhook body is not JSON.', details());
      }
      if (Array.isArray(body)) {
        // CloudEvents: [{id, type: "qbo.<entity>.<operation>.v1", time, intuitentityid, intuitaccountid}].
        return (body as CloudEvent[])
          .filter((e) => e && e.id && e.intuitaccountid && e.intuitentityid && typeof e.type === 'string')
          .map((e) => ({
            organisationId: e.intuitaccountid!,
            resource: resourceOf(/^qbo\.([a-z]+)\./i.exec(e.type!)?.[1]),
            resourceId: e.intuitentityid!,
            eventId: e.id!,
            occurredAt: e.time ?? new Date(policy.now()).toISOString(),
          }));
      }
      return ((body as ClassicWebhook).eventNotifications ?? []).flatMap((n) =>
        (n.dataChangeEvent?.entities ?? [])
          .filter((e) => n.realmId && e.id && e.name)
          .map((e) => ({
            organisationId: n.realmId!,
            resource: resourceOf(e.name),
            resourceId: e.id!,
            eventId: `${n.realmId}:${e.name}:${e.id}:${e.lastUpdated ?? ''}`,
            occurredAt: e.lastUpdated ?? new Date(policy.now()).toISOString(),
          })),
      );
    },
  };
}
