// GraphQL types of plant hire invoices (core-api decision 0050): a supplier's invoice for a hired request with
// its CIS (wet hire only, HMRC CISR14260) and VAT working, and a hire's invoices beside its cost to date. Field
// names are core-api's snake_case JSON; money is integer pence (SafeInt).
import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType()
export class PlantHireInvoiceStep {
  @Field(() => String) key: string;
  @Field(() => String) label: string;
  @Field(() => GraphQLSafeInt) amount_pence: number;
}

@ObjectType()
export class PlantHireInvoiceAbilities {
  @Field(() => Boolean) can_pay: boolean;
  @Field(() => String, { nullable: true, description: 'Why the caller cannot record it paid; else null.' })
  pay_refusal: string | null;
}

@ObjectType()
export class PlantHireSupplierRef {
  @Field(() => ID) id: string;
  @Field(() => String) name: string;
}

@ObjectType()
export class PlantHireInvoice {
  @Field(() => ID) id: string;
  @Field(() => ID) plant_request_id: string;
  @Field(() => PlantHireSupplierRef) supplier: PlantHireSupplierRef;
  @Field(() => String) supplier_reference: string;
  @Field(() => String) invoice_date: string;
  @Field(() => Boolean) with_operator: boolean;
  @Field(() => GraphQLSafeInt) hire_pence: number;
  @Field(() => GraphQLSafeInt) materials_pence: number;
  @Field(() => GraphQLSafeInt) materials_cost_pence: number;
  @Field(() => GraphQLSafeInt) net_pence: number;
  @Field(() => GraphQLSafeInt) hire_cost_to_date_pence: number;
  @Field(() => GraphQLSafeInt) invoiced_before_pence: number;
  @Field(() => GraphQLSafeInt) over_hire_cost_pence: number;
  @Field(() => Boolean) within_cis: boolean;
  @Field(() => String, { nullable: true }) cis_status: string | null;
  @Field(() => Int, { nullable: true }) cis_rate_percent: number | null;
  @Field(() => GraphQLSafeInt) cis_base_pence: number;
  @Field(() => GraphQLSafeInt) cis_deduction_pence: number;
  @Field(() => String) cis_reason: string;
  @Field(() => String) vat_rate: string;
  @Field(() => String) vat_treatment: string;
  @Field(() => Int) vat_rate_percent: number;
  @Field(() => GraphQLSafeInt) vat_pence: number;
  @Field(() => GraphQLSafeInt) reverse_charge_vat_pence: number;
  @Field(() => String) vat_reason: string;
  @Field(() => GraphQLSafeInt) gross_pence: number;
  @Field(() => GraphQLSafeInt) payable_pence: number;
  @Field(() => String) status: string;
  @Field(() => String, { nullable: true }) payment_date: string | null;
  @Field(() => ID) created_by: string;
  @Field(() => String) created_at: string;
  @Field(() => [PlantHireInvoiceStep]) steps: PlantHireInvoiceStep[];
  @Field(() => PlantHireInvoiceAbilities) abilities: PlantHireInvoiceAbilities;
}

@ObjectType()
export class RecordedPlantHireInvoice extends PlantHireInvoice {
  @Field(() => [String], { description: 'E.g. invoiced above the hire cost to date.' }) warnings: string[];
}

@ObjectType()
export class PlantHireInvoiceSupplier {
  @Field(() => ID) id: string;
  @Field(() => String) name: string;
  @Field(() => String, { nullable: true }) cis_status: string | null;
}

@ObjectType()
export class PlantHireInvoices {
  @Field(() => [PlantHireInvoice]) items: PlantHireInvoice[];
  @Field(() => Boolean) with_operator: boolean;
  @Field(() => PlantHireInvoiceSupplier, { nullable: true }) supplier: PlantHireInvoiceSupplier | null;
  @Field(() => GraphQLSafeInt) hire_cost_to_date_pence: number;
  @Field(() => GraphQLSafeInt) invoiced_pence: number;
  @Field(() => String) cis_rule: string;
  @Field(() => Boolean) can_record: boolean;
  @Field(() => String, { nullable: true }) record_refusal: string | null;
}
