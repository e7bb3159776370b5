// Owns the platform operator's work: sign-in (rate-limited, audited), the companies list with user and project
// counts, system stats, company setup (company, settings and first admin in one transaction) and company status
// changes (suspending or cancelling ends every session of that company at once). Every action is audited.
import { QueryTypes, Sequelize, type Transaction } from 'sequelize';
import { AuthenticationError, ConflictError, NotFoundError } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mailer.js';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords.js';
import { SignInThrottle, type SignInThrottleOptions } from '../../lib/sign-in-throttle.js';
import { withTransaction } from '../../lib/transaction.js';
import {
  Company,
  CompanySettings,
  Superadmin,
  SuperadminAuditLog,
  User,
  type CompanyStatus,
} from '../../models/index.js';
import {
  EMAIL_TAKEN,
  createSetPasswordLink,
  mailSetPasswordLink,
  unusablePasswordHash,
} from '../users/index.js';
import { exactTotal, pageOf, pageRequest } from '../../lib/paging.js';
import { escapeLike } from '../../lib/sql.js';
import { signSuperadminToken } from '../../lib/superadmin-auth.js';
import {
  presentAuditEntry,
  presentCompanyRow,
  type CompanyJson,
  type CompanyRow,
} from './superadmin.presenter.js';
import type { CompaniesQuery, SetupCompanyInput } from './superadmin.schema.js';

export const SUPERADMIN_INVALID_CREDENTIALS = 'Incorrect username or password';

