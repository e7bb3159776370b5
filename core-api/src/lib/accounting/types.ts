// Owns the shape of a company's accounting service as the rest of core-api sees it (decision 0079): an
// `AccountingProvider` is the app's side of one service (consent URL, code exchange, refresh, revoke, webhook
// signatures); an `AccountingSession` is one company's connection to one organisation doing the work (its tax
// rates and accounts, contacts kept linked by id, bills, invoices and purchase orders posted once, payment state
// read back). Money crosses this boundary as integer pence and leaves it as the provider's decimals only inside
// an adapter; ids are the provider's, opaque: store them as given.
import type { VatCode } from '@sitebase/shared';
import type { AccessTokenSource, FetchLike } from '../cloud-drive/types.js';
import type { RetryPolicy } from '../cloud-drive/retry.js';

export const ACCOUNTING_PROVIDERS = ['xero', 'quickbooks'] as const;
export type AccountingProviderId = (typeof ACCOUNTING_PROVIDERS)[number];

export const ACCOUNTING_PROVIDER_NAMES: Record<AccountingProviderId, string> = {
  xero: 'Xero',
  quickbooks: 'QuickBooks Online',
};

/**
 * What a connection keeps secret, sealed whole before it is stored and never sent to a client or a log. Both
 * services rotate the refresh token on every refresh: the new one must be saved before the access token is used.
 */
export interface AccountingCredentials {
  provider: AccountingProviderId;
  refreshToken: string;
  accessToken: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  scopes: string[];
}

/** An organisation the person may connect: a Xero tenant (from GET /connections) or the QuickBooks company. */
export interface AccountingOrganisation {
  /** Xero's tenantId; QuickBooks' realmId. */
  id: string;
  name: string;
  /** Xero: the connection's id (what DELETE /connections/{id} removes). */
  connectionId?: string;
}

export interface AccountingConsentInput {
  redirectUri: string;
  /** The caller's CSRF state, echoed back on the redirect. */
  state: string;
  /** PKCE (RFC 7636): base64url(SHA-256(verifier)). */
  codeChallenge?: string;
}

export interface AccountingCodeExchangeInput {
  code: string;
  redirectUri: string;
  codeVerifier?: string;
  /** QuickBooks sends the company's realmId on the redirect beside the code. */
  realmId?: string;
}

export interface AccountingConnected {
  credentials: AccountingCredentials;
  /** The organisations this grant reaches; the admin picks one when there are several (Xero). */
  organisations: AccountingOrganisation[];
}

/** The organisation's own settings we check before posting (GBP, the UK, VAT registration). */
export interface OrganisationDetails {
  id: string;
  name: string;
  countryCode: string;
  baseCurrency: string;
  /** Whether the organisation charges VAT (a company not registered posts everything as "no VAT"). */
  vatRegistered: boolean | null;
  /** Xero's short code (deep links: https://go.xero.com/organisationlogin/default.aspx?shortcode=…). */
  shortCode?: string;
}

/** One of the organisation's tax rates, as read from the service (never assumed). */
export interface ProviderTaxRate {
  /** Xero's TaxType (`INPUT2`, `DRCHARGE20`…); QuickBooks' TaxCode id. */
  code: string;
  name: string;
  /** The rate in basis points (20% = 2000). */
  basisPoints: number;
  canApplyToRevenue: boolean;
  canApplyToExpenses: boolean;
  /** The service marks it as a reverse charge (Xero's report tax type / QuickBooks' reverse-charge rates). */
  reverseCharge: boolean;
  active: boolean;
}

/** A ledger account (for the CIS deduction line and the default expense and revenue accounts). */
export interface LedgerAccount {
  /** Xero: the account Code (what line items name); QuickBooks: the Account id. */
  code: string;
  name: string;
  type: 'expense' | 'revenue' | 'liability' | 'asset' | 'equity' | 'other';
  active: boolean;
  /** Xero refuses accounts flagged for CIS in API line items; they are never offered for a line. */
  cisFlagged?: boolean;
}

export interface ContactInput {
  /** The provider's id when we linked it before (updated, not made again). */
  providerId?: string | null;
  name: string;
  email?: string | null;
  phone?: string | null;
  vatNumber?: string | null;
  /** Our own id, kept on the provider's record so a lost answer is found on the retry. */
  reference: string;
  isSupplier: boolean;
  isCustomer: boolean;
  address?: { lines: string[]; city?: string | null; postcode?: string | null } | null;
}

