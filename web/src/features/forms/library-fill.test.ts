import { describe, expect, it } from 'vitest';
import { inductionPrefill, signersOf, signersProblem, signersToSend } from './library-fill';
import type { Field } from './forms-labels';

const CARD: Field = {
  key: 'cscs_card_type',
  label: 'CSCS card shown',
  type: 'select',
  required: true,
  options: ['Green (labourer)', 'Blue (skilled worker)', 'No card'],
  help: null,
  min: null,
  max: null,
} as Field;
const NUMBER = { ...CARD, key: 'cscs_card_number', type: 'text', options: null } as Field;
const EXPIRY = { ...CARD, key: 'cscs_expiry', type: 'date', options: null } as Field;
const operative = {
  id: 'op-1',
  name: 'Rhys Lewis',
  engagement: 'direct',
  trade: null,
  supplier: null,
  cscs_card_type: 'blue',
  cscs_card_number: '20481234',
  cscs_expiry: '2030-06-30',
  cscs_state: 'valid',
};

describe('inductionPrefill', () => {
  it('fills the card type by colour, the number and the expiry of an induction’s operative', () => {
    expect(inductionPrefill('induction', [CARD, NUMBER, EXPIRY], 'operative', operative)).toEqual({
      cscs_card_type: 'Blue (skilled worker)',
      cscs_card_number: '20481234',
      cscs_expiry: '2030-06-30',
    });
  });
  it('leaves out what the reader may not see, and does nothing on other forms or fields', () => {
    expect(
      inductionPrefill('induction', [CARD, NUMBER, EXPIRY], 'operative', {
        ...operative,
        cscs_card_number: null,
        cscs_card_type: 'gold',
      }),
    ).toEqual({ cscs_expiry: '2030-06-30' });
    expect(inductionPrefill('accident', [CARD], 'operative', operative)).toEqual({});
    expect(inductionPrefill('induction', [CARD], 'injured_operative', operative)).toEqual({});
    expect(inductionPrefill('induction', [CARD], 'operative', null)).toEqual({});
  });
});

describe('signers', () => {
  const blob = new Blob(['x'], { type: 'image/png' });
  it('sends only those who signed, and says who has not signed or is not named', () => {
    const list = [
      { id: 'a', blob, upload_id: null, signed_text: null, signatory_name: 'Ann Jones' },
      { id: 'b', blob: null, upload_id: null, signed_text: null, signatory_name: 'Bryn Evans' },
    ];
    expect(signersToSend(list).map((s) => s.id)).toEqual(['a']);
    expect(signersProblem(list)).toBe('Signer 2 has not signed yet (or remove them)');
    expect(signersProblem([{ ...list[0]!, signatory_name: ' ' }])).toBe(
      'Signer 1: Type the name of the person signing',
    );
    expect(signersProblem(list.slice(0, 1))).toBeNull();
  });
  it('stored signers read as their words and are sent as they are', () => {
    const stored = signersOf([
      {
        upload_id: 'u1',
        signed_by: 'Ann Jones',
        signed_at: '2026-11-27T10:00:00Z',
        witnessed_by: 'Callum Davies',
      },
    ]);
    expect(stored[0]).toMatchObject({ upload_id: 'u1', blob: null });
    expect(stored[0]!.signed_text).toBe(
      'Signed by Ann Jones (name as typed; no SiteBase account) in the presence of Callum Davies',
    );
    expect(signersProblem(stored)).toBeNull();
    expect(signersToSend(stored)).toHaveLength(1);
    expect(signersOf(null)).toEqual([]);
  });
});
