// What one GraphQL operation may cost the platform, decided before any core-api call is made.
//
// Fields declare what they cost with `@CoreApiField()` (an extension on the field, so the schema carries it):
// a field resolver that calls core-api says whether it is safe on every row of a list (`inLists: 'batched'`,
// a DataLoader over a batch endpoint: one call per list) or only on a single record (`inLists: 'refused'`).
// Root fields (Query, Mutation) are one core-api call each unless they declare otherwise.
//
// `analyzeOperation` walks the operation once (fragments, inline fragments, @skip/@include and variables
// included) and gives its estimated cost and every single-record field asked for inside a list. A field costs
// what it declares (a root field: one core-api call, CORE_API_CALL_COST) plus, for each object it yields,
// OBJECT_COST and the cost of the fields asked for on that object. A list yields as many objects as its
// page's `size` argument (core-api's default, 20, when absent), a list declared `BoundedList(n)` n, any other
// list 20. The cost plugin refuses the operation when either check fails, so such a
// document never reaches a resolver. Decision: docs/decisions/0017-bff-hardening.md.
import {
  GraphQLError,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  Kind,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
  TypeNameMetaFieldDef,
  getArgumentValues,
  getDirectiveValues,
  getNamedType,
  getNullableType,
  getVariableValues,
  isCompositeType,
  isListType,
  isObjectType,
  isInterfaceType,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { Extensions, type MiddlewareFn } from 'type-graphql';

export const COST_EXTENSION = 'cost';

/** What one core-api call weighs against the other work of an operation. */
export const CORE_API_CALL_COST = 10;
/** What each object in the answer weighs (scalars are free: they come with their object). */
export const OBJECT_COST = 1;
/** The rows a list is assumed to hold when it says nothing: core-api's default page size. */
export const DEFAULT_LIST_SIZE = 20;
/** The estimated cost above which an operation is refused (GRAPHQL_MAX_COST). */
export const DEFAULT_MAX_COST = 1000;
/** Past this many selections visited (fragments spread many times over) the walk stops and refuses. */
export const MAX_ANALYZED_NODES = 10_000;

export const QUERY_TOO_EXPENSIVE = 'QUERY_TOO_EXPENSIVE';

/**
 * - `batched`: loaded through a DataLoader over a core-api batch endpoint, so a list of n rows makes one call
 *   per 100 rows: allowed everywhere, costs `cost` per row.
 * - `refused`: one core-api call per parent: allowed on a single record only (e.g. `project(id)`), refused
 *   inside any list before the operation runs.
 */
export type InLists = 'batched' | 'refused';

export interface FieldCost {
  cost: number;
  inLists: InLists;
}

export interface CoreApiFieldOptions {
  /** Defaults to `refused`: a field is single-record only until it is batched. */
  inLists?: InLists;
  /** Defaults to CORE_API_CALL_COST (refused), 1 (batched: one call shared by up to 100 rows). */
  cost?: number;
}

/**
 * Declares a field that calls core-api: its cost and whether it may be selected on the rows of a list.
 * Every `@FieldResolver` of a module carries one (src/schema.test.ts fails otherwise).
 */
export function CoreApiField(options: CoreApiFieldOptions = {}): MethodDecorator & PropertyDecorator {
  const inLists = options.inLists ?? 'refused';
  const cost = options.cost ?? (inLists === 'batched' ? 1 : CORE_API_CALL_COST);
  const declared: FieldCost = { cost, inLists };
  return Extensions({ [COST_EXTENSION]: declared }) as MethodDecorator & PropertyDecorator;
}

/** Declares a field resolver that never calls core-api (computed from its parent): cost 0 by default. */
export function NoCoreApiCall(cost = 0): MethodDecorator & PropertyDecorator {
  const declared: FieldCost = { cost, inLists: 'batched' };
  return Extensions({ [COST_EXTENSION]: declared }) as MethodDecorator & PropertyDecorator;
}

/** The extension naming how many rows a list can hold at most, whatever page it is on (`BoundedList`). */
export const LIST_SIZE_EXTENSION = 'listSize';

/**
 * Declares a list that holds at most `rows` items by what it is (a report's six cost categories, its twelve
 * months of trend): counted at that many rather than at its page's size or the default of 20.
 */
export function BoundedList(rows: number): PropertyDecorator & MethodDecorator {
  return Extensions({ [LIST_SIZE_EXTENSION]: rows }) as PropertyDecorator & MethodDecorator;
}

function boundedSize(field: { extensions?: Record<string, unknown> | null }): number | null {
  const value = field.extensions?.[LIST_SIZE_EXTENSION];
  return typeof value === 'number' && value >= 1 ? value : null;
}

export function declaredCost(field: { extensions?: Record<string, unknown> | null }): FieldCost | undefined {
  const value = field.extensions?.[COST_EXTENSION] as FieldCost | undefined;
  return value && typeof value.cost === 'number' ? value : undefined;
}

export interface ListViolation {
  /** `Project.team` */
  field: string;
  /** Response path of the list it was asked for under, e.g. `a3.items`. */
  list: string;
}

export interface CostReport {
  cost: number;
  violations: ListViolation[];
  /** True when the walk stopped at MAX_ANALYZED_NODES. */
  truncated: boolean;
}

interface Walk {
  schema: GraphQLSchema;
  fragments: Map<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
  violations: ListViolation[];
  nodes: number;
}

interface Place {
  /** Response path so far (aliases as the client will see them). */
  path: string;
  /** Path of the nearest enclosing list, when there is one. */
  list: string | null;
  /** A page's `size` waiting for the list below it (`projects(size: 100) { items }`). */
  pageSize: number | null;
  /** Fragments being expanded on this branch (cycles are refused by validation; this is a guard). */
  fragments: ReadonlySet<string>;
}

function isIntrospection(type: GraphQLCompositeType): boolean {
  return type.name.startsWith('__');
}

function fieldDefinition(
  schema: GraphQLSchema,
  parent: GraphQLCompositeType,
  name: string,
): GraphQLField<unknown, unknown> | undefined {
  if (name === TypeNameMetaFieldDef.name) return TypeNameMetaFieldDef;
  if (parent === schema.getQueryType()) {
    if (name === SchemaMetaFieldDef.name) return SchemaMetaFieldDef;
    if (name === TypeMetaFieldDef.name) return TypeMetaFieldDef;
  }
  return isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[name] : undefined;
}

function included(walk: Walk, node: FieldNode | { directives?: FieldNode['directives'] }): boolean {
  const skip = getDirectiveValues(GraphQLSkipDirective, node, walk.variables);
  if (skip?.if === true) return false;
  const include = getDirectiveValues(GraphQLIncludeDirective, node, walk.variables);
  return include?.if !== false;
}

function isRoot(schema: GraphQLSchema, type: GraphQLCompositeType): boolean {
  return type === schema.getQueryType() || type === schema.getMutationType();
}

function fieldCost(walk: Walk, parent: GraphQLCompositeType, node: FieldNode, place: Place): number {
  const field = fieldDefinition(walk.schema, parent, node.name.value);
  // Unknown fields never get here (validation refuses them); meta fields and introspection cost nothing.
  if (!field || field === TypeNameMetaFieldDef) return 0;
  if (field === SchemaMetaFieldDef || field === TypeMetaFieldDef || isIntrospection(parent)) return 0;

  const declared = declaredCost(field);
  const named = getNamedType(field.type);
  const own = declared?.cost ?? (isRoot(walk.schema, parent) ? CORE_API_CALL_COST : 0);
  const responseName = node.alias?.value ?? node.name.value;
  const path = place.path ? `${place.path}.${responseName}` : responseName;
  if (declared?.inLists === 'refused' && place.list !== null) {
    walk.violations.push({ field: `${parent.name}.${field.name}`, list: place.list });
  }
  if (!node.selectionSet || !isCompositeType(named)) return own;

  const args = getArgumentValues(field, node, walk.variables) as { size?: unknown };
  // A size below 1 is refused when the field runs; counted as 1 here so it can never lower the total.
  const size = field.args.some((a) => a.name === 'size')
    ? typeof args.size === 'number'
      ? Math.max(1, args.size)
      : DEFAULT_LIST_SIZE
    : null;
  const isList = isListType(getNullableType(field.type));
  const rows = isList ? (boundedSize(field) ?? size ?? place.pageSize ?? DEFAULT_LIST_SIZE) : 1;
  const children = selectionCost(walk, named, node.selectionSet, {
    path,
    list: isList ? path : place.list,
    pageSize: isList ? null : size,
    fragments: place.fragments,
  });
  // Every object the field yields weighs OBJECT_COST, plus what is asked for on it.
  return own + rows * (OBJECT_COST + children);
}

function selectionCost(
  walk: Walk,
  parent: GraphQLCompositeType,
  selectionSet: SelectionSetNode,
  place: Place,
): number {
  let total = 0;
  for (const selection of selectionSet.selections) {
    walk.nodes += 1;
    if (walk.nodes > MAX_ANALYZED_NODES) return total;
    if (!included(walk, selection)) continue;
    if (selection.kind === Kind.FIELD) {
      total += fieldCost(walk, parent, selection, place);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const typeName = selection.typeCondition?.name.value;
      const type = typeName ? walk.schema.getType(typeName) : parent;
      if (type && isCompositeType(type)) total += selectionCost(walk, type, selection.selectionSet, place);
    } else {
      const name = selection.name.value;
      const fragment = walk.fragments.get(name);
      if (!fragment || place.fragments.has(name)) continue;
      const type = walk.schema.getType(fragment.typeCondition.name.value);
      if (!type || !isCompositeType(type)) continue;
      total += selectionCost(walk, type, fragment.selectionSet, {
        ...place,
        fragments: new Set([...place.fragments, name]),
      });
    }
  }
  return total;
}

function findOperation(
  document: DocumentNode,
  operationName: string | null | undefined,
): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  if (operationName) return operations.find((o) => o.name?.value === operationName);
  return operations.length === 1 ? operations[0] : undefined;
}

