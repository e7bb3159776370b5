// The Add Project Note flow (spec §5, §8): a worker's project list, the two messages, submit disabled until
// both fields are set, and the success and failure toasts. The note is sent through the phone's outbox (plain
// fetch to /graphql with an Idempotency-Key), so its answer is stubbed there.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthContext } from '../auth/auth-context';
import { fakeUser, renderRoutes } from '../../test/render';
import { AddProjectNoteDialog } from './AddProjectNoteDialog';
import { ProjectOptionsDocument } from './project-options.api';

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

/** The BFF's answer to the note's mutation; what was sent is collected. */
function addNote(answer: object) {
  const sent: { key: string | null; body: { operationName: string; variables: unknown } }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push({
        key: new Headers(init.headers).get('idempotency-key'),
        body: JSON.parse(init.body as string),
      });
      return Response.json(answer);
    }),
  );
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

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
    const sent = addNote({
      data: { addProjectNote: { id: 'n1', content: 'Skip arrives 9am', visibility_level: 'worker' } },
    });
    const user = renderDialog([options]);
    await screen.findByRole('option', { name: 'P-0001 — Riverside' });
    await user.selectOptions(screen.getByLabelText('Project'), 'p1');
    await user.type(screen.getByLabelText('Note'), 'Skip arrives 9am');
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    expect(await screen.findByText('Project note added successfully')).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[0]!.body).toMatchObject({
      operationName: 'AddProjectNote',
      variables: { project_id: 'p1', content: 'Skip arrives 9am', visibility_level: 'worker' },
    });
  });

  it("shows the server's message when the note is refused", async () => {
    addNote({
      data: null,
      errors: [
        {
          message: 'Project not found',
          extensions: { code: 'NOT_FOUND', detail: 'Project not found', status: 404 },
        },
      ],
    });
    const user = renderDialog([options]);
    await screen.findByRole('option', { name: 'P-0001 — Riverside' });
    await user.selectOptions(screen.getByLabelText('Project'), 'p1');
    await user.type(screen.getByLabelText('Note'), 'Skip arrives 9am');
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    await waitFor(() => expect(screen.getByText('Project not found')).toBeTruthy());
  });
});
