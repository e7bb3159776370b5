// Owns contact enquiries: store each one (platform-level, no company) and list them for the superadmin.
import { ContactMessage } from '../../models/index.js';
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

export interface ContactMessageJson {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  reason: string;
  message: string;
  created_at: string;
}

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

/** Newest first, paged; for the superadmin's list (no route yet). */
export async function listContactMessages(
  options: { page?: number; size?: number } = {},
): Promise<{ items: ContactMessageJson[]; total: number; page: number; size: number }> {
  const size = Math.min(Math.max(Math.trunc(options.size ?? 20), 1), 100);
  const page = Math.max(Math.trunc(options.page ?? 1), 1);
  const { rows, count } = await ContactMessage.findAndCountAll({
    order: [
      ['created_at', 'DESC'],
      ['id', 'ASC'],
    ],
    limit: size,
    offset: (page - 1) * size,
  });
  return { items: rows.map(presentContactMessage), total: count, page, size };
}
