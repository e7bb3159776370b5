// The list kit (docs/decisions/0013-web-route-manifests-and-list-kit.md): a page's list is useListParams (state
// in the URL) + ListToolbar (search and selects) + ListState (loading / error / empty) + DataTable (table or
// cards) + Pager, and ExportMenu (CSV / Excel of what the list shows: decision 0065).
export { DataTable, type Column, type DataTableProps } from './DataTable';
export {
  BulkBar,
  BulkResults,
  SelectAll,
  TickBox,
  useBulkDecisions,
  useSelection,
  type BulkDecisions,
  type BulkDecisionsOptions,
  type BulkOutcome,
  type BulkOutcomeView,
  type Selection,
} from './selection';
export {
  ExportMenu,
  exportPath,
  type ExportFilters,
  type ExportFormat,
  type ExportMenuProps,
} from './ExportMenu';
export { ListState, type ListStateProps } from './ListState';
export { ListToolbar, type ListToolbarProps, type ToolbarSelect } from './ListToolbar';
export { Pager, pageCount, type PagerProps } from './Pager';
export { atLeast, useBreakpoint, type Breakpoint } from './use-breakpoint';
export {
  DEFAULT_PAGE_SIZE,
  SEARCH_DEBOUNCE_MS,
  readListParams,
  useListParams,
  type ListParams,
  type ListParamsOptions,
  type ListQueryParams,
} from './use-list-params';
