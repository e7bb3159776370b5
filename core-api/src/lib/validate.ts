// Owns turning zod failures into the spec's messages: the first message per field, in the schema's field order.
import type { z } from 'zod';
import { ValidationError, type FieldError } from './errors.js';

export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  const order = shape ? Object.keys(shape) : [];
  const rank = (p: string) => {
    const i = order.indexOf(p.split('.')[0] ?? '');
    return i === -1 ? order.length : i;
  };
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  result.error.issues.forEach((issue) => {
    const path = issue.path.map(String).join('.');
    if (seen.has(path)) return;
    seen.add(path);
    const message =
      path === '' && issue.code === 'invalid_type' ? 'Request body must be a JSON object' : issue.message;
    errors.push({ path, message });
  });
  errors.sort((a, b) => rank(a.path) - rank(b.path));
  throw new ValidationError(
    errors.map((e) => e.message),
    errors,
  );
}

/** Express middleware: validates req.body and replaces it with the parsed value. */
export function validate<S extends z.ZodType>(schema: S) {
  return (req: { body: unknown }, _res: unknown, next: (err?: unknown) => void) => {
    req.body = parseOrThrow(schema, req.body ?? {});
    next();
  };
}
