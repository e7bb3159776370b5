// Owns the /users routes (manager and up): parse, call UsersService, present. Rules live in the service and
// users.policy.ts.
import { Router } from 'express';
import type { Sequelize } from 'sequelize';
import { z } from 'zod';
import { actorOf, requireAuth, requireRole, roleAtLeast } from '../../lib/auth.js';
import { AuthorizationError, NotFoundError } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mailer.js';
import { parseOrThrow } from '../../lib/validate.js';
import { changeRoleSchema, createUserSchema, listUsersQuerySchema } from './users.schema.js';
import { UsersService, presentCompanyUser } from './users.service.js';

const uuid = z.uuid();

/** A malformed id can never be a row of this company: 404, like any other unknown id. */
function idParam(value: unknown): string {
  const parsed = uuid.safeParse(value);
  if (!parsed.success) throw new NotFoundError('User not found');
  return parsed.data;
}

export function userRoutes(options: {
  sequelize: Sequelize;
  jwtSecret: string;
  mailer: Mailer;
  appUrl: string;
}): Router {
  const service = new UsersService(options.sequelize, options.mailer, options.appUrl);
  const router = Router();
  const managers = requireRole('manager');
  router.use(requireAuth(options.jwtSecret));
  // Another company's user is 404 for every caller, whatever their role: the id is resolved within the
  // caller's company before the role check (403) runs.
  router.use('/:id', async (req, _res, next) => {
    const actor = actorOf(req);
    await service.get(actor, idParam(req.params.id));
    if (!roleAtLeast(actor.role, 'manager')) throw new AuthorizationError();
    next();
  });

  router.get('/', managers, async (req, res) => {
    res.json(await service.list(actorOf(req), parseOrThrow(listUsersQuerySchema, req.query)));
  });

  router.post('/', managers, async (req, res) => {
    const input = parseOrThrow(createUserSchema, req.body ?? {});
    res.status(201).json(await service.create(actorOf(req), input));
  });

  router.get('/:id', async (req, res) => {
    const actor = actorOf(req);
    res.json(presentCompanyUser(await service.get(actor, idParam(req.params.id)), actor));
  });

  router.patch('/:id/role', async (req, res) => {
    const { role } = parseOrThrow(changeRoleSchema, req.body ?? {});
    res.json(await service.changeRole(actorOf(req), idParam(req.params.id), role));
  });

  router.post('/:id/deactivate', async (req, res) => {
    res.json(await service.setActive(actorOf(req), idParam(req.params.id), false));
  });

  router.post('/:id/reactivate', async (req, res) => {
    res.json(await service.setActive(actorOf(req), idParam(req.params.id), true));
  });

  router.post('/:id/reset-password', async (req, res) => {
    res.json(await service.resetPassword(actorOf(req), idParam(req.params.id)));
  });

  return router;
}
