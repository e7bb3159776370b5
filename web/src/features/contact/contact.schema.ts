// Contact form validation (spec §5), messages word for word, and the reasons of spec §2.
import { EMAIL_PATTERN } from '../../lib/email';
import { z } from '../../lib/zod';

export const CONTACT_MESSAGE_MIN_LENGTH = 10;
/** The counter's denominator (spec §9); the spec shows no enforcement of it, so none is added. */
export const CONTACT_MESSAGE_COUNTER_MAX = 500;

export const CONTACT_REASONS = [
  { value: 'sales', label: 'Sales Enquiry' },
  { value: 'support', label: 'Technical Support' },
  { value: 'demo', label: 'Request Demo' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'feedback', label: 'Feedback' },
  { value: 'other', label: 'Other' },
] as const;

export type ContactReason = (typeof CONTACT_REASONS)[number]['value'];

const REASON_VALUES: readonly string[] = CONTACT_REASONS.map((reason) => reason.value);

export const contactSchema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  email: z.string().trim().min(1, 'Email is required').regex(EMAIL_PATTERN, 'Invalid email format'),
  phone: z.string().trim(),
  company: z.string().trim(),
  reason: z.string().refine((value) => REASON_VALUES.includes(value), {
    message: 'Please select a reason for contacting us',
  }),
  message: z
    .string()
    .trim()
    .min(1, 'Message is required')
    .min(
      CONTACT_MESSAGE_MIN_LENGTH,
      `Message must be at least ${CONTACT_MESSAGE_MIN_LENGTH} characters long`,
    ),
});

export type ContactFormValues = z.input<typeof contactSchema>;
export type ContactFormOutput = z.output<typeof contactSchema>;

export const EMPTY_CONTACT: ContactFormValues = {
  name: '',
  email: '',
  phone: '',
  company: '',
  reason: '',
  message: '',
};
