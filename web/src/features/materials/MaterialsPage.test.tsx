// /app/materials: the quick action's ?create=true opens the phone-first request form at 390px, lines are added
// one under another, and the form names what is missing before anything is sent.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../app/router';
import { renderRoutes, seedSession } from '../../test/render';
import { mockViewportWidth } from '../../test/viewport';
import { MaterialsProjectsDocument } from './materials-projects.api';

let restoreViewport = () => {};
afterEach(() => restoreViewport());

describe('MaterialsPage', () => {
  it('opens the request form from ?create=true on a phone; adds lines; asks for a project first', async () => {
    restoreViewport = mockViewportWidth(390);
    seedSession('worker');
    renderRoutes(routes, '/app/materials?create=true', [
      {
        request: { query: MaterialsProjectsDocument },
        result: {
          data: {
            projectsForForms: [
              { __typename: 'ProjectOption', id: 'p1', project_number: 'P-0001', name: 'Riverside Flats' },
            ],
          },
        },
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'New material request' })).toBeTruthy();
    expect(await screen.findByRole('option', { name: 'P-0001 Riverside Flats' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Line 1' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add line' }));
    const second = screen.getByRole('group', { name: 'Line 2' });
    expect(within(second).getByLabelText('Quantity')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please select a project');
  }, 20_000);

  it('shows the lists with a New material request button', async () => {
    restoreViewport = mockViewportWidth(1280);
    seedSession('supervisor');
    renderRoutes(routes, '/app/materials');
    expect(await screen.findByRole('heading', { level: 1, name: 'Materials' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New material request' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Purchase orders' })).toBeTruthy();
  });
});
