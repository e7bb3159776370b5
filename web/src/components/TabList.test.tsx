// The tab row without zag (issue 36): the WAI-ARIA tabs pattern — one tab stop, the arrow keys, Home and End move
// and select — the selected tab's panel only, and the Tabs recipe's look through the same data attributes.
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '../lib/theme';
import { TabList } from './TabList';

function Tabs({ panels = true }: { panels?: boolean }) {
  const [tab, setTab] = useState('requests');
  return (
    <ChakraProvider value={system}>
      <TabList
        value={tab}
        onValueChange={setTab}
        tabs={[
          { value: 'requests', label: 'Requests' },
          { value: 'due', label: 'Due soon' },
          { value: 'register', label: 'Register' },
        ]}
        listProps={{ 'aria-label': 'Plant' }}
      >
        {panels ? <p>{tab} panel</p> : undefined}
      </TabList>
    </ChakraProvider>
  );
}

describe('TabList', () => {
  it('selects a tab on click and shows only its panel', async () => {
    render(<Tabs />);
    expect(screen.getByRole('tablist', { name: 'Plant' })).toBeTruthy();
    const requests = screen.getByRole('tab', { name: 'Requests' });
    expect(requests.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('requests panel');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(requests.id);

    await userEvent.click(screen.getByRole('tab', { name: 'Register' }));
    expect(screen.getByRole('tab', { name: 'Register' }).getAttribute('aria-selected')).toBe('true');
    expect(requests.getAttribute('aria-selected')).toBe('false');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.getByRole('tabpanel').textContent).toBe('register panel');
  });

  it('is one tab stop, and the arrow keys, Home and End move and select', async () => {
    render(<Tabs />);
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Requests' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Due soon' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('due panel');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tabpanel').textContent).toBe('register panel');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tabpanel').textContent).toBe('requests panel');
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Register' }));
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tabpanel').textContent).toBe('requests panel');
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
  });

  it('builds no panel when the tabs only filter what follows them', () => {
    render(<Tabs panels={false} />);
    expect(screen.queryByRole('tabpanel')).toBeNull();
    expect(screen.getAllByRole('tab')).toHaveLength(3);
  });
});
