// Issue 11's cost findings against the REAL core-api: the 2.2 kB document that made ~1,300 internal REST calls
// is refused before any call; list-safe but huge documents are refused by their estimated cost; single-record
// fields stay usable on project(id); one operation cannot make more than the call cap; /graphql is rate
// limited per user (verified token subject), else per IP; and every operation the web app sends fits.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  Kind,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  typeFromAST,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import request from 'supertest';
import type { Express } from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { repoRoot } from '../config.js';
import { analyzeOperation, DEFAULT_MAX_COST } from '../lib/cost.js';
import { buildBffSchema } from '../lib/schema.js';
import { modules } from '../modules/index.js';
import {
  createCompany,
  createUser,
  gql,
  signedToken,
  startBff,
  startRealStack,
  type RealCoreApi,
  type User,
} from '../test/support.js';

const secret = 'bff-query-cost-test-secret';
let core: RealCoreApi;
let app: Express;
let manager: User;
let otherCompanyUser: User;
let projectId: string;

interface GqlError {
  message: string;
  extensions: Record<string, unknown>;
}

/** The seven per-project fields that each call core-api, as the outside test asked for them. */
const PER_PROJECT_FIELDS =
  'team{id} notes{id} stats{team_count} activity{total} files{id} folder_status{status} team_candidates{id}';

/** 15 aliases × projects(size: 100) × the seven per-project fields: the reported document (~2.2 kB). */
const REPORTED_DOCUMENT = `query{\n${Array.from(
  { length: 15 },
  (_, i) => `p${i}:projects(size:100){items{id ${PER_PROJECT_FIELDS}}}`,
).join('\n')}\n}`;

beforeAll(async () => {
  ({ core, app } = await startRealStack(secret));
  const company = await createCompany();
  manager = await createUser(company, { role: 'manager' });
  otherCompanyUser = await createUser(await createCompany(), { role: 'worker' });
  const created = await gql(
    app,
    'mutation { createProject(input: { name: "Cost Court" }) { id } }',
    undefined,
    core.tokenFor(manager),
  );
  projectId = created.body.data.createProject.id;
}, 120_000);

afterAll(async () => {
  await core?.close();
});

beforeEach(() => {
  core.requests.length = 0;
});

