// "Export" on a list (decision 0065): CSV, and Excel where the list offers it, of exactly what the list shows —
// the same filters, search and sort the page asks for, every page — downloaded through the BFF's
// /files/exports/<list> pass-through with the signed-in user's token. core-api writes the file (its name
// carries the date) and leaves out whatever the reader may not see.
import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { downloadFile, FileCallError } from '../../lib/files';
import { showToast } from '../../lib/toast';
import { LazyMenu } from '../menu/LazyMenu';

export type ExportFormat = 'csv' | 'xlsx';

/** A list's filters as the page sends them (its query variables); empty values and paging are left out. */
export type ExportFilters = Record<string, string | number | boolean | readonly string[] | null | undefined>;

const FORMAT_LABELS: Record<ExportFormat, string> = { csv: 'CSV', xlsx: 'Excel (.xlsx)' };

/** The download path of a list's export: `/files/exports/plant/requests?status=approved&format=csv`. */
export function exportPath(list: string, filters: ExportFilters, format: ExportFormat): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (name === 'page' || name === 'size' || value == null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) query.set(name, value.join(','));
    } else query.set(name, String(value));
  }
  query.set('format', format);
  return `/files/exports/${list}?${query.toString()}`;
}

export interface ExportMenuProps {
  /** The list's path in core-api, below /api: `projects`, `plant/requests`. */
  list: string;
  /** The page's current filters (its query variables). */
  filters: ExportFilters;
  /** CSV always; add xlsx for the main lists. */
  formats?: readonly ExportFormat[];
}

export function ExportMenu({ list, filters, formats = ['csv', 'xlsx'] }: ExportMenuProps) {
  const [busy, setBusy] = useState(false);
  const download = async (format: ExportFormat) => {
    setBusy(true);
    try {
      await downloadFile(exportPath(list, filters, format), `${list.replace(/\//g, '-')}.${format}`);
    } catch (err) {
      if (err instanceof FileCallError && err.message) showToast('error', err.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <LazyMenu
      onSelect={({ value }) => void download(value as ExportFormat)}
      trigger={
        <Button variant="outline" size="sm" loading={busy} loadingText="Exporting…">
          <Download aria-hidden size={16} /> Export
        </Button>
      }
      content={(Menu) => (
        <Menu.Content>
          {formats.map((format) => (
            <Menu.Item key={format} value={format}>
              {FORMAT_LABELS[format]}
            </Menu.Item>
          ))}
        </Menu.Content>
      )}
    />
  );
}
