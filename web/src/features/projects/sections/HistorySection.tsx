// The project's history (activity log), newest first, ten at a time.
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { formatDateTime } from '../../../lib/format';
import { activityLabel, statusLabel } from '@sitebase/shared';
import { ProjectActivityDocument } from '../projects.api';
import { Section } from './Section';

const HISTORY_PAGE_SIZE = 10;
const ARCHIVE_MOVES = new Set(['archived', 'restored']);

export function HistorySection({ projectId }: { projectId: string }) {
  const [page, setPage] = useState(1);
  const { data, loading } = useQuery(ProjectActivityDocument, {
    variables: { id: projectId, page, size: HISTORY_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const activity = data?.project?.activity;
  return (
    <Section title="History">
      {loading && !activity ? (
        <Text color="fg.muted">Loading history…</Text>
      ) : !activity || activity.items.length === 0 ? (
        <Text color="fg.muted">No history yet.</Text>
      ) : (
        <Stack as="ol" listStyleType="none" gap="2" aria-label="Project history">
          {activity.items.map((a) => {
            const who = a.actor ? `${a.actor.first_name} ${a.actor.last_name}` : 'System';
            const detail = a.details?.name ?? a.details?.filename;
            const name = typeof detail === 'string' ? detail : null;
            return (
              <Box as="li" key={a.id} fontSize="sm">
                <Text>
                  <strong>{activityLabel(a.action)}</strong>
                  {/* Archive and restore say their move in their name (live → archived adds nothing). */}
                  {a.from_state && a.to_state && !ARCHIVE_MOVES.has(a.action)
                    ? `: ${statusLabel(a.from_state)} → ${statusLabel(a.to_state)}`
                    : ''}
                  {name ? `: ${name}` : ''}
                  {a.reason ? ` — “${a.reason}”` : ''}
                </Text>
                <Text color="fg.muted">
                  {who} · {formatDateTime(a.created_at)}
                </Text>
              </Box>
            );
          })}
        </Stack>
      )}
      {activity && activity.pages > 1 && (
        <HStack mt="3">
          <Button size="xs" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Newer
          </Button>
          <Button
            size="xs"
            variant="outline"
            disabled={page >= activity.pages}
            onClick={() => setPage(page + 1)}
          >
            Older
          </Button>
        </HStack>
      )}
    </Section>
  );
}
