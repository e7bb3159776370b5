// Owns contact enquiries: store each one (platform-level, no company) and list them for the superadmin.
import { z } from 'zod';
import { exactTotal, pageOf, pageRequest, type Page } from '../../lib/paging.js';
import { timestamp } from '../../lib/wire.js';
import { CONTACT_REASONS, ContactMessage } from '../../models/index.js';
import type { ContactInput } from './contact.schema.js';

export const CONTACT_THANKS = "Thank you for contacting us! We'll get back to you soon.";

export async function submitContact(input: ContactInput): Promise<ContactMessage> {
  return ContactMessage.create({
    name: input.name,
    email: input.email,
    phone: input.phone || null,
    company: input.company || null,
    reason: input.reason,
    message: input.message,
  });
}

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

/** Newest first, paged; for the superadmin's inbox. */
export async function listContactMessages(
  query: { page?: number; size?: number } = {},
): Promise<Page<ContactMessageJson>> {
  const request = pageRequest(query);
  const { rows, count } = await ContactMessage.findAndCountAll({
    order: [
      ['created_at', 'DESC'],
      ['id', 'ASC'],
    ],
    limit: request.size,
    offset: request.offset,
  });
  return pageOf(rows.map(presentContactMessage), exactTotal(count), request);
}
