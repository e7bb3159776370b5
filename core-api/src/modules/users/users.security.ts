// Security-suite description of the users module: `{userId}` is the world's worker and `{invitationId}` an
// open worker invitation of the world's company (a fresh world per cell, so role changes, deactivation and
// cancellations never leak between cells).
import { randomBytes, randomUUID } from 'node:crypto';
import { Invitation } from '../../models/index.js';
import { defineSecurity } from '../../security/harness.js';
import { createUser } from '../../test/factories.js';
import { hashResetToken } from '../auth/index.js';

const newEmail = () => `new-${randomUUID().slice(0, 8)}@test.example`;

export const security = defineSecurity({
  params: {
    userId: async (w) => w.users.worker.id,
    invitationId: async (w) =>
      (
        await Invitation.create({
          company_id: w.company.id,
          email: newEmail(),
          first_name: 'Invited',
          last_name: 'Person',
          role: 'worker',
          invited_by: w.users.manager.id,
          token_hash: hashResetToken(randomBytes(32).toString('base64url')),
          expires_at: new Date(Date.now() + 3_600_000),
        })
      ).id,
  },
  cases: {
    'GET /users': {},
    'POST /users': {
      body: () => ({ first_name: 'New', last_name: 'Starter', email: newEmail(), role: 'worker' }),
    },
    'GET /users/{userId}': {},
    'PATCH /users/{userId}/role': { body: { role: 'supervisor' } },
    'POST /users/{userId}/deactivate': {},
    'POST /users/{userId}/reactivate': {
      params: {
        userId: async (w) => (await createUser(w.company, { role: 'worker', is_active: false })).id,
      },
    },
    'POST /users/{userId}/reset-password': {},
    'POST /invitations/{invitationId}/resend': {},
    'POST /invitations/{invitationId}/cancel': {},
  },
  // Writes that would hand another company's user or invitation a stronger role, or a new link, if a
  // cross-company call got through.
  attackBodies: {
    'PATCH /users/{userId}/role': { role: 'admin' },
    'POST /users/{userId}/deactivate': {},
    'POST /invitations/{invitationId}/resend': {},
    'POST /invitations/{invitationId}/cancel': {},
  },
});
