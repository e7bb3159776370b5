// A page whose chunk fails to arrive: the loader retries once by itself; when that fails too the error shows,
// and Try Again (retryFailedLoads + a re-render) loads it afresh instead of failing at once.
import { Component, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { lazyPage, retryFailedLoads, retryingLoader } from './lazy-page';

class Boundary extends Component<{ children: ReactNode }, { error: boolean }> {
  override state = { error: false };
  static getDerivedStateFromError() {
    return { error: true };
  }
  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <button
        onClick={() => {
          retryFailedLoads();
          this.setState({ error: false });
        }}
      >
        Try Again
      </button>
    );
  }
}

describe('lazy pages that fail to load', () => {
  it('retry a failed import once by themselves', async () => {
    let calls = 0;
    const loader = retryingLoader(
      () => (++calls === 1 ? Promise.reject(new Error('chunk')) : Promise.resolve('ok')),
      1,
    );
    await expect(loader.preload()).resolves.toBe('ok');
    expect(calls).toBe(2);
  });

  it('show the error after the retry fails, and load again on Try Again', async () => {
    let calls = 0;
    const Page = lazyPage(
      () => {
        calls += 1;
        if (calls <= 2) return Promise.reject(new Error('Failed to fetch dynamically imported module'));
        return Promise.resolve(() => <p>Projects page</p>);
      },
      { apollo: false },
    );
    render(
      <ChakraProvider value={defaultSystem}>
        <Boundary>
          <Page />
        </Boundary>
      </ChakraProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Projects page')).toBeTruthy();
    expect(calls).toBe(3);
  });
});
