// Owns creating a project — the one place a project comes into being, whoever asks (POST /projects, an enquiry's
// conversion): the role check, the manager check, the number allocated in the creating transaction, the
// company's default contract terms, the budget columns and the `created` activity row. A caller with its own
// transaction (a conversion that also links the enquiry) passes it, so the whole change commits or none of it.
import type { Sequelize, Transaction } from 'sequelize';
import type { Actor } from '../../lib/auth.js';
import { ValidationError } from '../../lib/errors.js';
import { allocateReference } from '../../lib/numbering.js';
import { withTransaction } from '../../lib/transaction.js';
import { BUDGET_CATEGORIES, Project, User } from '../../models/index.js';
import { getProjectDefaults, type ProjectDefaults } from '../settings/index.js';
import { recordProjectActivity } from './project-access.js';
import { authorize } from './projects.policy.js';
import type { CreateProjectInput } from './projects.schema.js';

/** Contract terms that fall back to the company's defaults when empty. */
export const DEFAULTED_TERMS = ['retention_percent', 'payment_due_days', 'payment_final_days'] as const;

/** 400 unless `managerId` (when given) is an active user of the actor's company. */
export async function assertManager(
  actor: Actor,
  managerId: string | null | undefined,
  transaction: Transaction,
): Promise<void> {
  if (!managerId) return;
  const user = await User.findOne({
    where: { id: managerId, company_id: actor.companyId, is_active: true },
    attributes: ['id'],
    transaction,
  });
  if (!user) throw ValidationError.single('manager_id', 'Manager must be an active user in your company');
}

/**
 * The columns to write. Contract terms left empty (null) — and, on create, left out — take the company's
 * defaults (settings): an emptied field means "the company's standard terms", never an error.
 */
export function projectColumns(
  input: Partial<CreateProjectInput>,
  defaults: ProjectDefaults,
  creating = true,
): Partial<Record<string, unknown>> {
  const { budget, ...rest } = input;
  const columns: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(rest)) if (v !== undefined) columns[k] = v;
  for (const term of DEFAULTED_TERMS) {
    if (columns[term] === null || (creating && columns[term] === undefined)) columns[term] = defaults[term];
  }
  if (budget) {
    for (const c of BUDGET_CATEGORIES) if (budget[c] !== undefined) columns[`budget_${c}_pence`] = budget[c];
  }
  return columns;
}

export interface CreateProjectOptions {
  /** The caller's transaction: the project is created inside it (else in a transaction of its own). */
  transaction?: Transaction;
  /** What the `created` activity row records beyond the status (where the project came from, say). */
  details?: Record<string, unknown>;
}

/**
 * Creates a project for `actor` (403 below supervisor) and answers the new row. Call it after the caller's own
 * 404/409 checks: the role refusal comes first, before anything is read or written.
 */
export async function createProject(
  db: Sequelize,
  actor: Actor,
  input: CreateProjectInput,
  options: CreateProjectOptions = {},
): Promise<Project> {
  authorize(actor, 'create');
  const work = async (transaction: Transaction) => {
    await assertManager(actor, input.manager_id, transaction);
    const projectNumber = await allocateReference(actor.companyId, 'project', transaction);
    // The company's defaults (settings) apply where the request leaves them out.
    const defaults = await getProjectDefaults(actor.companyId, transaction);
    const project = await Project.create(
      {
        ...(projectColumns(input, defaults) as object),
        name: input.name,
        company_id: actor.companyId,
        project_number: projectNumber,
        created_by: actor.userId,
      } as Project,
      { transaction },
    );
    await recordProjectActivity(actor, project.id, 'created', {
      to: project.status,
      ...(options.details ? { details: options.details } : {}),
      transaction,
    });
    return project;
  };
  return options.transaction ? work(options.transaction) : withTransaction(db, work);
}
