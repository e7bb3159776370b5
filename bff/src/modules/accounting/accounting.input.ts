// GraphQL inputs of the company's accounting service. The list's filters are enums holding exactly core-api's
// values (core-api/src/modules/accounting/accounting.schema.ts); the service to connect and the codes chosen
// stay strings so core-api's own message reaches the admin. class-validator only bounds sizes.
import { MaxLength, ValidateNested } from 'class-validator';
import { ArgsType, Field, ID, InputType, registerEnumType } from 'type-graphql';
import { PageArgs } from '../../lib/paging.js';

const MAX_CODE = 100;

export const AccountingPostingStatus = { queued: 'queued', posted: 'posted', failed: 'failed' } as const;
export type AccountingPostingStatus = (typeof AccountingPostingStatus)[keyof typeof AccountingPostingStatus];
registerEnumType(AccountingPostingStatus, { name: 'AccountingPostingStatus' });

export const AccountingSourceType = {
  supplier_invoice: 'supplier_invoice',
  labour_invoice: 'labour_invoice',
  purchase_order: 'purchase_order',
  application: 'application',
} as const;
export type AccountingSourceType = (typeof AccountingSourceType)[keyof typeof AccountingSourceType];
registerEnumType(AccountingSourceType, { name: 'AccountingSourceType' });

@ArgsType()
export class AccountingPostingListArgs extends PageArgs {
  @Field(() => AccountingPostingStatus, { nullable: true }) status?: AccountingPostingStatus | null;
  @Field(() => AccountingSourceType, { nullable: true }) source_type?: AccountingSourceType | null;
  /** One record's postings (with source_type). */
  @Field(() => ID, { nullable: true })
  @MaxLength(40)
  source_id?: string | null;
}

@InputType()
export class ConnectAccountingInput {
  /** xero | quickbooks */
  @Field(() => String)
  @MaxLength(40)
  provider: string;
}

@InputType()
export class CompleteAccountingConnectionInput {
  @Field(() => String)
  @MaxLength(200)
  state: string;

  @Field(() => String, { nullable: true })
  @MaxLength(4096)
  code?: string | null;

  /** The service's refusal (access_denied…), when the consent page sent one back. */
  @Field(() => String, { nullable: true })
  @MaxLength(200)
  error?: string | null;

  /** QuickBooks sends the company's id (realmId) beside the code. */
  @Field(() => String, { nullable: true })
  @MaxLength(100)
  realm_id?: string | null;
}

@InputType()
export class AccountingTaxCodesInput {
  @Field(() => String, { nullable: true }) @MaxLength(MAX_CODE) standard?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(MAX_CODE) reduced?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(MAX_CODE) zero?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(MAX_CODE) exempt?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(MAX_CODE) no_vat?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(MAX_CODE) drc?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(MAX_CODE) drc_reduced?: string | null;
}

@InputType()
export class AccountingTaxMappingInput {
  @Field(() => AccountingTaxCodesInput) @ValidateNested() purchases: AccountingTaxCodesInput;
  @Field(() => AccountingTaxCodesInput) @ValidateNested() sales: AccountingTaxCodesInput;
}

@InputType()
export class AccountingPostingAccountsInput {
  @Field(() => String) @MaxLength(MAX_CODE) expense: string;
  @Field(() => String) @MaxLength(MAX_CODE) revenue: string;
  @Field(() => String) @MaxLength(MAX_CODE) cis: string;
}

@InputType()
export class ConfirmAccountingMappingInput {
  @Field(() => AccountingTaxMappingInput) @ValidateNested() tax_mapping: AccountingTaxMappingInput;
  @Field(() => AccountingPostingAccountsInput) @ValidateNested() accounts: AccountingPostingAccountsInput;
}

@ArgsType()
export class AccountingExportsArgs {
  /** YYYY-MM-DD; the first of the month of `to` when left out. */
  @Field(() => String, { nullable: true })
  @MaxLength(20)
  from?: string | null;

  /** YYYY-MM-DD; today when left out. */
  @Field(() => String, { nullable: true })
  @MaxLength(20)
  to?: string | null;
}

@InputType()
export class AccountingExportAccountsInput {
  @Field(() => String) @MaxLength(MAX_CODE) expense: string;
  @Field(() => String) @MaxLength(MAX_CODE) revenue: string;
  @Field(() => String, { nullable: true }) @MaxLength(MAX_CODE) cis?: string | null;
}

@InputType()
export class SaveAccountingExportMappingInput {
  /** xero | quickbooks */
  @Field(() => String)
  @MaxLength(40)
  target: string;

  @Field(() => AccountingTaxMappingInput) @ValidateNested() tax_mapping: AccountingTaxMappingInput;
  @Field(() => AccountingExportAccountsInput) @ValidateNested() accounts: AccountingExportAccountsInput;
}
