// /app/forms: the quick action's ?create=true shows the template picker at 390px; choosing a template opens the
// filler, which names what is missing against each field before anything is queued (a signature is the user's,
// or a named signatory's typed in their presence); the list has its filters.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../app/router';
import { renderRoutes, seedSession } from '../../test/render';
import { mockViewportWidth } from '../../test/viewport';
import { FormProjectsDocument, FormTemplatesDocument } from './forms.api';

// jsdom has no canvas: the drawing pad is stood in for (the signature's words and name field are what is tested).
vi.mock('signature_pad', () => ({
  default: class {
    addEventListener() {}
    removeEventListener() {}
    off() {}
    clear() {}
    isEmpty() {
      return true;
    }
  },
}));

let restoreViewport = () => {};
afterEach(() => restoreViewport());

const field = (
  key: string,
  label: string,
  type: string,
  required: boolean,
  options: string[] | null = null,
) => ({
  __typename: 'FormField' as const,
  key,
  label,
  type,
  required,
  options,
  help: null,
  min: type === 'number' ? 0 : null,
  max: null,
});

const templates = {
  request: { query: FormTemplatesDocument },
  variableMatcher: () => true,
  maxUsageCount: 5,
  result: {
    data: {
      formTemplates: [
        {
          __typename: 'FormTemplate',
          id: 't1',
          name: 'Site Issue Report',
          category: 'site_issue',
          builtin: true,
          is_active: true,
          version: 1,
          can_edit: false,
          fields: [
            field('location', 'Location on site', 'text', true),
            field('severity', 'Severity', 'select', true, ['low', 'medium', 'high', 'critical']),
            field('photos', 'Photos', 'photo', false),
            field('signature', 'Signature', 'signature', true),
          ],
        },
      ],
    },
  },
};
const projects = {
  request: { query: FormProjectsDocument },
  maxUsageCount: 5,
  result: {
    data: {
      projectsForForms: [
        { __typename: 'ProjectOption', id: 'p1', project_number: 'P-0001', name: 'Riverside Flats' },
      ],
    },
  },
};

describe('FormsPage', () => {
  it('picker → filler on a phone; each missing answer is named against its field', async () => {
    restoreViewport = mockViewportWidth(390);
    seedSession('worker');
    renderRoutes(routes, '/app/forms?create=true', [templates, projects]);
    expect(await screen.findByRole('heading', { name: 'New form' })).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: /^Site Issue Report/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Site Issue Report' })).toBeTruthy();
    const camera = screen.getByLabelText('Photos: take or add photos') as HTMLInputElement;
    expect(camera.getAttribute('capture')).toBe('environment');
    expect(camera.getAttribute('accept')).toBe('image/*');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please select a project')).toBeTruthy();
    expect(screen.getByText('Location on site is required')).toBeTruthy();
    expect(screen.getByText('Severity is required')).toBeTruthy();
    expect(screen.getByText('Signature is required')).toBeTruthy();
    // The signed-in user signs as themself; someone without an account types their name (decision 0053).
    expect(screen.getByText('Sign with your finger; the form records it as your signature')).toBeTruthy();
    await userEvent.click(
      screen.getByRole('checkbox', { name: /Someone without a SiteBase account is signing/ }),
    );
    expect(screen.getByRole('textbox', { name: 'Signature: name of the person signing' })).toBeTruthy();
    expect(screen.getByText('They sign here; the form records it as signed in your presence')).toBeTruthy();
  }, 20_000);

  it('shows the list with its filters and a New form button', async () => {
    restoreViewport = mockViewportWidth(1280);
    seedSession('supervisor');
    renderRoutes(routes, '/app/forms', [templates, projects]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Forms' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New form' })).toBeTruthy();
    for (const label of ['Form filter', 'Project filter', 'Status filter', 'Severity filter']) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
  });
});
