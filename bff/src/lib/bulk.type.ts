// GraphQL types of acting on several records at once (core-api's lib/bulk.ts, decision 0064): what became of
// each — done, or refused with the message the single move would give. Shared by the modules with bulk moves.
import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType()
export class BulkOutcome {
  @Field(() => ID) id: string;
  @Field(() => String, { nullable: true, description: 'How lists name the record, when it was found.' })
  label: string | null;
  @Field(() => Boolean) done: boolean;
  @Field(() => String, { nullable: true, description: 'Why it was refused, else null.' }) message:
    string | null;
}

@ObjectType()
export class BulkResult {
  @Field(() => [BulkOutcome]) results: BulkOutcome[];
}
