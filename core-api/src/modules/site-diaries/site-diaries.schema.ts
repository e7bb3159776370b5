// Owns what the site diary routes accept: the day in the path, the site manager's part of a diary (weather,
// work done, delays with lost hours, instructions, visitors, photos) with the version it was read at, an
// addendum, and the range of days a Delay Notice is pre-filled from.
import { z } from 'zod';

export const DATE_INVALID = 'Date must be a date (YYYY-MM-DD)';
export const VERSION_REQUIRED = 'Version is required';
export const CONDITIONS_TOO_LONG = 'Conditions must be at most 100 characters';
export const TEMPERATURE_RANGE = 'Temperature must be between -30 and 50 °C';
export const REASON_REQUIRED = 'Reason is required';
export const LOST_HOURS_RANGE = 'Lost hours must be between 0 and 24';
export const VISITOR_NAME_REQUIRED = 'Visitor name is required';
export const TEXT_TOO_LONG = 'Text must be at most 5000 characters';
export const ADDENDUM_REQUIRED = 'Addendum text is required';
export const TOO_MANY_PHOTOS = 'A diary holds at most 20 photos';
export const RANGE_TOO_LONG = 'Choose at most 92 days';
export const RANGE_BACKWARDS = 'The first day must not be after the last';

const isoDay = z.iso.date({ error: DATE_INVALID });
/** The `{diaryDate}` path segment: a London calendar day. */
export const diaryDateSchema = isoDay;

export const WEEK_NOT_MONDAY = 'The week must start on a Monday (YYYY-MM-DD)';
/** The `{monday}` path segment: the Monday a diary week (Monday to Sunday, London) commences. */
export const mondaySchema = z.iso
  .date({ error: WEEK_NOT_MONDAY })
  .refine((d) => new Date(`${d}T12:00:00Z`).getUTCDay() === 1, { message: WEEK_NOT_MONDAY });

const longText = z.string().trim().max(5000, TEXT_TOO_LONG);
const nullableText = longText.nullable().transform((v) => (v ? v : null));

const halfDaySchema = z.object({
  conditions: z.string().trim().max(100, CONDITIONS_TOO_LONG).nullable().optional(),
  temperature_c: z
    .number({ error: TEMPERATURE_RANGE })
    .min(-30, TEMPERATURE_RANGE)
    .max(50, TEMPERATURE_RANGE)
    .nullable()
    .optional(),
  stopped_work: z.boolean(),
});
export const weatherSchema = z
  .object({ morning: halfDaySchema.optional(), afternoon: halfDaySchema.optional() })
  .meta({ id: 'DiaryWeather' });
export type DiaryWeather = z.output<typeof weatherSchema>;

export const delaySchema = z
  .object({
    reason: z.string({ error: REASON_REQUIRED }).trim().min(1, REASON_REQUIRED).max(500, REASON_REQUIRED),
    lost_hours: z.number({ error: LOST_HOURS_RANGE }).min(0, LOST_HOURS_RANGE).max(24, LOST_HOURS_RANGE),
    trades_affected: z.string().trim().max(200).nullable().optional(),
  })
  .meta({ id: 'DiaryDelay' });
export type DiaryDelay = z.output<typeof delaySchema>;

export const visitorSchema = z
  .object({
    name: z.string({ error: VISITOR_NAME_REQUIRED }).trim().min(1, VISITOR_NAME_REQUIRED).max(200),
    company: z.string().trim().max(200).nullable().optional(),
    purpose: z.string().trim().max(500).nullable().optional(),
  })
  .meta({ id: 'DiaryVisitor' });
export type DiaryVisitor = z.output<typeof visitorSchema>;

/**
 * Autosave: the fields given replace the diary's (the others stay); `version` is the one the writer read —
 * another writer's save in between answers 409 rather than being overwritten (0 for a day never saved).
 */
export const saveDiarySchema = z.object({
  version: z.number({ error: VERSION_REQUIRED }).int(VERSION_REQUIRED).min(0, VERSION_REQUIRED),
  weather: weatherSchema.optional(),
  work_done: nullableText.optional(),
  delays: z.array(delaySchema).max(50).optional(),
  instructions: nullableText.optional(),
  visitors: z.array(visitorSchema).max(100).optional(),
  photo_upload_ids: z.array(z.uuid()).max(20, TOO_MANY_PHOTOS).optional(),
});
export type SaveDiaryBody = z.output<typeof saveDiarySchema>;

export const addendumSchema = z.object({
  text: z.string({ error: ADDENDUM_REQUIRED }).trim().min(1, ADDENDUM_REQUIRED).max(5000, TEXT_TOO_LONG),
});

export const delayPrefillQuerySchema = z
  .object({ from: isoDay, to: isoDay })
  .refine((q) => q.from <= q.to, { message: RANGE_BACKWARDS, path: ['from'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < 92, {
    message: RANGE_TOO_LONG,
    path: ['to'],
  });
