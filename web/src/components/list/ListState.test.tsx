// ListState: one place for a list's loading, error (with Retry) and empty states.
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { ListState, type ListStateProps } from './ListState';

function renderState(props: Partial<ListStateProps>) {
  return render(
    <ChakraProvider value={defaultSystem}>
      <ListState
        loading={false}
        loadingLabel="Loading projects"
        isEmpty={false}
        empty={{ title: 'No projects yet', description: 'Create your first project to get started.' }}
        {...props}
      >
        <p>the rows</p>
      </ListState>
    </ChakraProvider>,
  );
}

describe('ListState', () => {
  it('shows a named loading status while the first page loads', () => {
    renderState({ loading: true });
    expect(screen.getByRole('status', { name: 'Loading projects' })).toBeTruthy();
    expect(screen.queryByText('the rows')).toBeNull();
  });

  it('says why the list is empty', () => {
    renderState({ isEmpty: true });
    expect(screen.getByText('No projects yet')).toBeTruthy();
    expect(screen.getByText('Create your first project to get started.')).toBeTruthy();
    expect(screen.queryByText('the rows')).toBeNull();
  });

  it('shows the error with a Retry that reloads', async () => {
    const onRetry = vi.fn();
    renderState({ error: 'Network error. Please check your connection.', onRetry, loading: true });
    expect(screen.getByRole('alert').textContent).toContain('Network error. Please check your connection.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the rows otherwise', () => {
    renderState({});
    expect(screen.getByText('the rows')).toBeTruthy();
  });
});