/**
 * The operation's estimated cost and its single-record fields inside lists. Undefined when the operation
 * cannot run anyway (no such operation, or variables that do not coerce: execution refuses those itself
 * before any resolver runs).
 */
export function analyzeOperation(options: {
  schema: GraphQLSchema;
  document: DocumentNode;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
}): CostReport | undefined {
  const { schema, document } = options;
  const operation = findOperation(document, options.operationName);
  if (!operation) return undefined;
  // A subscription is costed per event it delivers, like a query.
  const root =
    operation.operation === 'mutation'
      ? schema.getMutationType()
      : operation.operation === 'subscription'
        ? schema.getSubscriptionType()
        : schema.getQueryType();
  if (!root) return undefined;
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], options.variables ?? {});
  if (coerced.errors) return undefined;
  const fragments = new Map(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  const walk: Walk = { schema, fragments, variables: coerced.coerced, violations: [], nodes: 0 };
  const cost = selectionCost(walk, root, operation.selectionSet, {
    path: '',
    list: null,
    pageSize: null,
    fragments: new Set(),
  });
  return { cost, violations: walk.violations, truncated: walk.nodes > MAX_ANALYZED_NODES };
}

/** Past this length a request's variables are not used as a memo key (long mutation inputs): analysed afresh. */
const MEMO_VARIABLES_MAX_CHARS = 2_000;
/** Reports kept per document (one per operation name and variables seen); the oldest goes first. */
const MEMO_PER_DOCUMENT = 64;
const memo = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, Map<string, CostReport | undefined>>>();

