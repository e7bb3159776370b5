// Owns small SQL text helpers shared by every module's searches and lists.
import type { FindAttributeOptions, Model, ModelStatic, Order, WhereOptions } from 'sequelize';

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
