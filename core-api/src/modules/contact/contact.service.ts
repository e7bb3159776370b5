// Owns contact enquiries: store each one (platform-level, no company) and list them for the superadmin.
import { exactTotal, pageOf, pageRequest, type Page } from '../../lib/paging.js';
import { ContactMessage } from '../../models/index.js';
import { presentContactMessage, type ContactMessageJson } from './contact.presenter.js';
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
