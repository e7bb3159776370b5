// Owns what the accounting routes accept: the service to connect, the consent redirect's state and code (and
// QuickBooks' realmId, or the service's refusal), the organisation picked, the confirmed mapping, and the list's
// filters.
import { z } from 'zod';
import { ACCOUNTING_PROVIDERS } from '../../lib/accounting/index.js';
import { pageQuery } from '../../lib/paging.js';

export const PROVIDER_REQUIRED = 'Provider must be xero or quickbooks';

const text = (name: string, max: number) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, { error: `${name} is required` })
    .max(max, { error: `${name} must be ${max} characters or fewer` });

export const connectSchema = z.object({
  provider: z.enum(ACCOUNTING_PROVIDERS, { error: PROVIDER_REQUIRED }),
});

export const callbackSchema = z
  .object({
    state: text('State', 200),
    code: text('Code', 4096).optional(),
    error: text('Error', 200).optional(),
    /** QuickBooks sends the company's id beside the code. */
    realm_id: text('Realm id', 100).optional(),
  })
  .refine((v) => v.code !== undefined || v.error !== undefined, {
    error: 'Code is required',
    path: ['code'],
  });

export const organisationSchema = z.object({ organisation_id: text('Organisation', 100) });

const codeMap = z.record(z.string().max(40), text('Tax code', 100));
export const mappingSchema = z.object({
  tax_mapping: z.object({ purchases: codeMap, sales: codeMap }, { error: 'Tax mapping is required' }),
  accounts: z.object(
    {
      expense: text('Expense account', 100),
      revenue: text('Sales account', 100),
      cis: text('CIS account', 100),
    },
    { error: 'Accounts are required' },
  ),
});

export const postingsQuery = z.object({
  ...pageQuery,
  status: z
    .enum(['queued', 'posted', 'failed'], { error: 'Status must be queued, posted or failed' })
    .optional(),
  source_type: z
    .enum(['supplier_invoice', 'labour_invoice', 'purchase_order', 'application'], {
      error: 'Source type must be supplier_invoice, labour_invoice, purchase_order or application',
    })
    .optional(),
  source_id: z.uuid({ error: 'Source id must be a uuid' }).optional(),
});
