// Owns POST /contact: public, rate-limited per IP, answers 201 {id, detail}.
import { Router } from 'express';
import type { Sequelize } from 'sequelize';
import type { RateLimitRule } from '../../config.js';
import { consumeOrThrow, pgRateLimiter } from '../../lib/rate-limit.js';
import { validate } from '../../lib/validate.js';
import { contactSchema, type ContactInput } from './contact.schema.js';
import { CONTACT_THANKS, submitContact } from './contact.service.js';

const limitMessage = (minutes: number) => `Too many messages. Please try again in ${minutes} minutes.`;

export function contactRoutes(options: { sequelize: Sequelize; rateLimit: RateLimitRule }): Router {
  const limiter = pgRateLimiter(options.sequelize, 'contact_ip', options.rateLimit);
  const router = Router();

  // Only well-formed submissions count, so someone fixing typos in the form is not locked out.
  router.post('/', validate(contactSchema), async (req, res) => {
    await consumeOrThrow(limiter, req.ip ?? 'unknown', limitMessage);
    const saved = await submitContact(req.body as ContactInput);
    res.status(201).json({ id: saved.id, detail: CONTACT_THANKS });
  });

  return router;
}
