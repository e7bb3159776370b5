// GraphQL types of the company's accounting service (Xero or QuickBooks Online): the services the server offers,
// the connection as Settings shows it (never its tokens: core-api does not send them), the mapping screen's tax
// rates and accounts, and postings with their state read back. Field names are core-api's snake_case JSON
// (resolvers pass answers through); money is integer pence (SafeInt).
import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Paginated } from '../../lib/paging.js';
import { AccountingSourceType } from './accounting.input.js';

@ObjectType()
export class AccountingProvider {
  /** xero | quickbooks */
  @Field(() => ID) id: string;
  @Field(() => String) name: string;
  /** What the connection asks the service for (its OAuth scopes). */
  @Field(() => [String]) scopes: string[];
}

@ObjectType()
export class AccountingOrganisation {
  @Field(() => ID) id: string;
  @Field(() => String) name: string;
}

@ObjectType()
export class AccountingChosenOrganisation {
  @Field(() => ID) id: string;
  @Field(() => String, { nullable: true }) name: string | null;
}

@ObjectType()
export class AccountingPerson {
  @Field(() => ID) id: string;
  @Field(() => String) name: string;
}

@ObjectType()
export class AccountingPostingCounts {
  @Field(() => Int) queued: number;
  @Field(() => Int) failed: number;
  @Field(() => Int) posted: number;
}

@ObjectType()
export class AccountingConnection {
  /** xero | quickbooks */
  @Field(() => String) provider: string;
  @Field(() => String) provider_name: string;
  /** choosing_organisation | connected | needs_reconnecting */
  @Field(() => String) status: string;
  @Field(() => String, { nullable: true }) status_reason: string | null;
  /** The organisations the grant reaches (one is chosen while status is choosing_organisation). */
  @Field(() => [AccountingOrganisation]) organisations: AccountingOrganisation[];
  @Field(() => AccountingChosenOrganisation, { nullable: true })
  organisation: AccountingChosenOrganisation | null;
  @Field(() => AccountingPerson, { nullable: true }) connected_by: AccountingPerson | null;
  @Field(() => String) connected_at: string;
  @Field(() => String, { nullable: true }) mapping_confirmed_at: string | null;
  @Field(() => String, { nullable: true }) last_pulled_at: string | null;
  @Field(() => AccountingPostingCounts) postings: AccountingPostingCounts;
}

@ObjectType()
export class Accounting {
  /** The services this server is set up for. */
  @Field(() => [AccountingProvider]) providers: AccountingProvider[];
  /** Whether ACCOUNTING_TOKEN_KEY is set: without it nothing can be connected. */
  @Field(() => Boolean) token_key_configured: boolean;
  @Field(() => AccountingConnection, { nullable: true }) connection: AccountingConnection | null;
}

@ObjectType()
export class AccountingAuthorization {
  @Field(() => String) authorization_url: string;
  @Field(() => String) redirect_uri: string;
}

@ObjectType()
export class AccountingTaxRate {
  @Field(() => String) code: string;
  @Field(() => String) name: string;
  @Field(() => Int) basis_points: number;
  @Field(() => Boolean) purchases: boolean;
  @Field(() => Boolean) sales: boolean;
  @Field(() => Boolean) reverse_charge: boolean;
}

@ObjectType()
export class AccountingLedgerAccount {
  @Field(() => String) code: string;
  @Field(() => String) name: string;
  /** expense | revenue | liability | asset | equity | other */
  @Field(() => String) type: string;
  /** Flagged for CIS in the service, which refuses it in posted lines. */
  @Field(() => Boolean) cis_flagged: boolean;
}

@ObjectType({ description: "The organisation's tax code for each of SiteBase's VAT codes, in one direction" })
export class AccountingTaxCodes {
  @Field(() => String, { nullable: true }) standard?: string | null;
  @Field(() => String, { nullable: true }) reduced?: string | null;
  @Field(() => String, { nullable: true }) zero?: string | null;
  @Field(() => String, { nullable: true }) exempt?: string | null;
  @Field(() => String, { nullable: true }) no_vat?: string | null;
  @Field(() => String, { nullable: true }) drc?: string | null;
  @Field(() => String, { nullable: true }) drc_reduced?: string | null;
}

@ObjectType()
export class AccountingTaxMapping {
  @Field(() => AccountingTaxCodes) purchases: AccountingTaxCodes;
  @Field(() => AccountingTaxCodes) sales: AccountingTaxCodes;
}

@ObjectType()
export class AccountingPostingAccounts {
  @Field(() => String) expense: string;
  @Field(() => String) revenue: string;
  @Field(() => String) cis: string;
}

@ObjectType()
export class AccountingSetup {
  @Field(() => [AccountingTaxRate]) tax_rates: AccountingTaxRate[];
  @Field(() => [AccountingLedgerAccount]) accounts: AccountingLedgerAccount[];
  /** The mapping suggested from the organisation's own rates. */
  @Field(() => AccountingTaxMapping) suggested: AccountingTaxMapping;
  /** Codes the suggestion could not settle (`purchases.drc`…): the admin chooses. */
  @Field(() => [String]) unmapped: string[];
  @Field(() => AccountingTaxMapping, { nullable: true }) tax_mapping: AccountingTaxMapping | null;
  @Field(() => AccountingPostingAccounts, { nullable: true })
  accounts_chosen: AccountingPostingAccounts | null;
  @Field(() => String, { nullable: true }) confirmed_at: string | null;
}

