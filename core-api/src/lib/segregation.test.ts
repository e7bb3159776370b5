import { describe, expect, it } from 'vitest';
import { assertNotOwnRecord, ownRecordRefusal } from './segregation.js';

const actor = { userId: 'u1', companyId: 'c1', role: 'manager' as const };

describe('segregation of duties', () => {
  it('refuses (409) a record the approver raised or that pays them, and names why', () => {
    expect(ownRecordRefusal(actor, 'timesheet', { pays_user_id: 'u1', raised_by: 'u2' })?.status).toBe(409);
    expect(ownRecordRefusal(actor, 'timesheet', { pays_user_id: 'u1' })?.message).toBe(
      'This timesheet pays you, so someone else must approve it',
    );
    expect(ownRecordRefusal(actor, 'plant request', { raised_by: 'u1' })?.message).toBe(
      'You raised this plant request, so someone else must approve it',
    );
    expect(() => assertNotOwnRecord(actor, 'labour invoice', { raised_by: 'u1' })).toThrow(/someone else/);
  });
  it('lets anyone else approve, and ignores unknown parties', () => {
    expect(ownRecordRefusal(actor, 'timesheet', { raised_by: 'u2', pays_user_id: 'u3' })).toBeNull();
    expect(ownRecordRefusal(actor, 'timesheet', { raised_by: null, pays_user_id: null })).toBeNull();
  });
});
