// The project's files as its drive tree: folders with their files, a path back to all files, and Delete only
// where the server's `can_delete` allows it (a worker never sees Delete on a form's PDF, photo or signature).
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { ProjectFilesDocument } from '../projects.api';
import type { ProjectData } from './project-data';
import { FilesSection, fileTree } from './FilesSection';

const file = (id: string, filename: string, folder: string | null, can_delete: boolean) => ({
  __typename: 'UploadedFile' as const,
  id,
  filename,
  content_type: filename.endsWith('.pdf') ? 'application/pdf' : 'image/png',
  size: 2048,
  uploaded_by: 'u-worker',
  created_at: '2026-11-27T10:00:00.000Z',
  can_delete,
  folder,
});

const FILES = [
  file('f1', 'Site plan.pdf', null, true),
  file('f2', 'FORM-0001 Delay notice.pdf', '04 Site Forms', false),
  file('f3', 'signature-20261127T1000.png', '04 Site Forms', false),
  file('f4', 'form-photo-20261127T1000.jpg', '05 Photos', false),
];

function renderFiles() {
  const project = { id: 'p1', abilities: { can_upload: false } } as unknown as ProjectData;
  render(
    <ChakraProvider value={defaultSystem}>
      <MockedProvider
        mocks={[
          {
            request: { query: ProjectFilesDocument, variables: { id: 'p1' } },
            result: { data: { project: { __typename: 'Project', id: 'p1', files: FILES } } },
          },
        ]}
      >
        <FilesSection project={project} />
      </MockedProvider>
    </ChakraProvider>,
  );
  return userEvent.setup();
}

describe('FilesSection', () => {
  it('groups files by folder, folders in template order, the project’s own files at the top', () => {
    const tree = fileTree([...FILES].reverse());
    expect(tree.folders.map((f) => [f.name, f.files.length])).toEqual([
      ['04 Site Forms', 2],
      ['05 Photos', 1],
    ]);
    expect(tree.top.map((f) => f.id)).toEqual(['f1']);
  });

  it('shows the folders, opens one with a path back, and offers Delete only where the server allows', async () => {
    const user = renderFiles();
    const top = await screen.findByRole('list', { name: 'Project files' });
    expect(within(top).getByRole('button', { name: 'Open folder 04 Site Forms, 2 files' })).toBeTruthy();
    expect(within(top).getByRole('button', { name: 'Open folder 05 Photos, 1 file' })).toBeTruthy();
    expect(within(top).getByText('Site plan.pdf')).toBeTruthy();
    expect(within(top).getByRole('button', { name: 'Delete Site plan.pdf' })).toBeTruthy();
    // Filed documents are not at the top level.
    expect(within(top).queryByText('FORM-0001 Delay notice.pdf')).toBeNull();

    await user.click(within(top).getByRole('button', { name: /Open folder 04 Site Forms/ }));
    const folder = screen.getByRole('list', { name: '04 Site Forms' });
    expect(within(folder).getByText('FORM-0001 Delay notice.pdf')).toBeTruthy();
    expect(within(folder).getByText('signature-20261127T1000.png')).toBeTruthy();
    expect(within(folder).getByRole('button', { name: 'Download FORM-0001 Delay notice.pdf' })).toBeTruthy();
    expect(within(folder).queryByRole('button', { name: /^Delete/ })).toBeNull();
    const path = screen.getByRole('navigation', { name: 'Folder path' });
    expect(path.textContent).toContain('All files');
    expect(path.textContent).toContain('04 Site Forms');

    await user.click(within(path).getByRole('button', { name: 'All files' }));
    expect(await screen.findByRole('list', { name: 'Project files' })).toBeTruthy();
  });
});
