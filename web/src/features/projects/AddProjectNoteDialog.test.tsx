// The Add Project Note flow (spec §5, §8): a worker's project list, the two messages, submit disabled until
// both fields are set, and the success and failure toasts.
import { describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { AuthContext } from '../auth/auth-context';
import { fakeUser, renderRoutes } from '../../test/render';
import { AddProjectNoteDialog } from './AddProjectNoteDialog';
import { AddProjectNoteDocument, ProjectOptionsDocument } from './projects.api';

const options: MockLink.MockedResponse = {
  request: { query: ProjectOptionsDocument },
  result: {
    data: {
      myProjects: {
        __typename: 'ProjectPage',
        items: [
          { __typename: 'Project', id: 'p1', project_number: 'P-0001', name: 'Riverside', status: 'active' },
        ],
      },
    },
  },
};

function addNote(result: MockLink.MockedResponse['result']): MockLink.MockedResponse {
  return {
    request: {
      query: AddProjectNoteDocument,
      variables: { project_id: 'p1', content: 'Skip arrives 9am', visibility_level: 'worker' },
    },
    result,
  };
}

function renderDialog(mocks: readonly MockLink.MockedResponse[]) {
  const auth = {
    status: 'authenticated' as const,
    user: fakeUser('worker'),
    signIn: () => {},
    logout: () => {},
  };
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <AuthContext.Provider value={auth}>
            <AddProjectNoteDialog open onClose={() => {}} />
          </AuthContext.Provider>
        ),
      },
    ],
    '/',
    mocks,
  );
  return userEvent.setup();
}

describe('AddProjectNoteDialog', () => {
  it('keeps submit disabled and shows both messages until a project and content are given', async () => {
    const user = renderDialog([options]);
    const submit = await screen.findByRole('button', { name: 'Add Note' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await screen.findByRole('option', { name: 'P-0001 — Riverside' });
    await user.click(screen.getByLabelText('Project'));
    await user.type(screen.getByLabelText('Note'), '  ');
    expect(await screen.findByText('Please select a project')).toBeTruthy();
    expect(screen.getByText('Please enter note content')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Project'), 'p1');
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText('Visibility') as HTMLSelectElement).value).toBe('worker');
  });

  it('adds the note and shows the success toast', async () => {
    const user = renderDialog([
      options,
      addNote({
        data: {
          addProjectNote: {
            __typename: 'ProjectNote',
            id: 'n1',
            content: 'Skip arrives 9am',
            visibility_level: 'worker',
          },
        },
      }),
    ]);
    await screen.findByRole('option', { name: 'P-0001 — Riverside' });
    await user.selectOptions(screen.getByLabelText('Project'), 'p1');
    await user.type(screen.getByLabelText('Note'), 'Skip arrives 9am');
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    expect(await screen.findByText('Project note added successfully')).toBeTruthy();
  });

  it("shows the server's message when the note is refused", async () => {
    const user = renderDialog([
      options,
      addNote({
        errors: [
          new GraphQLError('Project not found', {
            extensions: { code: 'NOT_FOUND', detail: 'Project not found', status: 404 },
          }),
        ],
      }),
    ]);
    await screen.findByRole('option', { name: 'P-0001 — Riverside' });
    await user.selectOptions(screen.getByLabelText('Project'), 'p1');
    await user.type(screen.getByLabelText('Note'), 'Skip arrives 9am');
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    await waitFor(() => expect(screen.getByText('Project not found')).toBeTruthy());
  });
});
