// Owns turning the modules' route declarations into an OpenAPI 3.1 document. Request and answer shapes come
// from the very zod schemas the kit validates with (z.toJSONSchema, JSON Schema 2020-12 — OpenAPI 3.1's
// dialect), so the description cannot drift from what is enforced. Schemas named with `.meta({ id })` become
// `components.schemas` entries (the BFF's generated client names its types after them). Refinements JSON
// Schema cannot express (e.g. "end on or after start") are enforced but not described.
import { createRequire } from 'node:module';
import { z } from 'zod';
import type { ModuleDef } from './module.js';
import { allRoutes, gatherParams } from './module.js';
import type { ParamRegistry } from './params.js';
import type { RouteDef } from './route.js';

type JsonSchema = Record<string, unknown>;
type JsonObject = Record<string, unknown>;

const pkg = createRequire(import.meta.url)('../../package.json') as { version: string };

const ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['detail', 'id'],
  properties: {
    detail: {
      description: 'Human-readable message; a list of messages for validation_error',
      oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
    },
    id: {
      type: 'string',
      description: 'Stable error id, e.g. validation_error, not_found, authorization_error',
    },
    errors: {
      type: 'array',
      description: 'For validation_error: the message per field path',
      items: {
        type: 'object',
        required: ['path', 'message'],
        properties: { path: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
};

const STANDARD: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No content',
  400: 'Validation failed: `detail` lists the messages',
  401: 'Not signed in, or the session has expired',
  403: 'The role does not allow this',
  404: 'Not found, or belongs to another company',
  409: 'The record’s state does not allow this',
  413: 'Request body is too large',
  429: 'Too many attempts; see Retry-After',
};

/** Collects named schemas while converting, and rewrites their references to components. */
class SchemaCollector {
  readonly components: Record<string, JsonSchema> = { Error: ERROR_SCHEMA };

  convert(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
    const out = z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' }) as JsonSchema;
    delete out.$schema;
    const defs = (out.$defs ?? {}) as Record<string, JsonSchema>;
    delete out.$defs;
    for (const [name, def] of Object.entries(defs)) {
      // Input and output shapes of one named schema differ only by transforms; the answer side names them.
      const key = io === 'input' ? `${name}Input` : name;
      this.components[key] ??= this.rewrite(def, io) as JsonSchema;
    }
    return this.rewrite(out, io) as JsonSchema;
  }

  private rewrite(node: unknown, io: 'input' | 'output'): unknown {
    if (Array.isArray(node)) return node.map((n) => this.rewrite(n, io));
    if (!node || typeof node !== 'object') return node;
    const out: JsonObject = {};
    for (const [k, v] of Object.entries(node as JsonObject)) {
      if (k === '$ref' && typeof v === 'string' && v.startsWith('#/$defs/')) {
        const name = v.slice('#/$defs/'.length);
        out.$ref = `#/components/schemas/${io === 'input' ? `${name}Input` : name}`;
      } else {
        out[k] = this.rewrite(v, io);
      }
    }
    return out;
  }
}

function queryParameters(schema: z.ZodObject | undefined, collector: SchemaCollector): JsonObject[] {
  if (!schema) return [];
  const json = collector.convert(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: 'query',
      required: required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    };
  });
}

function pathParameters(route: RouteDef, params: ParamRegistry, collector: SchemaCollector): JsonObject[] {
  return route.paramNames.map((name) => {
    const def = params[name];
    if (!def) throw new Error(`${route.path}: path parameter {${name}} is not declared by any module`);
    return {
      name,
      in: 'path',
      required: true,
      description: def.description,
      schema: collector.convert(def.schema, 'input'),
    };
  });
}

function successContent(route: RouteDef, collector: SchemaCollector): JsonObject | undefined {
  switch (route.produces) {
    case 'none':
      return undefined;
    case 'stream':
      return { 'text/event-stream': { schema: { type: 'string' } } };
    case 'pdf':
      return { 'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } } };
    case 'export':
      return {
        'text/csv': { schema: { type: 'string' } },
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
          schema: { type: 'string', contentMediaType: 'application/octet-stream' },
        },
      };
    case 'binary':
      return {
        'application/octet-stream': {
          schema: { type: 'string', contentMediaType: 'application/octet-stream' },
        },
      };
    case 'json':
      return { 'application/json': { schema: collector.convert(route.response!, 'output') } };
  }
}

