// Owns small SQL text helpers shared by every module's searches and lists.
import {
  QueryTypes,
  type FindAttributeOptions,
  type Model,
  type ModelStatic,
  type Order,
  type Sequelize,
  type Transaction,
  type WhereOptions,
} from 'sequelize';

/** Escapes LIKE/ILIKE wildcards so user text matches literally (the default escape character is `\`). */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `%text%` for a case-insensitive contains search. */
export function containsPattern(value: string): string {
  return `%${escapeLike(value.toLowerCase())}%`;
}

/**
 * The SELECT findAll would run for `model` (aliased by the model's name, so literals can say "Project"."x"),
 * without building model instances: for lists that present plain rows, and for counting a list's rows.
 * Sequelize's own query generator, so a where clause means exactly what it means in findAll.
 */
export function selectSql<M extends Model>(
  model: ModelStatic<M>,
  options: {
    where: WhereOptions;
    attributes: FindAttributeOptions;
    order?: Order;
    limit?: number;
    offset?: number;
  },
): string {
  const generator = model.sequelize!.getQueryInterface().queryGenerator as {
    selectQuery(table: unknown, options: object, model: unknown): string;
  };
  return generator.selectQuery(model.getTableName(), options, model).replace(/;\s*$/, '');
}

/**
 * Rows of a raw SELECT with named `:replacements`, on the app's connection `db` (injected: a module's reads take
 * it from its handler's context or its contribution's options, never from a model's global `Model.sequelize`).
 */
export function q<T extends object>(
  db: Sequelize,
  sql: string,
  replacements: Record<string, unknown> = {},
  transaction?: Transaction,
): Promise<T[]> {
  return db.query<T>(sql, { type: QueryTypes.SELECT, replacements, transaction });
}

/** A numeric column as a number: PostgreSQL's bigint and numeric arrive as strings; null is 0. */
export function num(value: string | number | bigint | null | undefined): number {
  return Number(value ?? 0);
}
