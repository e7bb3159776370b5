// Owns the /settings routes: GET and PATCH for managers and admins; GET /settings/defaults for supervisors and
// up (what a new project starts with). Rules live in SettingsService.
import { z } from 'zod';
import { defineModule } from '../../kit/module.js';
import { company, routeBuilder } from '../../kit/route.js';
import { updateSettingsSchema } from './settings.schema.js';
import { projectDefaultsSchema, settingsSchema } from './settings.presenter.js';
import { SettingsService, getProjectDefaults, getProjectFolderTemplate } from './settings.service.js';

const route = routeBuilder<SettingsService>();

export const settingsModule = defineModule({
  name: 'settings',
  description: 'Company settings',
  create: (deps) => new SettingsService(deps.sequelize),
  routes: [
    route({
      method: 'get',
      path: '/settings/defaults',
      summary: 'What a new project starts with (retention, payment terms, folder template)',
      access: company('supervisor'),
      response: projectDefaultsSchema.extend({ folder_template: z.array(z.string()) }),
      handler: async ({ actor }) => ({
        ...(await getProjectDefaults(actor.companyId)),
        folder_template: await getProjectFolderTemplate(actor.companyId),
      }),
    }),
    route({
      method: 'get',
      path: '/settings',
      summary: 'The company’s settings',
      access: company('manager'),
      response: settingsSchema,
      handler: ({ services, actor }) => services.get(actor),
    }),
    route({
      method: 'patch',
      path: '/settings',
      summary: 'Change the company’s settings',
      access: company('manager'),
      body: updateSettingsSchema,
      response: settingsSchema,
      handler: ({ services, actor, body }) => services.update(actor, body),
    }),
  ],
});
