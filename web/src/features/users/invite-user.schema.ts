// The invite form's rules, with the messages core-api answers word for word (the email message is the one
// spec §5 gives the login form), so a malformed address is an error on its field before anything is sent.
import { z } from '../../lib/zod';

const ROLES = ['worker', 'supervisor', 'manager', 'admin'] as const;

const name = (label: string) =>
  z.string().trim().min(1, `${label} is required`).max(100, `${label} must be at most 100 characters`);

export const inviteUserSchema = z.object({
  first_name: name('First name'),
  last_name: name('Last name'),
  email: z
    .string()
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Please enter a valid email address')
    .pipe(z.email('Please enter a valid email address')),
  role: z.enum(ROLES, 'Role must be one of: worker, supervisor, manager, admin'),
});

export type InviteUserValues = z.input<typeof inviteUserSchema>;
export type InviteUserOutput = z.output<typeof inviteUserSchema>;
export const EMPTY_INVITE: InviteUserValues = { first_name: '', last_name: '', email: '', role: 'worker' };

/** Which field a message core-api sends back belongs to (null: a message for the whole form). */
export function fieldOfMessage(message: string): keyof InviteUserValues | null {
  if (message.startsWith('First name')) return 'first_name';
  if (message.startsWith('Last name')) return 'last_name';
  if (message.startsWith('Role')) return 'role';
  if (/email/i.test(message)) return 'email';
  return null;
}
