// Arguments of the VAT summary (a VAT period by the month it ends, or a from/to range) and plant utilisation (a
// date range and a project), decision 0086. class-validator bounds sizes only: core-api owns the messages.
import { MaxLength } from 'class-validator';
import { ArgsType, Field, ID } from 'type-graphql';

@ArgsType()
export class VatReportArgs {
  @Field(() => String, {
    nullable: true,
    description:
      'The VAT period, by the month it ends (YYYY-MM, on the company’s VAT quarters); none: this one',
  })
  @MaxLength(20)
  period_end?: string | null;
  @Field(() => String, { nullable: true, description: 'Or a range: its first day (YYYY-MM-DD)' })
  @MaxLength(20)
  from?: string | null;
  @Field(() => String, { nullable: true, description: 'The range’s last day (YYYY-MM-DD)' })
  @MaxLength(20)
  to?: string | null;
}

@ArgsType()
export class PlantReportArgs {
  @Field(() => ID, { nullable: true }) @MaxLength(100) project_id?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The range’s first day (YYYY-MM-DD); none: this month',
  })
  @MaxLength(20)
  from?: string | null;
  @Field(() => String, { nullable: true, description: 'The range’s last day (YYYY-MM-DD)' })
  @MaxLength(20)
  to?: string | null;
}
