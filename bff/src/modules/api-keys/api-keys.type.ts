// GraphQL types of a company's API keys (company admins; decision 0082): a key as listed (never its secret or
// hash), the scopes a key may have with what each allows, the limits of expiry and budget, and a new key with its
// secret (answered once). Field names are core-api's snake_case JSON (resolvers pass answers through).
import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType()
export class ApiKeyCreator {
  @Field(() => ID) id: string;
  @Field(() => String) name: string;
}

@ObjectType({ description: 'A company API key for an external tool or widget (never its secret)' })
export class ApiKey {
  @Field(() => ID) id: string;
  @Field(() => String) name: string;
  /** The start of the key ("sb_live_AbC4x9"), to tell keys apart. */
  @Field(() => String) prefix: string;
  @Field(() => [String]) scopes: string[];
  @Field(() => Int) budget_bucket: number;
  @Field(() => Int) budget_per_second: number;
  @Field(() => ApiKeyCreator, { nullable: true }) created_by: ApiKeyCreator | null;
  @Field(() => String) created_at: string;
  @Field(() => String) expires_at: string;
  /** active | expired | revoked */
  @Field(() => String) status: string;
  @Field(() => String, { nullable: true }) revoked_at: string | null;
  @Field(() => String, { nullable: true }) last_used_at: string | null;
  @Field(() => String, { nullable: true }) last_used_ip: string | null;
}

@ObjectType()
export class ApiScopeInfo {
  @Field(() => String) scope: string;
  @Field(() => String) description: string;
}

@ObjectType()
export class ApiKeyBudgetLimit {
  @Field(() => Int) bucket: number;
  @Field(() => Int) per_second: number;
}

@ObjectType()
export class ApiKeyLimits {
  @Field(() => Int) expiry_default_days: number;
  @Field(() => Int) expiry_max_days: number;
  @Field(() => ApiKeyBudgetLimit) budget_default: ApiKeyBudgetLimit;
  @Field(() => ApiKeyBudgetLimit) budget_ceiling: ApiKeyBudgetLimit;
}

@ObjectType({ description: "The company's API keys, the scopes a key may have and the limits" })
export class ApiKeyList {
  @Field(() => [ApiKey]) items: ApiKey[];
  @Field(() => [ApiScopeInfo]) scopes: ApiScopeInfo[];
  @Field(() => ApiKeyLimits) limits: ApiKeyLimits;
}

@ObjectType({ description: 'A new API key and its secret, shown this once (only its hash is kept)' })
export class CreatedApiKey {
  @Field(() => ApiKey) key: ApiKey;
  @Field(() => String) secret: string;
}
