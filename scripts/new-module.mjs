// `npm run new:module -- <name> [--entity <singular>]`: writes a new module in the one shape of every module
// (issue 31, docs/adding-a-module.md, decision 0042) — core-api's folder (model, schema, presenter, policy, read,
// service, module, security file, tests) and its migration, the BFF's folder (api, type, input, resolver,
// matrix rows, test), web's feature folder (manifest, page, documents, test) and an e2e spec — plus one registry
// line per package, then regenerates the typed clients (`npm run codegen`). The module works at once: a company's
// `<name>` list for everyone signed in, and "New <entity>" for supervisors and up, with every suite covering it.
// `<name>` is the plural in kebab case (`site-visits`); the singular is the name less its final "s" unless
// `--entity` says otherwise (`--entity site-diary` for `site-diaries`).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { root, run } from './lib.mjs';

const args = process.argv.slice(2);
const flag = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args.splice(i, 2)[1] : undefined;
};
const entityArg = flag('--entity');
const skipCodegen = args.includes('--no-codegen');
const name = args.find((a) => !a.startsWith('--'));
const KEBAB = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
if (!name || !KEBAB.test(name) || (entityArg && !KEBAB.test(entityArg))) {
  console.error('Usage: npm run new:module -- <plural-kebab-name> [--entity <singular-kebab-name>]');
  process.exit(2);
}

/** Every spelling of a kebab-case name the templates use. */
export function spellings(kebab) {
  const parts = kebab.split('-');
  const pascal = parts.map((p) => p[0].toUpperCase() + p.slice(1)).join('');
  const words = parts.join(' ');
  return {
    kebab,
    pascal,
    camel: pascal[0].toLowerCase() + pascal.slice(1),
    snake: parts.join('_'),
    upper: parts.join('_').toUpperCase(),
    words,
    title: words[0].toUpperCase() + words.slice(1),
  };
}

const N = spellings(name);
const E = spellings(entityArg ?? name.replace(/s$/, ''));
if (E.kebab === N.kebab) {
  console.error(`The singular of "${name}" is the same word: pass --entity <singular>.`);
  process.exit(2);
}

const paths = {
  core: join(root, 'core-api/src/modules', N.kebab),
  bff: join(root, 'bff/src/modules', N.kebab),
  web: join(root, 'web/src/features', N.kebab),
};
for (const dir of Object.values(paths)) {
  if (existsSync(dir)) {
    console.error(`${dir} exists already: pick another name.`);
    process.exit(2);
  }
}

const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 12);
const files = new Map();
const add = (path, text) => files.set(join(root, path), text.replace(/^\n/, ''));

// ---------------------------------------------------------------------------------------------- core-api
const core = `core-api/src/modules/${N.kebab}`;
add(
  `core-api/src/db/migrations/${stamp}-${N.kebab}.ts`,
  `
// Migration: ${N.words}, per company (written by npm run new:module). The list reads them newest first.
import { DataTypes, type QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('${N.snake}', {
    id: { type: DataTypes.UUID, primaryKey: true, allowNull: false, defaultValue: DataTypes.UUIDV4 },
    company_id: {
      type: DataTypes.UUID,
      allowNull: false,
      references: { model: 'companies', key: 'id' },
      onDelete: 'CASCADE',
    },
    name: { type: DataTypes.STRING(200), allowNull: false },
    created_by: {
      type: DataTypes.UUID,
      allowNull: true,
      references: { model: 'users', key: 'id' },
      onDelete: 'SET NULL',
    },
    created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
    updated_at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
  });
  await qi.sequelize.query(
    'CREATE INDEX ${N.snake}_company_created ON ${N.snake} (company_id, created_at DESC, id)',
  );
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('${N.snake}');
}
`,
);

