// Owns /push-tokens (signed in): register (upsert per device) and remove one of the caller's own devices.
import { z } from 'zod';
import { defineModule } from '../../kit/module.js';
import { textParam } from '../../kit/params.js';
import { company, routeBuilder } from '../../kit/route.js';
import { PUSH_PLATFORMS } from '../../models/index.js';
import { registerPushToken, removePushToken } from './push-tokens.service.js';

export const deviceIdSchema = z
  .string({ error: 'Device id is required' })
  .trim()
  .min(1, { error: 'Device id is required' })
  .max(200, { error: 'Device id must be 200 characters or fewer' });

export const pushTokenSchema = z.object({
  token: z
    .string({ error: 'Push token is required' })
    .trim()
    .min(1, { error: 'Push token is required' })
    .max(4096, { error: 'Push token is too long' }),
  platform: z.enum(PUSH_PLATFORMS, { error: 'Platform must be ios, android or web' }),
  device_id: deviceIdSchema,
});

const route = routeBuilder<void>();

export const pushTokensModule = defineModule({
  name: 'push-tokens',
  description: 'Mobile push registration',
  params: {
    deviceId: textParam({
      description: 'The caller’s own device id (not a company record)',
      schema: deviceIdSchema,
    }),
  },
  create: () => undefined,
  routes: [
    route({
      method: 'post',
      path: '/push-tokens',
      summary: 'Register this device’s push token (upsert per device)',
      access: company('worker'),
      body: pushTokenSchema,
      produces: 'none',
      handler: async ({ actor, body }) => {
        await registerPushToken(actor.userId, body);
      },
    }),
    route({
      method: 'delete',
      path: '/push-tokens/{deviceId}',
      summary: 'Forget one of the caller’s devices',
      access: company('worker'),
      produces: 'none',
      handler: async ({ actor, params }) => {
        await removePushToken(actor.userId, params.deviceId);
      },
    }),
  ],
});
