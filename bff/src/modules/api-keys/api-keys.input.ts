// GraphQL inputs of API keys. Scopes stay strings so core-api's own message ("Scopes must be one or more of: …")
// reaches the admin; class-validator only bounds sizes.
import { ArrayMaxSize, IsOptional, MaxLength } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';

@InputType()
export class CreateApiKeyInput {
  @Field(() => String)
  @MaxLength(200)
  name: string;

  @Field(() => [String])
  @ArrayMaxSize(20)
  @MaxLength(40, { each: true })
  scopes: string[];

  /** Default 90, at most 365 (core-api checks). */
  @Field(() => Int, { nullable: true })
  @IsOptional()
  expires_in_days?: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  budget_bucket?: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  budget_per_second?: number | null;
}

@InputType()
export class UpdateApiKeyInput {
  @Field(() => String, { nullable: true })
  @MaxLength(200)
  @IsOptional()
  name?: string | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  budget_bucket?: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  budget_per_second?: number | null;
}
