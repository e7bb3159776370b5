// showToast loads the toaster on the first toast (decision 0072): the toast then shows; when the toaster cannot
// be fetched the toast is dropped without an error, and the next toast fetches again.
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.resetModules();
  vi.doUnmock('./toaster');
});

describe('showToast', () => {
  it('shows the toast once the toaster has loaded, in order', async () => {
    const shown: string[] = [];
    vi.doMock('./toaster', () => ({
      showToast: (type: string, title: string) => shown.push(`${type}:${title}`),
    }));
    const { showToast } = await import('./toast');
    showToast('error', 'First');
    showToast('success', 'Second');
    expect(shown).toEqual([]);
    await vi.waitFor(() => expect(shown).toEqual(['error:First', 'success:Second']));
  });

  it('drops a toast the toaster could not be fetched for, and tries again on the next', async () => {
    let fail = true;
    const shown: string[] = [];
    vi.doMock('./toaster', () => {
      if (fail) throw new TypeError('Failed to fetch dynamically imported module');
      return { showToast: (_type: string, title: string) => shown.push(title) };
    });
    const { showToast } = await import('./toast');
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    showToast('error', 'Lost');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    fail = false;
    showToast('error', 'Shown');
    await vi.waitFor(() => expect(shown).toEqual(['Shown']));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
