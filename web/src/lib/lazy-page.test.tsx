// A page whose chunk fails to arrive: the loader retries once by itself; when that fails too the error shows,
// and Try Again (retryFailedLoads + a re-render) loads it afresh instead of failing at once.
import { Component, useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { lazyDialogOpenWhen, lazyPage, retryFailedLoads, retryingLoader } from './lazy-page';

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

describe('a dialog opened by a record (lazyDialogOpenWhen)', () => {
  it('loads its code when first given a record, and stays mounted when closed', async () => {
    let loads = 0;
    const Confirm = lazyDialogOpenWhen(
      () => {
        loads += 1;
        return Promise.resolve(({ record }: { record: string | null }) =>
          record ? <p role="dialog">Delete {record}?</p> : <p>closed</p>,
        );
      },
      (props) => props.record !== null,
      { apollo: false, fullTheme: false },
    );
    function Page() {
      const [record, setRecord] = useState<string | null>(null);
      return (
        <>
          <button onClick={() => setRecord('Digger')}>Delete</button>
          <button onClick={() => setRecord(null)}>Close</button>
          <Confirm record={record} />
        </>
      );
    }
    render(
      <ChakraProvider value={defaultSystem}>
        <Page />
      </ChakraProvider>,
    );
    expect(loads).toBe(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('dialog')).textContent).toBe('Delete Digger?');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('closed')).toBeTruthy();
    expect(loads).toBe(1);
  });
});