export type AccountingDocumentKind = 'bill' | 'invoice' | 'purchase_order';

export interface AccountingLine {
  description: string;
  /** Up to 4 decimals (days, tonnes); the posting sends quantity × unit so the line nets to `netPence`. */
  quantity: string;
  unitAmountPence: number;
  netPence: number;
  /** Our VAT figure for the line (0 for zero, exempt and the reverse charge). */
  vatPence: number;
  /** The service's tax code for the line (from the admin's confirmed mapping). */
  taxCode: string;
  accountCode: string;
}

export interface AccountingDocument {
  kind: AccountingDocumentKind;
  /** Our number (shown as the provider's invoice number / reference). */
  number: string;
  reference?: string | null;
  contactId: string;
  /** yyyy-mm-dd. */
  date: string;
  dueDate?: string | null;
  lines: AccountingLine[];
  /** Checked against what the service answers, to the penny. */
  totals: { netPence: number; vatPence: number; grossPence: number };
}

export type PaymentState = 'unpaid' | 'part_paid' | 'paid' | 'voided' | 'draft';

export interface PostedDocument {
  id: string;
  /** Whether this call made it (false: it was there already, found by our number). */
  created: boolean;
  state: PaymentState;
  totals: { netPence: number; vatPence: number; grossPence: number };
  amountPaidPence: number;
  amountDuePence: number;
  /** The "open in Xero / QuickBooks" link. */
  url: string | null;
}

/** A webhook's claim that something changed at the service: what it names is read back, never trusted as sent. */
export interface AccountingWebhookEvent {
  /** The organisation (Xero tenantId, QuickBooks realmId). */
  organisationId: string;
  resource: 'invoice' | 'bill' | 'contact' | 'payment' | 'other';
  resourceId: string;
  /** The service's own id of the event, for ignoring replays. */
  eventId: string;
  occurredAt: string;
}

/** One company's connection to one organisation at work. Every call retries what is worth it; errors are typed. */
export interface AccountingSession {
  readonly provider: AccountingProviderId;
  readonly organisationId: string;
  organisation(): Promise<OrganisationDetails>;
  taxRates(): Promise<ProviderTaxRate[]>;
  accounts(): Promise<LedgerAccount[]>;
  /** Creates the contact, or updates the linked one; a retry after a lost answer finds it by `reference`. */
  upsertContact(input: ContactInput): Promise<{ id: string; created: boolean }>;
  /** Posts once: the idempotency key (and, failing that, our number) makes a retry answer the first. */
  postDocument(document: AccountingDocument, idempotencyKey: string): Promise<PostedDocument>;
  /** Reads documents' payment state back (after a webhook, or on the periodic pull). */
  documentStates(
    kind: Exclude<AccountingDocumentKind, 'purchase_order'>,
    ids: string[],
  ): Promise<PostedDocument[]>;
}

export interface AccountingProvider {
  readonly provider: AccountingProviderId;
  readonly scopes: readonly string[];
  consentUrl(input: AccountingConsentInput): string;
  exchangeCode(input: AccountingCodeExchangeInput): Promise<AccountingConnected>;
  refresh(credentials: AccountingCredentials): Promise<AccountingCredentials>;
  /** Ends the grant at the service (disconnect). A grant already gone is not an error. */
  revoke(credentials: AccountingCredentials): Promise<void>;
  session(tokens: AccessTokenSource, organisationId: string): AccountingSession;
  /** Checks a webhook's signature header against its raw body, in constant time, before anything is read. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): boolean;
  /** The events of a verified webhook body. */
  webhookEvents(rawBody: Buffer): AccountingWebhookEvent[];
}

/** How an adapter is built: tests inject the endpoints, a fetch, the clock and the sleep. */
export interface AccountingOptions {
  clientId: string;
  clientSecret: string;
  /** The webhook signing key (Xero) or verifier token (QuickBooks). */
  webhookKey?: string;
  fetch?: FetchLike;
  retry?: Partial<RetryPolicy>;
  /** Longest a single HTTP call may take (default 120 s). */
  timeoutMs?: number;
}

/** Our VAT code → the service's tax code, for purchases (bills, orders) and for sales (invoices). */
export type TaxCodeMap = Record<'purchases' | 'sales', Partial<Record<VatCode | 'no_vat', string>>>;
