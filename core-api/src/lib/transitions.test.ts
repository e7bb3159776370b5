import { describe, expect, it } from 'vitest';
import { Activity } from '../models/index.js';
import { createCompany, createUser, testDatabase } from '../test/support.js';
import { defineTransitions } from './transitions.js';

const sequelize = testDatabase();

type Enquiry = 'new' | 'estimating' | 'submitted' | 'won' | 'lost' | 'declined';
const ENQUIRY = defineTransitions<Enquiry>(
  'enquiry',
  [
    { from: 'new', to: 'estimating', minRole: 'supervisor' },
    { from: 'estimating', to: 'submitted', minRole: 'supervisor' },
    { from: 'submitted', to: 'won', minRole: 'manager' },
    { from: ['new', 'estimating', 'submitted'], to: 'lost', minRole: 'supervisor', reasonRequired: true },
    {
      from: ['new', 'estimating'],
      to: 'declined',
      minRole: 'supervisor',
      reasonRequired: true,
      action: 'declined',
    },
  ],
  (s) => s.charAt(0).toUpperCase() + s.slice(1),
);

describe('transition tables', () => {
  it('lists the moves an actor may make from a state (abilities)', () => {
    expect(ENQUIRY.allowed({ role: 'supervisor' }, 'submitted')).toEqual(['lost']);
    expect(ENQUIRY.allowed({ role: 'manager' }, 'submitted')).toEqual(['won', 'lost']);
    expect(ENQUIRY.allowed({ role: 'worker' }, 'new')).toEqual([]);
    expect(ENQUIRY.can({ role: 'admin' }, 'won', 'lost')).toBe(false);
  });

  it('refuses an illegal move with 409 naming both states, a low role with 403, a missing reason with 400', () => {
    expect(() => ENQUIRY.check({ role: 'admin' }, 'won', 'estimating')).toThrow(
      expect.objectContaining({ status: 409, detail: 'Cannot change status from Won to Estimating' }),
    );
    expect(() => ENQUIRY.check({ role: 'supervisor' }, 'submitted', 'won')).toThrow(
      expect.objectContaining({ status: 403 }),
    );
    expect(() => ENQUIRY.check({ role: 'supervisor' }, 'new', 'lost', '  ')).toThrow(
      expect.objectContaining({ status: 400, detail: ['Reason is required'] }),
    );
    expect(ENQUIRY.check({ role: 'supervisor' }, 'new', 'lost', 'Price too high').to).toBe('lost');
  });

  it('writes one activity row per move in the caller’s transaction, and none when the move is refused', async () => {
    const company = await createCompany();
    const user = await createUser(company, { role: 'manager' });
    const actor = { userId: user.id, companyId: company.id, role: user.role };
    const entityId = '11111111-1111-4111-8111-111111111111';
    await sequelize.transaction((t) =>
      ENQUIRY.apply({
        actor,
        entityId,
        from: 'estimating',
        to: 'declined',
        reason: 'Outside our area',
        transaction: t,
      }),
    );
    await sequelize
      .transaction((t) => ENQUIRY.apply({ actor, entityId, from: 'declined', to: 'won', transaction: t }))
      .catch(() => undefined);
    const rows = await Activity.findAll({ where: { company_id: company.id, entity_id: entityId } });
    expect(rows.map((r) => [r.entity_type, r.action, r.from_state, r.to_state, r.reason])).toEqual([
      ['enquiry', 'declined', 'estimating', 'declined', 'Outside our area'],
    ]);
  });

  it('words a move to the state a record is already in apart when asked; records label, link and project', async () => {
    const SWITCH = defineTransitions<'on' | 'off'>(
      'switch',
      [
        { from: 'on', to: 'off', minRole: 'manager', action: 'switched_off' },
        { from: 'off', to: 'on', minRole: 'manager', action: 'switched_on' },
      ],
      { alreadyIn: (s) => `Switch is already ${s}`, label: (s) => s.toUpperCase() },
    );
    expect(() => SWITCH.check({ role: 'admin' }, 'off', 'off')).toThrow(
      expect.objectContaining({ status: 409, detail: 'Switch is already off' }),
    );
    // Without alreadyIn the same move is an ordinary illegal one.
    expect(() => ENQUIRY.check({ role: 'admin' }, 'won', 'won')).toThrow(
      expect.objectContaining({ status: 409, detail: 'Cannot change status from Won to Won' }),
    );
    const company = await createCompany();
    const user = await createUser(company, { role: 'manager' });
    const actor = { userId: user.id, companyId: company.id, role: user.role };
    const entityId = '22222222-2222-4222-8222-222222222222';
    const projectId = '33333333-3333-4333-8333-333333333333';
    await sequelize.transaction((t) =>
      SWITCH.apply({
        actor,
        entityId,
        from: 'on',
        to: 'off',
        label: 'Site lights',
        link: '/app/x',
        projectId,
        transaction: t,
      }),
    );
    const [row] = await Activity.findAll({ where: { company_id: company.id, entity_id: entityId } });
    expect(row).toMatchObject({
      entity_type: 'switch',
      action: 'switched_off',
      from_state: 'on',
      to_state: 'off',
    });
    expect(row?.details).toEqual({ label: 'Site lights', link: '/app/x', project_id: projectId });
  });
});
