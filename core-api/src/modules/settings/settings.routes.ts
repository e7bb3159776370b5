// Owns the /settings routes: GET and PATCH for managers and admins; GET /settings/defaults for supervisors and
// up (what a new project starts with). Parse, call SettingsService, present.
import { Router } from 'express';
import type { Sequelize } from 'sequelize';
import { actorOf, requireAuth, requireRole } from '../../lib/auth.js';
import { parseOrThrow } from '../../lib/validate.js';
import { updateSettingsSchema } from './settings.schema.js';
import { SettingsService, getProjectDefaults, getProjectFolderTemplate } from './settings.service.js';

export function settingsRoutes(options: { sequelize: Sequelize; jwtSecret: string }): Router {
  const service = new SettingsService(options.sequelize);
  const router = Router();
  router.use(requireAuth(options.jwtSecret));

  router.get('/defaults', requireRole('supervisor'), async (req, res) => {
    const { companyId } = actorOf(req);
    res.json({
      ...(await getProjectDefaults(companyId)),
      folder_template: await getProjectFolderTemplate(companyId),
    });
  });

  router.get('/', requireRole('manager'), async (req, res) => {
    res.json(await service.get(actorOf(req)));
  });

  router.patch('/', requireRole('manager'), async (req, res) => {
    const input = parseOrThrow(updateSettingsSchema, req.body ?? {});
    res.json(await service.update(actorOf(req), input));
  });

  return router;
}
