// What waits for the first page (the live socket, the outbox, the service worker, the next page's prefetch):
// nothing runs before the first render has committed and what it asked for (its data, its chunks) has arrived;
// then it runs at the browser's next idle moment, and at the latest after OPEN_AT_LATEST_MS. Where nothing holds
// the gate (tests, the prerender), it runs at once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  OPEN_AT_LATEST_MS,
  afterFirstPage,
  firstPageCommitted,
  firstPageShown,
  holdUntilFirstPage,
  loadStarted,
  resetFirstPageForTests,
} from './first-page';

beforeEach(() => {
  vi.useFakeTimers();
  // The idle moment comes by its timer fallback, driven by the fake clock.
  vi.stubGlobal('requestIdleCallback', undefined);
  resetFirstPageForTests();
});

afterEach(() => {
  resetFirstPageForTests();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the first page gate', () => {
  it('runs work at once where nothing holds it', () => {
    const task = vi.fn();
    afterFirstPage(task);
    expect(task).toHaveBeenCalledOnce();
    expect(firstPageShown()).toBe(true);
  });

  it('holds work until the first render has committed, then runs it when the browser is idle', () => {
    holdUntilFirstPage();
    const task = vi.fn();
    afterFirstPage(task);
    vi.advanceTimersByTime(1000);
    expect(task).not.toHaveBeenCalled();
    firstPageCommitted();
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(task).toHaveBeenCalledOnce();
    expect(firstPageShown()).toBe(true);
    // Once open, later work runs at once.
    const later = vi.fn();
    afterFirstPage(later);
    expect(later).toHaveBeenCalledOnce();
  });

  it('waits for the requests and chunks the first page asked for, even those asked for after it committed', () => {
    holdUntilFirstPage();
    const task = vi.fn();
    afterFirstPage(task);
    const query = loadStarted();
    firstPageCommitted();
    vi.advanceTimersByTime(1000);
    expect(task).not.toHaveBeenCalled();
    query();
    // A section's chunk asked for before the idle moment came.
    const section = loadStarted();
    vi.advanceTimersByTime(1000);
    expect(task).not.toHaveBeenCalled();
    section();
    section(); // told twice (an error after a drop): counted once
    vi.advanceTimersByTime(1000);
    expect(task).toHaveBeenCalledOnce();
  });

  it('opens at the latest after OPEN_AT_LATEST_MS, so a hanging request never keeps the outbox shut', () => {
    holdUntilFirstPage();
    const task = vi.fn();
    afterFirstPage(task);
    loadStarted();
    firstPageCommitted();
    vi.advanceTimersByTime(OPEN_AT_LATEST_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
  });

  it('forgets work cancelled before the gate opened', () => {
    holdUntilFirstPage();
    const task = vi.fn();
    const cancel = afterFirstPage(task);
    cancel();
    firstPageCommitted();
    vi.advanceTimersByTime(1000);
    expect(task).not.toHaveBeenCalled();
  });
});
