// The audit log of superadmin actions (sign-ins, company setup, status changes), newest first.
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Box } from '@chakra-ui/react';
import {
  DataTable,
  DEFAULT_PAGE_SIZE,
  ListState,
  Pager,
  pageCount,
  type Column,
} from '../../components/list';
import type { SuperadminAuditLogQuery } from '../../generated/graphql';
import { SuperadminAuditLogDocument } from './superadmin.api';
import { SUPERADMIN_FALLBACKS, superadminErrorMessage } from './superadmin-errors';
import { activityLabel, humanise, statusLabel } from '@sitebase/shared';
import { formatDateTime } from './superadmin-format';

/** A status or role value in words ("suspended" → "Suspended"); other values as they are. */
function statusWords(key: string, value: string): string {
  return /status|role|from|to/.test(key) ? statusLabel(value) : value;
}

type Entry = SuperadminAuditLogQuery['superadminAuditLog']['items'][number];

function describeDetails(details: string | null | undefined): string {
  if (!details) return '';
  try {
    const parsed = JSON.parse(details) as Record<string, unknown>;
    return Object.entries(parsed)
      .map(([k, v]) => `${humanise(k)}: ${typeof v === 'string' ? statusWords(k, v) : String(v)}`)
      .join(', ');
  } catch {
    return details;
  }
}

const COLUMNS: readonly Column<Entry>[] = [
  { key: 'when', header: 'When', cell: (e) => formatDateTime(e.created_at), nowrap: true, card: 'subtitle' },
  { key: 'who', header: 'Who', cell: (e) => e.username ?? '—' },
  { key: 'action', header: 'Action', cell: (e) => activityLabel(e.action), card: 'title' },
  { key: 'details', header: 'Details', cell: (e) => describeDetails(e.details) },
  { key: 'ip', header: 'IP', cell: (e) => e.ip ?? '—', from: 'lg' },
];

export function AuditLogPanel() {
  // The page stays in the tab (the companies list owns the URL's list parameters).
  const [page, setPage] = useState(1);
  const { data, error, loading, refetch } = useQuery(SuperadminAuditLogDocument, {
    variables: { page, size: DEFAULT_PAGE_SIZE },
    fetchPolicy: 'network-only',
  });
  const result = data?.superadminAuditLog;
  return (
    <Box as="section" aria-label="Audit log">
      <ListState
        loading={loading && !result}
        loadingLabel="Loading audit log"
        error={error ? superadminErrorMessage(error, SUPERADMIN_FALLBACKS.audit) : null}
        onRetry={() => void refetch()}
        isEmpty={(result?.items.length ?? 0) === 0}
        empty={{ title: 'No audit entries yet' }}
      >
        <DataTable label="Audit log" columns={COLUMNS} rows={result?.items ?? []} rowKey={(e) => e.id} />
        {result && (
          <Pager
            page={result.page}
            pages={pageCount(result.total, result.size)}
            total={result.total}
            noun={['entry', 'entries']}
            onPage={setPage}
          />
        )}
      </ListState>
    </Box>
  );
}
