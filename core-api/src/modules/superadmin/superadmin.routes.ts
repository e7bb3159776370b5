// Owns the /superadmin routes: login is public (rate-limited); everything else needs a superadmin token
// (audience sitebase:superadmin). Parse, call SuperadminService, present.
import { Router, type Request } from 'express';
import type { Sequelize } from 'sequelize';
import { z } from 'zod';
import type { RateLimitRule } from '../../config.js';
import { NotFoundError } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mailer.js';
import { parseOrThrow } from '../../lib/validate.js';
import { listContactMessages } from '../contact/contact.service.js';
import { requireSuperadmin, superadminOf } from './superadmin.auth.js';
import {
  companiesQuerySchema,
  companyStatusSchema,
  pageQuerySchema,
  setupCompanySchema,
  superadminLoginSchema,
} from './superadmin.schema.js';
import { SuperadminService, type AuditContext } from './superadmin.service.js';

const uuid = z.uuid();

export interface SuperadminRoutesOptions {
  sequelize: Sequelize;
  jwtSecret: string;
  mailer: Mailer;
  appUrl: string;
  rateLimit: { ip: RateLimitRule; account: RateLimitRule };
}

export function superadminRoutes(options: SuperadminRoutesOptions): Router {
  const service = new SuperadminService(options);
  const router = Router();
  const ctx = (req: Request): AuditContext => ({ superadmin: superadminOf(req), ip: req.ip });

  router.post('/login', async (req, res) => {
    const input = parseOrThrow(superadminLoginSchema, req.body ?? {});
    res.json(await service.login(input, req.ip));
  });

  router.use(requireSuperadmin(options.jwtSecret));

  router.get('/me', async (req, res) => {
    res.json(await service.me(superadminOf(req).id));
  });

  router.get('/companies', async (req, res) => {
    res.json(await service.companies(parseOrThrow(companiesQuerySchema, req.query)));
  });

  router.get('/stats', async (_req, res) => {
    res.json(await service.stats());
  });

  router.post('/companies/setup', async (req, res) => {
    const input = parseOrThrow(setupCompanySchema, req.body ?? {});
    res.status(201).json(await service.setupCompany(ctx(req), input));
  });

  router.patch('/companies/:id/status', async (req, res) => {
    const id = uuid.safeParse(req.params.id);
    if (!id.success) throw new NotFoundError('Company not found');
    const input = parseOrThrow(companyStatusSchema, req.body ?? {});
    res.json(await service.changeStatus(ctx(req), id.data, input.status, input.reason));
  });

  router.get('/contact-messages', async (req, res) => {
    res.json(await listContactMessages(parseOrThrow(pageQuerySchema, req.query)));
  });

  router.get('/audit-log', async (req, res) => {
    res.json(await service.auditLog(parseOrThrow(pageQuerySchema, req.query)));
  });

  return router;
}
