// The upload call of a form's signature (decision 0053): a signatory without an account is sent as
// `signatory_name` with the drawing (so core-api records it as theirs, witnessed by the user), and only then; a
// photo never carries one. And which answers leave a queued form waiting (sent again later with its key) rather
// than failed (decision 0055).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isRetryLater, Offline, Refused, uploadFormImage } from './forms-outbox';

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

describe('what leaves a queued form waiting', () => {
  const error = (code: string, id?: string) => ({ message: 'x', extensions: { code, id } });

  it('a 409 "still in progress" for its own key is "try again later", never a refusal', () => {
    expect(isRetryLater(error('CONFLICT', 'idempotency_in_progress'))).toBe(true);
    expect(isRetryLater(error('SERVICE_UNAVAILABLE', 'service_unavailable'))).toBe(true);
    expect(isRetryLater(error('RATE_LIMITED', 'rate_limited'))).toBe(true);
    expect(isRetryLater(error('INTERNAL_SERVER_ERROR'))).toBe(true);
    expect(isRetryLater(undefined)).toBe(true);
  });

  it('a real refusal (another conflict, bad input, no permission) marks it failed', () => {
    expect(isRetryLater(error('CONFLICT', 'conflict'))).toBe(false);
    expect(isRetryLater(error('BAD_USER_INPUT', 'validation_error'))).toBe(false);
    expect(isRetryLater(error('FORBIDDEN', 'authorization_error'))).toBe(false);
  });

  it('a photo upload refused for now (429, 503) waits; a 400 is refused', async () => {
    const answer = (status: number) =>
      vi.stubGlobal(
        'fetch',
        vi.fn(
          async () =>
            new Response(JSON.stringify({ detail: 'No', id: 'x' }), {
              status,
              headers: { 'content-type': 'application/json' },
            }),
        ),
      );
    const blob = new Blob(['jpg'], { type: 'image/jpeg' });
    answer(429);
    await expect(uploadFormImage(PROJECT, 'photo', blob)).rejects.toBeInstanceOf(Offline);
    answer(503);
    await expect(uploadFormImage(PROJECT, 'photo', blob)).rejects.toBeInstanceOf(Offline);
    answer(400);
    await expect(uploadFormImage(PROJECT, 'photo', blob)).rejects.toBeInstanceOf(Refused);
  });
});
