// Owns the /superadmin routes: login is public (rate-limited, audited); everything else needs a superadmin
// token (audience sitebase:superadmin). Rules live in SuperadminService.
import { defineModule } from '../../kit/module.js';
import { uuidParam } from '../../kit/params.js';
import { PUBLIC, SUPERADMIN, routeBuilder } from '../../kit/route.js';
import { pageSchema } from '../../lib/paging.js';
import { contactMessageSchema, listContactMessages } from '../contact/index.js';
import {
  auditEntrySchema,
  companySchema,
  companySetupSchema,
  superadminSchema,
  superadminSessionSchema,
  systemStatsSchema,
} from './superadmin.presenter.js';
import {
  companiesQuerySchema,
  companyStatusSchema,
  pageQuerySchema,
  setupCompanySchema,
  superadminLoginSchema,
} from './superadmin.schema.js';
import { SuperadminService } from './superadmin.service.js';

const route = routeBuilder<SuperadminService>();

export const superadminModule = defineModule({
  name: 'superadmin',
  description: 'Platform administration',
  params: {
    companyId: uuidParam({
      description: 'Company id (uuid). Malformed or unknown → 404',
      notFound: 'Company not found',
    }),
  },
  create: (deps) =>
    new SuperadminService({
      sequelize: deps.sequelize,
      jwtSecret: deps.jwtSecret,
      mailer: deps.mailer,
      appUrl: deps.appUrl,
      rateLimit: deps.settings.loginRateLimit,
    }),
  routes: [
    route({
      method: 'post',
      path: '/superadmin/login',
      sensitive: true,
      summary: 'Superadmin sign-in',
      access: PUBLIC,
      body: superadminLoginSchema,
      response: superadminSessionSchema,
      errors: { 401: 'Incorrect username or password', 429: 'Too many attempts; see Retry-After' },
      handler: ({ services, body, ip }) => services.login(body, ip),
    }),
    route({
      method: 'get',
      path: '/superadmin/me',
      summary: 'The signed-in superadmin',
      access: SUPERADMIN,
      response: superadminSchema,
      handler: ({ services, superadmin }) => services.me(superadmin.id),
    }),
    route({
      method: 'get',
      path: '/superadmin/companies',
      summary: 'Companies with user and project counts',
      access: SUPERADMIN,
      query: companiesQuerySchema,
      response: pageSchema(companySchema, 'CompanyPage'),
      handler: ({ services, query }) => services.companies(query),
    }),
    route({
      method: 'get',
      path: '/superadmin/stats',
      summary: 'System statistics',
      access: SUPERADMIN,
      response: systemStatsSchema,
      handler: ({ services }) => services.stats(),
    }),
    route({
      method: 'post',
      path: '/superadmin/companies/setup',
      sensitive: true,
      summary: 'Set up a company and its first admin (one transaction)',
      access: SUPERADMIN,
      body: setupCompanySchema,
      status: 201,
      response: companySetupSchema,
      errors: { 409: 'A user with this email already exists' },
      handler: ({ services, superadmin, ip, body }) => services.setupCompany({ superadmin, ip }, body),
    }),
    route({
      method: 'patch',
      path: '/superadmin/companies/{companyId}/status',
      summary: 'Change a company’s status (suspending ends its sessions at once)',
      access: SUPERADMIN,
      body: companyStatusSchema,
      response: companySchema,
      handler: ({ services, superadmin, ip, params, body }) =>
        services.changeStatus({ superadmin, ip }, params.companyId, body.status, body.reason),
    }),
    route({
      method: 'get',
      path: '/superadmin/contact-messages',
      summary: 'The contact inbox, newest first',
      access: SUPERADMIN,
      query: pageQuerySchema,
      response: pageSchema(contactMessageSchema, 'ContactMessagePage'),
      handler: ({ query }) => listContactMessages(query),
    }),
    route({
      method: 'get',
      path: '/superadmin/audit-log',
      summary: 'The superadmin audit log, newest first',
      access: SUPERADMIN,
      query: pageQuerySchema,
      response: pageSchema(auditEntrySchema, 'AuditEntryPage'),
      handler: ({ services, query }) => services.auditLog(query),
    }),
  ],
});