add(
  `${core}/${E.kebab}.model.ts`,
  `
// Owns the ${E.pascal} model: one ${E.words} of a company (table ${N.snake}).
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

export class ${E.pascal} extends Model<InferAttributes<${E.pascal}>, InferCreationAttributes<${E.pascal}>> {
  declare id: CreationOptional<string>;
  declare company_id: string;
  declare name: string;
  declare created_by: CreationOptional<string | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    ${E.pascal}.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        company_id: { type: DataTypes.UUID, allowNull: false },
        name: { type: DataTypes.STRING(200), allowNull: false },
        created_by: { type: DataTypes.UUID, allowNull: true },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: '${N.snake}', underscored: true, timestamps: true },
    );
  }
}
`,
);

add(
  `${core}/${N.kebab}.schema.ts`,
  `
// Owns what the ${N.words} routes accept: the list's query and a new ${E.words}'s body.
import { z } from 'zod';
import { pageQuery } from '../../lib/paging.js';

export const NAME_REQUIRED = 'Name is required';
export const NAME_TOO_LONG = 'Name must be at most 200 characters';

export const list${N.pascal}QuerySchema = z.object({ ...pageQuery });
export type List${N.pascal}Query = z.output<typeof list${N.pascal}QuerySchema>;

export const create${E.pascal}Schema = z.object({
  name: z.string({ error: NAME_REQUIRED }).trim().min(1, NAME_REQUIRED).max(200, NAME_TOO_LONG),
});
export type Create${E.pascal}Body = z.output<typeof create${E.pascal}Schema>;
`,
);

add(
  `${core}/${N.kebab}.policy.ts`,
  `
// Owns who may do what with ${N.words}: everyone signed in reads the company's list; supervisors and up add.
// Answers carry the caller's abilities, so the web shows only the controls core-api accepts.
import { roleAtLeast, type Actor } from '../../lib/auth.js';
import type { Role } from '../../models/index.js';

export const ${N.upper}_READ_ROLE: Role = 'worker';
export const ${N.upper}_WRITE_ROLE: Role = 'supervisor';

export function mayAdd${E.pascal}(actor: Pick<Actor, 'role'>): boolean {
  return roleAtLeast(actor.role, ${N.upper}_WRITE_ROLE);
}
`,
);

add(
  `${core}/${N.kebab}.presenter.ts`,
  `
// Owns the ${N.words} answers: their schemas (the OpenAPI components) and the row → answer mapping.
import { z } from 'zod';
import { pageSchema } from '../../lib/paging.js';
import { timestamp } from '../../lib/wire.js';

export const ${E.camel}Schema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    created_at: timestamp,
  })
  .meta({ id: '${E.pascal}' });
export type ${E.pascal}Json = z.input<typeof ${E.camel}Schema>;

export const ${E.camel}PageSchema = pageSchema(${E.camel}Schema, '${E.pascal}Page');

export function present${E.pascal}(row: { id: string; name: string; created_at: Date | string }): ${E.pascal}Json {
  return { id: row.id, name: row.name, created_at: new Date(row.created_at).toISOString() };
}
`,
);

add(
  `${core}/${N.kebab}.read.ts`,
  `
// Owns reading ${N.words} on the app's connection: the company's list, newest first, with its total counted to
// the cap (decision 0028).
import type { Sequelize } from 'sequelize';
import type { Actor } from '../../lib/auth.js';
import { cappedTotal, pageOf, pageRequest, type Page } from '../../lib/paging.js';
import { q } from '../../lib/sql.js';
import { present${E.pascal}, type ${E.pascal}Json } from './${N.kebab}.presenter.js';
import type { List${N.pascal}Query } from './${N.kebab}.schema.js';

export async function list${N.pascal}(
  db: Sequelize,
  actor: Actor,
  query: List${N.pascal}Query,
): Promise<Page<${E.pascal}Json>> {
  const paging = pageRequest(query);
  const from = 'FROM ${N.snake} t WHERE t.company_id = :companyId';
  const replacements = { companyId: actor.companyId, limit: paging.size, offset: paging.offset };
  const [rows, total] = await Promise.all([
    q<{ id: string; name: string; created_at: Date }>(
      db,
      \`SELECT t.id, t.name, t.created_at \${from} ORDER BY t.created_at DESC, t.id LIMIT :limit OFFSET :offset\`,
      replacements,
    ),
    cappedTotal(db, \`SELECT 1 \${from} ORDER BY t.created_at DESC, t.id\`, replacements),
  ]);
  return pageOf(rows.map(present${E.pascal}), total, paging);
}
`,
);