/**
 * analyzeOperation, remembered per schema, document, operation name and variables: the report is a pure function
 * of them, and Apollo hands over the same parsed document for the same query text, so a list page asked again
 * and again is walked once (issue 36: the walk was a tenth of the BFF's time per list request).
 */
export function analyzeOperationOnce(options: {
  schema: GraphQLSchema;
  document: DocumentNode;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
}): CostReport | undefined {
  const variables = JSON.stringify(options.variables ?? {});
  if (variables.length > MEMO_VARIABLES_MAX_CHARS) return analyzeOperation(options);
  let bySchema = memo.get(options.schema);
  if (!bySchema) {
    bySchema = new WeakMap();
    memo.set(options.schema, bySchema);
  }
  let byDocument = bySchema.get(options.document);
  if (!byDocument) {
    byDocument = new Map();
    bySchema.set(options.document, byDocument);
  }
  const key = `${options.operationName ?? ''}\u0000${variables}`;
  if (byDocument.has(key)) return byDocument.get(key);
  const report = analyzeOperation(options);
  if (byDocument.size >= MEMO_PER_DOCUMENT) byDocument.delete(byDocument.keys().next().value as string);
  byDocument.set(key, report);
  return report;
}

/**
 * The refusal of every cost check: `QUERY_TOO_EXPENSIVE`. Refusals before execution also set HTTP 400 (the
 * response has no data); the call cap fires during execution, where the other fields keep their data.
 */
