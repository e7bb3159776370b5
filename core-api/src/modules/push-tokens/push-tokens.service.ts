// Owns push tokens: one row per user and device (upserted), removable only by their owner.
import { PushToken, type PushPlatform } from '../../models/index.js';

export async function registerPushToken(
  userId: string,
  input: { token: string; platform: PushPlatform; device_id: string },
): Promise<void> {
  await PushToken.upsert(
    { user_id: userId, device_id: input.device_id, token: input.token, platform: input.platform },
    { conflictFields: ['user_id', 'device_id'] },
  );
}

/** Removes this user's token for the device; other users' rows for the same device id are untouched. */
export async function removePushToken(userId: string, deviceId: string): Promise<number> {
  return PushToken.destroy({ where: { user_id: userId, device_id: deviceId } });
}

export async function listPushTokens(userId: string): Promise<PushToken[]> {
  return PushToken.findAll({ where: { user_id: userId }, order: [['updated_at', 'DESC']] });
}
