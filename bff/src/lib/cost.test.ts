// The cost walk on a small schema of its own: what fields declare, list sizes (argument, variable, default),
// fragments, @skip/@include, single-record fields inside lists (however they are reached), the refusals, and
// the run-time guard behind the static check.
import 'reflect-metadata';
import { execute, parse, type GraphQLSchema } from 'graphql';
import {
  buildSchema,
  Args,
  Field,
  FieldResolver,
  ID,
  Int,
  ObjectType,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  analyzeOperation,
  assertAffordable,
  BoundedList,
  CORE_API_CALL_COST,
  CoreApiField,
  DEFAULT_LIST_SIZE,
  OBJECT_COST,
  QUERY_TOO_EXPENSIVE,
  singleRecordOnly,
} from './cost.js';
import { PageArgs, Paginated } from './paging.js';

@ObjectType()
class CostRow {
  @Field(() => ID) id: string;
}

@ObjectType()
class CostRowPage extends Paginated(CostRow) {}

/** A page whose second list is bounded by what it is (a report's months), not by the page's size. */
@ObjectType()
class CostReportPage extends Paginated(CostRow) {
  @Field(() => [CostRow]) @BoundedList(12) months: CostRow[];
  @Field(() => [CostRow]) notes: CostRow[];
}

let detailCalls = 0;

@Resolver(() => CostRow)
class CostRowResolver {
  @Query(() => CostRowPage)
  costRows(@Args(() => PageArgs) args: PageArgs): CostRowPage {
    const items = Array.from({ length: args.size ?? 2 }, (_, i) => ({ id: String(i) }));
    return { items, total: items.length, total_capped: false, page: 1, size: items.length };
  }

  @Query(() => CostReportPage)
  costReport(@Args(() => PageArgs) args: PageArgs): CostReportPage {
    const page = this.costRows(args);
    return { ...page, months: [{ id: 'm' }], notes: [] };
  }

  @Query(() => CostRow)
  costRow(): CostRow {
    return { id: 'one' };
  }

  @Query(() => [CostRow])
  costTags(): CostRow[] {
    return [{ id: 'a' }, { id: 'b' }];
  }

  @CoreApiField({ inLists: 'refused' })
  @FieldResolver(() => String)
  detail(@Root() row: CostRow): string {
    detailCalls += 1;
    return `detail of ${row.id}`;
  }

  @CoreApiField({ inLists: 'batched' })
  @FieldResolver(() => Int)
  count(): number {
    return 1;
  }

  @CoreApiField({ inLists: 'refused' })
  @FieldResolver(() => [CostRow])
  related(): CostRow[] {
    return [{ id: 'r' }];
  }
}

let schema: GraphQLSchema;
beforeAll(async () => {
  // type-graphql's metadata is one store per process: with the app's resolvers loaded by an earlier file of the
  // same worker (decision 0091), it asks for an auth checker. None of this schema's fields is @Authorized.
  schema = await buildSchema({
    resolvers: [CostRowResolver],
    globalMiddlewares: [singleRecordOnly],
    authChecker: () => true,
  });
});

function analyze(query: string, variables?: Record<string, unknown>) {
  const report = analyzeOperation({ schema, document: parse(query), variables });
  if (!report) throw new Error('no report');
  return report;
}

const ROOT = CORE_API_CALL_COST;
const OBJ = OBJECT_COST;

