import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { testApp, testDatabase } from '../test/context.js';
import { createCompanyWithUser } from '../test/factories.js';
import { createLogger } from './logger.js';
import { createMailer, listOutbox, OutboxMailer, SmtpMailer } from './mailer.js';

const sequelize = testDatabase();

function capture() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, cb) {
      lines.push(String(chunk));
      cb();
    },
  });
  return { lines, logger: createLogger('info', sink) };
}

describe('mailer', () => {
  it('writes to mail_outbox without SMTP_URL', async () => {
    const mailer = createMailer({ from: 'x@y.example', logger: capture().logger });
    expect(mailer).toBeInstanceOf(OutboxMailer);
    const to = `${randomUUID()}@outbox.example`;
    await mailer.send({ to, subject: 'Hello', text: 'Body' });
    const [row] = await listOutbox({ to });
    expect(row).toMatchObject({ to, subject: 'Hello', text: 'Body' });
  });

  it('uses SMTP when SMTP_URL is set, without making the caller wait, and logs failures', async () => {
    const { lines, logger } = capture();
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', from: 'x@y.example', logger });
    expect(mailer).toBeInstanceOf(SmtpMailer);
    await mailer.send({ to: 'a@b.example', subject: 'Hi', text: 'Body' });
    await vi.waitFor(() => expect(lines.join('')).toContain('mail delivery failed'), { timeout: 10_000 });
  });

  it('logs the reset link outside production when mail goes to the outbox', async () => {
    const { lines, logger } = capture();
    const { request } = testApp(sequelize, { logger });
    const { user } = await createCompanyWithUser();
    const res = await request.post('/api/auth/forgot-password').send({ email: user.email });
    expect(res.status).toBe(200);
    expect(lines.join('')).toMatch(/password reset link: http:\/\/localhost:3000\/reset-password\?token=/);
  });
});
