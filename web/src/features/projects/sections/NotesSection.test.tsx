// The notes on the project page: the newest come with the project, "Show all" asks for every note the reader
// may see and lists them a page at a time with a box to find one (a big job's thousand notes held the page).
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { ProjectNotesDocument } from '../projects.api';
import type { ProjectData } from './project-data';
import { NotesSection, noteMatches } from './NotesSection';

const note = (n: number) => ({
  __typename: 'ProjectNote' as const,
  id: `n${n}`,
  content: n === 42 ? 'Scaffold inspection booked for Friday' : `Daily diary entry ${n}`,
  visibility_level: 'worker' as const,
  author: {
    __typename: 'NoteAuthor' as const,
    id: n === 7 ? 'u7' : 'u1',
    first_name: n === 7 ? 'Rhys' : 'Gareth',
    last_name: 'Jones',
  },
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
  edited_at: null,
  can_edit: false,
  can_delete: false,
});

const NOTES = Array.from({ length: 75 }, (_, i) => note(i + 1));

function project(note_count: number, notes = NOTES.slice(0, Math.min(note_count, 20))) {
  return {
    id: 'p1',
    note_count,
    notes,
    abilities: { can_add_note: false, note_levels: ['worker'] },
  } as unknown as ProjectData;
}

function renderNotes(data: ProjectData) {
  const mocks = [
    {
      request: { query: ProjectNotesDocument, variables: { id: 'p1' } },
      result: { data: { project: { __typename: 'Project', id: 'p1', notes: NOTES } } },
    },
  ];
  render(
    <ChakraProvider value={defaultSystem}>
      <MockedProvider mocks={mocks}>
        <NotesSection project={data} />
      </MockedProvider>
    </ChakraProvider>,
  );
  return userEvent.setup();
}

const listed = () => within(screen.getByRole('list', { name: 'Project notes' })).getAllByRole('listitem');

describe('NotesSection', () => {
  it('shows a few notes whole and says when there are none', () => {
    renderNotes(project(3, NOTES.slice(0, 3)));
    expect(listed()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull();
  });

  it('shows the newest notes and the count; "Show all" lists every note, 50 at a time, with a find box', async () => {
    const user = renderNotes(project(75));
    expect(listed()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Show all 75 notes' }));
    const find = await screen.findByLabelText('Find in notes');
    expect(listed()).toHaveLength(50);
    await user.click(screen.getByRole('button', { name: 'Show 25 more of 25' }));
    expect(listed()).toHaveLength(75);
    await user.type(find, 'scaffold');
    expect(listed().map((li) => li.textContent)).toEqual([expect.stringContaining('Scaffold inspection')]);
    await user.clear(find);
    await user.type(find, 'rhys');
    expect(listed()).toHaveLength(1);
  });

  it('says "No notes yet." on a project without any', () => {
    renderNotes(project(0, []));
    expect(screen.getByText('No notes yet.')).toBeTruthy();
  });
});

describe('noteMatches', () => {
  it("matches the note's words or its author's name", () => {
    expect(NOTES.filter((n) => noteMatches(n, 'diary entry 7'))).toHaveLength(7); // 7 and 70–75
    expect(NOTES.filter((n) => noteMatches(n, 'rhys jones')).map((n) => n.id)).toEqual(['n7']);
  });
});
