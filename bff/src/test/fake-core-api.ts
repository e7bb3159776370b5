// A tiny stand-in for core-api in tests: answers the contract's shapes and records what the BFF sent.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

export interface CannedResponse {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Answer only after this long, to exercise the BFF's timeout. */
  delayMs?: number;
}

export const demoUser = {
  id: '11',
  email: 'manager@example.com',
  first_name: 'Mia',
  last_name: 'Manager',
  phone: null,
  role: 'manager',
  company_id: '3',
  company_name: 'Demo Builders Ltd',
};

export const authPayload = {
  access_token: 'core-issued-token',
  token_type: 'bearer',
  expires_in: 43200,
  user: demoUser,
};

export const contactResult = {
  id: 'c0ffee00-0000-4000-8000-000000000001',
  detail: "Thank you for contacting us! We'll get back to you soon.",
};

export const RESET_REQUESTED =
  'If an account exists for that email, we have sent a link to reset your password.';

export interface FakeCoreApi {
  url: string;
  requests: RecordedRequest[];
  /** Overrides the answer for "METHOD /path" (path below /api). */
  respond(route: string, response: CannedResponse): void;
  close(): Promise<void>;
}

export async function startFakeCoreApi(): Promise<FakeCoreApi> {
  const requests: RecordedRequest[] = [];
  const canned = new Map<string, CannedResponse>([
    ['POST /auth/login', { status: 200, body: authPayload }],
    ['GET /auth/me', { status: 200, body: demoUser }],
    ['PUT /auth/me', { status: 200, body: demoUser }],
    ['POST /auth/refresh', { status: 200, body: authPayload }],
    ['POST /auth/change-password', { status: 200, body: { detail: 'Password changed', ...authPayload } }],
    ['POST /contact', { status: 201, body: contactResult }],
    ['POST /auth/forgot-password', { status: 200, body: { detail: RESET_REQUESTED } }],
    ['POST /auth/reset-password', { status: 200, body: authPayload }],
    ['POST /auth/logout', { status: 204 }],
    ['POST /push-tokens', { status: 204 }],
  ]);

  const app = express();
  app.use(express.json());
  app.use('/api', async (req, res) => {
    requests.push({ method: req.method, path: req.path, headers: req.headers, body: req.body });
    const answer = canned.get(`${req.method} ${req.path}`) ?? {
      status: 404,
      body: { detail: 'Not found', id: 'not_found' },
    };
    if (answer.delayMs) await new Promise((r) => setTimeout(r, answer.delayMs));
    if (res.destroyed || req.destroyed) return;
    res.status(answer.status).set(answer.headers ?? {});
    if (answer.body === undefined) res.end();
    else res.json(answer.body);
  });

  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api`,
    requests,
    respond: (route, response) => canned.set(route, response),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A URL nothing listens on: a port taken then released. */
export async function unreachableUrl(): Promise<string> {
  const server: Server = await new Promise((resolve) => {
    const s = express().listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/api`;
}