add(
  `${core}/${N.kebab}.service.ts`,
  `
// Owns the ${N.words} writes: adding one, with its activity row, in one transaction.
import type { Sequelize } from 'sequelize';
import { recordActivity } from '../../lib/activity.js';
import type { Actor } from '../../lib/auth.js';
import { withTransaction } from '../../lib/transaction.js';
import { ${E.pascal} } from './${E.kebab}.model.js';
import { present${E.pascal}, type ${E.pascal}Json } from './${N.kebab}.presenter.js';
import type { Create${E.pascal}Body } from './${N.kebab}.schema.js';

export class ${N.pascal}Service {
  constructor(private readonly sequelize: Sequelize) {}

  create(actor: Actor, body: Create${E.pascal}Body): Promise<${E.pascal}Json> {
    return withTransaction(this.sequelize, async (transaction) => {
      const row = await ${E.pascal}.create(
        { company_id: actor.companyId, name: body.name, created_by: actor.userId },
        { transaction },
      );
      await recordActivity({
        actor,
        entityType: '${E.snake}',
        entityId: row.id,
        action: 'created',
        label: row.name,
        link: '/app/${N.kebab}',
        transaction,
      });
      return present${E.pascal}(row);
    });
  }
}
`,
);

add(
  `${core}/${N.kebab}.module.ts`,
  `
// Owns the /${N.kebab} routes: the company's ${N.words} (everyone signed in) and adding one (supervisors and up).
// Rules live in ${N.kebab}.policy.ts, reads in ${N.kebab}.read.ts, writes in ${N.pascal}Service.
import { defineModule } from '../../kit/module.js';
import { company, routeBuilder } from '../../kit/route.js';
import { ${E.pascal} } from './${E.kebab}.model.js';
import { ${N.upper}_READ_ROLE, ${N.upper}_WRITE_ROLE } from './${N.kebab}.policy.js';
import { ${E.camel}PageSchema, ${E.camel}Schema } from './${N.kebab}.presenter.js';
import { list${N.pascal} } from './${N.kebab}.read.js';
import { create${E.pascal}Schema, list${N.pascal}QuerySchema } from './${N.kebab}.schema.js';
import { ${N.pascal}Service } from './${N.kebab}.service.js';

const route = routeBuilder<${N.pascal}Service>();

export const ${N.camel}Module = defineModule({
  name: '${N.kebab}',
  description: '${N.title}: the company’s list, and adding one',
  models: [${E.pascal}],
  create: (deps) => new ${N.pascal}Service(deps.sequelize),
  routes: [
    route({
      method: 'get',
      path: '/${N.kebab}',
      summary: 'The company’s ${N.words}, newest first, in pages',
      access: company(${N.upper}_READ_ROLE),
      query: list${N.pascal}QuerySchema,
      response: ${E.camel}PageSchema,
      handler: ({ db, actor, query }) => list${N.pascal}(db, actor, query),
    }),
    route({
      method: 'post',
      path: '/${N.kebab}',
      summary: 'Add a ${E.words}',
      access: company(${N.upper}_WRITE_ROLE),
      body: create${E.pascal}Schema,
      status: 201,
      response: ${E.camel}Schema,
      handler: ({ services, actor, body }) => services.create(actor, body),
    }),
  ],
});
`,
);

