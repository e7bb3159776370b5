// Owns a project's team: who is on it (workers see only projects they are on), the candidates a supervisor
// may add, adding and removing members — each change recorded in the project's history.
import { Op, literal, type Sequelize, type WhereOptions } from 'sequelize';
import type { ProjectDependent } from '../../kit/module.js';
import type { Actor } from '../../lib/auth.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import { containsPattern } from '../../lib/sql.js';
import { withTransaction } from '../../lib/transaction.js';
import { ProjectTeamMember, User } from '../../models/index.js';
import { countRowsByProject, findVisibleProject, recordProjectActivity } from './project-access.js';
import { authorize } from './projects.policy.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const USER_ATTRIBUTES = ['id', 'first_name', 'last_name', 'email', 'role'];

/** The team of a project the caller has already been allowed to see (the first `limit` members when given). */
export function teamOf(projectId: string, limit?: number): Promise<ProjectTeamMember[]> {
  return ProjectTeamMember.findAll({
    where: { project_id: projectId },
    include: [{ model: User, as: 'user', attributes: USER_ATTRIBUTES }],
    // The id last: members with the same name keep one order, so a first page never differs between calls.
    order: [
      [{ model: User, as: 'user' }, 'last_name', 'ASC'],
      [{ model: User, as: 'user' }, 'first_name', 'ASC'],
      ['id', 'ASC'],
    ],
    ...(limit === undefined ? {} : { limit }),
  });
}

/** The team as a project dependent: counted before a delete, removed by a forced one. */
export const teamDependent: ProjectDependent = {
  key: 'team',
  label: ['team member', 'team members'],
  count: (projectIds, options) => countRowsByProject('project_team_members', projectIds, options),
  destroy: async (projectId, { transaction }) => {
    await ProjectTeamMember.destroy({ where: { project_id: projectId }, transaction });
  },
};

export class TeamService {
  constructor(private readonly sequelize: Sequelize) {}

  async team(actor: Actor, projectId: string, limit?: number): Promise<ProjectTeamMember[]> {
    await findVisibleProject(actor, projectId, { withManager: false });
    return teamOf(projectId, limit);
  }

  /** Active users of the company not yet on the team (supervisor and up, who may add them). */
  async candidates(actor: Actor, projectId: string, search?: string): Promise<User[]> {
    await findVisibleProject(actor, projectId, { withManager: false });
    authorize(actor, 'manage_team');
    const where: Record<string | symbol, unknown> = {
      company_id: actor.companyId,
      is_active: true,
      id: {
        [Op.notIn]: literal(
          `(SELECT user_id FROM project_team_members WHERE project_id = ${this.sequelize.escape(projectId)})`,
        ),
      },
    };
    if (search) {
      const e = this.sequelize.escape(containsPattern(search));
      where[Op.and] = [
        literal(
          `(lower("User"."first_name" || ' ' || "User"."last_name") LIKE ${e} OR lower("User"."email") LIKE ${e})`,
        ),
      ];
    }
    return User.findAll({
      where: where as WhereOptions,
      attributes: USER_ATTRIBUTES,
      order: [
        ['last_name', 'ASC'],
        ['first_name', 'ASC'],
      ],
      limit: 50,
    });
  }

  async add(
    actor: Actor,
    projectId: string,
    input: { user_id: string; role_on_project?: string | null },
  ): Promise<ProjectTeamMember> {
    const memberId = await withTransaction(this.sequelize, async (t) => {
      const project = await findVisibleProject(actor, projectId, { transaction: t, lock: true });
      authorize(actor, 'manage_team', project); // after the visibility check: 404, then 403, then 409 archived
      const user = UUID.test(input.user_id)
        ? await User.findOne({
            where: { id: input.user_id, company_id: actor.companyId, is_active: true },
            transaction: t,
          })
        : null;
      if (!user) throw new NotFoundError('User not found');
      const existing = await ProjectTeamMember.findOne({
        where: { project_id: projectId, user_id: user.id },
        transaction: t,
      });
      if (existing) throw new ConflictError('User is already on the project team');
      const member = await ProjectTeamMember.create(
        {
          company_id: actor.companyId,
          project_id: projectId,
          user_id: user.id,
          role_on_project: input.role_on_project ?? null,
          added_by: actor.userId,
        },
        { transaction: t },
      );
      await recordProjectActivity(actor, projectId, 'team_member_added', {
        details: { user_id: user.id, name: `${user.first_name} ${user.last_name}` },
        transaction: t,
      });
      return member.id;
    });
    const member = await ProjectTeamMember.findByPk(memberId, {
      include: [{ model: User, as: 'user', attributes: USER_ATTRIBUTES }],
    });
    if (!member) throw new NotFoundError('Team member not found');
    return member;
  }

  async remove(actor: Actor, projectId: string, userId: string): Promise<void> {
    await withTransaction(this.sequelize, async (t) => {
      const project = await findVisibleProject(actor, projectId, { transaction: t, lock: true });
      authorize(actor, 'manage_team', project); // after the visibility check: 404, then 403, then 409 archived
      const member = await ProjectTeamMember.findOne({
        where: { project_id: projectId, user_id: userId },
        include: [{ model: User, as: 'user', attributes: ['first_name', 'last_name'] }],
        transaction: t,
      });
      if (!member) throw new NotFoundError('Team member not found');
      await member.destroy({ transaction: t });
      await recordProjectActivity(actor, projectId, 'team_member_removed', {
        details: {
          user_id: userId,
          name: member.user ? `${member.user.first_name} ${member.user.last_name}` : null,
        },
        transaction: t,
      });
    });
  }
}
