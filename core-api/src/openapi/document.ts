// Owns turning the route table into an OpenAPI 3.1 document. Request shapes come from the very zod schemas
// that validate requests (z.toJSONSchema, input side, JSON Schema 2020-12 — the dialect OpenAPI 3.1 uses), so
// the description cannot drift from the validation. Refinements that JSON Schema cannot express (e.g. "end on
// or after start") are enforced by the API but not described.
import { createRequire } from 'node:module';
import { z } from 'zod';
import { ROUTES, type RouteSpec } from './routes.js';

type JsonSchema = Record<string, unknown>;
type JsonObject = Record<string, unknown>;

const pkg = createRequire(import.meta.url)('../../package.json') as { version: string };

const TAGS: Record<string, string> = {
  meta: 'Health, readiness and this description',
  auth: 'Sign-in, sessions, own profile and password reset',
  contact: 'Public contact form',
  'push-tokens': 'Mobile push registration',
  projects: 'Projects, teams, notes, stats, activity, folders, export',
  uploads: 'File uploads (multipart)',
  users: 'Company users (managers and admins)',
  settings: 'Company settings',
  superadmin: 'Platform administration',
};

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
  },
};

function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  const out = z.toJSONSchema(schema, {
    io: 'input',
    target: 'draft-2020-12',
    unrepresentable: 'any',
  }) as JsonSchema;
  delete out.$schema;
  return out;
}

function parametersOf(schema: z.ZodObject | undefined, location: 'path' | 'query'): JsonObject[] {
  if (!schema) return [];
  const json = jsonSchemaOf(schema);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: location,
      // OpenAPI: path parameters are always required.
      required: location === 'path' || required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    };
  });
}

function successContent(route: RouteSpec): JsonObject | undefined {
  switch (route.success ?? 'json') {
    case 'none':
      return undefined;
    case 'pdf':
      return { 'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } } };
    case 'binary':
      return {
        'application/octet-stream': {
          schema: { type: 'string', contentMediaType: 'application/octet-stream' },
        },
      };
    case 'json':
      return { 'application/json': { schema: {} } };
  }
}

function responsesOf(route: RouteSpec): JsonObject {
  const out: JsonObject = {};
  const codes = Object.keys(route.responses)
    .map(Number)
    .sort((a, b) => a - b);
  if (route.body) codes.push(413);
  for (const code of codes) {
    const description = route.responses[code] ?? 'Request body is too large';
    if (code < 300) {
      const content = successContent(route);
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

function requestBodyOf(route: RouteSpec, body: z.ZodType): JsonObject {
  const schema = jsonSchemaOf(body);
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

function operationId(route: RouteSpec): string {
  const words = route.path
    .replace(/\{(\w+)\}/g, 'by-$1')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [route.method, ...words]
    .map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join('');
}

function describe(route: RouteSpec): string | undefined {
  const parts: string[] = [];
  if (route.auth === 'company') parts.push(`Signed-in company user, ${route.minRole ?? 'worker'} or above.`);
  if (route.auth === 'superadmin') parts.push('Platform superadmin only.');
  if (route.rule) parts.push(`Also: ${route.rule}.`);
  return parts.length ? parts.join(' ') : undefined;
}

export function buildOpenApiDocument(routes: readonly RouteSpec[] = ROUTES): JsonObject {
  const paths: Record<string, JsonObject> = {};
  for (const route of routes) {
    const parameters = [...parametersOf(route.params, 'path'), ...parametersOf(route.query, 'query')];
    const description = describe(route);
    const operation: JsonObject = {
      operationId: operationId(route),
      summary: route.summary,
      ...(description ? { description } : {}),
      tags: [route.tag],
      security: route.auth === 'public' ? [] : [{ bearerAuth: [] }],
      'x-sitebase-auth': route.auth,
      ...(route.minRole ? { 'x-sitebase-min-role': route.minRole } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(route.body ? { requestBody: requestBodyOf(route, route.body) } : {}),
      responses: responsesOf(route),
    };
    (paths[route.path] ??= {})[route.method] = operation;
  }

  const usedTags = [...new Set(routes.map((r) => r.tag))];
  return {
    openapi: '3.1.0',
    info: {
      title: 'SiteBase core-api',
      version: pkg.version,
      description:
        'REST API of SiteBase. Every rule (role, company, state) is enforced here. Another company’s record ' +
        'always answers 404. Errors are `{detail, id}`.',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    servers: [{ url: '/api' }],
    tags: usedTags.map((name) => ({ name, description: TAGS[name] ?? name })),
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      },
      schemas: { Error: ERROR_SCHEMA },
    },
  };
}
