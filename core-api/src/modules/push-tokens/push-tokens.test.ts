import { describe, expect, it } from 'vitest';
import { testApp, testDatabase } from '../../test/context.js';
import { createCompanyWithUser, DEFAULT_PASSWORD } from '../../test/factories.js';
import type { User } from '../../models/index.js';
import { listPushTokens } from './push-tokens.service.js';

const sequelize = testDatabase();
const { request } = testApp(sequelize);

async function signIn(user: User): Promise<string> {
  const res = await request.post('/api/auth/login').send({ email: user.email, password: DEFAULT_PASSWORD });
  expect(res.status).toBe(200);
  return res.body.access_token as string;
}

describe('push tokens', () => {
  it('registers (upserting per device) and removes only the caller’s own device', async () => {
    const { user: alice } = await createCompanyWithUser();
    const { user: bob } = await createCompanyWithUser();
    const aliceToken = await signIn(alice);
    const bobToken = await signIn(bob);
    const register = (bearer: string, body: object) =>
      request.post('/api/push-tokens').set('Authorization', `Bearer ${bearer}`).send(body);

    expect(
      (await register(aliceToken, { token: 'apns-1', platform: 'ios', device_id: 'phone-1' })).status,
    ).toBe(204);
    expect(
      (await register(aliceToken, { token: 'apns-2', platform: 'ios', device_id: 'phone-1' })).status,
    ).toBe(204);
    expect(
      (await register(bobToken, { token: 'fcm-1', platform: 'android', device_id: 'phone-1' })).status,
    ).toBe(204);
    const mine = await listPushTokens(alice.id);
    expect(mine.map((t) => [t.device_id, t.token, t.platform])).toEqual([['phone-1', 'apns-2', 'ios']]);

    const del = await request.delete('/api/push-tokens/phone-1').set('Authorization', `Bearer ${aliceToken}`);
    expect(del.status).toBe(204);
    expect(await listPushTokens(alice.id)).toHaveLength(0);
    expect((await listPushTokens(bob.id)).map((t) => t.token)).toEqual(['fcm-1']);
  });

  it('validates the body and needs a signed-in user', async () => {
    const { user } = await createCompanyWithUser();
    const token = await signIn(user);
    const res = await request
      .post('/api/push-tokens')
      .set('Authorization', `Bearer ${token}`)
      .send({ token: 'x', platform: 'blackberry', device_id: '' });
    expect(res.status).toBe(400);
    expect(res.body.detail).toEqual(['Platform must be ios, android or web', 'Device id is required']);
    expect((await request.post('/api/push-tokens').send({})).status).toBe(401);
    expect((await request.delete('/api/push-tokens/phone-1')).status).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('answers 204 and removes that device’s push token only', async () => {
    const { user } = await createCompanyWithUser();
    const token = await signIn(user);
    for (const device_id of ['tablet', 'phone']) {
      await request
        .post('/api/push-tokens')
        .set('Authorization', `Bearer ${token}`)
        .send({ token: `tok-${device_id}`, platform: 'web', device_id });
    }
    const res = await request
      .post('/api/auth/logout')
      .set('Authorization', `Bearer ${token}`)
      .send({ device_id: 'phone' });
    expect(res.status).toBe(204);
    expect((await listPushTokens(user.id)).map((t) => t.device_id)).toEqual(['tablet']);

    // That session is over; another sign-in may sign out without naming a device.
    expect((await request.post('/api/auth/logout').set('Authorization', `Bearer ${token}`)).status).toBe(401);
    const again = await signIn(user);
    const bare = await request.post('/api/auth/logout').set('Authorization', `Bearer ${again}`);
    expect(bare.status).toBe(204);
    expect((await request.post('/api/auth/logout')).status).toBe(401);
  });
});
