// core-api's /superadmin endpoints. When core-api gives no usable detail, the spec §8 fallback for that call
// becomes the message ("Failed to get companies", ...), so the web can show it as is.
import { GraphQLError } from 'graphql';
import type { CoreApiClient } from '../../lib/core-api-client.js';
import { INTERNAL_MESSAGE } from '../../lib/errors.js';
import { plain } from '../auth/auth.api.js';
import type { SetupCompanyInput, SuperadminLoginInput } from './superadmin.input.js';
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

function query(params: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

type AuditRow = Omit<AuditLogPage['items'][number], 'details'> & { details: Record<string, unknown> | null };

export class SuperadminApi {
  constructor(private readonly client: CoreApiClient) {}

  login<T>(input: SuperadminLoginInput): Promise<T> {
    return withFallback(FALLBACKS.login, this.client.post('/superadmin/login', plain(input)));
  }

  me<T>(): Promise<T> {
    return withFallback(FALLBACKS.me, this.client.get('/superadmin/me'));
  }

  companies<T>(params: {
    search?: string | null;
    status?: CompanyStatus | null;
    page?: number;
    size?: number;
  }) {
    return withFallback(FALLBACKS.companies, this.client.get<T>(`/superadmin/companies${query(params)}`));
  }

  stats<T>(): Promise<T> {
    return withFallback(FALLBACKS.stats, this.client.get('/superadmin/stats'));
  }

  setupCompany<T>(input: SetupCompanyInput): Promise<T> {
    return withFallback(FALLBACKS.setup, this.client.post('/superadmin/companies/setup', plain(input)));
  }

  updateCompanyStatus<T>(id: string, status: CompanyStatus, reason?: string | null): Promise<T> {
    const body = reason ? { status, reason } : { status };
    return withFallback(
      FALLBACKS.status,
      this.client.request<T>('PATCH', `/superadmin/companies/${encodeURIComponent(id)}/status`, body),
    );
  }

  contactMessages<T>(params: { page?: number; size?: number }): Promise<T> {
    return withFallback(FALLBACKS.contact, this.client.get(`/superadmin/contact-messages${query(params)}`));
  }

  /** Details are free-form JSON; GraphQL gets them as a JSON string. */
  async auditLog(params: { page?: number; size?: number }): Promise<AuditLogPage> {
    const page = await withFallback(
      FALLBACKS.audit,
      this.client.get<Omit<AuditLogPage, 'items'> & { items: AuditRow[] }>(
        `/superadmin/audit-log${query(params)}`,
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
