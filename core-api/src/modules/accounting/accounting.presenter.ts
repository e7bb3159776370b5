// Owns the accounting module's answers: the connection as settings shows it (service, organisation, who connected
// it and when, whether the mapping is confirmed, what is queued or refused) — never its credentials — the mapping
// screen's rates and accounts, and postings (state, the service's id and link, payment state read back).
import type { Sequelize } from 'sequelize';
import { z } from 'zod';
import {
  ACCOUNTING_PROVIDERS,
  ACCOUNTING_PROVIDER_NAMES,
  type AccountingProviderId,
} from '../../lib/accounting/index.js';
import { personName } from '../../lib/approvers.js';
import { q } from '../../lib/sql.js';
import { timestamp } from '../../lib/wire.js';
import type { AccountingConnection } from './accounting-connection.model.js';
import type { AccountingPosting } from './accounting-posting.model.js';

const providerSchema = z.enum(ACCOUNTING_PROVIDERS);
const codes = z.record(z.string(), z.string());
export const taxMappingSchema = z
  .object({ purchases: codes, sales: codes })
  .meta({ id: 'AccountingTaxMapping' });
export const postingAccountsSchema = z
  .object({ expense: z.string(), revenue: z.string(), cis: z.string() })
  .meta({ id: 'AccountingPostingAccounts' });

export const accountingConnectionSchema = z
  .object({
    provider: providerSchema,
    provider_name: z.string(),
    /** choosing_organisation | connected | needs_reconnecting */
    status: z.enum(['choosing_organisation', 'connected', 'needs_reconnecting']),
    status_reason: z.string().nullable(),
    organisations: z.array(z.object({ id: z.string(), name: z.string() })),
    organisation: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
    connected_by: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    connected_at: timestamp,
    mapping_confirmed_at: timestamp.nullable(),
    last_pulled_at: timestamp.nullable(),
    /** Postings by state: what waits, what the service refused, what went. */
    postings: z.object({ queued: z.number().int(), failed: z.number().int(), posted: z.number().int() }),
  })
  .meta({ id: 'AccountingConnection' });

export const accountingSchema = z
  .object({
    /** The services this server is set up for (a client id and secret configured), with the scopes asked. */
    providers: z.array(z.object({ id: providerSchema, name: z.string(), scopes: z.array(z.string()) })),
    /** Whether ACCOUNTING_TOKEN_KEY is set: without it nothing can be connected. */
    token_key_configured: z.boolean(),
    connection: accountingConnectionSchema.nullable(),
  })
  .meta({ id: 'Accounting' });

export const accountingAuthorizationSchema = z
  .object({ authorization_url: z.string(), redirect_uri: z.string() })
  .meta({ id: 'AccountingAuthorization' });

export const accountingSetupSchema = z
  .object({
    tax_rates: z.array(
      z.object({
        code: z.string(),
        name: z.string(),
        basis_points: z.number().int(),
        purchases: z.boolean(),
        sales: z.boolean(),
        reverse_charge: z.boolean(),
      }),
    ),
    accounts: z.array(
      z.object({ code: z.string(), name: z.string(), type: z.string(), cis_flagged: z.boolean() }),
    ),
    /** The mapping suggested from the organisation's own rates (by direction, rate and reverse charge). */
    suggested: taxMappingSchema,
    /** Codes the suggestion could not settle (`purchases.drc`…): the admin chooses. */
    unmapped: z.array(z.string()),
    tax_mapping: taxMappingSchema.nullable(),
    accounts_chosen: postingAccountsSchema.nullable(),
    confirmed_at: timestamp.nullable(),
  })
  .meta({ id: 'AccountingSetup' });