add(
  `${core}/index.ts`,
  `
// Public surface of the ${N.words} module: the module itself.
export { ${N.camel}Module } from './${N.kebab}.module.js';
`,
);

add(
  `${core}/${N.kebab}.security.ts`,
  `
// Security-suite description of the ${N.words} module: the list and a create, with a body per call.
import { randomUUID } from 'node:crypto';
import { defineSecurity } from '../../security/harness.js';

export const security = defineSecurity({
  cases: {
    'GET /${N.kebab}': { query: 'page=1&size=20' },
    'POST /${N.kebab}': { body: () => ({ name: \`Matrix ${E.words} \${randomUUID().slice(0, 8)}\` }) },
  },
});
`,
);

add(
  `${core}/${N.kebab}.test.ts`,
  `
// /api/${N.kebab} on real Postgres: 401 signed out, 403 for a worker adding, 400 with the messages, then the
// happy path — a supervisor adds one, everyone in the company lists it, another company never sees it.
import { describe, expect, it } from 'vitest';
import { Activity, type Company, type Role } from '../../models/index.js';
import { bearer, createCompany, createUser, testApp, testDatabase } from '../../test/support.js';
import { NAME_REQUIRED, NAME_TOO_LONG } from './${N.kebab}.schema.js';

const sequelize = testDatabase();
const { request } = testApp(sequelize);

async function as(company: Company, role: Role) {
  return { Authorization: bearer(await createUser(company, { role })) };
}

describe('/api/${N.kebab}', () => {
  it('401 signed out; 403 for a worker adding; 400 with the messages', async () => {
    expect((await request.get('/api/${N.kebab}')).status).toBe(401);
    expect((await request.post('/api/${N.kebab}').send({ name: 'x' })).status).toBe(401);
    const company = await createCompany();
    const worker = await as(company, 'worker');
    expect((await request.post('/api/${N.kebab}').set(worker).send({ name: 'Mine' })).status).toBe(403);
    const supervisor = await as(company, 'supervisor');
    const blank = await request.post('/api/${N.kebab}').set(supervisor).send({ name: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.detail).toEqual([NAME_REQUIRED]);
    const long = await request.post('/api/${N.kebab}').set(supervisor).send({ name: 'x'.repeat(201) });
    expect(long.status).toBe(400);
    expect(long.body.detail).toEqual([NAME_TOO_LONG]);
    const page = await request.get('/api/${N.kebab}?size=101').set(worker);
    expect(page.status).toBe(400);
  });

  it('a supervisor adds one; the company lists it newest first; another company does not', async () => {
    const company = await createCompany();
    const supervisor = await as(company, 'supervisor');
    const first = await request.post('/api/${N.kebab}').set(supervisor).send({ name: ' First ' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ name: 'First' });
    const second = await request.post('/api/${N.kebab}').set(supervisor).send({ name: 'Second' });
    expect(second.status).toBe(201);
    const list = await request.get('/api/${N.kebab}?page=1&size=20').set(await as(company, 'worker'));
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 2, total_capped: false, page: 1, size: 20, pages: 1 });
    expect(list.body.items.map((i: { name: string }) => i.name)).toEqual(['Second', 'First']);
    expect(await Activity.count({ where: { entity_id: first.body.id, action: 'created' } })).toBe(1);

    const other = await request.get('/api/${N.kebab}').set(await as(await createCompany(), 'admin'));
    expect(other.status).toBe(200);
    expect(other.body.total).toBe(0);
  });
});
`,
);

