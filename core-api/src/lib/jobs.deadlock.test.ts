// Creating pg-boss's queues from two processes at once (instances starting side by side, or apps sending their
// first jobs at the same moment on one database) can make PostgreSQL abort one statement as a deadlock's victim:
// the queue boot tries that statement again (creating a queue is idempotent), and only that error.
import { describe, expect, it } from 'vitest';
import { retryOnDeadlock } from './jobs.js';

const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });

describe('retryOnDeadlock', () => {
  it('tries again after a deadlock and returns what the try that got through returned', async () => {
    let calls = 0;
    const result = await retryOnDeadlock(async () => {
      calls += 1;
      if (calls < 3) throw deadlock();
      return 'created';
    });
    expect(result).toBe('created');
    expect(calls).toBe(3);
  });

  it('does not try again after any other error', async () => {
    let calls = 0;
    const refused = Object.assign(new Error('permission denied'), { code: '42501' });
    await expect(
      retryOnDeadlock(async () => {
        calls += 1;
        throw refused;
      }),
    ).rejects.toBe(refused);
    expect(calls).toBe(1);
  });

  it('gives up after five deadlocks and throws the last', async () => {
    let calls = 0;
    await expect(
      retryOnDeadlock(async () => {
        calls += 1;
        throw deadlock();
      }),
    ).rejects.toMatchObject({ code: '40P01' });
    expect(calls).toBe(5);
  });
});
