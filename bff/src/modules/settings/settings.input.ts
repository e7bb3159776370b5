// GraphQL input of the settings update: every field optional (only what is sent changes). Sizes only.
import { ArrayMaxSize, MaxLength } from 'class-validator';
import { Field, Float, InputType, Int } from 'type-graphql';

const MAX_TEXT = 1000;

@InputType()
export class UpdateCompanySettingsInput {
  @Field(() => String, { nullable: true })
  @MaxLength(MAX_TEXT)
  name?: string;

  @Field(() => String, { nullable: true })
  @MaxLength(MAX_TEXT)
  address?: string;

  @Field(() => String, { nullable: true })
  @MaxLength(MAX_TEXT)
  vat_number?: string;

  /** Registered for VAT (needs a VAT number): every module's VAT and reverse charge follow it. */
  @Field(() => Boolean, { nullable: true })
  vat_registered?: boolean;

  @Field(() => String, { nullable: true })
  @MaxLength(MAX_TEXT)
  cis_utr?: string;

  /** When VAT return periods end: mar_jun_sep_dec, jan_apr_jul_oct, feb_may_aug_nov or monthly (decision 0086). */
  @Field(() => String, { nullable: true })
  @MaxLength(20)
  vat_quarter_ends?: string;

  /** null resets a default to the standard one (an emptied field is not an error). */
  @Field(() => Float, { nullable: true })
  retention_percent?: number | null;

  @Field(() => Int, { nullable: true })
  payment_due_days?: number | null;

  @Field(() => Int, { nullable: true })
  payment_final_days?: number | null;

  @Field(() => [String], { nullable: true })
  @ArrayMaxSize(100)
  @MaxLength(MAX_TEXT, { each: true })
  folder_template?: string[];

  @Field(() => String, { nullable: true })
  @MaxLength(MAX_TEXT)
  drive_provider?: string;

  @Field(() => String, { nullable: true })
  @MaxLength(MAX_TEXT)
  accounting_provider?: string;
}