// ---------------------------------------------------------------------------------------------- bff
const bff = `bff/src/modules/${N.kebab}`;
add(
  `${bff}/${N.kebab}.type.ts`,
  `
// GraphQL types of ${N.words}. Field names are core-api's snake_case JSON, so resolvers pass answers through.
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Paginated } from '../../lib/paging.js';

@ObjectType()
export class ${E.pascal} {
  @Field(() => ID) id: string;
  @Field(() => String) name: string;
  @Field(() => String) created_at: string;
}

@ObjectType()
export class ${E.pascal}Page extends Paginated(${E.pascal}) {
  @Field(() => Int) pages: number;
}
`,
);
add(
  `${bff}/${N.kebab}.input.ts`,
  `
// GraphQL inputs of ${N.words}: class-validator bounds sizes only; core-api owns the messages.
import { MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';

@InputType()
export class Create${E.pascal}Input {
  @Field(() => String)
  @MaxLength(1000)
  name: string;
}
`,
);
add(
  `${bff}/${N.kebab}.api.ts`,
  `
// core-api's /${N.kebab} calls, typed from core-api's OpenAPI document.
import { CoreApiDataSource, plain } from '../../lib/core-api-client.js';
import type { PageArgs } from '../../lib/paging.js';
import type { Create${E.pascal}Input } from './${N.kebab}.input.js';

export class ${N.pascal}Api extends CoreApiDataSource {
  list(args: PageArgs) {
    const query = {
      page: args.page != null ? String(args.page) : undefined,
      size: args.size != null ? String(args.size) : undefined,
    };
    return this.call((init) => this.api.GET('/${N.kebab}', { params: { query }, ...init }));
  }

  create(input: Create${E.pascal}Input) {
    return this.call((init) => this.api.POST('/${N.kebab}', { body: plain(input), ...init }));
  }
}
`,
);
add(
  `${bff}/${N.kebab}.resolver.ts`,
  `
// ${N.title}: everyone signed in reads the company's list; supervisors and up add one. The BFF refuses lower
// roles early; core-api enforces every rule.
import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../lib/context.js';
import { PageArgs } from '../../lib/paging.js';
import { ${N.pascal}Api } from './${N.kebab}.api.js';
import { Create${E.pascal}Input } from './${N.kebab}.input.js';
import { ${E.pascal}, ${E.pascal}Page } from './${N.kebab}.type.js';

@Resolver()
export class ${N.pascal}Resolver {
  @Query(() => ${E.pascal}Page, { description: 'The company’s ${N.words}, newest first.' })
  ${N.camel}(@Args(() => PageArgs) args: PageArgs, @Ctx() ctx: GraphQLContext): Promise<${E.pascal}Page> {
    return ctx.get(${N.pascal}Api).list(args);
  }

  @Authorized('supervisor')
  @Mutation(() => ${E.pascal})
  create${E.pascal}(
    @Arg('input', () => Create${E.pascal}Input) input: Create${E.pascal}Input,
    @Ctx() ctx: GraphQLContext,
  ): Promise<${E.pascal}> {
    return ctx.get(${N.pascal}Api).create(input);
  }
}
`,
);
add(
  `${bff}/index.ts`,
  `
// The ${N.words} module's public file.
import type { BffModule } from '../../lib/module.js';
import { ${N.pascal}Resolver } from './${N.kebab}.resolver.js';

export const ${N.camel}Module: BffModule = { name: '${N.kebab}', resolvers: [${N.pascal}Resolver] };
`,
);
add(
  `${bff}/${N.kebab}.matrix.ts`,
  `
// The ${N.words} module's rows of the GraphQL role × operation matrix, gathered by glob in security/matrix.ts:
// each root field, the one core-api route it calls, a document and its variables. Expected outcomes come from
// that route's OpenAPI x-min-role.
import { defineOperations, u } from '../../security/matrix.js';

export const operations = defineOperations({
  ${N.camel}: {
    rest: 'GET /${N.kebab}',
    document: 'query { ${N.camel}(page: 1, size: 20) { total items { id } } }',
  },
  create${E.pascal}: {
    rest: 'POST /${N.kebab}',
    document: 'mutation C($n: String!) { create${E.pascal}(input: { name: $n }) { id } }',
    variables: async () => ({ n: \`Matrix \${u()}\` }),
  },
});
`,
);
add(
  `${bff}/${N.kebab}.test.ts`,
  `
// ${N.title} through GraphQL against the REAL core-api on real Postgres: a supervisor adds one, a worker lists
// it and may not add, core-api's message reaches the caller.
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompany,
  createUser,
  gql as post,
  startRealStack,
  type RealStack,
  type User,
} from '../../test/support.js';

let stack: RealStack;
let app: Express;
let supervisor: User;
let worker: User;

const LIST = 'query { ${N.camel}(page: 1, size: 20) { total items { id name } } }';
const CREATE = 'mutation C($name: String!) { create${E.pascal}(input: { name: $name }) { id name } }';

beforeAll(async () => {
  stack = await startRealStack('bff-${N.kebab}-test-secret');
  app = stack.app;
  const company = await createCompany();
  supervisor = await createUser(company, { role: 'supervisor' });
  worker = await createUser(company, { role: 'worker' });
}, 60_000);
afterAll(() => stack?.close());

describe('${N.words} through the BFF', () => {
  it('a supervisor adds one and a worker lists it; a worker may not add; blank names get core-api’s message', async () => {
    const added = await post(app, CREATE, { name: 'First' }, stack.tokenFor(supervisor));
    expect(added.body.errors).toBeUndefined();
    expect(added.body.data.create${E.pascal}.name).toBe('First');

    const list = await post(app, LIST, {}, stack.tokenFor(worker));
    expect(list.body.data.${N.camel}).toMatchObject({ total: 1, items: [{ name: 'First' }] });

    const refused = await post(app, CREATE, { name: 'Mine' }, stack.tokenFor(worker));
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const blank = await post(app, CREATE, { name: ' ' }, stack.tokenFor(supervisor));
    expect(blank.body.errors?.[0]?.message).toBe('Name is required');
  });
});
`,
);