export const postingSchema = z
  .object({
    id: z.uuid(),
    source_type: z.enum(['supplier_invoice', 'labour_invoice', 'purchase_order', 'application']),
    source_id: z.uuid(),
    /** The service it goes to (every posting belongs to the company's one connection). */
    provider: providerSchema,
    provider_name: z.string(),
    kind: z.enum(['bill', 'invoice', 'purchase_order']),
    label: z.string(),
    /** queued (waiting or being retried) | posted | failed (refused: the reason says why) */
    status: z.enum(['queued', 'posted', 'failed']),
    attempts: z.number().int(),
    last_error: z.string().nullable(),
    provider_id: z.string().nullable(),
    /** Opens the record in the service. */
    url: z.string().nullable(),
    posted_at: timestamp.nullable(),
    /** Read back from the service: unpaid | part_paid | paid | voided | draft. */
    payment_state: z.enum(['unpaid', 'part_paid', 'paid', 'voided', 'draft']).nullable(),
    total_pence: z.number().int().nullable(),
    amount_paid_pence: z.number().int().nullable(),
    amount_due_pence: z.number().int().nullable(),
    created_at: timestamp,
  })
  .meta({ id: 'AccountingPosting' });

export const postingLogSchema = z
  .object({
    posting: postingSchema,
    attempts: z.array(
      z.object({
        outcome: z.string(),
        message: z.string().nullable(),
        provider_id: z.string().nullable(),
        at: timestamp,
      }),
    ),
  })
  .meta({ id: 'AccountingPostingLog' });

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);
const pence = (v: number | string | null | undefined) => (v === null || v === undefined ? null : Number(v));

/** Why the company's queued postings wait, when it is the connection (not the service) they wait for. */
export function waitingReason(
  c: Pick<AccountingConnection, 'status' | 'status_reason' | 'mapping_confirmed_at'> | null,
): string | null {
  if (!c) return null;
  if (c.status === 'needs_reconnecting')
    return c.status_reason ?? 'Waiting for a company admin to reconnect the accounting service in Settings.';
  if (c.status === 'choosing_organisation')
    return 'Waiting for a company admin to choose the organisation in Settings.';
  if (!c.mapping_confirmed_at)
    return 'Waiting for a company admin to confirm the tax codes and accounts in Settings.';
  return null;
}

export function presentPosting(
  p: AccountingPosting,
  provider: AccountingProviderId,
  waiting: string | null = null,
): z.infer<typeof postingSchema> {
  return {
    id: p.id,
    source_type: p.source_type,
    source_id: p.source_id,
    provider,
    provider_name: ACCOUNTING_PROVIDER_NAMES[provider],
    kind: p.kind,
    label: p.label,
    status: p.status,
    attempts: p.attempts,
    last_error: p.last_error ?? (p.status === 'queued' ? waiting : null),
    provider_id: p.provider_id,
    url: p.url,
    posted_at: iso(p.posted_at),
    payment_state: p.payment_state,
    total_pence: pence(p.total_pence),
    amount_paid_pence: pence(p.amount_paid_pence),
    amount_due_pence: pence(p.amount_due_pence),
    created_at: iso(p.created_at),
  } as z.infer<typeof postingSchema>;
}

export async function presentConnection(db: Sequelize, c: AccountingConnection) {
  const counts = await q<{ status: string; n: string }>(
    db,
    'SELECT status, count(*) AS n FROM accounting_postings WHERE connection_id = :id GROUP BY status',
    { id: c.id },
  );
  const count = (s: string) => Number(counts.find((r) => r.status === s)?.n ?? 0);
  const name = c.connected_by ? await personName(db, c.connected_by) : null;
  return {
    provider: c.provider,
    provider_name: ACCOUNTING_PROVIDER_NAMES[c.provider],
    status: c.status,
    status_reason: c.status_reason,
    organisations: c.organisations.map((o) => ({ id: o.id, name: o.name })),
    organisation: c.organisation_id ? { id: c.organisation_id, name: c.organisation_name } : null,
    connected_by: c.connected_by && name ? { id: c.connected_by, name } : null,
    connected_at: iso(c.connected_at),
    mapping_confirmed_at: iso(c.mapping_confirmed_at),
    last_pulled_at: iso(c.last_pulled_at),
    postings: { queued: count('queued'), failed: count('failed'), posted: count('posted') },
  } as z.infer<typeof accountingConnectionSchema>;
}
