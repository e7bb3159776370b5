// Owns pushes to the mobile wrapper's devices, behind one adapter: `outbox` (default: pushes are kept in the
// push_outbox table, nothing leaves the server) or Firebase Cloud Messaging's HTTP v1 API for Android and iOS
// (https://firebase.google.com/docs/cloud-messaging/send/v1-api): an OAuth 2.0 access token from a service
// account (a JWT assertion signed RS256, exchanged at Google's token endpoint, cached until it expires), then
// one `messages:send` per device token. Every attempt is logged in push_outbox.
import jwt from 'jsonwebtoken';

export interface PushMessage {
  token: string;
  platform: string;
  title: string;
  body?: string | null;
  /** String values only (FCM's data payload): the spec's deep-link fields. */
  data: Record<string, string>;
}

export type PushResult =
  | { status: 'kept' | 'sent' }
  /** The device token is no longer valid: forget it. */
  | { status: 'unregistered'; error: string }
  | { status: 'failed'; error: string };

export interface PushSender {
  readonly provider: 'outbox' | 'fcm';
  send(message: PushMessage): Promise<PushResult>;
}

/** Keeps pushes in the outbox table (the caller logs them); nothing is sent anywhere. */
export class OutboxPushSender implements PushSender {
  readonly provider = 'outbox' as const;
  async send(): Promise<PushResult> {
    return { status: 'kept' };
  }
}

export interface FcmOptions {
  projectId: string;
  clientEmail: string;
  /** The service account's PEM private key. */
  privateKey: string;
  /** Default https://fcm.googleapis.com (tests point it at a local fake). */
  endpoint?: string;
  /** Default https://oauth2.googleapis.com/token. */
  tokenUrl?: string;
  timeoutMs?: number;
}

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';

export class FcmPushSender implements PushSender {
  readonly provider = 'fcm' as const;
  private accessToken: { value: string; expiresAt: number } | undefined;

  constructor(private readonly options: FcmOptions) {}

  private get tokenUrl() {
    return this.options.tokenUrl ?? 'https://oauth2.googleapis.com/token';
  }

  private async token(): Promise<string> {
    if (this.accessToken && this.accessToken.expiresAt > Date.now() + 60_000) return this.accessToken.value;
    const now = Math.floor(Date.now() / 1000);
    const assertion = jwt.sign(
      { iss: this.options.clientEmail, scope: SCOPE, aud: this.tokenUrl, iat: now, exp: now + 3600 },
      this.options.privateKey,
      { algorithm: 'RS256' },
    );
    const res = await fetch(this.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
    });
    const body = (await res.json().catch(() => ({}))) as { access_token?: string; expires_in?: number };
    if (!res.ok || !body.access_token) throw new Error(`FCM token request failed (${res.status})`);
    this.accessToken = { value: body.access_token, expiresAt: Date.now() + (body.expires_in ?? 3600) * 1000 };
    return body.access_token;
  }

  async send(message: PushMessage): Promise<PushResult> {
    let token: string;
    try {
      token = await this.token();
    } catch (err) {
      return { status: 'failed', error: err instanceof Error ? err.message : String(err) };
    }
    const endpoint = (this.options.endpoint ?? 'https://fcm.googleapis.com').replace(/\/+$/, '');
    const res = await fetch(
      `${endpoint}/v1/projects/${encodeURIComponent(this.options.projectId)}/messages:send`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          message: {
            token: message.token,
            notification: { title: message.title, ...(message.body ? { body: message.body } : {}) },
            data: message.data,
            android: { priority: 'high' },
            apns: { payload: { aps: { sound: 'default' } } },
          },
        }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      },
    ).catch((err: unknown) => err as Error);
    if (res instanceof Error) return { status: 'failed', error: res.message };
    if (res.ok) return { status: 'sent' };
    const body = (await res.json().catch(() => ({}))) as {
      error?: { status?: string; message?: string; details?: { errorCode?: string }[] };
    };
    const code =
      body.error?.details?.find((d) => d.errorCode)?.errorCode ?? body.error?.status ?? String(res.status);
    if (code === 'UNREGISTERED' || (res.status === 404 && code === 'NOT_FOUND')) {
      return { status: 'unregistered', error: code };
    }
    if (res.status === 401) this.accessToken = undefined;
    return { status: 'failed', error: code };
  }
}
