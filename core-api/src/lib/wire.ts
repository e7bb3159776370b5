// Owns the small zod shapes every answer schema reuses: timestamps and dates as they travel in JSON, pence,
// and a person's name card.
import { z } from 'zod';

/** An instant in ISO 8601 UTC, as Date.toJSON writes it. */
export const timestamp = z.iso.datetime({ offset: true });
/** A calendar date, YYYY-MM-DD. */
export const isoDate = z.iso.date();
/** Money: a whole number of pence. */
export const pence = z.number().int();

export const personSchema = z
  .object({ id: z.uuid(), first_name: z.string(), last_name: z.string() })
  .meta({ id: 'Person' });

/** `{detail}` answers that only confirm something happened. */
export const detailSchema = z.object({ detail: z.string() }).meta({ id: 'Detail' });

/** Date → ISO string for presenters (null stays null). */
export function iso(value: Date | string | null | undefined): string | null {
  if (value == null) return null;
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}
