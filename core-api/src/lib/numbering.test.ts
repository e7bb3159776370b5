import { describe, expect, it } from 'vitest';
import { createCompany, testDatabase } from '../test/support.js';
import { REFERENCE_KINDS, allocateReference, formatReference, type ReferenceKind } from './numbering.js';

const sequelize = testDatabase();

describe('per-company references', () => {
  it('formats every kind with its prefix and width', () => {
    expect(formatReference('project', 7)).toBe('P-0007');
    expect(formatReference('enquiry', 12)).toBe('ENQ-0012');
    expect(formatReference('estimate', 1)).toBe('EST-0001');
    expect(formatReference('plant_request', 1)).toBe('PR-0001');
    expect(formatReference('material_request', 1)).toBe('MR-0001');
    expect(formatReference('purchase_order', 42)).toBe('PO-00042');
    expect(formatReference('form_submission', 1)).toBe('FRM-0001');
    expect(formatReference('labour_invoice', 1)).toBe('LI-0001');
    expect(formatReference('project', 12345)).toBe('P-12345');
  });

  it('allocates in parallel with no duplicate and no gap, per company and kind', async () => {
    const [a, b] = [await createCompany(), await createCompany()];
    const kinds = Object.keys(REFERENCE_KINDS) as ReferenceKind[];
    const jobs = [];
    for (const company of [a, b]) {
      for (const kind of kinds) {
        for (let i = 0; i < 15; i += 1) {
          jobs.push(
            sequelize.transaction(async (t) => ({
              key: `${company.id}:${kind}`,
              ref: await allocateReference(company.id, kind, t),
            })),
          );
        }
      }
    }
    const results = await Promise.all(jobs);
    const byKey = new Map<string, string[]>();
    for (const { key, ref } of results) byKey.set(key, [...(byKey.get(key) ?? []), ref]);
    for (const [key, refs] of byKey) {
      const kind = key.split(':')[1] as ReferenceKind;
      const expected = Array.from({ length: 15 }, (_, i) => formatReference(kind, i + 1));
      expect(refs.sort(), key).toEqual(expected.sort());
    }
  });

  it('a rolled-back allocation gives its number back (the counter rolls back with it)', async () => {
    const company = await createCompany();
    const first = await sequelize.transaction((t) => allocateReference(company.id, 'enquiry', t));
    await sequelize
      .transaction(async (t) => {
        await allocateReference(company.id, 'enquiry', t);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    const third = await sequelize.transaction((t) => allocateReference(company.id, 'enquiry', t));
    expect([first, third]).toEqual(['ENQ-0001', 'ENQ-0002']);
  });
});
