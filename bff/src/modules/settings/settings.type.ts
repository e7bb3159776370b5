// GraphQL types of company settings.
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';

@ObjectType()
export class CompanySettings {
  @Field(() => ID)
  company_id: string;

  @Field(() => String)
  name: string;

  @Field(() => String, { nullable: true })
  address: string | null;

  @Field(() => String, { nullable: true })
  vat_number: string | null;

  /** Registered for VAT: estimates, applications and labour invoices charge VAT and apply the reverse charge. */
  @Field(() => Boolean)
  vat_registered: boolean;

  @Field(() => String, { nullable: true })
  cis_utr: string | null;

  /** When VAT return periods end: mar_jun_sep_dec, jan_apr_jul_oct, feb_may_aug_nov or monthly (decision 0086). */
  @Field(() => String)
  vat_quarter_ends: string;

  @Field(() => Float)
  retention_percent: number;

  @Field(() => Int)
  payment_due_days: number;

  @Field(() => Int)
  payment_final_days: number;

  @Field(() => [String])
  folder_template: string[];

  @Field(() => Boolean)
  folder_template_is_default: boolean;

  @Field(() => String)
  drive_provider: string;

  @Field(() => String)
  accounting_provider: string;

  @Field(() => [String])
  available_drive_providers: string[];

  @Field(() => [String])
  available_accounting_providers: string[];
}

/** What a new project starts with (supervisor and up, who create projects): one default per contract term. */
@ObjectType()
export class ProjectDefaults {
  @Field(() => Float)
  retention_percent: number;

  @Field(() => Int)
  payment_due_days: number;

  @Field(() => Int)
  payment_final_days: number;

  @Field(() => [String])
  folder_template: string[];
}
