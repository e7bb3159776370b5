// The module kit's own promises, on a small module of its own mounted in a real app: what a route declares is
// what it enforces (body and query schemas with their messages), what it answers is checked against its
// response schema, a refused role never reveals another company's record, and static paths win over ids.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Project } from '../models/index.js';
import { bearer, createCompany, createUser, testApp, testDatabase } from '../test/support.js';
import { defineModule } from './module.js';
import { uuidParam } from './params.js';
import { PUBLIC, company, routeBuilder } from './route.js';

const sequelize = testDatabase();
const route = routeBuilder<{ wrongAnswer: boolean }>();

const widgetModule = defineModule({
  name: 'widgets',
  description: 'Test widgets',
  params: {
    widgetId: uuidParam({
      description: 'A project id standing in for a widget',
      notFound: 'Widget not found',
      visible: async (actor, id) => (await Project.count({ where: { id, company_id: actor.companyId } })) > 0,
    }),
  },
  create: () => ({ wrongAnswer: true }),
  routes: [
    route({
      method: 'post',
      path: '/widgets',
      summary: 'Make a widget',
      access: PUBLIC,
      body: z.object({
        name: z.string({ error: 'Widget name is required' }).min(3, { error: 'Widget name is too short' }),
      }),
      query: z.object({
        colour: z.enum(['red', 'blue'], { error: 'Colour must be red or blue' }).optional(),
      }),
      status: 201,
      response: z.object({ name: z.string(), colour: z.string().nullable() }),
      handler: ({ body, query }) => ({ name: body.name, colour: query.colour ?? null }),
    }),
    route({
      method: 'get',
      path: '/widgets/{widgetId}',
      summary: 'One widget (managers)',
      access: company('manager'),
      response: z.object({ id: z.string() }),
      handler: ({ params }) => ({ id: params.widgetId }),
    }),
    route({
      method: 'get',
      path: '/widgets/special',
      summary: 'Declared after the id route, still reached',
      access: PUBLIC,
      response: z.object({ special: z.literal(true) }),
      handler: () => ({ special: true as const }),
    }),
    route({
      method: 'get',
      path: '/widgets/broken',
      summary: 'Answers something its schema does not allow',
      access: PUBLIC,
      response: z.object({ count: z.number().int() }),
      handler: ({ services }) =>
        (services.wrongAnswer ? { count: 'many' } : { count: 1 }) as unknown as { count: number },
    }),
  ],
});

const { request } = testApp(sequelize, { modules: [widgetModule] });

describe('the module kit', () => {
  it('refuses a JSON route without a response schema when it is declared', () => {
    expect(() =>
      routeBuilder<void>()({
        method: 'get',
        path: '/nothing',
        summary: 'No answer schema',
        access: PUBLIC,
        handler: () => undefined as never,
      }),
    ).toThrow(/must declare its response/);
  });

  it('answers 400 with the declared schema’s messages for a body or query it rejects', async () => {
    const short = await request.post('/api/widgets').send({ name: 'ab' });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ id: 'validation_error', detail: ['Widget name is too short'] });
    const missing = await request.post('/api/widgets').send({});
    expect(missing.body.detail).toEqual(['Widget name is required']);
    const colour = await request.post('/api/widgets?colour=green').send({ name: 'Gear' });
    expect(colour.status).toBe(400);
    expect(colour.body.detail).toEqual(['Colour must be red or blue']);
    const ok = await request.post('/api/widgets?colour=red').send({ name: 'Gear' });
    expect(ok.status).toBe(201);
    expect(ok.body).toEqual({ name: 'Gear', colour: 'red' });
  });

  it('fails (500, nothing leaked) when an answer does not match the response schema', async () => {
    const res = await request.get('/api/widgets/broken');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ detail: 'An internal error occurred', id: 'internal_error' });
  });

  it('a refused role is 404 for another company’s record and 403 for the caller’s own', async () => {
    const mine = await createCompany();
    const theirs = await createCompany();
    const worker = await createUser(mine, { role: 'worker' });
    const manager = await createUser(mine, { role: 'manager' });
    const own = await Project.create({
      company_id: mine.id,
      project_number: `K-${randomUUID().slice(0, 6)}`,
      name: 'Kit own',
    } as Project);
    const foreign = await Project.create({
      company_id: theirs.id,
      project_number: `K-${randomUUID().slice(0, 6)}`,
      name: 'Kit foreign',
    } as Project);
    const as = (u: typeof worker) => bearer(u);

    const foreignRes = await request.get(`/api/widgets/${foreign.id}`).set('Authorization', as(worker));
    expect(foreignRes.status).toBe(404);
    expect(foreignRes.body.detail).toBe('Widget not found');
    const ownRes = await request.get(`/api/widgets/${own.id}`).set('Authorization', as(worker));
    expect(ownRes.status).toBe(403);
    const malformed = await request.get('/api/widgets/not-a-uuid').set('Authorization', as(manager));
    expect(malformed.status).toBe(404);
    expect((await request.get(`/api/widgets/${own.id}`).set('Authorization', as(manager))).status).toBe(200);
    expect((await request.get(`/api/widgets/${own.id}`)).status).toBe(401);
  });

  it('mounts static paths before parameters, whatever the declaration order', async () => {
    const res = await request.get('/api/widgets/special');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ special: true });
  });

  it('refuses to mount a route whose path parameter no module declares', () => {
    const orphan = defineModule({
      name: 'orphans',
      description: 'Orphan params',
      create: () => undefined,
      routes: [
        routeBuilder<void>()({
          method: 'get',
          path: '/orphans/{orphanId}',
          summary: 'Undeclared parameter',
          access: PUBLIC,
          response: z.object({}),
          handler: () => ({}),
        }),
      ],
    });
    expect(() => testApp(sequelize, { modules: [orphan] })).toThrow(/\{orphanId\} is not declared/);
  });
});
