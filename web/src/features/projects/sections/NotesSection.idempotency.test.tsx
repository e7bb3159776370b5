// Retries that never duplicate, in the browser: the project page's note form sends one Idempotency-Key per note
// through the real Apollo client and links. A submit whose answer is lost (a bad signal) and is pressed again
// carries the same key, so the BFF and core-api answer it from the first one; the next note gets a new key.
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { createApolloClient } from '../../../lib/apollo';
import { Toaster } from '../../../lib/toaster';
import { NotesSection } from './NotesSection';
import type { ProjectData } from './project-data';

const project = {
  id: 'p1',
  notes: [],
  abilities: { can_add_note: true, note_levels: ['worker', 'supervisor'] },
} as unknown as ProjectData;

interface Sent {
  operation: string;
  key: string | null;
  content?: string;
}

/** A BFF over a stubbed fetch: the first AddProjectNote never answers (the signal drops), the rest succeed. */
function bff() {
  const sent: Sent[] = [];
  let notes = 0;
  const fetchImpl = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as {
      operationName: string;
      variables: { content?: string };
    };
    const key = new Headers(init?.headers).get('idempotency-key');
    sent.push({ operation: body.operationName, key, content: body.variables.content });
    if (body.operationName === 'AddProjectNote' && ++notes === 1) throw new TypeError('Failed to fetch');
    const note = {
      __typename: 'ProjectNote',
      id: `n${notes}`,
      content: body.variables.content,
      visibility_level: 'worker',
      created_at: '2026-11-22T10:00:00.000Z',
      updated_at: '2026-11-22T10:00:00.000Z',
      can_modify: true,
      author: null,
    };
    return new Response(JSON.stringify({ data: { addProjectNote: note } }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { sent, fetchImpl };
}

describe('the note form’s Idempotency-Key', () => {
  it('is the same on a retry after a lost answer, and new for the next note', async () => {
    const { sent, fetchImpl } = bff();
    render(
      <ChakraProvider value={defaultSystem}>
        <ApolloProvider client={createApolloClient('http://bff.test/graphql', fetchImpl as typeof fetch)}>
          <NotesSection project={project} />
        </ApolloProvider>
        <Toaster />
      </ChakraProvider>,
    );
    const user = userEvent.setup();
    const box = screen.getByLabelText('New note');
    await user.type(box, 'Skip arrives 9am');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    // The answer was lost: the form keeps what was typed, and the person presses Add note again.
    await waitFor(() => expect(sent).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add note' })).toHaveProperty('disabled', false),
    );
    expect((box as HTMLTextAreaElement).value).toBe('Skip arrives 9am');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));

    await user.type(box, 'Scaffold inspection Friday');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(sent.filter((s) => s.operation === 'AddProjectNote')).toHaveLength(3));

    const [lost, retry, next] = sent.filter((s) => s.operation === 'AddProjectNote');
    expect(lost!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toEqual({ ...lost, content: 'Skip arrives 9am' });
    expect(next!.content).toBe('Scaffold inspection Friday');
    expect(next!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(next!.key).not.toBe(lost!.key);
  });
});