const limitMessage = (minutes: number) =>
  `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

export interface AuditContext {
  superadmin: { id: string; username: string } | null;
  ip: string | undefined;
}

export type { CompanyJson } from './superadmin.presenter.js';

// Counts come from the tables with SQL (projects from migration 0003), never from other modules' services.
const COMPANY_COLUMNS = `
  c.id, c.name, c.status, c.created_at,
  (SELECT count(*) FROM users u WHERE u.company_id = c.id) AS user_count,
  (SELECT count(*) FROM users u WHERE u.company_id = c.id AND u.is_active) AS active_user_count,
  (SELECT count(*) FROM projects p WHERE p.company_id = c.id) AS project_count`;

export class SuperadminService {
  private readonly throttle: SignInThrottle;

  constructor(
    private readonly options: {
      sequelize: Sequelize;
      jwtSecret: string;
      mailer: Mailer;
      appUrl: string;
      rateLimit: SignInThrottleOptions;
    },
  ) {
    this.throttle = new SignInThrottle(options.sequelize, 'superadmin', options.rateLimit, limitMessage);
  }

  audit(
    ctx: AuditContext,
    action: string,
    target?: { type: string; id: string } | null,
    details?: Record<string, unknown> | null,
    transaction?: Transaction,
  ) {
    return SuperadminAuditLog.create(
      {
        superadmin_id: ctx.superadmin?.id ?? null,
        username: ctx.superadmin?.username ?? null,
        action,
        target_type: target?.type ?? null,
        target_id: target?.id ?? null,
        details: details ?? null,
        ip: ctx.ip ?? null,
      },
      { transaction },
    );
  }

  async login(input: { username: string; password: string }, ip: string | undefined) {
    const username = input.username.toLowerCase();
    await this.throttle.assertAllowed(username, ip ?? 'unknown');
    // Usernames match case-insensitively, as the rate-limit key does.
    const superadmin = await Superadmin.findOne({
      where: Sequelize.where(Sequelize.fn('lower', Sequelize.col('username')), username),
    });
    const ok = superadmin
      ? await verifyPassword(superadmin.password_hash, input.password)
      : await verifyAgainstDummy(input.password);
    if (!superadmin || !ok) {
      await this.throttle.recordFailure(username, ip ?? 'unknown');
      await this.audit({ superadmin: null, ip }, 'login_failed', null, { username });
      throw new AuthenticationError(SUPERADMIN_INVALID_CREDENTIALS, 'invalid_credentials');
    }
    await this.throttle.recordSuccess(username, ip ?? 'unknown');
    await this.audit({ superadmin: { id: superadmin.id, username: superadmin.username }, ip }, 'login');
    return {
      ...signSuperadminToken(this.options.jwtSecret, superadmin),
      superadmin: { id: superadmin.id, username: superadmin.username },
    };
  }

  async me(id: string) {
    const superadmin = await Superadmin.findByPk(id);
    if (!superadmin) throw new NotFoundError();
    return { id: superadmin.id, username: superadmin.username };
  }

  async companies(query: CompaniesQuery) {
    const request = pageRequest(query);
    const conditions: string[] = [];
    const replacements: Record<string, unknown> = { limit: request.size, offset: request.offset };
    if (query.search) {
      conditions.push(`c.name ILIKE :search`);
      replacements.search = `%${escapeLike(query.search)}%`;
    }
    if (query.status) {
      conditions.push(`c.status = :status`);
      replacements.status = query.status;
    }
    const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
    const { sequelize } = this.options;
    const rows = await sequelize.query<CompanyRow>(
      `SELECT ${COMPANY_COLUMNS} FROM companies c ${where}
       ORDER BY c.created_at DESC, c.id ASC LIMIT :limit OFFSET :offset`,
      { type: QueryTypes.SELECT, replacements },
    );
    const [counted] = await sequelize.query<{ total: string }>(
      `SELECT count(*) AS total FROM companies c ${where}`,
      { type: QueryTypes.SELECT, replacements },
    );
    return pageOf(rows.map(presentCompanyRow), exactTotal(Number(counted?.total ?? 0)), request);
  }

  private async company(id: string, transaction?: Transaction): Promise<CompanyJson> {
    const [row] = await this.options.sequelize.query<CompanyRow>(
      `SELECT ${COMPANY_COLUMNS} FROM companies c WHERE c.id = :id`,
      { type: QueryTypes.SELECT, replacements: { id }, transaction },
    );
    if (!row) throw new NotFoundError('Company not found');
    return presentCompanyRow(row);
  }

  async stats() {
    const [row] = await this.options.sequelize.query<Record<string, string>>(
      `SELECT
         (SELECT count(*) FROM companies) AS companies_total,
         (SELECT count(*) FROM companies WHERE status = 'active') AS companies_active,
         (SELECT count(*) FROM companies WHERE status = 'suspended') AS companies_suspended,
         (SELECT count(*) FROM companies WHERE status = 'cancelled') AS companies_cancelled,
         (SELECT count(*) FROM companies WHERE created_at > now() - interval '30 days') AS companies_new_30d,
         (SELECT count(*) FROM users) AS users_total,
         (SELECT count(*) FROM users WHERE is_active) AS users_active,
         (SELECT count(*) FROM users WHERE last_login_at > now() - interval '30 days') AS users_signed_in_30d,
         (SELECT count(*) FROM projects) AS projects_total,
         (SELECT count(*) FROM projects WHERE created_at > now() - interval '30 days') AS projects_new_30d,
         (SELECT count(*) FROM contact_messages WHERE created_at > now() - interval '30 days')
           AS contact_messages_30d`,
      { type: QueryTypes.SELECT },
    );
    const n = (key: string) => Number(row?.[key] ?? 0);
    return {
      companies: {
        total: n('companies_total'),
        active: n('companies_active'),
        suspended: n('companies_suspended'),
        cancelled: n('companies_cancelled'),
        new_last_30_days: n('companies_new_30d'),
      },
      users: {
        total: n('users_total'),
        active: n('users_active'),
        signed_in_last_30_days: n('users_signed_in_30d'),
      },
      projects: { total: n('projects_total'), new_last_30_days: n('projects_new_30d') },
      contact_messages_last_30_days: n('contact_messages_30d'),
    };
  }

  /** Company, its settings and its first admin in one transaction; the link is mailed only after commit. */
  async setupCompany(ctx: AuditContext, input: SetupCompanyInput) {
    const password_hash = await unusablePasswordHash();
    const { company, admin, link } = await withTransaction(this.options.sequelize, async (transaction) => {
      const company = await Company.create({ name: input.company_name, status: 'active' }, { transaction });
      await CompanySettings.create(
        {
          company_id: company.id,
          address: input.address ?? null,
          vat_number: input.vat_number ?? null,
          vat_registered: !!input.vat_number,
          cis_utr: input.cis_utr ?? null,
        },
        { transaction },
      );
      const taken = await User.findOne({
        where: { email: input.admin_email },
        attributes: ['id'],
        transaction,
      });
      if (taken) throw new ConflictError(EMAIL_TAKEN);
      const admin = await User.create(
        {
          company_id: company.id,
          email: input.admin_email,
          first_name: input.admin_first_name,
          last_name: input.admin_last_name,
          role: 'admin',
          password_hash,
          // No password of their own until they use the link: the users list shows them as invited.
          password_set_at: null,
        },
        { transaction },
      );
      const link = await createSetPasswordLink(this.options.appUrl, admin.id, transaction);
      await this.audit(
        ctx,
        'company_setup',
        { type: 'company', id: company.id },
        { company_name: company.name, admin_email: admin.email },
        transaction,
      );
      return { company: await this.company(company.id, transaction), admin, link };
    });
    await mailSetPasswordLink(this.options.mailer, admin, link, company.name);
    return {
      company,
      admin: {
        id: admin.id,
        email: admin.email,
        first_name: admin.first_name,
        last_name: admin.last_name,
        role: admin.role,
      },
      set_password_link: link,
    };
  }

  /**
   * Sign-in and every request check the company's status, so suspension bites at once; token_version is
   * bumped too, so reactivating later does not bring old sessions back.
   */
  async changeStatus(ctx: AuditContext, id: string, status: CompanyStatus, reason?: string) {
    return withTransaction(this.options.sequelize, async (transaction) => {
      const company = await Company.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
      if (!company) throw new NotFoundError('Company not found');
      const from = company.status;
      if (from !== status) {
        await company.update({ status }, { transaction });
        if (status !== 'active') {
          await User.increment('token_version', { by: 1, where: { company_id: id }, transaction });
        }
        await this.audit(
          ctx,
          'company_status_changed',
          { type: 'company', id },
          { company_name: company.name, from, to: status, ...(reason ? { reason } : {}) },
          transaction,
        );
      }
      return this.company(id, transaction);
    });
  }

  async auditLog(query: { page?: number; size?: number }) {
    const request = pageRequest(query);
    const { rows, count } = await SuperadminAuditLog.findAndCountAll({
      order: [
        ['created_at', 'DESC'],
        ['id', 'ASC'],
      ],
      limit: request.size,
      offset: request.offset,
    });
    return pageOf(rows.map(presentAuditEntry), exactTotal(count), request);
  }
}
