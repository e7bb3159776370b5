// Owns /push-tokens (signed in): register (upsert per device) and remove one of the caller's own devices.
import { Router } from 'express';
import { z } from 'zod';
import { actorOf, requireAuth } from '../../lib/auth.js';
import { parseOrThrow } from '../../lib/validate.js';
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

export function pushTokenRoutes(options: { jwtSecret: string }): Router {
  const router = Router();
  router.use(requireAuth(options.jwtSecret));

  router.post('/', async (req, res) => {
    const input = parseOrThrow(pushTokenSchema, req.body ?? {});
    await registerPushToken(actorOf(req).userId, input);
    res.status(204).end();
  });

  router.delete('/:deviceId', async (req, res) => {
    const id = parseOrThrow(deviceIdSchema, req.params.deviceId);
    await removePushToken(actorOf(req).userId, id);
    res.status(204).end();
  });

  return router;
}
