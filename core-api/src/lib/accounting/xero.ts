// Owns the Xero (UK) provider (decision 0079). OAuth 2 with our own `fetch` against Xero's identity endpoints —
// xero-node's XeroClient discovers them from identity.xero.com through openid-client and cannot be pointed
// elsewhere, so the code exchange, refresh, revocation and GET /connections (which organisation: the tenant) are
// plain form and JSON calls here, each endpoint configurable (tests point them at our fake). The Accounting API goes
// through xero-node's generated `AccountingApi` (typed from Xero's OpenAPI), one instance per call with its base path
// and the connection's access token set; its failures arrive as JSON strings, not Errors, and are turned into our
// typed errors here without ever keeping its request (which holds the bearer header).
//
// Scopes: apps created after 2 March 2026 may only ask for Xero's granular scopes — settings (tax rates, accounts,
// the organisation) read only, contacts, invoices (bills, sales invoices and purchase orders), payments read only.
// Posting is idempotent twice over: Xero's Idempotency-Key header on every create, and a lookup by our number
// before creating, so a retry after a lost answer — or after the key has expired at Xero — finds the first.
import { randomUUID } from 'node:crypto';
import type { AccessTokenSource } from '../cloud-drive/types.js';
import { headerOf, timeoutSignals, withTimeout as withFetchTimeout } from '../cloud-drive/call.js';
import { parseRetryAfter, retryPolicy } from '../cloud-drive/retry.js';
import {
  TransientAccountingError,
  answerOf,
  basicAuth,
  decimalOf,
  oauthCredentials,
  oauthFailure,
  oauthPost,
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
  AccountingOptions,
  AccountingOrganisation,
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

export const XERO_SCOPES = [
  'openid',
  'profile',
  'email',
  'offline_access',
  'accounting.settings.read',
  'accounting.contacts',
  'accounting.invoices',
  'accounting.payments.read',
] as const;

export interface XeroOptions extends AccountingOptions {
  authorizeUrl?: string;
  tokenUrl?: string;
  revokeUrl?: string;
  connectionsUrl?: string;
  /** The Accounting API's base (https://api.xero.com/api.xro/2.0). */
  apiBase?: string;
  /** Where "open in Xero" links go (https://go.xero.com). */
  appUrl?: string;
}

const DEFAULTS = {
  authorizeUrl: 'https://login.xero.com/identity/connect/authorize',
  tokenUrl: 'https://identity.xero.com/connect/token',
  revokeUrl: 'https://identity.xero.com/connect/revocation',
  connectionsUrl: 'https://api.xero.com/connections',
  apiBase: 'https://api.xero.com/api.xro/2.0',
  appUrl: 'https://go.xero.com',
};

const PROVIDER = 'xero' as const;
const details = (extra: Partial<AccountingErrorDetails> = {}): AccountingErrorDetails => ({
  provider: PROVIDER,
  ...extra,
});

type XeroSdk = typeof import('xero-node');
let sdk: Promise<XeroSdk> | null = null;
/** xero-node (and its models) load on first use: most processes never talk to Xero. */
const loadSdk = () => (sdk ??= import('xero-node'));

/** The parts of xero-node's rejection we read: it rejects with a JSON string of `{response: {statusCode, body, headers}}`. */
interface XeroFailure {
  status: number;
  body: unknown;
  headers: Record<string, unknown>;
}

function failureOf(err: unknown): XeroFailure | null {
  let parsed: unknown = err;
  if (typeof err === 'string') {
    try {
      parsed = JSON.parse(err) as unknown;
    } catch {
      return null;
    }
  }
  const response = (
    parsed as {
      response?: {
        statusCode?: number;
        status?: number;
        body?: unknown;
        data?: unknown;
        headers?: Record<string, unknown>;
      };
    }
  )?.response;
  if (!response || typeof response !== 'object') return null;
  return {
    status: Number(response.statusCode ?? response.status ?? 0),
    body: response.body ?? response.data,
    headers: response.headers ?? {},
  };
}

/** Xero's validation messages, wherever the body holds them (Elements[].ValidationErrors[], or a Message). */
function validationMessages(body: unknown): string[] {
  const b = body as {
    Message?: string;
    Detail?: string;
    Elements?: { ValidationErrors?: { Message?: string }[] }[];
  } | null;
  const fromElements = (b?.Elements ?? []).flatMap((e) =>
    (e.ValidationErrors ?? []).map((v) => v.Message ?? ''),
  );
  const messages = fromElements.filter(Boolean);
  if (messages.length) return [...new Set(messages)];
  return [b?.Detail ?? b?.Message ?? (typeof body === 'string' ? body : '')].filter(Boolean).slice(0, 1);
}

/** A thrown call's meaning: transient, a refused token (worth one renewal), the record refused, or other. */
class XeroTokenRejected extends Error {}

function classify(err: unknown, now: number): Error {
  if (err instanceof AccountingError || err instanceof TransientAccountingError) return err;
  const failure = failureOf(err);
  if (!failure || failure.status === 0) return new TransientAccountingError(details(), undefined);
  const { status, body, headers } = failure;
  const code = (body as { Type?: string; ErrorNumber?: number } | null)?.Type;
  if (status === 401 || status === 403) {
    // 403 AuthorizationUnsuccessful: the organisation disconnected the app or the scope was withdrawn.
    return status === 401
      ? new XeroTokenRejected()
      : new AccountingAuthError(details({ status, providerCode: code }));
  }
  if (status === 429 || status >= 500) {
    return new TransientAccountingError(
      details({ status, providerCode: headerOf(headers, 'x-rate-limit-problem') ?? code }),
      parseRetryAfter(headerOf(headers, 'retry-after'), now),
    );
  }
  if (status === 404)
    return new AccountingError('not_found', 'Xero no longer has that record.', details({ status }));
  if (status === 400)
    return new AccountingRejectedError(details({ status, providerCode: code }), validationMessages(body));
  return new AccountingError('failed', `Xero answered ${status}.`, details({ status, providerCode: code }));
}

const STATE: Record<string, PaymentState> = {
  DRAFT: 'draft',
  SUBMITTED: 'draft',
  AUTHORISED: 'unpaid',
  PAID: 'paid',
  VOIDED: 'voided',
  DELETED: 'voided',
  BILLED: 'paid',
};

/** Quotes for Xero's `where` filter: a literal's double quotes are doubled. */
const literal = (s: string) => `"${s.replace(/"/g, '""')}"`;

export function createXeroProvider(options: XeroOptions): AccountingProvider {
  const urls = {
    authorizeUrl: options.authorizeUrl ?? DEFAULTS.authorizeUrl,
    tokenUrl: options.tokenUrl ?? DEFAULTS.tokenUrl,
    revokeUrl: options.revokeUrl ?? DEFAULTS.revokeUrl,
    connectionsUrl: options.connectionsUrl ?? DEFAULTS.connectionsUrl,
    apiBase: options.apiBase ?? DEFAULTS.apiBase,
    appUrl: options.appUrl ?? DEFAULTS.appUrl,
  };
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  const policy = retryPolicy(options.retry);
  const timeoutMs = options.timeoutMs ?? 120_000;
  const basic = basicAuth(options.clientId, options.clientSecret);
  const timedFetch = withFetchTimeout(fetchImpl, timeoutSignals({ timeoutMs }));

  /** One form POST to the identity server (token grants and revocation): its answer, or what its refusal means. */
  async function identityPost(url: string, form: Record<string, string>): Promise<Record<string, unknown>> {
    const { res, body } = await oauthPost(PROVIDER, timedFetch, url, basic, { form });
    if (!res.ok) throw oauthFailure(PROVIDER, res, body, Date.now());
    return typeof body === 'object' && body ? (body as Record<string, unknown>) : {};
  }

  const credentialsFrom = (body: Record<string, unknown>, previous?: AccountingCredentials) =>
    oauthCredentials(PROVIDER, body, {
      previous,
      scopes: XERO_SCOPES,
      defaultExpiresIn: 1800,
      now: Date.now(),
    });

  async function connections(accessToken: string): Promise<AccountingOrganisation[]> {
    const { res, body } = await answerOf(PROVIDER, timedFetch, urls.connectionsUrl, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    });
    if (!res.ok) {
      const failure = classify(
        { response: { statusCode: res.status, body, headers: Object.fromEntries(res.headers) } },
        Date.now(),
      );
      // The token from the exchange just now refused: nothing to renew it with but connecting again.
      throw failure instanceof XeroTokenRejected
        ? new AccountingAuthError(details({ status: 401 }))
        : failure;
    }
    return ((body as { tenantId: string; tenantName: string | null; tenantType: string; id: string }[]) ?? [])
      .filter((c) => c.tenantType === 'ORGANISATION')
      .map((c) => ({ id: c.tenantId, name: c.tenantName ?? 'Xero organisation', connectionId: c.id }));
  }

  /** Runs one API call with a live token: a 401 renews the token once, then it is the admin's to reconnect. */
  async function authorizedOnce<T>(
    tokens: AccessTokenSource,
    call: (token: string) => Promise<T>,
  ): Promise<T> {
    let token = await tokens.accessToken();
    for (let renewed = false; ; renewed = true) {
      try {
        return await withTimeout(call(token));
      } catch (err) {
        const failure = classify(err, Date.now());
        if (!(failure instanceof XeroTokenRejected)) throw failure;
        if (renewed) throw new AccountingAuthError(details({ status: 401 }));
        token = await tokens.renew(token);
      }
    }
  }

  /** One call, retried on its own (reads, and writes that are safe alone). */
  function authorized<T>(tokens: AccessTokenSource, call: (token: string) => Promise<T>): Promise<T> {
    return withAccountingRetry(PROVIDER, policy, () => authorizedOnce(tokens, call));
  }

  /** axios inside xero-node has no timeout of ours: a call past `timeoutMs` counts as no answer (retried). */
  function withTimeout<T>(p: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new TransientAccountingError(details(), undefined)), timeoutMs);
      timer.unref();
    });
    return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
  }

  async function api(token: string) {
    const { AccountingApi } = await loadSdk();
    const client = new AccountingApi(urls.apiBase);
    client.accessToken = token;
    return client;
  }

  function session(tokens: AccessTokenSource, tenantId: string): AccountingSession {
    const call = <T>(fn: (client: Awaited<ReturnType<typeof api>>) => Promise<T>) =>
      authorized(tokens, async (token) => fn(await api(token)));
    // "Look for it, else make it" retried whole: after a lost answer the retry looks again and finds what the
    // lost answer made, even when Xero no longer remembers the idempotency key.
    const send = <T>(fn: (client: Awaited<ReturnType<typeof api>>) => Promise<T>) =>
      authorizedOnce(tokens, async (token) => fn(await api(token)));
    const unit = <T>(fn: () => Promise<T>) => withAccountingRetry(PROVIDER, policy, fn);
    let shortCode: string | undefined;

    const linkOf = (kind: AccountingDocument['kind'], id: string) => {
      const path =
        kind === 'invoice'
          ? `/AccountsReceivable/View.aspx?InvoiceID=${id}`
          : kind === 'bill'
            ? `/AccountsPayable/View.aspx?InvoiceID=${id}`
            : `/Accounts/Payable/PurchaseOrders/View/${id}`;
      const deep = `${urls.appUrl}/app${path}`;
      return shortCode
        ? `${urls.appUrl}/organisationlogin/default.aspx?shortcode=${shortCode}&redirecturl=${encodeURIComponent(path)}`
        : deep;
    };

    type XeroInvoice = import('xero-node').Invoice;
    type XeroPurchaseOrder = import('xero-node').PurchaseOrder;

    function posted(
      kind: AccountingDocument['kind'],
      x: XeroInvoice | XeroPurchaseOrder,
      created: boolean,
    ): PostedDocument {
      const id =
        'invoiceID' in x && x.invoiceID ? x.invoiceID : ((x as XeroPurchaseOrder).purchaseOrderID ?? '');
      const total = penceOf(x.total);
      const paid = penceOf('amountPaid' in x ? x.amountPaid : 0);
      const due = 'amountDue' in x && x.amountDue !== undefined ? penceOf(x.amountDue) : total - paid;
      let state = STATE[String(x.status)] ?? 'unpaid';
      if (state === 'unpaid' && paid > 0) state = 'part_paid';
      return {
        id,
        created,
        state,
        totals: { netPence: penceOf(x.subTotal), vatPence: penceOf(x.totalTax), grossPence: total },
        amountPaidPence: paid,
        amountDuePence: due,
        url: linkOf(kind, id),
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

    async function lineItems(document: AccountingDocument) {
      const { LineItem } = await loadSdk();
      return document.lines.map((l) => {
        const item = new LineItem();
        item.description = l.description;
        item.quantity = Number(l.quantity);
        item.unitAmount = decimalOf(l.unitAmountPence);
        item.lineAmount = decimalOf(l.netPence);
        item.accountCode = l.accountCode;
        item.taxType = l.taxCode;
        item.taxAmount = decimalOf(l.vatPence);
        return item;
      });
    }

    return {
      provider: PROVIDER,
      organisationId: tenantId,

      async organisation(): Promise<OrganisationDetails> {
        const res = await call((c) => c.getOrganisations(tenantId));
        const org = res.body.organisations?.[0];
        if (!org)
          throw new AccountingError('not_found', 'Xero has no organisation for this connection.', details());
        shortCode = org.shortCode;
        return {
          id: org.organisationID ?? tenantId,
          name: org.name ?? '',
          countryCode: String(org.countryCode ?? ''),
          baseCurrency: String(org.baseCurrency ?? ''),
          vatRegistered: org.paysTax ?? null,
          shortCode: org.shortCode,
        };
      },

      async taxRates(): Promise<ProviderTaxRate[]> {
        const res = await call((c) => c.getTaxRates(tenantId));
        return (res.body.taxRates ?? []).map((r) => ({
          code: r.taxType ?? '',
          name: r.name ?? '',
          basisPoints: Math.round(Number(r.displayTaxRate ?? r.effectiveRate ?? 0) * 100),
          canApplyToRevenue: r.canApplyToRevenue ?? false,
          canApplyToExpenses: r.canApplyToExpenses ?? false,
          // Xero's UK domestic reverse charge rates are the DRCHARGE… tax types (their names differ by source).
          reverseCharge: /^DRCHARGE/i.test(r.taxType ?? ''),
          active: String(r.status ?? 'ACTIVE') === 'ACTIVE',
        }));
      },

      async accounts(): Promise<LedgerAccount[]> {
        const res = await call((c) => c.getAccounts(tenantId));
        const typeOf = (cls: string): LedgerAccount['type'] =>
          cls === 'EXPENSE'
            ? 'expense'
            : cls === 'REVENUE'
              ? 'revenue'
              : cls === 'LIABILITY'
                ? 'liability'
                : cls === 'ASSET'
                  ? 'asset'
                  : cls === 'EQUITY'
                    ? 'equity'
                    : 'other';
        return (res.body.accounts ?? [])
          .filter((a) => a.code)
          .map((a) => ({
            code: a.code!,
            name: a.name ?? '',
            type: typeOf(String(a._class ?? '')),
            active: String(a.status ?? 'ACTIVE') === 'ACTIVE',
            // Accounts flagged for CIS (Xero's CIS system accounts) are refused in API line items. The flag, not
            // the name: a company's own "CIS deductions" liability account is the right home for the deduction.
            cisFlagged: /CIS/i.test(String(a.systemAccount ?? '')),
          }));
      },

      async upsertContact(input: ContactInput) {
        const { Contact } = await loadSdk();
        const contact = new Contact();
        contact.name = input.name;
        contact.contactNumber = input.reference;
        if (input.email) contact.emailAddress = input.email;
        if (input.vatNumber) contact.taxNumber = input.vatNumber;
        if (input.providerId) {
          contact.contactID = input.providerId;
          await call((c) => c.updateContact(tenantId, input.providerId!, { contacts: [contact] }));
          return { id: input.providerId, created: false };
        }
        // Found by our reference (a lost answer), else by name (Xero keeps contact names unique): linked, not made twice.
        const where = `ContactNumber==${literal(input.reference)} OR Name==${literal(input.name)}`;
        const key = `contact-${input.reference}`;
        return unit(async () => {
          const found = await send((c) => c.getContacts(tenantId, undefined, where));
          const existing =
            (found.body.contacts ?? []).find((c) => c.contactNumber === input.reference) ??
            found.body.contacts?.[0];
          if (existing?.contactID) return { id: existing.contactID, created: false };
          const res = await send((c) => c.createContacts(tenantId, { contacts: [contact] }, true, key));
          const id = res.body.contacts?.[0]?.contactID;
          if (!id) throw new AccountingError('failed', 'Xero did not answer the contact it made.', details());
          return { id, created: true };
        });
      },

      async postDocument(document: AccountingDocument, idempotencyKey: string): Promise<PostedDocument> {
        const sdkModule = await loadSdk();
        // One unit: a retry after a lost create answer looks again first (see `send`).
        return unit(async () => {
          if (document.kind === 'purchase_order') {
            const found = await send((c) =>
              c.getPurchaseOrders(
                tenantId,
                undefined,
                undefined,
                undefined,
                undefined,
                undefined,
                undefined,
                undefined,
              ),
            ).then((r) =>
              (r.body.purchaseOrders ?? []).find(
                (p) => p.purchaseOrderNumber === document.number && String(p.status) !== 'DELETED',
              ),
            );
            if (found) return check(document, posted('purchase_order', found, false));
            const po = new sdkModule.PurchaseOrder();
            po.purchaseOrderNumber = document.number;
            po.reference = document.reference ?? undefined;
            po.contact = { contactID: document.contactId };
            po.date = document.date;
            if (document.dueDate) po.deliveryDate = document.dueDate;
            po.lineAmountTypes = sdkModule.LineAmountTypes.Exclusive;
            po.lineItems = await lineItems(document);
            po.status = sdkModule.PurchaseOrder.StatusEnum.AUTHORISED;
            const res = await send((c) =>
              c.createPurchaseOrders(tenantId, { purchaseOrders: [po] }, false, idempotencyKey),
            );
            const made = res.body.purchaseOrders?.[0];
            if (!made)
              throw new AccountingError(
                'failed',
                'Xero did not answer the purchase order it made.',
                details(),
              );
            return check(document, posted('purchase_order', made, true));
          }
          const type = document.kind === 'bill' ? 'ACCPAY' : 'ACCREC';
          const where = `InvoiceNumber==${literal(document.number)} AND Type==${literal(type)} AND Status!="DELETED" AND Status!="VOIDED"`;
          const existing = await send((c) => c.getInvoices(tenantId, undefined, where));
          const first = existing.body.invoices?.[0];
          if (first) return check(document, posted(document.kind, first, false));
          const invoice = new sdkModule.Invoice();
          invoice.type =
            document.kind === 'bill' ? sdkModule.Invoice.TypeEnum.ACCPAY : sdkModule.Invoice.TypeEnum.ACCREC;
          invoice.invoiceNumber = document.number;
          invoice.reference = document.reference ?? undefined;
          invoice.contact = { contactID: document.contactId };
          invoice.date = document.date;
          if (document.dueDate) invoice.dueDate = document.dueDate;
          invoice.lineAmountTypes = sdkModule.LineAmountTypes.Exclusive;
          invoice.lineItems = await lineItems(document);
          invoice.status = sdkModule.Invoice.StatusEnum.AUTHORISED;
          const res = await send((c) =>
            c.createInvoices(tenantId, { invoices: [invoice] }, false, 2, idempotencyKey),
          );
          const made = res.body.invoices?.[0];
          if (!made)
            throw new AccountingError('failed', 'Xero did not answer the invoice it made.', details());
          if (made.hasErrors) {
            throw new AccountingRejectedError(
              details({ status: 400 }),
              (made.validationErrors ?? []).map((v) => v.message ?? '').filter(Boolean),
            );
          }
          return check(document, posted(document.kind, made, true));
        });
      },

      async documentStates(kind, ids) {
        if (!ids.length) return [];
        const res = await call((c) => c.getInvoices(tenantId, undefined, undefined, undefined, ids));
        return (res.body.invoices ?? []).map((x) => posted(kind, x, false));
      },
    };
  }

  return {
    provider: PROVIDER,
    scopes: XERO_SCOPES,

    consentUrl(input: AccountingConsentInput): string {
      const url = new URL(urls.authorizeUrl);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('client_id', options.clientId);
      url.searchParams.set('redirect_uri', input.redirectUri);
      url.searchParams.set('scope', XERO_SCOPES.join(' '));
      url.searchParams.set('state', input.state);
      if (input.codeChallenge) {
        url.searchParams.set('code_challenge', input.codeChallenge);
        url.searchParams.set('code_challenge_method', 'S256');
      }
      return url.toString();
    },

    async exchangeCode(input: AccountingCodeExchangeInput): Promise<AccountingConnected> {
      const body = await withAccountingRetry(PROVIDER, policy, () =>
        identityPost(urls.tokenUrl, {
          grant_type: 'authorization_code',
          code: input.code,
          redirect_uri: input.redirectUri,
          ...(input.codeVerifier ? { code_verifier: input.codeVerifier } : {}),
        }),
      );
      const credentials = credentialsFrom(body);
      const organisations = await withAccountingRetry(PROVIDER, policy, () =>
        connections(credentials.accessToken),
      );
      if (!organisations.length)
        throw new AccountingError(
          'failed',
          'No Xero organisation was chosen on Xero’s consent page. Connect again and pick one.',
          details(),
        );
      return { credentials, organisations };
    },

    async refresh(credentials: AccountingCredentials): Promise<AccountingCredentials> {
      const body = await withAccountingRetry(PROVIDER, policy, () =>
        identityPost(urls.tokenUrl, { grant_type: 'refresh_token', refresh_token: credentials.refreshToken }),
      );
      return credentialsFrom(body, credentials);
    },

    async revoke(credentials: AccountingCredentials): Promise<void> {
      try {
        await identityPost(urls.revokeUrl, { token: credentials.refreshToken });
      } catch (err) {
        // A grant already gone is what we wanted (RFC 7009 answers 200; some servers say invalid_token).
        if (
          err instanceof AccountingAuthError ||
          (err instanceof AccountingError && err.providerCode === 'invalid_token')
        )
          return;
        throw err;
      }
    },

    session,

    verifyWebhook(rawBody: Buffer, signature: string | undefined): boolean {
      return verifyHmacSignature(rawBody, options.webhookKey, signature);
    },

    webhookEvents(rawBody: Buffer): AccountingWebhookEvent[] {
      const body = JSON.parse(rawBody.toString('utf8')) as {
        events?: {
          resourceId?: string;
          eventDateUtc?: string;
          eventCategory?: string;
          eventType?: string;
          tenantId?: string;
        }[];
      };
      return (body.events ?? [])
        .filter((e) => e.tenantId && e.resourceId)
        .map((e) => ({
          organisationId: e.tenantId!,
          resource:
            e.eventCategory === 'INVOICE' ? 'invoice' : e.eventCategory === 'CONTACT' ? 'contact' : 'other',
          resourceId: e.resourceId!,
          eventId: `${e.tenantId}:${e.eventCategory}:${e.resourceId}:${e.eventType}:${e.eventDateUtc}`,
          occurredAt: e.eventDateUtc ?? new Date().toISOString(),
        }));
    },
  };
}

/** A fresh idempotency key (the outbox stores one per record and sends the same one on every retry). */
export const newIdempotencyKey = () => randomUUID();
