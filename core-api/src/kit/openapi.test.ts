import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { testApp, testDatabase } from '../test/context.js';
import { MODULES } from '../modules/index.js';
import { loginSchema } from '../modules/auth/auth.schema.js';
import { allRoutes } from './module.js';
import { buildOpenApiDocument } from './openapi.js';
import { routeKey } from './route.js';

const sequelize = testDatabase();
const { request } = testApp(sequelize);
const ROUTES = allRoutes(MODULES);

describe('route declarations', () => {
  it('declare each route once, with a minimum role on company routes and a response on JSON routes', () => {
    const keys = ROUTES.map(routeKey);
    expect(new Set(keys).size).toBe(keys.length);
    for (const route of ROUTES) {
      if (route.produces === 'json') expect(route.response, routeKey(route)).toBeDefined();
      expect(route.tag, routeKey(route)).not.toBe('');
    }
  });

  it('every declared route is mounted: none falls through to the app’s 404', async () => {
    const unmounted: string[] = [];
    for (const route of ROUTES) {
      const path = route.path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');
      const res = await request[route.method](`/api${path}`);
      // The fall-through answers {detail: 'Not found'}; a mounted route answers 401, 404 with its own detail…
      if (res.status === 404 && res.body.detail === 'Not found') unmounted.push(routeKey(route));
    }
    expect(unmounted).toEqual([]);
  });
});

describe('GET /api/openapi.json', () => {
  it('serves a valid OpenAPI 3.1 document without a token', async () => {
    const res = await request.get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body.openapi).toBe('3.1.0');

    const validator = new Validator();
    const result = await validator.validate(res.body as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('describes each declared route once, with the schemas that validate requests and answers', async () => {
    const doc = (await request.get('/api/openapi.json')).body as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
      components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
    };
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual(ROUTES.map(routeKey).sort());

    const login = doc.paths['/auth/login']!.post! as {
      security: unknown[];
      requestBody: {
        content: { 'application/json': { schema: { properties: object; required: string[] } } };
      };
      responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }>;
    };
    expect(login.security).toEqual([]);
    const schema = login.requestBody.content['application/json'].schema;
    expect(Object.keys(schema.properties)).toEqual(Object.keys(loginSchema.shape));
    expect(schema.required).toEqual(['email', 'password']);
    expect(login.responses['200']!.content!['application/json']!.schema.$ref).toBe(
      '#/components/schemas/Session',
    );

    const list = doc.paths['/projects']!.get! as {
      security: unknown[];
      parameters: { name: string; in: string; required: boolean }[];
      'x-sitebase-min-role': string;
    };
    expect(list.security).toEqual([{ bearerAuth: [] }]);
    expect(list['x-sitebase-min-role']).toBe('worker');
    expect((list as Record<string, unknown>)['x-min-role']).toBe('worker');
    expect(list.parameters.find((p) => p.name === 'search')).toMatchObject({ in: 'query', required: false });

    const archive = doc.paths['/projects/{projectId}/archive']!.post! as {
      parameters: { name: string; in: string; required: boolean; schema: { format?: string } }[];
      responses: Record<string, unknown>;
    };
    expect(archive.parameters).toEqual([
      expect.objectContaining({ name: 'projectId', in: 'path', required: true }),
    ]);
    expect(archive.parameters[0]!.schema.format).toBe('uuid');
    expect(Object.keys(archive.responses)).toEqual(['200', '400', '401', '403', '404', '409', '413']);

    // Answer shapes are named components the BFF's generated client refers to.
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['Error', 'Project', 'ProjectPage', 'ProjectNote', 'TeamMember', 'User']),
    );
    expect(Object.keys(doc.components.schemas.Project!.properties!)).toContain('abilities');
  });

  it('gives every operation its minimum role as x-min-role, the same as the route’s access', () => {
    const doc = buildOpenApiDocument(MODULES) as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    for (const route of ROUTES) {
      const operation = doc.paths[route.path]![route.method]!;
      const { access } = route;
      const expected = access.auth === 'company' ? access.minRole : access.auth;
      expect(operation['x-min-role'], routeKey(route)).toBe(expected);
    }
    expect(doc.paths['/auth/login']!.post!['x-min-role']).toBe('public');
    const byRole = new Set(ROUTES.map((r) => doc.paths[r.path]![r.method]!['x-min-role']));
    expect([...byRole].sort()).toEqual(expect.arrayContaining(['manager', 'public', 'superadmin', 'worker']));
  });

  it('fails validation for a broken document (the validator is not a rubber stamp)', async () => {
    const broken = buildOpenApiDocument(MODULES);
    (broken.paths as Record<string, unknown>)['/health'] = { get: { responses: 'nope' } };
    const result = await new Validator().validate(broken);
    expect(result.valid).toBe(false);
  });
});
