// Owns plant utilisation's query string and its messages (decision 0086; web's filters repeat them word for word):
// a date range (from/to; neither: this month) and a project.
import { z } from 'zod';
import { EXPORT_FORMATS } from '../../kit/export.js';
import { RANGE_TOO_LONG, rangeInOrder, rangeNotTooLong } from './report-range.js';
import { MESSAGES } from './reports.schema.js';

const day = (message: string) => z.iso.date({ error: message }).optional();

const plantFilters = z.object({
  project_id: z.uuid({ error: MESSAGES.project }).optional(),
  from: day(MESSAGES.from),
  to: day(MESSAGES.to),
});

export const plantReportQuerySchema = plantFilters
  .refine(rangeInOrder, { error: MESSAGES.range, path: ['to'] })
  .refine(rangeNotTooLong, { error: RANGE_TOO_LONG, path: ['to'] });
export const plantReportExportQuerySchema = plantFilters
  .extend({ format: z.enum(EXPORT_FORMATS, { error: MESSAGES.format }).default('csv') })
  .refine(rangeInOrder, { error: MESSAGES.range, path: ['to'] })
  .refine(rangeNotTooLong, { error: RANGE_TOO_LONG, path: ['to'] });
export type PlantReportQuery = z.output<typeof plantReportQuerySchema>;
