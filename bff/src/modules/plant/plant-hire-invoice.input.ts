// GraphQL inputs of plant hire invoices. Amounts are pence as Float (core-api refuses a fraction or an amount
// beyond its limit with its own message, which a 32-bit Int would pre-empt); the VAT rate stays a string so core-api's
// own message reaches the user; class-validator only bounds sizes (core-api owns the limits and messages).
import { MaxLength } from 'class-validator';
import { Field, Float, InputType } from 'type-graphql';

@InputType()
export class RecordPlantHireInvoiceInput {
  @Field(() => String)
  @MaxLength(200)
  supplier_reference: string;
  @Field(() => String)
  @MaxLength(20)
  invoice_date: string;
  @Field(() => Float) hire_pence: number;
  @Field(() => Float, { nullable: true }) materials_pence?: number | null;
  @Field(() => Float, { nullable: true }) materials_cost_pence?: number | null;
  @Field(() => String, { nullable: true, description: 'standard (default), reduced or zero' })
  @MaxLength(20)
  vat_rate?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'We are the end user (no reverse charge)' })
  customer_end_user?: boolean | null;
}

@InputType()
export class PayPlantHireInvoiceInput {
  @Field(() => String, { nullable: true, description: 'Default today' })
  @MaxLength(20)
  payment_date?: string | null;
}