@ObjectType()
export class AccountingPosting {
  @Field(() => ID) id: string;
  /** supplier_invoice | labour_invoice | purchase_order | application */
  @Field(() => String) source_type: string;
  @Field(() => ID) source_id: string;
  /** xero | quickbooks: the service it goes to (null while core-api does not say). */
  @Field(() => String, { nullable: true }) provider?: string | null;
  /** "Xero", "QuickBooks": for "Posted to …" and "Open in …" (null while core-api does not say). */
  @Field(() => String, { nullable: true }) provider_name?: string | null;
  /** bill | invoice | purchase_order */
  @Field(() => String) kind: string;
  @Field(() => String) label: string;
  /** queued | posted | failed */
  @Field(() => String) status: string;
  @Field(() => Int) attempts: number;
  @Field(() => String, { nullable: true }) last_error: string | null;
  /** The record's id in the service. */
  @Field(() => String, { nullable: true }) provider_id: string | null;
  /** Opens the record in the service. */
  @Field(() => String, { nullable: true }) url: string | null;
  @Field(() => String, { nullable: true }) posted_at: string | null;
  /** unpaid | part_paid | paid | voided | draft, read back from the service */
  @Field(() => String, { nullable: true }) payment_state: string | null;
  @Field(() => GraphQLSafeInt, { nullable: true }) total_pence: number | null;
  @Field(() => GraphQLSafeInt, { nullable: true }) amount_paid_pence: number | null;
  @Field(() => GraphQLSafeInt, { nullable: true }) amount_due_pence: number | null;
  @Field(() => String) created_at: string;
}

@ObjectType()
export class AccountingPostingPage extends Paginated(AccountingPosting) {}

@ObjectType()
export class AccountingPostingAttempt {
  /** The attempt's outcome, in words. */
  @Field(() => String) outcome: string;
  @Field(() => String, { nullable: true }) message: string | null;
  @Field(() => String, { nullable: true }) provider_id: string | null;
  @Field(() => String) at: string;
}

@ObjectType()
export class AccountingPostingLog {
  @Field(() => AccountingPosting) posting: AccountingPosting;
  @Field(() => [AccountingPostingAttempt]) attempts: AccountingPostingAttempt[];
}

@ObjectType({
  description:
    'A record an export leaves out, and why (a name the export needs, or figures that do not add up)',
})
export class AccountingExportLeftOut {
  @Field(() => AccountingSourceType) source_type: AccountingSourceType;
  @Field(() => ID) source_id: string;
  @Field(() => String) record: string;
  @Field(() => String) reason: string;
}

@ObjectType({
  description: 'One CSV export file of the range: what it holds, its totals and what it leaves out',
})
export class AccountingExportFile {
  /** xero-bills | xero-sales-invoices | quickbooks-bills | quickbooks-invoices */
  @Field(() => String) file: string;
  /** xero | quickbooks */
  @Field(() => String) target: string;
  @Field(() => String) label: string;
  @Field(() => Int) documents: number;
  @Field(() => GraphQLSafeInt) net_pence: number;
  @Field(() => GraphQLSafeInt) vat_pence: number;
  @Field(() => GraphQLSafeInt) gross_pence: number;
  @Field(() => [AccountingExportLeftOut]) left_out: AccountingExportLeftOut[];
}

@ObjectType()
export class AccountingExportAccounts {
  @Field(() => String) expense: string;
  @Field(() => String) revenue: string;
  /** Null until an admin names it: labour bills with a CIS deduction are left out until then. */
  @Field(() => String, { nullable: true }) cis: string | null;
}

@ObjectType({ description: "The tax rate names and accounts a service's CSV exports use" })
export class AccountingExportMapping {
  /** xero | quickbooks */
  @Field(() => String) target: string;
  @Field(() => AccountingTaxMapping) tax_mapping: AccountingTaxMapping;
  @Field(() => AccountingExportAccounts) accounts: AccountingExportAccounts;
  /** False while the company uses the service's standard UK names. */
  @Field(() => Boolean) customised: boolean;
  @Field(() => String, { nullable: true }) updated_at: string | null;
}

@ObjectType({ description: "Each service's export names (an object, not a list: there are two)" })
export class AccountingExportMappings {
  @Field(() => AccountingExportMapping) xero: AccountingExportMapping;
  @Field(() => AccountingExportMapping) quickbooks: AccountingExportMapping;
}

@ObjectType({
  description: 'The CSV exports for Xero and QuickBooks over a range of dates (no connection needed)',
})
export class AccountingExports {
  @Field(() => String) from: string;
  @Field(() => String) to: string;
  @Field(() => [AccountingExportFile]) files: AccountingExportFile[];
  @Field(() => AccountingExportMappings) mappings: AccountingExportMappings;
}