/** The status codes a route can answer: its success, what its access and inputs imply, and its own. */
export function statusCodesOf(route: RouteDef): Record<number, string> {
  const codes: Record<number, string> = { [route.status]: STANDARD[route.status] ?? 'OK' };
  const { access } = route;
  const hasInput = !!(route.query || route.body || route.bodyMedia === 'multipart');
  if (hasInput) codes[400] = STANDARD[400]!;
  if (access.auth !== 'public') codes[401] = STANDARD[401]!;
  if (access.auth === 'company' && (access.minRole !== 'worker' || access.rule)) codes[403] = STANDARD[403]!;
  if (route.paramNames.length) codes[404] = STANDARD[404]!;
  if (route.body || route.bodyMedia === 'multipart') codes[413] = STANDARD[413]!;
  if (route.produces === 'export') {
    codes[429] = 'Too many documents requested by this user; see Retry-After';
  }
  if (route.produces === 'pdf') {
    // Every PDF goes through the kit's limit and render pool (lib/pdf-output.ts, decision 0054).
    codes[429] = 'Too many documents requested by this user; see Retry-After';
    codes[503] = 'Too many documents being prepared on this server; try again shortly';
  }
  Object.assign(codes, route.errors);
  return codes;
}

function responsesOf(route: RouteDef, collector: SchemaCollector): JsonObject {
  const out: JsonObject = {};
  const codes = statusCodesOf(route);
  for (const code of Object.keys(codes)
    .map(Number)
    .sort((a, b) => a - b)) {
    const description = codes[code]!;
    if (code < 300) {
      const content = successContent(route, collector);
      out[String(code)] = content ? { description, content } : { description };
    } else {
      out[String(code)] = {
        description,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      };
    }
  }
  return out;
}

function requestBodyOf(route: RouteDef, collector: SchemaCollector): JsonObject {
  const schema = route.body ? collector.convert(route.body, 'input') : { type: 'object' };
  if (route.bodyMedia !== 'multipart') {
    return { required: true, content: { 'application/json': { schema } } };
  }
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = (schema.required as string[] | undefined) ?? [];
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          ...schema,
          properties: {
            file: { type: 'string', contentMediaType: 'application/octet-stream' },
            ...properties,
          },
          required: ['file', ...required],
        },
      },
    },
  };
}

function operationId(route: RouteDef): string {
  const words = route.path
    .replace(/\{(\w+)\}/g, 'by-$1')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [route.method, ...words]
    .map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join('');
}

/**
 * The least a caller must be for the route's access check (before any per-record rule): `public`, a company
 * role (`worker` < `supervisor` < `manager` < `admin`) or `superadmin`. Emitted as `x-min-role` so the BFF's
 * role checks and matrix read it instead of restating it.
 */
export function minRoleOf(access: RouteDef['access']): string {
  if (access.auth === 'company') return access.minRole;
  return access.auth;
}

function describe(route: RouteDef): string | undefined {
  const parts: string[] = [];
  if (route.description) parts.push(route.description);
  const { access } = route;
  if (access.auth === 'company') parts.push(`Signed-in company user, ${access.minRole} or above.`);
  if (access.auth === 'superadmin') parts.push('Platform superadmin only.');
  if (access.auth === 'company' && access.rule) parts.push(`Also: ${access.rule}.`);
  return parts.length ? parts.join(' ') : undefined;
}

export function buildOpenApiDocument(modules: readonly ModuleDef[]): JsonObject {
  const params = gatherParams(modules);
  const collector = new SchemaCollector();
  const paths: Record<string, JsonObject> = {};
  for (const route of allRoutes(modules)) {
    const parameters = [
      ...pathParameters(route, params, collector),
      ...queryParameters(route.query, collector),
    ];
    const description = describe(route);
    const { access } = route;
    const operation: JsonObject = {
      operationId: operationId(route),
      summary: route.summary,
      ...(description ? { description } : {}),
      tags: [route.tag],
      security: access.auth === 'public' ? [] : [{ bearerAuth: [] }],
      'x-sitebase-auth': access.auth,
      ...(access.auth === 'company' ? { 'x-sitebase-min-role': access.minRole } : {}),
      'x-min-role': minRoleOf(access),
      ...(parameters.length ? { parameters } : {}),
      ...(route.body || route.bodyMedia === 'multipart'
        ? { requestBody: requestBodyOf(route, collector) }
        : {}),
      responses: responsesOf(route, collector),
    };
    (paths[route.path] ??= {})[route.method] = operation;
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'SiteBase core-api',
      version: pkg.version,
      description:
        'REST API of SiteBase. Every rule (role, company, state) is enforced here. Another company’s record ' +
        'always answers 404. Errors are `{detail, id}`. Money is integer pence.',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    servers: [{ url: '/api' }],
    tags: modules.filter((m) => m.routes.length).map((m) => ({ name: m.name, description: m.description })),
    paths,
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: collector.components,
    },
  };
}
