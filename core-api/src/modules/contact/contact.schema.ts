// Owns the contact form's shape and the spec's messages, word for word.
import { z } from 'zod';
import { CONTACT_REASONS } from '../../models/index.js';

const REASON_MESSAGE = 'Please select a reason for contacting us';

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be ${max} characters or fewer` })
    .nullable()
    .optional();

export const contactSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, { error: 'Name is required' })
    .max(200, { error: 'Name must be 200 characters or fewer' }),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, { error: 'Email is required' })
    .max(254, { error: 'Invalid email format' })
    .pipe(z.email({ error: 'Invalid email format' })),
  phone: optionalText('Phone', 50),
  company: optionalText('Company', 200),
  reason: z.enum(CONTACT_REASONS, { error: REASON_MESSAGE }),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, { error: 'Message is required' })
    .min(10, { error: 'Message must be at least 10 characters long' })
    .max(500, { error: 'Message must be 500 characters or fewer' }),
});
export type ContactInput = z.output<typeof contactSchema>;
