// Site diary fixtures for tests and the security suites (core-api's and the BFF's): a project's diary for a day,
// signed off with no records, as an addendum needs.
import { londonDate } from '../../lib/calendar.js';
import { SiteDiary } from './site-diary.model.js';

export async function makeSignedDiary(
  project: { id: string; company_id: string },
  signedBy: string,
  date: string = londonDate(),
): Promise<SiteDiary> {
  return SiteDiary.create({
    company_id: project.company_id,
    project_id: project.id,
    diary_date: date,
    status: 'signed',
    version: 2,
    snapshot: {
      labour: [],
      labour_hours: 0,
      plant: [],
      deliveries: [],
      forms: [],
      inductions: [],
      notes: [],
    },
    signed_by: signedBy,
    signed_at: new Date(),
  });
}
