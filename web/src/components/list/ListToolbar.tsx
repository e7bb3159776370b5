// The bar above a list: a search box (its text settles before the list reloads; see use-list-params.ts), select
// menus for filters and sort, and the list's Export menu (CSV / Excel of exactly what the list shows, with these
// filters: decision 0065). Stacked below 768px, in a row above.
import { Box, Flex, Input, NativeSelect } from '@chakra-ui/react';
import { ExportMenu, type ExportMenuProps } from './ExportMenu';

export interface ToolbarSelect {
  /** Accessible name, e.g. "Status filter". */
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  /** Width from 768px up (Chakra size token). */
  width?: string;
}

export interface ListToolbarProps {
  search?: { label: string; placeholder?: string; value: string; onChange: (text: string) => void };
  selects?: readonly ToolbarSelect[];
  /** The list's export: its core-api path and the filters the page asks with. */
  exports?: ExportMenuProps;
}

export function ListToolbar({ search, selects = [], exports }: ListToolbarProps) {
  return (
    <Flex gap="3" mb="4" direction={{ base: 'column', md: 'row' }}>
      {search && (
        <Input
          type="search"
          aria-label={search.label}
          placeholder={search.placeholder}
          value={search.value}
          onChange={(e) => search.onChange(e.currentTarget.value)}
          maxW={{ md: 'md' }}
        />
      )}
      {selects.map((select) => (
        <NativeSelect.Root key={select.label} maxW={{ md: select.width ?? '48' }}>
          <NativeSelect.Field
            aria-label={select.label}
            value={select.value}
            onChange={(e) => select.onChange(e.currentTarget.value)}
          >
            {select.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ))}
      {exports && (
        <Box ms={{ md: 'auto' }} flexShrink={0}>
          <ExportMenu {...exports} />
        </Box>
      )}
    </Flex>
  );
}
