// The edit form's status select offers the current status and exactly the moves core-api's transition table
// gives this user (`abilities.status_moves`), never a copy of the table.
import { describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProjectDetailFieldsFragment } from '../../generated/graphql';
import { renderRoutes } from '../../test/render';
import { ProjectFormDialog } from './ProjectFormDialog';
import {
  CreateProjectDocument,
  ProjectDefaultsDocument,
  ProjectManagerCandidatesDocument,
} from './projects.api';

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

/** The company's defaults (3 %, 21 and 10 days), answered after `delay` ms, and no manager to choose. */
function slowDefaults(delay: number): MockLink.MockedResponse[] {
  return [
    {
      request: { query: ProjectDefaultsDocument },
      delay,
      result: {
        data: {
          projectDefaults: {
            __typename: 'ProjectDefaults',
            retention_percent: 3,
            payment_due_days: 21,
            payment_final_days: 10,
          },
        },
      },
    },
    {
      request: { query: ProjectManagerCandidatesDocument },
      result: { data: { projectManagerCandidates: [] } },
    },
  ];
}

describe('ProjectFormDialog: the company defaults arriving while someone types', () => {
  it('fills the untouched terms and keeps what was typed', async () => {
    const mocks = slowDefaults(300);
    renderRoutes([{ path: '/', element: <ProjectFormDialog open onClose={() => {}} /> }], '/', mocks);
    const name = screen.getByRole('textbox', { name: 'Project name' });
    await userEvent.setup().type(name, 'Lost Signal Yard');
    await waitFor(() => expect((screen.getByLabelText(/Retention/) as HTMLInputElement).value).toBe('3'));
    expect((name as HTMLInputElement).value).toBe('Lost Signal Yard');
    expect((screen.getByLabelText(/Payment due/) as HTMLInputElement).value).toBe('21');
  });
});

describe('ProjectFormDialog: a create whose answer was lost, sent again', () => {
  it('sends the same body with the same key, even when the company defaults land in between', async () => {
    const sent: unknown[] = [];
    const created = {
      data: {
        createProject: {
          __typename: 'Project',
          id: 'p9',
          project_number: 'P-0009',
          name: 'Lost Signal Yard',
        },
      },
    };
    const mocks: MockLink.MockedResponse[] = [
      // The defaults are slow (one bar of signal): they land after the first submit has gone.
      ...slowDefaults(1500),
      // The first answer is lost on the way back; the retry is answered.
      {
        request: { query: CreateProjectDocument, variables: (v) => (sent.push(v), true) },
        error: new Error('Failed to fetch'),
      },
      {
        request: { query: CreateProjectDocument, variables: (v) => (sent.push(v), true) },
        result: created,
      },
    ];
    let createdId = '';
    renderRoutes(
      [
        {
          path: '/',
          element: <ProjectFormDialog open onClose={() => {}} onCreated={(id) => (createdId = id)} />,
        },
      ],
      '/',
      mocks,
    );
    const user = userEvent.setup();
    fireEvent.change(screen.getByRole('textbox', { name: 'Project name' }), {
      target: { value: 'Lost Signal Yard' },
    });
    // Sent before the company's defaults have arrived: the terms go as "the company's default" (empty).
    expect(screen.queryByText('Leave empty for the company default (3%)')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Create project' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ input: { name: 'Lost Signal Yard', retention_percent: null } });
    // The defaults land (their hint shows) but do not change what was sent.
    await screen.findByText('Leave empty for the company default (3%)');
    expect((screen.getByLabelText(/Retention/) as HTMLInputElement).value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    await waitFor(() => expect(createdId).toBe('p9'));
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
  });
});
