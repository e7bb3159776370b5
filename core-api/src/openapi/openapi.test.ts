import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { testApp, testDatabase } from '../test/context.js';
import { buildOpenApiDocument } from './document.js';
import { mountedRoutes } from './mounted-routes.js';
import { ROUTES, routeKey } from './routes.js';
import { loginSchema } from '../modules/auth/auth.schema.js';

const sequelize = testDatabase();
const { app, request } = testApp(sequelize);

describe('route table', () => {
  it('lists exactly the routes the app mounts under /api', () => {
    const mounted = mountedRoutes(app);
    const table = ROUTES.map(routeKey).sort();
    const missingFromTable = mounted.filter((k) => !table.includes(k));
    const notMounted = table.filter((k) => !mounted.includes(k));
    expect({ missingFromTable, notMounted }).toEqual({ missingFromTable: [], notMounted: [] });
    expect(mounted).toContain('GET /projects/{id}/team');
  });

  it('has no duplicate rows and a role for every company route', () => {
    const keys = ROUTES.map(routeKey);
    expect(new Set(keys).size).toBe(keys.length);
    for (const route of ROUTES) {
      if (route.auth === 'company') expect(route.minRole, routeKey(route)).toBeDefined();
      expect(Object.keys(route.responses).length, routeKey(route)).toBeGreaterThan(0);
      const declared = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(Object.keys(route.params?.shape ?? {}).sort(), routeKey(route)).toEqual(declared);
    }
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

  it('describes each table row once, with the schemas that validate requests', async () => {
    const doc = (await request.get('/api/openapi.json')).body as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
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
    };
    expect(login.security).toEqual([]);
    const schema = login.requestBody.content['application/json'].schema;
    expect(Object.keys(schema.properties)).toEqual(Object.keys(loginSchema.shape));
    expect(schema.required).toEqual(['email', 'password']);

    const list = doc.paths['/projects']!.get! as {
      security: unknown[];
      parameters: { name: string; in: string; required: boolean }[];
      'x-sitebase-min-role': string;
    };
    expect(list.security).toEqual([{ bearerAuth: [] }]);
    expect(list['x-sitebase-min-role']).toBe('worker');
    expect(list.parameters.find((p) => p.name === 'search')).toMatchObject({ in: 'query', required: false });

    const archive = doc.paths['/projects/{id}/archive']!.post! as {
      parameters: { name: string; in: string; required: boolean }[];
      responses: Record<string, unknown>;
    };
    expect(archive.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
    expect(Object.keys(archive.responses)).toEqual(['200', '400', '401', '403', '404', '409', '413']);
  });

  it('fails validation for a broken document (the validator is not a rubber stamp)', async () => {
    const broken = buildOpenApiDocument();
    (broken.paths as Record<string, unknown>)['/health'] = { get: { responses: 'nope' } };
    const result = await new Validator().validate(broken);
    expect(result.valid).toBe(false);
  });
});
