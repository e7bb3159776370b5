// Unit tests for the contact form schema: every spec §5 message word for word.
import { describe, expect, it } from 'vitest';
import { CONTACT_REASONS, EMPTY_CONTACT, contactSchema } from './contact.schema';
import type { ContactFormValues } from './contact.schema';

const valid: ContactFormValues = {
  name: 'Sam Taylor',
  email: 'sam@example.com',
  phone: '',
  company: '',
  reason: 'demo',
  message: 'Please show me the plant module.',
};

/** The first message per field, as react-hook-form shows it. */
function firstErrors(values: ContactFormValues): Record<string, string> {
  const result = contactSchema.safeParse(values);
  const errors: Record<string, string> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = String(issue.path[0]);
      errors[key] ??= issue.message;
    }
  }
  return errors;
}

describe('contactSchema', () => {
  it('accepts a complete message and trims it; phone and company are optional', () => {
    const result = contactSchema.parse({ ...valid, name: '  Sam Taylor ', message: '  Hello there, team  ' });
    expect(result.name).toBe('Sam Taylor');
    expect(result.message).toBe('Hello there, team');
    expect(result.phone).toBe('');
    expect(result.company).toBe('');
  });

  it('reports every required field word for word', () => {
    expect(firstErrors(EMPTY_CONTACT)).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      reason: 'Please select a reason for contacting us',
      message: 'Message is required',
    });
  });

  it('treats whitespace-only name and message as missing', () => {
    expect(firstErrors({ ...valid, name: '   ', message: '     ' })).toEqual({
      name: 'Name is required',
      message: 'Message is required',
    });
  });

  it('rejects a malformed email', () => {
    for (const email of ['sam', 'sam@', 'sam@example', 'sam example@x.com']) {
      expect(firstErrors({ ...valid, email })).toEqual({ email: 'Invalid email format' });
    }
  });

  it('needs at least 10 characters of message after trimming', () => {
    expect(firstErrors({ ...valid, message: '   123456789   ' })).toEqual({
      message: 'Message must be at least 10 characters long',
    });
    expect(firstErrors({ ...valid, message: '1234567890' })).toEqual({});
  });

  it('admits only the six reasons', () => {
    expect(CONTACT_REASONS.map((reason) => reason.label)).toEqual([
      'Sales Enquiry',
      'Technical Support',
      'Request Demo',
      'Partnership',
      'Feedback',
      'Other',
    ]);
    for (const reason of CONTACT_REASONS) expect(firstErrors({ ...valid, reason: reason.value })).toEqual({});
    expect(firstErrors({ ...valid, reason: 'spam' })).toEqual({
      reason: 'Please select a reason for contacting us',
    });
  });

  it('does not enforce the 500 counter', () => {
    expect(firstErrors({ ...valid, message: 'x'.repeat(600) })).toEqual({});
  });
});
