// The shared line editor: each line a group "Line n" with the form's fields, "Remove line n" only when lines may
// be removed and more than one is left, and "Add line" under them.
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { LineItemsEditor } from './LineItemsEditor';

function Lines({ removable }: { removable: boolean }) {
  const [lines, setLines] = useState([{ id: 1, description: 'Sand' }]);
  return (
    <LineItemsEditor
      lines={lines}
      lineKey={(line) => line.id}
      onAdd={() => setLines((all) => [...all, { id: all.length + 1, description: '' }])}
      onRemove={removable ? (i) => setLines((all) => all.filter((_, n) => n !== i)) : undefined}
      renderLine={(line) => (
        <label>
          Description
          <input defaultValue={line.description} />
        </label>
      )}
    />
  );
}

function renderLines(removable: boolean) {
  render(
    <ChakraProvider value={defaultSystem}>
      <Lines removable={removable} />
    </ChakraProvider>,
  );
  return userEvent.setup();
}

describe('LineItemsEditor', () => {
  it('adds lines as groups named by their number, and removes one while more than one is left', async () => {
    const user = renderLines(true);
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Remove line 1' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    const second = screen.getByRole('group', { name: 'Line 2' });
    expect(within(second).getByLabelText('Description')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove line 1' }));
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(
      (
        within(screen.getByRole('group', { name: 'Line 1' })).getByLabelText(
          'Description',
        ) as HTMLInputElement
      ).value,
    ).toBe('');
  });

  it('offers no remove button when the form does not remove lines', async () => {
    const user = renderLines(false);
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    expect(screen.getAllByRole('group')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Remove line/ })).toBeNull();
  });

  it('heads each line with the form’s title when given, and with nothing when not', () => {
    render(
      <ChakraProvider value={defaultSystem}>
        <LineItemsEditor
          lines={[{ type: 'Labour' }, { type: 'Materials' }]}
          onAdd={() => {}}
          lineTitle={(line) => `${line.type} line`}
          renderLine={() => <input aria-label="Amount" />}
        />
      </ChakraProvider>,
    );
    expect(within(screen.getByRole('group', { name: 'Line 2' })).getByText('Materials line')).toBeTruthy();
    expect(screen.getAllByText(/^(Labour|Materials) line$/)).toHaveLength(2);
  });

  it('names its lines with the form’s noun and, when the list may be empty, removes the last one too', async () => {
    function Delays() {
      const [lines, setLines] = useState<string[]>([]);
      return (
        <LineItemsEditor
          lines={lines}
          noun="delay"
          mayBeEmpty
          onAdd={() => setLines((all) => [...all, 'Rain'])}
          onRemove={(i) => setLines((all) => all.filter((_, n) => n !== i))}
          renderLine={(line) => <input aria-label="Reason" defaultValue={line} />}
        />
      );
    }
    render(
      <ChakraProvider value={defaultSystem}>
        <Delays />
      </ChakraProvider>,
    );
    const user = userEvent.setup();
    expect(screen.queryAllByRole('group')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Add delay' }));
    expect(within(screen.getByRole('group', { name: 'Delay 1' })).getByLabelText('Reason')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove delay 1' }));
    expect(screen.queryAllByRole('group')).toHaveLength(0);
  });
});
