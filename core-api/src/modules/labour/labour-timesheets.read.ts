// Owns reading timesheets: who reaches which (a worker only their own operative's sheets, others the projects
// they see — the same scope for the list, one sheet and the path parameter's 404), the list newest week first
// with its filters and one total (the counter for a supervisor's unfiltered list, else a count capped at
// 1,000+, decision 0028), and one sheet.
import type { Sequelize } from 'sequelize';
import type { Actor } from '../../lib/auth.js';
import { londonDate } from '../../lib/calendar.js';
import { NotFoundError } from '../../lib/errors.js';
import { cappedTotal, countedTotal, pageOf, pageRequest, type Page } from '../../lib/paging.js';
import { anyOf, escapeLike, num, q, resolveSearchArms } from '../../lib/sql.js';
import { PROJECT_NAME_OR_NUMBER, visibleProjectsWhere } from '../projects/index.js';
import { seesAllTimesheets } from './labour.policy.js';
import { timesheetOf, type TimesheetJson, type TimesheetRow } from './labour.presenter.js';
import type { ListTimesheetsQuery } from './labour.schema.js';

export const TIMESHEET_NOT_FOUND = 'Timesheet not found';

/** The timesheet filter for an actor: workers see their own operative's sheets, others the projects they see. */
export function timesheetScopeSql(actor: Actor, alias = 't'): string {
  if (!seesAllTimesheets(actor)) {
    return `${alias}.operative_id IN (SELECT o.id FROM operatives o
      WHERE o.company_id = :companyId AND o.user_id = :userId)`;
  }
  return visibleProjectsWhere(actor, `${alias}.project_id`);
}

export async function timesheetVisible(actor: Actor, id: string, db: Sequelize): Promise<boolean> {
  const [row] = await q<{ n: string }>(
    db,
    `SELECT count(*) AS n FROM timesheets t
      WHERE t.id = :id AND t.company_id = :companyId AND ${timesheetScopeSql(actor)}`,
    { id, companyId: actor.companyId, userId: actor.userId },
  );
  return num(row?.n) > 0;
}

const TIMESHEET_SELECT = `SELECT t.id, t.operative_id, o.name AS operative_name, o.cscs_expiry, o.user_id,
       t.project_id, p.project_number, p.name AS project_name, t.week_commencing, t.hours, t.overtime_hours,
       t.notes, t.status, t.status_reason, t.cost_pence, t.cscs_override_reason, t.created_by, t.updated_at
  FROM timesheets t
  JOIN operatives o ON o.id = t.operative_id
  JOIN projects p ON p.id = t.project_id`;

export async function listTimesheets(
  db: Sequelize,
  actor: Actor,
  query: Partial<ListTimesheetsQuery>,
): Promise<Page<TimesheetJson>> {
  const page = pageRequest(query);
  const where = ['t.company_id = :companyId', timesheetScopeSql(actor)];
  // Conditions so far are the caller's scope; any filter below adds one, so the list is unfiltered while none has.
  const scope = where.length;
  const rep: Record<string, unknown> = {
    companyId: actor.companyId,
    userId: actor.userId,
    limit: page.size,
    offset: page.offset,
  };
  if (query.week) {
    where.push('t.week_commencing = :week');
    rep.week = query.week;
  }
  if (query.status) {
    where.push('t.status = :status');
    rep.status = query.status;
  }
  if (query.project_id) {
    where.push('t.project_id = :projectId');
    rep.projectId = query.project_id;
  }
  if (query.operative_id) {
    where.push('t.operative_id = :operativeId');
    rep.operativeId = query.operative_id;
  }
  if (query.search) {
    rep.like = `%${escapeLike(query.search)}%`;
    where.push(
      anyOf(
        await resolveSearchArms(
          db,
          [
            { column: 't.operative_id', table: 'operatives', condition: 'name ILIKE :like' },
            { column: 't.project_id', table: 'projects', condition: PROJECT_NAME_OR_NUMBER },
          ],
          rep,
        ),
      ),
    );
  }
  const filter = where.join(' AND ');
  const order = 'ORDER BY t.week_commencing DESC, o.name, t.id';
  // Supervisors and up see every timesheet of the company: unfiltered, that is the counter. A worker's own
  // sheets and any filter count to the cap.
  const unfiltered = seesAllTimesheets(actor) && where.length === scope;
  const [rows, total] = await Promise.all([
    q<TimesheetRow>(db, `${TIMESHEET_SELECT} WHERE ${filter} ${order} LIMIT :limit OFFSET :offset`, rep),
    unfiltered
      ? countedTotal(db, { companyId: actor.companyId, list: 'timesheets', views: ['all'] })
      : cappedTotal(
          db,
          `SELECT 1 FROM timesheets t JOIN operatives o ON o.id = t.operative_id
             JOIN projects p ON p.id = t.project_id WHERE ${filter} ${order}`,
          rep,
        ),
  ]);
  const today = londonDate();
  return pageOf(
    rows.map((r) => timesheetOf(actor, r, today)),
    total,
    page,
  );
}

export async function readTimesheet(db: Sequelize, actor: Actor, id: string): Promise<TimesheetJson> {
  const [row] = await q<TimesheetRow>(
    db,
    `${TIMESHEET_SELECT} WHERE t.id = :id AND t.company_id = :companyId`,
    { id, companyId: actor.companyId },
  );
  if (!row) throw new NotFoundError(TIMESHEET_NOT_FOUND);
  return timesheetOf(actor, row);
}