describe('query cost', () => {
  it('refuses the reported document (15 × projects(size: 100) × 7 per-project fields) before any core-api call', async () => {
    expect(REPORTED_DOCUMENT.length).toBeGreaterThan(2000);
    expect(REPORTED_DOCUMENT.length).toBeLessThan(2400);
    const res = await gql(app, REPORTED_DOCUMENT, undefined, core.tokenFor(manager));
    expect(res.status).toBe(400);
    expect(res.body.data).toBeUndefined();
    const errors = res.body.errors as GqlError[];
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toMatch(
      /^Project\.team makes a call to the data service for each record, so it can only be asked for on a single record, not on the rows of the list at "p0\.items"/,
    );
    expect(errors[0]!.extensions).toMatchObject({
      code: 'QUERY_TOO_EXPENSIVE',
      status: 400,
      id: 'query_too_expensive',
      fields: [
        'Project.team',
        'Project.notes',
        'Project.stats',
        'Project.activity',
        'Project.files',
        'Project.folder_status',
        'Project.team_candidates',
      ],
    });
    expect(core.requests).toEqual([]);
  });

  it('refuses the same flood of list-safe fields by its estimated cost, before any core-api call', async () => {
    const document = `query { ${Array.from(
      { length: 15 },
      (_, i) => `p${i}: projects(size: 100) { items { id team_count note_count manager { id } } }`,
    ).join(' ')} }`;
    const res = await gql(app, document, undefined, core.tokenFor(manager));
    expect(res.status).toBe(400);
    const error = (res.body.errors as GqlError[])[0]!;
    // Per alias: the list call (10) + the page (1) + 100 rows × (row 1 + two batched counts 1 + manager 1).
    const cost = 15 * (10 + 1 + 100 * (1 + 1 + 1 + 1));
    expect(error.message).toBe(
      `This operation is too expensive: its estimated cost is ${cost} and the limit is ${DEFAULT_MAX_COST}. ` +
        'Each list multiplies the cost of the fields asked for in it by its size (20 when no size is given); ' +
        'ask for fewer records or fewer fields.',
    );
    expect(error.extensions).toMatchObject({ code: 'QUERY_TOO_EXPENSIVE', cost, max_cost: DEFAULT_MAX_COST });
    expect(core.requests).toEqual([]);
  });

  it('counts a size passed as a variable, and the default of 20 when it is left out', async () => {
    const listDoc =
      'query L($s: Int) { a: projects(size: $s) { items { team_count note_count manager { id } } } b: archivedProjects(size: $s) { items { team_count note_count manager { id } } } c: myProjects(size: $s) { items { team_count } } }';
    const refused = await gql(app, listDoc, { s: 100 }, core.tokenFor(manager));
    expect((refused.body.errors as GqlError[])[0]!.extensions.code).toBe('QUERY_TOO_EXPENSIVE');
    expect(core.requests).toEqual([]);
    const allowed = await gql(app, listDoc, {}, core.tokenFor(manager));
    expect(allowed.body.errors).toBeUndefined();
  });

  it('refuses one single-record field on a small list too, without calling core-api', async () => {
    const res = await gql(
      app,
      'query { projects(size: 2) { items { id stats { team_count } } } }',
      undefined,
      core.tokenFor(manager),
    );
    expect((res.body.errors as GqlError[])[0]!.message).toMatch(/^Project\.stats .* "projects\.items"/);
    expect(core.requests).toEqual([]);
  });

  it('serves all seven fields on project(id): team, notes and stats (and the counts) with the project in one call, the rest one call each', async () => {
    const res = await gql(
      app,
      `query P($id: ID!) { project(id: $id) { id team_count ${PER_PROJECT_FIELDS} } }`,
      { id: projectId },
      core.tokenFor(manager),
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.project.id).toBe(projectId);
    expect(core.requests.map((r) => r.split('?')[0]).sort()).toEqual(
      [
        // The project, its team, notes and stats (whose counts answer team_count): issue 36.
        `GET /api/projects/${projectId}/detail`,
        `GET /api/projects/${projectId}/activity`,
        '/api/uploads',
        `GET /api/projects/${projectId}/folder-status`,
        `GET /api/projects/${projectId}/team/candidates`,
      ]
        .map((r) => (r.startsWith('/') ? `GET ${r}` : r))
        .sort(),
    );
  });

  it('keeps a list with its batched counts to one list call and one counts call', async () => {
    const res = await gql(
      app,
      'query { projects(size: 100) { total items { id team_count note_count manager { id } } } }',
      undefined,
      core.tokenFor(manager),
    );
    expect(res.body.errors).toBeUndefined();
    expect(core.requests.map((r) => r.split('?')[0])).toEqual([
      'GET /api/projects',
      'GET /api/projects/counts',
    ]);
  });
});

describe('core-api calls per operation', () => {
  it('refuses calls past the cap with a clear error; the calls before it keep their data', async () => {
    const capped = await startBff(core.url, secret, { maxCoreApiCalls: 3 });
    const res = await gql(
      capped,
      'query { a: me { id } b: me { id } c: me { id } d: me { id } }',
      undefined,
      core.tokenFor(manager),
    );
    // The refusal nulls the whole answer (`me` is non-null) as soon as it happens, so the answer can leave before
    // the three allowed calls have reached core-api: wait for them, and a moment more for any fourth.
    await vi.waitFor(() => expect(core.requests).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(core.requests).toEqual(Array(3).fill('GET /api/auth/me'));
    const errors = res.body.errors as GqlError[];
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toBe(
      'This operation needs more than 3 calls to the data service, the most one request may make; split it into smaller requests or ask for fewer records or fields.',
    );
    expect(errors[0]!.extensions).toMatchObject({ code: 'QUERY_TOO_EXPENSIVE', max_core_api_calls: 3 });
    expect(Object.keys(res.body.data ?? {}).length).toBeLessThanOrEqual(4);
  });

  it('counts per request: the next request starts again at zero', async () => {
    const capped = await startBff(core.url, secret, { maxCoreApiCalls: 1 });
    for (let i = 0; i < 3; i += 1) {
      const res = await gql(capped, 'query { me { id } }', undefined, core.tokenFor(manager));
      expect(res.body.errors).toBeUndefined();
    }
  });
});

describe('rate limit of /graphql', () => {
  const ME = 'query { me { id } }';
  const send = (target: Express, token?: string, ip = '198.51.100.1') => {
    const req = request(target).post('/graphql').set('x-forwarded-for', ip).send({ query: ME });
    return token ? req.set('authorization', `Bearer ${token}`) : req;
  };

  it('limits each signed-in user on their own, answering 429 with Retry-After', async () => {
    const limited = await startBff(core.url, secret, {
      graphqlRateLimit: { points: 3, durationSeconds: 60 },
      trustProxy: true,
    });
    const attacker = core.tokenFor(manager);
    for (let i = 0; i < 3; i += 1) expect((await send(limited, attacker)).status).toBe(200);
    const refused = await send(limited, attacker);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.errors[0]).toMatchObject({
      message: 'Too many requests. Please slow down and try again shortly.',
      extensions: { code: 'RATE_LIMITED', status: 429, id: 'rate_limited' },
    });
    // Same IP, another company's user: their own allowance, untouched.
    const other = await send(limited, core.tokenFor(otherCompanyUser));
    expect(other.status).toBe(200);
    expect(other.body.data.me.id).toBe(String(otherCompanyUser.id));
    // A refused request never reached core-api.
    expect(core.requests.filter((r) => r === 'GET /api/auth/me')).toHaveLength(4);
  });

  it('limits signed-out callers per IP, and a token it cannot verify does not pick another user’s bucket', async () => {
    const limited = await startBff(core.url, secret, {
      graphqlRateLimit: { points: 2, durationSeconds: 60 },
      trustProxy: true,
    });
    const forged = signedToken('not-the-secret', { sub: String(otherCompanyUser.id) });
    expect((await send(limited, undefined, '198.51.100.7')).status).toBe(200);
    expect((await send(limited, forged, '198.51.100.7')).status).toBe(200);
    expect((await send(limited, undefined, '198.51.100.7')).status).toBe(429);
    expect((await send(limited, undefined, '198.51.100.8')).status).toBe(200);
    // The forged token named otherCompanyUser, whose own bucket is still full.
    const victim = core.tokenFor(otherCompanyUser);
    expect((await send(limited, victim, '198.51.100.7')).status).toBe(200);
    expect((await send(limited, victim, '198.51.100.7')).status).toBe(200);
  });
});