// ---------------------------------------------------------------------------------------------- web
const web = `web/src/features/${N.kebab}`;
add(
  `${web}/${N.kebab}.api.ts`,
  `
// ${N.title} operations: the list and adding one.
import { graphql } from '../../generated';

export const ${N.pascal}Document = graphql(\`
  query ${N.pascal}($page: Int, $size: Int) {
    ${N.camel}(page: $page, size: $size) {
      total
      total_capped
      page
      size
      items {
        id
        name
        created_at
      }
    }
  }
\`);

export const Create${E.pascal}Document = graphql(\`
  mutation Create${E.pascal}($input: Create${E.pascal}Input!) {
    create${E.pascal}(input: $input) {
      id
      name
    }
  }
\`);
`,
);
add(
  `${web}/routes.tsx`,
  `
// ${N.title}: the company's list for everyone signed in (supervisors and up add), in the user menu.
import { defineFeature, lazyPage } from '../../lib/route-manifest';

const ${N.pascal}Page = lazyPage(() => import('./${N.pascal}Page').then((m) => m.${N.pascal}Page));

export const ${N.camel}Feature = defineFeature({
  name: '${N.kebab}',
  routes: [
    {
      path: '/app/${N.kebab}',
      access: 'worker',
      page: ${N.pascal}Page,
      nav: [{ slot: 'userMenu', label: '${N.title}', order: 90 }],
    },
  ],
});
`,
);
add(
  `${web}/${N.pascal}Page.tsx`,
  `
// /app/${N.kebab}: the company's ${N.words} on the list kit, newest first, with "New ${E.words}" for supervisors
// and up. core-api enforces every rule.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Button, Field, Flex, Heading, Input } from '@chakra-ui/react';
import { DataTable, ListState, Pager, pageCount, useListParams, type Column } from '../../components/list';
import { FormDialog } from '../../components/FormDialog';
import { classifyError } from '../../lib/error-message';
import { formatDate } from '../../lib/format';
import { hasRole, useAuth } from '../auth';
import { Create${E.pascal}Document, ${N.pascal}Document } from './${N.kebab}.api';

type Row = { id: string; name: string; created_at: string };

const COLUMNS: readonly Column<Row>[] = [
  { key: 'name', header: 'Name', cell: (r) => r.name, card: 'title' },
  { key: 'added', header: 'Added', cell: (r) => formatDate(r.created_at), nowrap: true },
];

export function ${N.pascal}Page() {
  const { user } = useAuth();
  const canAdd = hasRole(user?.role, 'supervisor');
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const list = useListParams();
  const { data, loading, error, refetch } = useQuery(${N.pascal}Document, {
    variables: { page: list.page, size: list.size },
  });
  // A refusal (core-api's message) is toasted by the app's error link, and the dialog stays open.
  const [create, created] = useMutation(Create${E.pascal}Document, {
    onCompleted: () => {
      setAdding(false);
      setName('');
      void refetch();
    },
  });
  const result = data?.${N.camel};
  const failure = error && !result ? classifyError(error) : null;

  return (
    <Box>
      <Flex justify="space-between" align="center" mb="4" gap="3" wrap="wrap" pe={{ base: '14', md: '0' }}>
        <Heading as="h1" size="2xl">
          ${N.title}
        </Heading>
        {canAdd && (
          <Button size="sm" colorPalette="blue" onClick={() => setAdding(true)}>
            New ${E.words}
          </Button>
        )}
      </Flex>
      <ListState
        loading={loading && !result}
        loadingLabel="Loading ${N.words}"
        error={failure?.kind === 'toast' ? failure.message : null}
        onRetry={() => void refetch()}
        isEmpty={(result?.items.length ?? 0) === 0}
        empty={{ title: 'No ${N.words} yet', description: 'Nothing has been added yet.' }}
      >
        <DataTable label="${N.title}" columns={COLUMNS} rows={result?.items ?? []} rowKey={(r) => r.id} />
        {result && (
          <Pager
            page={list.page}
            pages={pageCount(result.total, result.size)}
            total={result.total}
            capped={result.total_capped}
            noun={['${E.words}', '${N.words}']}
            onPage={list.setPage}
          />
        )}
      </ListState>
      <FormDialog
        open={adding}
        onClose={() => setAdding(false)}
        title="New ${E.words}"
        submitLabel="Save"
        submitting={created.loading}
        onSubmit={(event) => {
          event.preventDefault();
          void create({ variables: { input: { name } } });
        }}
      >
        <Field.Root required>
          <Field.Label>Name</Field.Label>
          <Input value={name} onChange={(e) => setName(e.target.value)} />
        </Field.Root>
      </FormDialog>
    </Box>
  );
}
`,
);
add(
  `${web}/${N.pascal}Page.test.tsx`,
  `
// The ${N.words} page on the list kit: a supervisor sees the list and "New ${E.words}", a worker the list only.
import { describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { routes } from '../../app/router';
import { renderRoutes, seedSession } from '../../test/render';
import { ${N.pascal}Document } from './${N.kebab}.api';

const LAZY = { timeout: 5000 };
const mocks: MockLink.MockedResponse[] = [
  {
    request: { query: ${N.pascal}Document, variables: { page: 1, size: 20 } },
    result: {
      data: {
        ${N.camel}: {
          __typename: '${E.pascal}Page',
          total: 1,
          total_capped: false,
          page: 1,
          size: 20,
          items: [{ __typename: '${E.pascal}', id: '1', name: 'First', created_at: '2026-11-27T09:00:00.000Z' }],
        },
      },
    },
  },
];

describe('${N.pascal}Page', () => {
  it('lists the company’s ${N.words} and offers a supervisor to add one', async () => {
    seedSession('supervisor');
    renderRoutes(routes, '/app/${N.kebab}', mocks);
    const table = await screen.findByRole('table', { name: '${N.title}' }, LAZY);
    expect(within(table).getByText('First')).toBeTruthy();
    expect(within(table).getByText('27/11/2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New ${E.words}' })).toBeTruthy();
  });

  it('shows a worker the list without the button', async () => {
    seedSession('worker');
    renderRoutes(routes, '/app/${N.kebab}', mocks);
    await screen.findByRole('table', { name: '${N.title}' }, LAZY);
    expect(screen.queryByRole('button', { name: 'New ${E.words}' })).toBeNull();
  });
});
`,
);

