// GraphQL types of the site diary. Field names are core-api's snake_case JSON, so resolvers pass answers through.
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';

@ObjectType()
export class DiaryPerson {
  @Field(() => ID) id: string;
  @Field(() => String) first_name: string;
  @Field(() => String) last_name: string;
}

@ObjectType()
export class DiaryHalfDay {
  @Field(() => String, { nullable: true }) conditions?: string | null;
  @Field(() => Float, { nullable: true }) temperature_c?: number | null;
  @Field(() => Boolean) stopped_work: boolean;
}

@ObjectType()
export class DiaryWeather {
  @Field(() => DiaryHalfDay, { nullable: true }) morning?: DiaryHalfDay | null;
  @Field(() => DiaryHalfDay, { nullable: true }) afternoon?: DiaryHalfDay | null;
}

@ObjectType()
export class DiaryDelay {
  @Field(() => String) reason: string;
  @Field(() => Float) lost_hours: number;
  @Field(() => String, { nullable: true }) trades_affected?: string | null;
}

@ObjectType()
export class DiaryVisitor {
  @Field(() => String) name: string;
  @Field(() => String, { nullable: true }) company?: string | null;
  @Field(() => String, { nullable: true }) purpose?: string | null;
}

@ObjectType()
export class DiaryPhoto {
  @Field(() => ID) upload_id: string;
  @Field(() => String) filename: string;
}

@ObjectType()
export class DiaryLabour {
  @Field(() => ID) operative_id: string;
  @Field(() => String) name: string;
  @Field(() => String, { nullable: true }) trade: string | null;
  @Field(() => String, { description: 'direct, agency or subcontractor' }) engagement: string;
  @Field(() => String, { nullable: true }) supplier: string | null;
  @Field(() => Float) hours: number;
}

@ObjectType()
export class DiaryPlant {
  @Field(() => ID) request_id: string;
  @Field(() => String) reference: string;
  @Field(() => String) description: string;
  @Field(() => String, { nullable: true }) asset_number: string | null;
  @Field(() => String, { nullable: true }) fulfilment: string | null;
  @Field(() => String, { nullable: true }) supplier: string | null;
  @Field(() => String, { nullable: true }) on_hire_date: string | null;
  @Field(() => String, { nullable: true }) off_hire_date: string | null;
  @Field(() => Boolean) arrived: boolean;
  @Field(() => Boolean) off_hired: boolean;
}

@ObjectType()
export class DiaryDeliveryItem {
  @Field(() => String) description: string;
  @Field(() => Float) quantity: number;
  @Field(() => String) unit: string;
}

@ObjectType()
export class DiaryDelivery {
  @Field(() => ID) delivery_id: string;
  @Field(() => String) po_reference: string;
  @Field(() => String) supplier: string;
  @Field(() => String) received_at: string;
  @Field(() => [DiaryDeliveryItem]) items: DiaryDeliveryItem[];
  @Field(() => String, { description: 'The items in words, on one line' }) summary: string;
  @Field(() => ID, { nullable: true }) ticket_upload_id: string | null;
  @Field(() => String, { nullable: true }) notes: string | null;
}

@ObjectType()
export class DiaryForm {
  @Field(() => ID) submission_id: string;
  @Field(() => String) reference: string;
  @Field(() => String) template_name: string;
  @Field(() => String) category: string;
  @Field(() => String, { description: 'The category in words (Toolbox talk, Permit to work)' })
  category_label: string;
  @Field(() => String) status: string;
  @Field(() => String) submitted_at: string;
  @Field(() => String, { nullable: true }) submitted_by: string | null;
}

@ObjectType({ description: 'Someone inducted that day: a Site Induction Record sent on the project.' })
export class DiaryInduction {
  @Field(() => ID) submission_id: string;
  @Field(() => String) reference: string;
  @Field(() => ID, { nullable: true }) operative_id: string | null;
  @Field(() => String, { description: 'From the labour record' }) name: string;
  @Field(() => String, { nullable: true }) trade: string | null;
  @Field(() => String, { nullable: true }) employer: string | null;
  @Field(() => String) submitted_at: string;
}

@ObjectType()
export class DiaryNote {
  @Field(() => ID) note_id: string;
  @Field(() => String) content: string;
  @Field(() => String, { nullable: true }) author: string | null;
  @Field(() => String) created_at: string;
}