describe('the web app’s operations', () => {
  /** Every operation document codegen made for web (web/src/generated/graphql.ts). */
  function webDocuments(): Map<string, DocumentNode> {
    const source = readFileSync(join(repoRoot, 'web', 'src', 'generated', 'graphql.ts'), 'utf8');
    const documents = new Map<string, DocumentNode>();
    for (const [, name, json] of source.matchAll(
      /^export const (\w+)Document = (\{.*\}) as unknown as DocumentNode/gm,
    )) {
      documents.set(name!, JSON.parse(json!) as DocumentNode);
    }
    return documents;
  }

  /** A value of the right type for a required variable (optional ones are left out). */
  function sample(type: GraphQLInputType): unknown {
    const inner = getNullableType(type);
    if (isListType(inner)) return [sample(inner.ofType)];
    if (isEnumType(inner)) return inner.getValues()[0]!.value;
    if (isInputObjectType(inner)) {
      return Object.fromEntries(
        Object.values(inner.getFields())
          .filter((f) => isNonNullType(f.type))
          .map((f) => [f.name, sample(f.type)]),
      );
    }
    const scalar = (inner as { name: string }).name;
    if (scalar === 'Int' || scalar === 'Float' || scalar === 'SafeInt') return 1;
    if (scalar === 'Boolean') return true;
    if (scalar === 'JSONObject') return {};
    return 'x';
  }

  function variablesFor(schema: GraphQLSchema, operation: OperationDefinitionNode) {
    const variables: Record<string, unknown> = {};
    for (const definition of operation.variableDefinitions ?? []) {
      const name = definition.variable.name.value;
      // Page sizes at their largest; every other required variable with a sample value.
      if (name === 'size') variables[name] = 100;
      else if (definition.type.kind === Kind.NON_NULL_TYPE) {
        variables[name] = sample(typeFromAST(schema, definition.type) as GraphQLInputType);
      }
    }
    return variables;
  }

  it('all fit the cost limit at their largest page size and ask for no single-record field in a list', async () => {
    const schema = await buildBffSchema(modules);
    const documents = webDocuments();
    expect(documents.size).toBeGreaterThan(30);
    const costs: Record<string, number> = {};
    for (const [name, document] of documents) {
      const operation = document.definitions.find(
        (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
      )!;
      const report = analyzeOperation({ schema, document, variables: variablesFor(schema, operation) });
      expect(report, name).toBeDefined();
      expect(report!.violations, name).toEqual([]);
      costs[name] = report!.cost;
    }
    // Headroom: the largest page the web app asks for stays under half the limit.
    for (const [name, cost] of Object.entries(costs))
      expect(cost, name).toBeLessThanOrEqual(DEFAULT_MAX_COST / 2);
  });
});
