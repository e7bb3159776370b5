// Another feature's section further down a page (lazySection): its code is asked for only once the first page is
// on screen (lib/first-page.ts), and at once on a later page.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { firstPageCommitted, holdUntilFirstPage, resetFirstPageForTests } from './first-page';
import { lazySection } from './lazy-page';

function section(text: string) {
  const load = vi.fn(() => Promise.resolve(({ label }: { label: string }) => <p>{`${text}: ${label}`}</p>));
  return { load, Section: lazySection(load, { apollo: false }) };
}

beforeEach(() => {
  // The idle moment comes by its timer fallback.
  vi.stubGlobal('requestIdleCallback', undefined);
  resetFirstPageForTests();
});

afterEach(() => {
  resetFirstPageForTests();
  vi.unstubAllGlobals();
});

describe('lazySection', () => {
  it('asks for its code only once the first page is on screen', async () => {
    holdUntilFirstPage();
    const { load, Section } = section('Cloud drive');
    render(<Section label="connected" />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText('Cloud drive: connected')).toBeNull();
    act(() => firstPageCommitted());
    expect(await screen.findByText('Cloud drive: connected')).toBeTruthy();
    expect(load).toHaveBeenCalledOnce();
  });

  it('loads at once on a later page', async () => {
    const { load, Section } = section('Site diary');
    render(<Section label="today" />);
    expect(await screen.findByText('Site diary: today')).toBeTruthy();
    expect(load).toHaveBeenCalledOnce();
  });
});
