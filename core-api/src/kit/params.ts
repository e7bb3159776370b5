// Owns path parameters: each `{name}` in a route path is declared once by the module that owns the entity
// (`projectId`, `noteId`, `userId`…), with how a bad value answers and how to tell whether the record exists
// for the caller. A malformed id can never be a row of the caller's company, so it answers 404 like any other
// unknown id; when the caller's role is too low, the record's existence is checked first, so a refusal (403)
// is only ever given for a record the caller could see — another company's id is 404 for every role.
import type { Sequelize } from 'sequelize';
import { z } from 'zod';
import type { Actor } from '../lib/auth.js';
import { NotFoundError } from '../lib/errors.js';
import { parseOrThrow } from '../lib/validate.js';

export interface ParamDef {
  description: string;
  /** Parse a raw path segment: returns the value or throws (NotFoundError for ids, ValidationError else). */
  parse(raw: string): string;
  /** JSON Schema for the OpenAPI document. */
  schema: z.ZodType<string>;
  /** The 404 detail for a record that is not the caller's. */
  notFound?: string;
  /** Whether the record exists for this caller (company and visibility), asked only before a 403. */
  visible?: VisibleCheck;
}

/** Whether `id` is a record the actor may see, read on the app's connection `db`. */
export type VisibleCheck = (actor: Actor, id: string, db: Sequelize) => Promise<boolean>;

const UUID = z.uuid();

/** A uuid path parameter: anything malformed answers 404 with `notFound`. */
export function uuidParam(options: {
  description: string;
  notFound: string;
  visible?: VisibleCheck;
}): ParamDef {
  return {
    description: options.description,
    schema: z.uuid(),
    notFound: options.notFound,
    visible: options.visible,
    parse(raw) {
      if (!UUID.safeParse(raw).success) throw new NotFoundError(options.notFound);
      return raw;
    },
  };
}

/** A free-text path parameter (not a company record), validated by `schema` → 400 with its message. */
export function textParam(options: { description: string; schema: z.ZodType<string> }): ParamDef {
  return {
    description: options.description,
    schema: options.schema,
    parse: (raw) => parseOrThrow(options.schema, raw),
  };
}

export type ParamRegistry = Readonly<Record<string, ParamDef>>;
