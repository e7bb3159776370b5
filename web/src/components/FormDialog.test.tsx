// The one frame of a form in a dialog: its title names the dialog, the fields come in, the footer has Cancel and
// the submit label (after any extras), a form-wide error shows above the fields, and nothing closes it while
// the form is sending.
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { FormDialog, type FormDialogProps } from './FormDialog';

function renderDialog(props: Partial<FormDialogProps> = {}) {
  const onClose = vi.fn();
  const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  render(
    <ChakraProvider value={defaultSystem}>
      <FormDialog
        open
        onClose={onClose}
        title="Invite a user"
        submitLabel="Send invite"
        submitting={false}
        onSubmit={onSubmit}
        {...props}
      >
        <label>
          Email
          <input name="email" />
        </label>
      </FormDialog>
    </ChakraProvider>,
  );
  return { onClose, onSubmit, user: userEvent.setup() };
}

describe('FormDialog', () => {
  it('is a dialog named by its title, with the fields, Cancel and the submit button', async () => {
    const { onClose, onSubmit, user } = renderDialog({
      footerExtras: <button type="button">Preview</button>,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Invite a user' });
    expect(screen.getByLabelText('Email')).toBeTruthy();
    const [preview, cancel, send] = ['Preview', 'Cancel', 'Send invite'].map((name) =>
      within(dialog).getByRole('button', { name }),
    );
    const follows = (a?: HTMLElement, b?: HTMLElement) =>
      Boolean(a && b && a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(preview, cancel) && follows(cancel, send)).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows a form-wide error above the fields', async () => {
    renderDialog({ error: 'That email is already in use' });
    await screen.findByRole('dialog', { name: 'Invite a user' });
    expect(screen.getByText('That email is already in use')).toBeTruthy();
  });

  it('refuses to close while sending, and keeps the submit button off', async () => {
    const { onClose, user } = renderDialog({ submitting: true });
    await screen.findByRole('dialog', { name: 'Invite a user' });
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Close' }).hasAttribute('disabled')).toBe(true);
    // The submit button keeps its name while it spins (specs find it by name).
    expect(screen.getByRole('button', { name: 'Send invite' }).hasAttribute('disabled')).toBe(true);
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps the submit button off while the form says so', async () => {
    renderDialog({ submitDisabled: true });
    await screen.findByRole('dialog', { name: 'Invite a user' });
    expect(screen.getByRole('button', { name: 'Send invite' }).hasAttribute('disabled')).toBe(true);
  });
});