// ---------------------------------------------------------------------------------------------- e2e
add(
  `tests/e2e/${N.kebab}.spec.ts`,
  `
// ${N.title} end to end: a supervisor adds one from the page and a worker then finds it in the list.
import { expect, test } from '@playwright/test';
import { signInAs } from './pages/login.page';

test('a supervisor adds a ${E.words} and a worker sees it', async ({ browser }) => {
  const name = \`${E.title} \${Date.now()}\`;
  const s = await (await browser.newContext()).newPage();
  await signInAs(s, 'supervisor');
  await s.goto('/app/${N.kebab}');
  await s.getByRole('button', { name: 'New ${E.words}' }).click();
  const dialog = s.getByRole('dialog');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(s.getByText(name)).toBeVisible();

  const w = await (await browser.newContext()).newPage();
  await signInAs(w, 'worker');
  await w.goto('/app/${N.kebab}');
  await expect(w.getByText(name)).toBeVisible();
  await expect(w.getByRole('button', { name: 'New ${E.words}' })).toHaveCount(0);
});
`,
);

// ---------------------------------------------------------------------------------------------- registries
/** Adds an import after the registry's last import and an entry before the list's closing bracket. */
function register(path, importLine, listStart, entry) {
  const file = join(root, path);
  let text = readFileSync(file, 'utf8');
  const imports = [...text.matchAll(/^import [^;]+;\n/gm)];
  const last = imports.at(-1);
  text =
    text.slice(0, last.index + last[0].length) + importLine + '\n' + text.slice(last.index + last[0].length);
  const start = text.indexOf(listStart);
  if (start < 0) throw new Error(`${path}: "${listStart}" not found`);
  const end = text.indexOf('];', start);
  text = text.slice(0, end) + `  ${entry},\n` + text.slice(end);
  writeFileSync(file, text);
  console.log(`  registered in ${path}`);
}

