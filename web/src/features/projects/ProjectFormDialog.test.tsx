// The edit form's status select offers the current status and exactly the moves core-api's transition table
// gives this user (`abilities.status_moves`), never a copy of the table.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ProjectDetailFieldsFragment } from '../../generated/graphql';
import { renderRoutes } from '../../test/render';
import { ProjectFormDialog } from './ProjectFormDialog';

function project(status: string, status_moves: string[]) {
  return {
    __typename: 'Project',
    id: 'p1',
    project_number: 'P-0001',
    name: 'Riverside',
    status,
    abilities: { status_moves },
  } as unknown as ProjectDetailFieldsFragment;
}

function statusOptions(p: ProjectDetailFieldsFragment): string[] {
  renderRoutes([{ path: '/', element: <ProjectFormDialog open onClose={() => {}} project={p} /> }], '/');
  const select = screen.getByRole('combobox', { name: 'Status' });
  return within(select)
    .getAllByRole('option')
    .map((o) => o.textContent ?? '');
}

describe('ProjectFormDialog status select', () => {
  it('offers the current status and the moves the server allows', () => {
    expect(statusOptions(project('active', ['on_hold', 'completed', 'cancelled']))).toEqual([
      'Active',
      'On hold',
      'Completed',
      'Cancelled',
    ]);
  });

  it('offers only the current status when the server allows no move', () => {
    expect(statusOptions(project('completed', []))).toEqual(['Completed']);
  });
});
