// The segmented choice without zag (issue 36): native radios named by their segments, the selected one marked
// for the Segment group recipe, and the arrow keys moving the choice as in any radio group.
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '../lib/theme';
import { SegmentedControl } from './SegmentedControl';

function View() {
  const [view, setView] = useState('Chart');
  return (
    <ChakraProvider value={system}>
      <SegmentedControl
        value={view}
        onValueChange={setView}
        aria-label="Show as"
        items={['Chart', 'Table']}
      />
      <p>showing {view}</p>
    </ChakraProvider>
  );
}

const segment = (name: string) => screen.getByRole('radio', { name }).closest('label');

describe('SegmentedControl', () => {
  it('is a radio group whose choice is its checked radio and marked segment', async () => {
    render(<View />);
    expect(screen.getByRole('radiogroup', { name: 'Show as' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Chart' }) as HTMLInputElement).checked).toBe(true);
    expect(segment('Chart')?.getAttribute('data-state')).toBe('checked');
    expect(segment('Table')?.getAttribute('data-state')).toBe('unchecked');

    await userEvent.click(screen.getByRole('radio', { name: 'Table' }));
    expect(screen.getByText('showing Table')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Table' }) as HTMLInputElement).checked).toBe(true);
    expect(segment('Table')?.getAttribute('data-state')).toBe('checked');
    expect(segment('Chart')?.getAttribute('data-state')).toBe('unchecked');
  });

  it('chooses with a click on the segment and with the arrow keys', async () => {
    render(<View />);
    await userEvent.click(screen.getByText('Table'));
    expect(screen.getByText('showing Table')).toBeTruthy();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByText('showing Chart')).toBeTruthy();
  });
});
