// Owns POST /contact: public, rate-limited per IP (only well-formed submissions count, so someone fixing typos
// in the form is not locked out), answers 201 {id, detail}.
import { z } from 'zod';
import { defineModule } from '../../kit/module.js';
import { PUBLIC, routeBuilder } from '../../kit/route.js';
import { consumeOrThrow, pgRateLimiter } from '../../lib/rate-limit.js';
import { contactSchema } from './contact.schema.js';
import { CONTACT_THANKS, submitContact } from './contact.service.js';

const limitMessage = (minutes: number) =>
  `Too many messages. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

const route = routeBuilder<{ limiter: ReturnType<typeof pgRateLimiter> }>();

export const contactModule = defineModule({
  name: 'contact',
  description: 'Public contact form',
  create: (deps) => ({
    limiter: pgRateLimiter(deps.sequelize, 'contact_ip', deps.settings.contactRateLimit),
  }),
  routes: [
    route({
      method: 'post',
      path: '/contact',
      summary: 'Send an early-access or support enquiry',
      access: PUBLIC,
      body: contactSchema,
      status: 201,
      response: z.object({ id: z.uuid(), detail: z.string() }),
      errors: { 429: 'Too many messages; see Retry-After' },
      handler: async ({ services, body, ip }) => {
        await consumeOrThrow(services.limiter, ip, limitMessage);
        const saved = await submitContact(body);
        return { id: saved.id, detail: CONTACT_THANKS };
      },
    }),
  ],
});