@ObjectType()
export class DiaryRecords {
  @Field(() => [DiaryLabour]) labour: DiaryLabour[];
  @Field(() => Float) labour_hours: number;
  @Field(() => [DiaryPlant]) plant: DiaryPlant[];
  @Field(() => [DiaryDelivery]) deliveries: DiaryDelivery[];
  @Field(() => [DiaryForm]) forms: DiaryForm[];
  @Field(() => [DiaryInduction]) inductions: DiaryInduction[];
  @Field(() => [DiaryNote]) notes: DiaryNote[];
}

@ObjectType()
export class DiaryAddendum {
  @Field(() => ID) id: string;
  @Field(() => String) text: string;
  @Field(() => DiaryPerson, { nullable: true }) created_by: DiaryPerson | null;
  @Field(() => String) created_at: string;
}

@ObjectType({ description: 'A project’s site diary for one London day.' })
export class SiteDiary {
  @Field(() => ID, { nullable: true, description: 'Null until the day is first saved' }) id: string | null;
  @Field(() => ID) project_id: string;
  @Field(() => String) project_name: string;
  @Field(() => String) project_number: string;
  @Field(() => String) date: string;
  @Field(() => String, { description: 'draft or signed' }) status: string;
  @Field(() => Int, { description: 'What a save sends back (0: never saved)' }) version: number;
  @Field(() => DiaryWeather) weather: DiaryWeather;
  @Field(() => String, { nullable: true }) work_done: string | null;
  @Field(() => [DiaryDelay]) delays: DiaryDelay[];
  @Field(() => Float) lost_hours: number;
  @Field(() => String, { nullable: true }) instructions: string | null;
  @Field(() => [DiaryVisitor]) visitors: DiaryVisitor[];
  @Field(() => [DiaryPhoto]) photos: DiaryPhoto[];
  @Field(() => DiaryRecords) records: DiaryRecords;
  @Field(() => DiaryPerson, { nullable: true }) updated_by: DiaryPerson | null;
  @Field(() => String, { nullable: true }) updated_at: string | null;
  @Field(() => DiaryPerson, { nullable: true }) signed_by: DiaryPerson | null;
  @Field(() => String, { nullable: true }) signed_at: string | null;
  @Field(() => ID, { nullable: true }) pdf_upload_id: string | null;
  @Field(() => [DiaryAddendum]) addenda: DiaryAddendum[];
  @Field(() => Boolean) can_edit: boolean;
  @Field(() => Boolean) can_sign: boolean;
  @Field(() => Boolean) can_add_addendum: boolean;
}

@ObjectType()
export class DiaryDelayEntry {
  @Field(() => String) date: string;
  @Field(() => String) reason: string;
  @Field(() => Float) lost_hours: number;
  @Field(() => Boolean) signed: boolean;
}

@ObjectType({ description: 'A Delay Notice’s answers (its field keys) from the diaries.' })
export class DelayNoticeAnswers {
  @Field(() => String, { nullable: true }) occurred_on: string | null;
  @Field(() => String) cause: string;
  @Field(() => String) description: string;
  @Field(() => Int) estimated_delay_days: number;
}

@ObjectType()
export class DiaryDelayPrefill {
  @Field(() => ID) project_id: string;
  @Field(() => String) from: string;
  @Field(() => String) to: string;
  @Field(() => [DiaryDelayEntry]) entries: DiaryDelayEntry[];
  @Field(() => Float) lost_hours: number;
  @Field(() => DelayNoticeAnswers) answers: DelayNoticeAnswers;
}

@ObjectType()
export class DiaryWeekDay {
  @Field(() => String) date: string;
  @Field(() => String, { description: 'none (no diary), draft or signed' }) status: string;
}

@ObjectType({ description: 'A project’s diary week (Monday to Sunday, London) and the filing of its PDF.' })
export class DiaryWeek {
  @Field(() => ID) project_id: string;
  @Field(() => String) week_commencing: string;
  @Field(() => String) week_ending: string;
  @Field(() => [DiaryWeekDay]) days: DiaryWeekDay[];
  @Field(() => String, { description: 'not_filed, queued or filed' }) filing: string;
  @Field(() => ID, { nullable: true }) pdf_upload_id: string | null;
  @Field(() => String, { nullable: true }) filed_at: string | null;
  @Field(() => Boolean) can_file: boolean;
}
