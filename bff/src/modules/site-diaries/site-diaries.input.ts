// GraphQL inputs of the site diary: class-validator bounds sizes only; core-api owns the messages.
import { ArrayMaxSize, MaxLength } from 'class-validator';
import { Field, Float, ID, InputType, Int } from 'type-graphql';

@InputType()
export class DiaryHalfDayInput {
  @Field(() => String, { nullable: true }) @MaxLength(1000) conditions?: string | null;
  @Field(() => Float, { nullable: true }) temperature_c?: number | null;
  @Field(() => Boolean) stopped_work: boolean;
}

@InputType()
export class DiaryWeatherInput {
  @Field(() => DiaryHalfDayInput, { nullable: true }) morning?: DiaryHalfDayInput;
  @Field(() => DiaryHalfDayInput, { nullable: true }) afternoon?: DiaryHalfDayInput;
}

@InputType()
export class DiaryDelayInput {
  @Field(() => String) @MaxLength(1000) reason: string;
  @Field(() => Float) lost_hours: number;
  @Field(() => String, { nullable: true }) @MaxLength(1000) trades_affected?: string | null;
}

@InputType()
export class DiaryVisitorInput {
  @Field(() => String) @MaxLength(1000) name: string;
  @Field(() => String, { nullable: true }) @MaxLength(1000) company?: string | null;
  @Field(() => String, { nullable: true }) @MaxLength(1000) purpose?: string | null;
}

@InputType({ description: 'The fields given replace the diary’s; the others stay.' })
export class SaveSiteDiaryInput {
  @Field(() => Int, { description: 'The version read (0 for a day never saved)' }) version: number;
  @Field(() => DiaryWeatherInput, { nullable: true }) weather?: DiaryWeatherInput;
  @Field(() => String, { nullable: true }) @MaxLength(10_000) work_done?: string | null;
  @Field(() => [DiaryDelayInput], { nullable: true }) @ArrayMaxSize(100) delays?: DiaryDelayInput[];
  @Field(() => String, { nullable: true }) @MaxLength(10_000) instructions?: string | null;
  @Field(() => [DiaryVisitorInput], { nullable: true }) @ArrayMaxSize(200) visitors?: DiaryVisitorInput[];
  @Field(() => [ID], { nullable: true }) @ArrayMaxSize(40) photo_upload_ids?: string[];
}
