// The "Saved on this phone" banner (decision 0063): it lists what the outbox holds for the signed-in user, clears
// once everything is sent, and shows a refusal with core-api's message, Send again and Discard.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes, seedSession } from '../test/render';
import {
  flushOutbox,
  resetOutboxForTests,
  setOutboxStorage,
  submit,
  type OutboxItem,
  type OutboxStorage,
} from '../lib/outbox';
import { OutboxBanner } from './OutboxBanner';

function memoryStorage(): OutboxStorage {
  const map = new Map<string, OutboxItem>();
  const copy = (i: OutboxItem) => JSON.parse(JSON.stringify(i)) as OutboxItem;
  return {
    get: async (key) => (map.has(key) ? copy(map.get(key)!) : undefined),
    set: async (key, item) => void map.set(key, copy(item)),
    del: async (key) => void map.delete(key),
    values: async () => [...map.values()].map(copy),
  };
}

const note = (content: string) => ({
  kind: 'project_note',
  title: 'Project note',
  detail: 'P-0001',
  operation: {
    query: 'mutation AddProjectNote($content: String!) { addProjectNote(content: $content) { id } }',
    operationName: 'AddProjectNote',
    variables: { content },
    field: 'addProjectNote',
  },
});

let answer: () => Promise<Response>;
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

beforeEach(() => {
  resetOutboxForTests();
  setOutboxStorage(memoryStorage());
  seedSession('worker');
  answer = offline;
  vi.stubGlobal(
    'fetch',
    vi.fn(() => answer()),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  setOutboxStorage(null);
});

const banner = () => screen.queryByRole('region', { name: 'Saved on this phone' });

/** Drops the signal while it renders, as the browser may between a lazy shell's render and its effects. */
function SignalDrops() {
  if (navigator.onLine) {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    window.dispatchEvent(new Event('offline'));
  }
  return null;
}

describe('OutboxBanner', () => {
  it('says there is no signal when it dropped before the banner listened for it', async () => {
    const restore = () => delete (navigator as { onLine?: boolean }).onLine;
    try {
      renderRoutes(
        [
          {
            path: '/',
            element: (
              <>
                <OutboxBanner />
                <SignalDrops />
              </>
            ),
          },
        ],
        '/',
      );
      expect(await screen.findByText(/^No signal\. What you send is saved on this phone/)).toBeTruthy();
    } finally {
      restore();
    }
  });

  it('shows what waits on the phone and clears once it is sent', async () => {
    renderRoutes([{ path: '/', element: <OutboxBanner /> }], '/');
    expect(banner()).toBeNull();
    await act(async () => {
      await submit(note('Gate left open'));
    });
    const region = await screen.findByRole('region', { name: 'Saved on this phone' });
    expect(within(region).getByText('Project note · P-0001')).toBeTruthy();
    expect(within(region).getByText('Waiting to send')).toBeTruthy();

    answer = async () => Response.json({ data: { addProjectNote: { id: 'n1' } } });
    await act(async () => {
      await flushOutbox();
    });
    await waitFor(() => expect(banner()).toBeNull());
  });

  it('shows a refusal with its message; Send again sends it, Discard drops it', async () => {
    renderRoutes([{ path: '/', element: <OutboxBanner /> }], '/');
    await act(async () => {
      await submit(note('Gate left open'));
      await submit(note('Skip full'));
    });
    answer = async () =>
      Response.json({
        data: null,
        errors: [{ message: 'x', extensions: { code: 'BAD_USER_INPUT', detail: 'Content is too long' } }],
      });
    await act(async () => {
      await flushOutbox();
    });
    const region = await screen.findByRole('region', { name: 'Saved on this phone' });
    await waitFor(() => expect(within(region).getAllByRole('alert')).toHaveLength(2));
    expect(within(region).getAllByRole('alert')[0]!.textContent).toBe('Content is too long');
    expect(within(region).getAllByText('Not accepted')).toHaveLength(2);

    const user = userEvent.setup();
    await user.click(within(region).getAllByRole('button', { name: 'Discard' })[0]!);
    await waitFor(() => expect(within(region).getAllByText('Not accepted')).toHaveLength(1));
    answer = async () => Response.json({ data: { addProjectNote: { id: 'n2' } } });
    await user.click(within(region).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(banner()).toBeNull());
  });
});
