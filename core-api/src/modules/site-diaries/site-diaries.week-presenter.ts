// Owns the answer about a project's diary week: its seven days (no diary, draft or signed), whether its PDF is
// filed or being filed, and whether the caller may file it now.
import { z } from 'zod';
import { isoDate, timestamp } from '../../lib/wire.js';

export const diaryWeekSchema = z
  .object({
    project_id: z.uuid(),
    week_commencing: isoDate,
    week_ending: isoDate,
    days: z.array(z.object({ date: isoDate, status: z.enum(['none', 'draft', 'signed']) })),
    /** `not_filed`: never asked for; `queued`: being filed; `filed`: its last PDF is in the project's files. */
    filing: z.enum(['not_filed', 'queued', 'filed']),
    pdf_upload_id: z.uuid().nullable(),
    filed_at: timestamp.nullable(),
    /** A supervisor and up, on a live project, with every diary written that week signed and none filing. */
    can_file: z.boolean(),
  })
  .meta({ id: 'DiaryWeek' });
export type DiaryWeekJson = z.input<typeof diaryWeekSchema>;
