// Owns a list's state in the URL (so it survives reloads, back/forward and shared links): page, size,
// search, sort and filters, written with history replace. Changing the search, sort or a filter goes back
// to page 1. The search box's text settles (debounced) before it reaches the URL and the query.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDebounced } from '../../lib/use-debounced';

/** Spec §9: default page 1, size 20. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const SEARCH_DEBOUNCE_MS = 300;

export interface ListParamsOptions<F extends string> {
  /** Filter parameter → its default value ('' = no filter). A filter at its default is left out of the URL. */
  filters?: Record<F, string>;
  defaultSort?: string;
  defaultSize?: number;
  searchDebounceMs?: number;
}

export type ParamChanges = Record<string, string | null>;

export interface ListParams<F extends string> {
  page: number;
  size: number;
  /** The search applied to the list (settled, trimmed; from the URL). */
  search: string;
  /** What the search box shows right now. */
  searchText: string;
  setSearchText: (text: string) => void;
  sort: string;
  setSort: (sort: string) => void;
  filters: Record<F, string>;
  setFilter: (name: F, value: string) => void;
  setPage: (page: number) => void;
  /** Other query parameters (a view switch, a dialog flag): null or '' removes one. Resets the page unless
   * `resetPage` is false. */
  setParams: (changes: ParamChanges, options?: { resetPage?: boolean }) => void;
  /** A search or a filter is narrowing the list (for the empty state's wording). */
  filtered: boolean;
}

function positiveInt(raw: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const value = Number(raw);
  return Number.isInteger(value) && value >= 1 ? Math.min(value, max) : fallback;
}

/** What a list asks for, as its URL gives it: page, size, search, sort and filters. */
export interface ListQueryParams<F extends string> {
  page: number;
  size: number;
  search: string;
  sort: string;
  filters: Record<F, string>;
}

/**
 * The list's query parameters read from a URL's search part: what `useListParams` hands the page, and what a
 * route's `warm` (lib/route-manifest.tsx) reads before the page exists, so both ask with the same variables.
 */
export function readListParams<F extends string = never>(
  params: URLSearchParams,
  options: ListParamsOptions<F> = {},
): ListQueryParams<F> {
  const {
    filters: filterDefaults = {} as Record<F, string>,
    defaultSort = '',
    defaultSize = DEFAULT_PAGE_SIZE,
  } = options;
  const filters = Object.fromEntries(
    Object.entries<string>(filterDefaults).map(([name, fallback]) => [name, params.get(name) ?? fallback]),
  ) as Record<F, string>;
  return {
    page: positiveInt(params.get('page'), 1),
    size: positiveInt(params.get('size'), defaultSize, MAX_PAGE_SIZE),
    search: params.get('search') ?? '',
    sort: params.get('sort') ?? defaultSort,
    filters,
  };
}

export function useListParams<F extends string = never>(options: ListParamsOptions<F> = {}): ListParams<F> {
  const {
    filters: filterDefaults = {} as Record<F, string>,
    defaultSort = '',
    searchDebounceMs = SEARCH_DEBOUNCE_MS,
  } = options;
  const [params, setSearchParams] = useSearchParams();
  const read = readListParams(params, options);

  // React Router hands a write the params of the render it was made from, and renders a new URL as a
  // transition: a write made before that render (a settled search overtaking a filter change on a busy phone)
  // would build on the old URL and undo the change. So the last write this hook made, until the list renders
  // it, is what the next write builds on while the render's params are still the ones it was made from.
  const unrendered = useRef<{ from: string; to: string } | null>(null);
  const paramsText = params.toString();
  useEffect(() => {
    if (unrendered.current?.to === paramsText) unrendered.current = null;
  }, [paramsText]);

  const setParams = useCallback(
    (changes: ParamChanges, { resetPage = true }: { resetPage?: boolean } = {}) => {
      setSearchParams(
        (prev) => {
          const from = prev.toString();
          const last = unrendered.current;
          const next = new URLSearchParams(last && last.from === from ? last.to : prev);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          if (resetPage) next.delete('page');
          unrendered.current = { from, to: next.toString() };
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  // The box → the URL once the text settles; the URL → the box when it changes from elsewhere (a link, back).
  const urlSearch = read.search;
  const [searchText, setSearchText] = useState(urlSearch);
  const settled = useDebounced(searchText.trim(), searchDebounceMs);
  const [seenUrlSearch, setSeenUrlSearch] = useState(urlSearch);
  if (urlSearch !== seenUrlSearch) {
    setSeenUrlSearch(urlSearch);
    if (urlSearch !== settled) setSearchText(urlSearch);
  }
  useEffect(() => {
    if (settled !== urlSearch) setParams({ search: settled });
    // Only a newly settled text writes the URL; the URL's own changes are followed above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  return {
    page: read.page,
    size: read.size,
    search: urlSearch,
    searchText,
    setSearchText,
    sort: read.sort,
    setSort: (value) => setParams({ sort: value === defaultSort ? null : value }),
    filters: read.filters,
    setFilter: (name, value) => setParams({ [name]: value === filterDefaults[name] ? null : value }),
    setPage: (page) => setParams({ page: page <= 1 ? null : String(page) }, { resetPage: false }),
    setParams,
    filtered:
      urlSearch !== '' ||
      Object.entries<string>(filterDefaults).some(
        ([name, fallback]) => (params.get(name) ?? fallback) !== fallback,
      ),
  };
}
