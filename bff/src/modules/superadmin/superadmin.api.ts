// core-api's /superadmin endpoints. When core-api gives no usable detail, the spec §8 fallback for that call
// becomes the message ("Failed to get companies", ...), so the web can show it as is.
import { GraphQLError } from 'graphql';
import { CoreApiDataSource, plain } from '../../lib/core-api-client.js';
import { INTERNAL_MESSAGE } from '../../lib/errors.js';
import type { PageArgs } from '../../lib/paging.js';
import type { SetupCompanyInput, SuperadminCompaniesArgs, SuperadminLoginInput } from './superadmin.input.js';
import type { AuditLogPage, CompanyStatus } from './superadmin.type.js';

export const FALLBACKS = {
  login: 'Login failed',
  me: 'Failed to get superadmin info',
  companies: 'Failed to get companies',
  stats: 'Failed to get system stats',
  setup: 'Failed to setup company',
  status: 'Failed to update company status',
  contact: 'Failed to get contact messages',
  audit: 'Failed to get audit log',
} as const;

async function withFallback<T>(fallback: string, call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (err) {
    if (err instanceof GraphQLError && err.message === INTERNAL_MESSAGE) {
      throw new GraphQLError(fallback, { extensions: { ...err.extensions, detail: fallback } });
    }
    throw err;
  }
}

/** Page arguments as core-api's query strings (absent values are left to its defaults). */
function pageQuery(params: PageArgs) {
  return {
    page: params.page != null ? String(params.page) : undefined,
    size: params.size != null ? String(params.size) : undefined,
  };
}

export class SuperadminApi extends CoreApiDataSource {
  login(input: SuperadminLoginInput) {
    return withFallback(
      FALLBACKS.login,
      this.call((init) => this.api.POST('/superadmin/login', { body: plain(input), ...init })),
    );
  }

  me() {
    return withFallback(
      FALLBACKS.me,
      this.call((init) => this.api.GET('/superadmin/me', init)),
    );
  }

  companies(params: SuperadminCompaniesArgs) {
    const query = {
      ...pageQuery(params),
      search: params.search || undefined,
      status: params.status ?? undefined,
    };
    return withFallback(
      FALLBACKS.companies,
      this.call((init) => this.api.GET('/superadmin/companies', { params: { query }, ...init })),
    );
  }

  stats() {
    return withFallback(
      FALLBACKS.stats,
      this.call((init) => this.api.GET('/superadmin/stats', init)),
    );
  }

  setupCompany(input: SetupCompanyInput) {
    return withFallback(
      FALLBACKS.setup,
      this.call((init) => this.api.POST('/superadmin/companies/setup', { body: plain(input), ...init })),
    );
  }

  updateCompanyStatus(companyId: string, status: CompanyStatus, reason?: string | null) {
    const body = reason ? { status, reason } : { status };
    return withFallback(
      FALLBACKS.status,
      this.call((init) =>
        this.api.PATCH('/superadmin/companies/{companyId}/status', {
          params: { path: { companyId } },
          body,
          ...init,
        }),
      ),
    );
  }

  contactMessages(params: PageArgs) {
    return withFallback(
      FALLBACKS.contact,
      this.call((init) =>
        this.api.GET('/superadmin/contact-messages', { params: { query: pageQuery(params) }, ...init }),
      ),
    );
  }

  /** Details are free-form JSON; GraphQL gets them as a JSON string. */
  async auditLog(params: PageArgs): Promise<AuditLogPage> {
    const page = await withFallback(
      FALLBACKS.audit,
      this.call((init) =>
        this.api.GET('/superadmin/audit-log', { params: { query: pageQuery(params) }, ...init }),
      ),
    );
    return {
      ...page,
      items: page.items.map((item) => ({
        ...item,
        details: item.details ? JSON.stringify(item.details) : null,
      })),
    };
  }
}
