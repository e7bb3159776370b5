// /app/labour: a worker sees timesheets and operatives only (no invoices, no CIS month); a manager sees every
// tab and the setup link; the week grid at 390px offers seven day boxes and names what is missing first.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../app/router';
import { renderRoutes, seedSession } from '../../test/render';
import { mockViewportWidth } from '../../test/viewport';

let restoreViewport = () => {};
afterEach(() => restoreViewport());

describe('LabourPage', () => {
  it('shows a worker the timesheets and operatives tabs only', async () => {
    restoreViewport = mockViewportWidth(1280);
    seedSession('worker');
    renderRoutes(routes, '/app/labour');
    expect(await screen.findByRole('heading', { level: 1, name: 'Labour' })).toBeTruthy();
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['Timesheets', 'Operatives']);
    expect(screen.queryByRole('link', { name: 'Labour setup' })).toBeNull();
  });

  it('shows a manager every tab and the setup link', async () => {
    restoreViewport = mockViewportWidth(1280);
    seedSession('manager');
    renderRoutes(routes, '/app/labour?tab=cis');
    expect(await screen.findByRole('heading', { level: 1, name: 'Labour' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Timesheets',
      'Operatives',
      'Invoices',
      'CIS month',
    ]);
    expect(screen.getByRole('tab', { name: 'CIS month' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('link', { name: 'Labour setup' })).toBeTruthy();
  });

  it('opens the week grid on a phone and asks for an operative first', async () => {
    restoreViewport = mockViewportWidth(390);
    seedSession('supervisor');
    renderRoutes(routes, '/app/labour?create=true&week=2026-11-23');
    expect(await screen.findByRole('heading', { name: 'Enter a week' })).toBeTruthy();
    const grid = screen.getByRole('group', { name: 'Hours per day' });
    expect(within(grid).getAllByRole('textbox')).toHaveLength(7);
    expect((screen.getByLabelText('Week commencing (Monday)') as HTMLInputElement).value).toBe('23/11/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Submit for approval' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please select an operative');
  }, 20_000);
});
