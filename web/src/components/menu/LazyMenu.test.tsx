// A menu that loads on first use (decision 0072): until opened, a plain trigger with the same name and popup
// semantics; a click opens it with the menu focused, a key opens it with the first (ArrowUp: last) item
// highlighted, choosing an item reaches onSelect, and the first opening is reported to onOpenChange.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Each test starts with the menu not yet loaded (a fresh module), Chakra imported alongside it.
beforeEach(() => {
  vi.resetModules();
});

async function renderMenu(onSelect = vi.fn(), onOpenChange = vi.fn()) {
  const { ChakraProvider, defaultSystem, Button } = await import('@chakra-ui/react');
  const { LazyMenu } = await import('./LazyMenu');
  render(
    <ChakraProvider value={defaultSystem}>
      <LazyMenu
        onSelect={({ value }) => onSelect(value)}
        onOpenChange={onOpenChange}
        trigger={<Button>Account</Button>}
        content={(Menu) => (
          <Menu.Content>
            <Menu.Item value="profile">Your Profile</Menu.Item>
            <Menu.Item value="settings">Settings</Menu.Item>
            <Menu.Item value="sign-out">Sign out</Menu.Item>
          </Menu.Content>
        )}
      />
    </ChakraProvider>,
  );
  return { onSelect, onOpenChange };
}

describe('LazyMenu', () => {
  it('is a closed menu button until opened, then opens on the click that loaded it', async () => {
    const { onSelect, onOpenChange } = await renderMenu();
    const trigger = screen.getByRole('button', { name: 'Account' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();

    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(onOpenChange).toHaveBeenCalledWith({ open: true });
    expect(screen.getByRole('button', { name: 'Account' }).getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(menu));

    await userEvent.click(screen.getByRole('menuitem', { name: 'Settings' }));
    expect(onSelect).toHaveBeenCalledWith('settings');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('opens from the keyboard with the first item highlighted, and Enter chooses it', async () => {
    const { onSelect } = await renderMenu();
    const trigger = screen.getByRole('button', { name: 'Account' });
    // The plain trigger: Chakra's would name the menu it controls.
    expect(trigger.hasAttribute('aria-controls')).toBe(false);
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Your Profile' }).hasAttribute('data-highlighted')).toBe(
        true,
      ),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('settings');
  });

  it('highlights the last item when ArrowUp opens it', async () => {
    await renderMenu();
    const trigger = screen.getByRole('button', { name: 'Account' });
    // The plain trigger: Chakra's would name the menu it controls.
    expect(trigger.hasAttribute('aria-controls')).toBe(false);
    trigger.focus();
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Sign out' }).hasAttribute('data-highlighted')).toBe(true),
    );
  });
});