export function queryTooExpensive(
  message: string,
  extra: Record<string, unknown> = {},
  { beforeExecution = true } = {},
): GraphQLError {
  return new GraphQLError(message, {
    extensions: {
      code: QUERY_TOO_EXPENSIVE,
      detail: message,
      status: 400,
      id: 'query_too_expensive',
      ...extra,
      // Read (and removed from the answer) by Apollo Server: the HTTP status of the response.
      ...(beforeExecution ? { http: { status: 400 } } : {}),
    },
  });
}

function listMessage(violations: ListViolation[]): string {
  const first = violations[0]!;
  const more = violations.length > 1 ? ` (${violations.length - 1} more such fields in this operation)` : '';
  return (
    `${first.field} makes a call to the data service for each record, so it can only be asked for on a ` +
    `single record, not on the rows of the list at "${first.list}"${more}. Ask for it on the single ` +
    'record instead.'
  );
}

/** Throws the refusal for a report, if it calls for one. */
export function assertAffordable(report: CostReport | undefined, maxCost: number): void {
  if (!report) return;
  if (report.violations.length > 0) {
    throw queryTooExpensive(listMessage(report.violations), {
      fields: [...new Set(report.violations.map((v) => v.field))],
    });
  }
  if (report.truncated || report.cost > maxCost) {
    const cost = report.truncated ? `more than ${report.cost}` : String(report.cost);
    throw queryTooExpensive(
      `This operation is too expensive: its estimated cost is ${cost} and the limit is ${maxCost}. ` +
        `Each list multiplies the cost of the fields asked for in it by its size (${DEFAULT_LIST_SIZE} ` +
        'when no size is given); ask for fewer records or fewer fields.',
      { cost: report.truncated ? null : report.cost, max_cost: maxCost },
    );
  }
}

type ResponsePath = { prev: ResponsePath | undefined; key: string | number };

/** The response path of the nearest list above this field (`a3.items`), or null outside any list. */
function enclosingList(path: ResponsePath): string | null {
  for (let p = path.prev; p; p = p.prev) {
    if (typeof p.key !== 'number') continue;
    const keys: (string | number)[] = [];
    for (let q = p.prev; q; q = q.prev) keys.unshift(q.key);
    return keys.join('.');
  }
  return null;
}

/**
 * Global middleware, the run-time twin of the static check: a single-record field resolving under a list
 * index is refused before its resolver calls core-api (covers any path the static walk could miss).
 */
export const singleRecordOnly: MiddlewareFn = async ({ info }, next) => {
  const parent = info.parentType;
  const declared = declaredCost(parent.getFields()[info.fieldName] ?? {});
  if (declared?.inLists === 'refused') {
    const list = enclosingList(info.path);
    if (list !== null) {
      const field = `${parent.name}.${info.fieldName}`;
      throw queryTooExpensive(listMessage([{ field, list }]), {}, { beforeExecution: false });
    }
  }
  return next();
};

/**
 * Apollo plugin: once the operation is parsed, validated and chosen (variables known), refuse it when it asks
 * for a single-record field inside a list or when its estimated cost passes `maxCost` — before execution, so
 * before any core-api call.
 */
export function costLimitPlugin<TContext extends BaseContext>(maxCost: number): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, operationName, request }) {
          assertAffordable(
            analyzeOperationOnce({ schema, document, operationName, variables: request.variables }),
            maxCost,
          );
        },
      };
    },
  };
}