describe('analyzeOperation', () => {
  it('charges a root field one core-api call and each object it yields', () => {
    expect(analyze('{ costRow { id } }').cost).toBe(ROOT + OBJ);
    expect(analyze('{ a: costRow { id } b: costRow { id } }').cost).toBe(2 * (ROOT + OBJ));
  });

  it('counts a list declared BoundedList(n) at n, whatever the page’s size; another list on the page at the size', () => {
    const report = (size: number) =>
      analyze(`{ costReport(size: ${size}) { items { id } months { id } notes { id } } }`).cost;
    expect(report(100)).toBe(ROOT + OBJ + 100 * OBJ + 12 * OBJ + 100 * OBJ);
    expect(report(5)).toBe(ROOT + OBJ + 5 * OBJ + 12 * OBJ + 5 * OBJ);
  });

  it('multiplies a page’s rows by its size: argument, variable, or 20 when absent', () => {
    const page = (rows: number, perRow: number) => ROOT + OBJ + rows * (OBJ + perRow);
    expect(analyze('{ costRows(size: 50) { total items { id } } }').cost).toBe(page(50, 0));
    expect(analyze('{ costRows(size: 50) { items { count } } }').cost).toBe(page(50, 1));
    expect(analyze('query($s: Int) { costRows(size: $s) { items { count } } }', { s: 7 }).cost).toBe(
      page(7, 1),
    );
    expect(analyze('query($s: Int) { costRows(size: $s) { items { count } } }').cost).toBe(
      page(DEFAULT_LIST_SIZE, 1),
    );
    expect(analyze('{ costRows { items { count } } }').cost).toBe(page(DEFAULT_LIST_SIZE, 1));
    // A negative size (refused when it runs) cannot buy room for the rest of the operation.
    expect(analyze('{ costRows(size: -1000) { items { count } } }').cost).toBe(page(1, 1));
    // A list without a size argument is estimated at 20 rows.
    expect(analyze('{ costTags { count } }').cost).toBe(ROOT + DEFAULT_LIST_SIZE * (OBJ + 1));
  });

  it('charges single-record fields on a single record and their own lists', () => {
    expect(analyze('{ costRow { detail } }').cost).toBe(ROOT + OBJ + CORE_API_CALL_COST);
    expect(analyze('{ costRow { related { id } } }').cost).toBe(
      ROOT + OBJ + CORE_API_CALL_COST + DEFAULT_LIST_SIZE * OBJ,
    );
    expect(analyze('{ costRow { detail related { id } } }').violations).toEqual([]);
  });

  it('finds single-record fields inside lists, through aliases, fragments and inline fragments', () => {
    expect(analyze('{ costRows(size: 2) { items { detail } } }').violations).toEqual([
      { field: 'CostRow.detail', list: 'costRows.items' },
    ]);
    expect(
      analyze(
        'query { p: costRows { items { ...F } } } fragment F on CostRow { ... on CostRow { x: related { id } } }',
      ).violations,
    ).toEqual([{ field: 'CostRow.related', list: 'p.items' }]);
    expect(analyze('{ costTags { detail } }').violations).toEqual([
      { field: 'CostRow.detail', list: 'costTags' },
    ]);
    // Nested: the inner list's rows are inside the outer single record's list.
    expect(analyze('{ costRow { related { detail } } }').violations).toEqual([
      { field: 'CostRow.detail', list: 'costRow.related' },
    ]);
  });

  it('leaves out what @skip and @include leave out', () => {
    expect(analyze('{ costRows { items { detail @skip(if: true) } } }').violations).toEqual([]);
    expect(
      analyze('query($on: Boolean!) { costRows { items { detail @include(if: $on) } } }', { on: false })
        .violations,
    ).toEqual([]);
    expect(
      analyze('query($on: Boolean!) { costRows { items { detail @include(if: $on) } } }', { on: true })
        .violations,
    ).toHaveLength(1);
  });

  it('stops on a fragment bomb instead of walking it', () => {
    const fragments = Array.from(
      { length: 12 },
      (_, i) => `fragment F${i} on CostRow { ...F${i + 1} ...F${i + 1} ...F${i + 1} }`,
    ).join(' ');
    const report = analyze(`{ costRow { ...F0 } } ${fragments} fragment F12 on CostRow { id }`);
    expect(report.truncated).toBe(true);
    expect(() => assertAffordable(report, 1_000_000)).toThrow(/too expensive/);
  });

  it('gives nothing to check when variables do not coerce (execution refuses them itself)', () => {
    const document = parse('query($s: Int) { costRows(size: $s) { total } }');
    expect(analyzeOperation({ schema, document, variables: { s: 'many' } })).toBeUndefined();
  });
});

describe('assertAffordable', () => {
  it('refuses a single-record field in a list with a clear QUERY_TOO_EXPENSIVE error', () => {
    try {
      assertAffordable(analyze('{ costRows { items { detail related { id } } } }'), 1000);
      expect.unreachable();
    } catch (err) {
      const error = err as { message: string; extensions: Record<string, unknown> };
      expect(error.message).toMatch(
        /^CostRow\.detail makes a call to the data service for each record, so it can only be asked for on a single record, not on the rows of the list at "costRows\.items" \(1 more/,
      );
      expect(error.extensions).toMatchObject({
        code: QUERY_TOO_EXPENSIVE,
        status: 400,
        fields: ['CostRow.detail', 'CostRow.related'],
        http: { status: 400 },
      });
    }
  });

  it('refuses an operation over the limit, saying its cost and the limit', () => {
    const report = analyze('{ costRows(size: 100) { items { count } } }');
    expect(() => assertAffordable(report, report.cost)).not.toThrow();
    expect(() => assertAffordable(report, report.cost - 1)).toThrow(
      `This operation is too expensive: its estimated cost is ${report.cost} and the limit is ${report.cost - 1}.`,
    );
  });
});

describe('singleRecordOnly (run time)', () => {
  it('refuses a single-record field under a list index even without the static check', async () => {
    detailCalls = 0;
    const result = await execute({
      schema,
      document: parse('{ costRows(size: 2) { items { id detail } } }'),
    });
    expect(detailCalls).toBe(0);
    expect(result.errors?.[0]?.message).toMatch(/not on the rows of the list at "costRows\.items"/);
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: QUERY_TOO_EXPENSIVE });
    expect(result.errors?.[0]?.extensions.http).toBeUndefined();
    const single = await execute({ schema, document: parse('{ costRow { detail } }') });
    expect(single.errors).toBeUndefined();
    expect(single.data).toEqual({ costRow: { detail: 'detail of one' } });
  });
});