for (const [file, text] of files) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  console.log(`  wrote ${file.slice(root.length + 1)}`);
}
register(
  'core-api/src/modules/index.ts',
  `import { ${N.camel}Module } from './${N.kebab}/index.js';`,
  'export const MODULES',
  `${N.camel}Module`,
);
register(
  'bff/src/modules/index.ts',
  `import { ${N.camel}Module } from './${N.kebab}/index.js';`,
  'export const modules',
  `${N.camel}Module`,
);
register(
  'web/src/app/features.ts',
  `import { ${N.camel}Feature } from '../features/${N.kebab}/routes';`,
  'export const FEATURES',
  `${N.camel}Feature`,
);

if (!skipCodegen) {
  console.log('\nRegenerating the typed clients (npm run codegen)…');
  const code = await run('npm', ['run', 'codegen']);
  if (code !== 0) {
    console.error('npm run codegen failed: fix what it says, then run it again.');
    process.exit(code);
  }
}
await run('npx', [
  'prettier',
  '--write',
  '--log-level',
  'warn',
  paths.core,
  paths.bff,
  paths.web,
  'tests/e2e',
]);
console.log(`
${N.title} is in place. Next:
  npm run lint && npm run typecheck
  DATABASE_URL=… npx vitest run --root core-api src/modules/${N.kebab} src/security src/lib/list-counter-declarations.test.ts
  npx vitest run --root bff src/modules/${N.kebab} src/security
  npx vitest run --root web src/features/${N.kebab} src/app
Then give it its real fields, rules and screens (docs/adding-a-module.md).`);
