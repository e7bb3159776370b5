// useListParams with ListToolbar: the list's state lives in the URL (history replaced); the search settles
// before it reaches the URL; a filter, sort or search change goes back to page 1.
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../test/render';
import { ListToolbar } from './ListToolbar';
import { Pager } from './Pager';
import { MAX_PAGE_SIZE, readListParams, useListParams, type ListParams } from './use-list-params';

function Harness() {
  const list = useListParams({ filters: { status: '', role: 'any' }, defaultSort: 'created_at:desc' });
  return (
    <div>
      <ListToolbar
        search={{ label: 'Search things', value: list.searchText, onChange: list.setSearchText }}
        selects={[
          {
            label: 'Status filter',
            value: list.filters.status,
            onChange: (v) => list.setFilter('status', v),
            options: [
              { value: '', label: 'All statuses' },
              { value: 'active', label: 'Active' },
            ],
          },
          {
            label: 'Role filter',
            value: list.filters.role,
            onChange: (v) => list.setFilter('role', v),
            options: [
              { value: 'any', label: 'Any role' },
              { value: 'manager', label: 'Manager' },
            ],
          },
          {
            label: 'Sort',
            value: list.sort,
            onChange: list.setSort,
            options: [
              { value: 'created_at:desc', label: 'Newest' },
              { value: 'name:asc', label: 'Name' },
            ],
          },
        ]}
      />
      <Pager page={list.page} pages={5} total={100} noun={['thing', 'things']} onPage={list.setPage} />
      <output aria-label="applied">
        {JSON.stringify({ search: list.search, size: list.size, filtered: list.filtered })}
      </output>
    </div>
  );
}

function setup(initial: string) {
  const { router } = renderRoutes([{ path: '/things', element: <Harness /> }], initial);
  const url = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { router, url, user: userEvent.setup() };
}

const applied = () => JSON.parse(screen.getByLabelText('applied').textContent ?? '{}');

describe('useListParams', () => {
  it('reads page, size, search, sort and filters from the URL', () => {
    setup('/things?page=2&size=50&search=quay&status=active&sort=name:asc');
    expect((screen.getByLabelText('Search things') as HTMLInputElement).value).toBe('quay');
    expect((screen.getByLabelText('Status filter') as HTMLSelectElement).value).toBe('active');
    expect((screen.getByLabelText('Role filter') as HTMLSelectElement).value).toBe('any');
    expect((screen.getByLabelText('Sort') as HTMLSelectElement).value).toBe('name:asc');
    expect(screen.getByText('100 things · page 2 of 5')).toBeTruthy();
    expect(applied()).toEqual({ search: 'quay', size: 50, filtered: true });
  });

  it('writes the search to the URL once it settles, replacing history and going back to page 1', async () => {
    const { router, url, user } = setup('/things?page=3');
    await user.type(screen.getByLabelText('Search things'), 'harbour');
    // Typing alone does not reload the list.
    expect(url()).toBe('/things?page=3');
    expect(applied().search).toBe('');
    await waitFor(() => expect(url()).toBe('/things?search=harbour'));
    await waitFor(() => expect(applied()).toMatchObject({ search: 'harbour', filtered: true }));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('goes back to page 1 when a filter or the sort changes, and drops defaults from the URL', async () => {
    const { url, user } = setup('/things?page=4');
    await user.selectOptions(screen.getByLabelText('Status filter'), 'active');
    expect(url()).toBe('/things?status=active');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(url()).toBe('/things?status=active&page=2');
    await user.selectOptions(screen.getByLabelText('Role filter'), 'manager');
    expect(url()).toBe('/things?status=active&role=manager');
    await user.selectOptions(screen.getByLabelText('Role filter'), 'any');
    await user.selectOptions(screen.getByLabelText('Sort'), 'name:asc');
    expect(url()).toBe('/things?status=active&sort=name%3Aasc');
    await user.selectOptions(screen.getByLabelText('Sort'), 'created_at:desc');
    await user.selectOptions(screen.getByLabelText('Status filter'), '');
    expect(url()).toBe('/things');
  });

  it('keeps every change when a second lands before the list renders the first (a filter, then a settled search)', async () => {
    let list!: ListParams<'status' | 'role'>;
    function Writer() {
      list = useListParams({ filters: { status: '', role: 'any' } });
      return null;
    }
    const { router } = renderRoutes([{ path: '/things', element: <Writer /> }], '/things?status=active');
    const search = () => router.state.location.search;
    await act(async () => {
      list.setFilter('status', '');
      list.setParams({ search: 'quay' });
    });
    expect(search()).toBe('?search=quay');
    // Once rendered, a change from elsewhere (back to the earlier URL) is what the next write builds on.
    await act(() => router.navigate('/things?status=active'));
    await act(async () => list.setParams({ search: 'wharf' }));
    expect(search()).toBe('?status=active&search=wharf');
  });

  it('follows the URL when it changes from elsewhere (a link, back)', async () => {
    const { router } = setup('/things?search=quay');
    await act(() => router.navigate('/things?search=wharf'));
    expect((screen.getByLabelText('Search things') as HTMLInputElement).value).toBe('wharf');
    await act(() => router.navigate('/things'));
    expect((screen.getByLabelText('Search things') as HTMLInputElement).value).toBe('');
  });
});

describe('readListParams (what a warm start reads before the page exists)', () => {
  const options = { filters: { status: '', role: 'any' }, defaultSort: 'created_at:desc' };

  it('reads the same page, size, search, sort and filters the hook gives the page', () => {
    const read = readListParams(
      new URLSearchParams('page=2&size=50&search=quay&status=active&sort=name:asc'),
      options,
    );
    expect(read).toEqual({
      page: 2,
      size: 50,
      search: 'quay',
      sort: 'name:asc',
      filters: { status: 'active', role: 'any' },
    });
  });

  it('falls back to the defaults and clamps what the URL gets wrong', () => {
    expect(readListParams(new URLSearchParams('page=0&size=5000'), options)).toEqual({
      page: 1,
      size: MAX_PAGE_SIZE,
      search: '',
      sort: 'created_at:desc',
      filters: { status: '', role: 'any' },
    });
    expect(readListParams(new URLSearchParams('page=abc&size=-3'), {}).page).toBe(1);
    expect(readListParams(new URLSearchParams(''), { defaultSize: 10 }).size).toBe(10);
  });
});
