// Owns outgoing mail: SMTP through nodemailer when SMTP_URL is set, otherwise rows in table mail_outbox (read
// back by tests and, later, the superadmin). SMTP sends are not awaited by callers' responses, so a slow
// relay neither delays nor reveals anything to the requester; failures are logged.
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import { MailOutbox } from '../models/index.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Resolves once the message is safely queued (outbox row written, or handed to the SMTP sender). */
  send(message: MailMessage): Promise<void>;
}

export class OutboxMailer implements Mailer {
  async send(message: MailMessage): Promise<void> {
    await MailOutbox.create(message);
  }
}

export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    private readonly logger: Logger,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  send(message: MailMessage): Promise<void> {
    this.transport.sendMail({ from: this.from, ...message }).catch((err: unknown) => {
      this.logger.error({ err, subject: message.subject }, 'mail delivery failed');
    });
    return Promise.resolve();
  }
}

export function createMailer(options: { smtpUrl?: string; from: string; logger: Logger }): Mailer {
  return options.smtpUrl ? new SmtpMailer(options.smtpUrl, options.from, options.logger) : new OutboxMailer();
}

/** The outbox, newest first (optionally for one recipient): for tests and the superadmin. */
export async function listOutbox(options: { to?: string; limit?: number } = {}): Promise<MailOutbox[]> {
  return MailOutbox.findAll({
    where: options.to ? { to: options.to.toLowerCase() } : {},
    order: [['created_at', 'DESC']],
    limit: Math.min(Math.max(options.limit ?? 50, 1), 500),
  });
}
