// The upload call of a form's signature (decision 0053): a signatory without an account is sent as
// `signatory_name` with the drawing (so core-api records it as theirs, witnessed by the user), and only then; a
// photo never carries one.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadFormImage } from './forms-outbox';

const PROJECT = '11111111-1111-4111-8111-111111111111';

function capture() {
  const sent: FormData[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(init.body as FormData);
      return new Response(JSON.stringify({ upload_id: '22222222-2222-4222-8222-222222222222' }), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe('uploadFormImage', () => {
  it('sends the typed name of a named signatory with the signature, trimmed', async () => {
    const sent = capture();
    const blob = new Blob(['png'], { type: 'image/png' });
    expect(await uploadFormImage(PROJECT, 'signature', blob, '  Tom Client ')).toBe(
      '22222222-2222-4222-8222-222222222222',
    );
    expect(sent[0]!.get('kind')).toBe('signature');
    expect(sent[0]!.get('signatory_name')).toBe('Tom Client');
  });

  it('the signed-in user’s own signature, and any photo, carry no name', async () => {
    const sent = capture();
    const blob = new Blob(['png'], { type: 'image/png' });
    await uploadFormImage(PROJECT, 'signature', blob);
    await uploadFormImage(PROJECT, 'signature', blob, null);
    await uploadFormImage(PROJECT, 'photo', blob, 'Tom Client');
    expect(sent.map((b) => b.get('signatory_name'))).toEqual([null, null, null]);
  });
});
