// Owns the one rule for a report filtered by a project: another company's project, or one the reader may not see,
// is not there (404 "Project not found"), never an empty report (decisions 0084, 0086).
import type { Sequelize } from 'sequelize';
import type { Actor } from '../../lib/auth.js';
import { NotFoundError } from '../../lib/errors.js';
import { num, q } from '../../lib/sql.js';
import { visibleProjectsWhere } from '../projects/index.js';

export const PROJECT_NOT_FOUND = 'Project not found';

/** Throws 404 unless `projectId` is a project of the reader's company they may see. */
export async function assertReportProject(db: Sequelize, actor: Actor, projectId: string): Promise<void> {
  const [row] = await q<{ n: string }>(
    db,
    `SELECT count(*) AS n FROM projects p WHERE p.id = :id AND p.company_id = :companyId
        AND ${visibleProjectsWhere(actor, 'p.id')}`,
    { id: projectId, companyId: actor.companyId },
  );
  if (!num(row?.n)) throw new NotFoundError(PROJECT_NOT_FOUND);
}
