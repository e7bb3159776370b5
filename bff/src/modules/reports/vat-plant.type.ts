// GraphQL types of the VAT summary (the return's boxes 1, 4, 6 and 7 with their parts, and the documents behind
// them) and plant utilisation (per hire, per project against the plant budget, and the totals), decision 0086.
// Field names are core-api's snake_case JSON (resolvers pass answers through); money is integer pence.
import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { ReportProjectRef } from './reports.type.js';

@ObjectType()
export class VatReportPeriod {
  @Field(() => String, { description: 'The month the period ends (YYYY-MM)' }) period_end: string;
  @Field(() => String) start: string;
  @Field(() => String) end: string;
}

@ObjectType()
export class VatReportShown extends VatReportPeriod {
  @Field(() => String, { description: 'period (one of the company’s VAT periods) or range' }) kind: string;
}

@ObjectType()
export class VatReportBoxLine {
  @Field(() => String) label: string;
  @Field(() => GraphQLSafeInt) pence: number;
  @Field(() => Int) documents: number;
}

@ObjectType()
export class VatReportBox {
  @Field(() => String) title: string;
  @Field(() => GraphQLSafeInt, { description: 'In pence, to tie to the documents' }) pence: number;
  @Field(() => GraphQLSafeInt, { description: 'What the return takes: boxes 6 and 7 in whole pounds' })
  return_pence: number;
  @Field(() => [VatReportBoxLine]) lines: VatReportBoxLine[];
}

@ObjectType()
export class VatReportBoxes {
  @Field(() => VatReportBox) box_1: VatReportBox;
  @Field(() => VatReportBox) box_4: VatReportBox;
  @Field(() => VatReportBox) box_6: VatReportBox;
  @Field(() => VatReportBox) box_7: VatReportBox;
}

@ObjectType()
export class VatReportDocument {
  @Field(() => String, { description: 'application, supplier_invoice, labour_invoice, plant_hire_invoice' })
  kind: string;
  @Field(() => ID) id: string;
  @Field(() => String, { description: 'sale or purchase' }) side: string;
  @Field(() => String) reference: string;
  @Field(() => String, { nullable: true }) supplier_reference: string | null;
  @Field(() => String, { nullable: true }) counterparty: string | null;
  @Field(() => String, { nullable: true }) project_number: string | null;
  @Field(() => String, { description: 'The tax point: a sale’s claim date, a purchase’s invoice date' })
  tax_date: string;
  @Field(() => String, { description: 'charged, reverse_charge or no_vat' }) treatment: string;
  @Field(() => GraphQLSafeInt) net_pence: number;
  @Field(() => GraphQLSafeInt) vat_pence: number;
  @Field(() => GraphQLSafeInt, { description: 'Accounted for by the customer under the reverse charge' })
  reverse_charge_vat_pence: number;
}

@ObjectType()
export class VatReport {
  @Field(() => VatReportShown) period: VatReportShown;
  @Field(() => String, { description: 'mar_jun_sep_dec, jan_apr_jul_oct, feb_may_aug_nov or monthly' })
  vat_quarter_ends: string;
  @Field(() => [VatReportPeriod], { description: 'The company’s VAT periods, this one first' })
  periods: VatReportPeriod[];
  @Field(() => Boolean) vat_registered: boolean;
  @Field(() => VatReportBoxes) boxes: VatReportBoxes;
  @Field(() => GraphQLSafeInt, { description: 'Box 1 less box 4' }) net_vat_pence: number;
  @Field(() => [VatReportDocument]) documents: VatReportDocument[];
}

@ObjectType({ description: 'Days and hire cost of a hire or a total' })
class PlantReportFigures {
  @Field(() => Int, { description: 'Calendar days on hire within the range' }) days_on_hire: number;
  @Field(() => Int, { description: 'Working days charged within the range' }) chargeable_days: number;
  @Field(() => GraphQLSafeInt) cost_in_range_pence: number;
  @Field(() => GraphQLSafeInt) cost_to_date_pence: number;
}

@ObjectType()
export class PlantReportItem {
  @Field(() => String) asset_number: string;
  @Field(() => String) description: string;
}

@ObjectType()
export class PlantReportRow extends PlantReportFigures {
  @Field(() => ID) id: string;
  @Field(() => String) reference: string;
  @Field(() => ReportProjectRef) project: ReportProjectRef;
  @Field(() => String) category: string;
  @Field(() => PlantReportItem, { nullable: true }) item: PlantReportItem | null;
  @Field(() => String, { nullable: true }) supplier: string | null;
  @Field(() => String, { description: 'hire or allocation' }) fulfilment: string;
  @Field(() => Int) quantity: number;
  @Field(() => String) on_hire_date: string;
  @Field(() => String, { nullable: true }) off_hire_date: string | null;
  @Field(() => String) expected_end: string;
  @Field(() => Boolean) on_hire_at_end: boolean;
  @Field(() => Boolean) late: boolean;
  @Field(() => Int) days_late: number;
}

@ObjectType()
export class PlantReportTotals extends PlantReportFigures {
  @Field(() => Int) hires: number;
  @Field(() => Int) late_count: number;
  @Field(() => GraphQLSafeInt) budget_pence: number;
  @Field(() => GraphQLSafeInt, { description: 'Budget less hire cost to date' })
  budget_remaining_pence: number;
}

@ObjectType()
export class PlantReportProject extends PlantReportTotals {
  @Field(() => ReportProjectRef) project: ReportProjectRef;
}

@ObjectType()
export class PlantReport {
  @Field(() => String) from: string;
  @Field(() => String) to: string;
  @Field(() => String, { description: 'The range’s end or today, whichever is earlier' }) as_of: string;
  @Field(() => [PlantReportRow]) rows: PlantReportRow[];
  @Field(() => [PlantReportProject]) projects: PlantReportProject[];
  @Field(() => PlantReportTotals) totals: PlantReportTotals;
}
