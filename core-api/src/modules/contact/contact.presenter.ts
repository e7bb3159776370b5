// Owns what a contact enquiry looks like on the wire (the superadmin's inbox): the ContactMessage answer and the
// row → answer mapping.
import { z } from 'zod';
import { timestamp } from '../../lib/wire.js';
import { CONTACT_REASONS, type ContactMessage } from '../../models/index.js';

export const contactMessageSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    company: z.string().nullable(),
    reason: z.enum(CONTACT_REASONS),
    message: z.string(),
    created_at: timestamp,
  })
  .meta({ id: 'ContactMessage' });
export type ContactMessageJson = z.output<typeof contactMessageSchema>;

export function presentContactMessage(m: ContactMessage): ContactMessageJson {
  return {
    id: m.id,
    name: m.name,
    email: m.email,
    phone: m.phone,
    company: m.company,
    reason: m.reason,
    message: m.message,
    created_at: m.created_at.toISOString(),
  };
}
