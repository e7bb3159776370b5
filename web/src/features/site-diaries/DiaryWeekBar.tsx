// The week of the day shown (Monday to Sunday, London; decision 0090): how many of its diaries are signed, the
// week's PDF (a summary then each day) to download, and — for the site manager, once every diary written that
// week is signed — "File the week's PDF" into the project's files (04 Site Forms). Needs a signal.
import { useEffect } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { downloadFile } from '../../lib/files';
import { formatDate, formatDateTime } from '../../lib/format';
import { showToast } from '../../lib/toast';
import { DiaryWeekDocument, FileSiteDiaryWeekDocument } from './site-diaries.api';

export function DiaryWeekBar({
  projectId,
  projectNumber,
  monday,
  online,
  refreshKey,
}: {
  projectId: string;
  projectNumber?: string;
  monday: string;
  online: boolean;
  /** Changes when a day of the week is signed: read the week again. */
  refreshKey: number;
}) {
  const { data, refetch } = useQuery(DiaryWeekDocument, {
    variables: { projectId, monday },
    fetchPolicy: 'cache-and-network',
    context: { handlesOwnErrors: true },
  });
  const week = data?.diaryWeek;
  const [file, filing] = useMutation(FileSiteDiaryWeekDocument, { context: { handlesOwnErrors: true } });
  // While the week is being filed, look again until it is in the project's files.
  const queued = week?.filing === 'queued';
  useQuery(DiaryWeekDocument, {
    variables: { projectId, monday },
    fetchPolicy: 'network-only',
    pollInterval: 2_000,
    skip: !queued || !online,
    context: { handlesOwnErrors: true },
  });
  useEffect(() => {
    if (refreshKey) void refetch().catch(() => undefined);
  }, [refreshKey, refetch]);

  const written = week?.days.filter((d) => d.status !== 'none') ?? [];
  const signed = written.filter((d) => d.status === 'signed').length;
  const sunday = week?.week_ending ?? null;
  const pdfPath = `/files/projects/${encodeURIComponent(projectId)}/diary-weeks/${monday}/pdf`;
  const fileWeek = async () => {
    try {
      await file({ variables: { projectId, monday } });
      showToast('success', 'The week’s PDF is being filed in the project’s files (04 Site Forms).');
      await refetch();
    } catch (error) {
      showToast('error', error instanceof Error ? error.message : 'The week’s PDF could not be filed');
    }
  };

  return (
    <Box as="section" aria-label="Diary week" borderWidth="1px" rounded="md" p="3">
      <Stack gap="2">
        <Text fontWeight="medium">
          {`Week ${formatDate(monday)}${sunday ? ` to ${formatDate(sunday)}` : ''}`}
        </Text>
        {week && (
          <Text fontSize="sm" color="fg.muted">
            {written.length === 0
              ? 'No diary written this week yet.'
              : `${signed} of ${written.length} ${written.length === 1 ? 'diary' : 'diaries'} signed this week.`}
            {week.filing === 'filed' && week.filed_at
              ? ` The week’s PDF was filed in the project’s files (04 Site Forms) on ${formatDateTime(week.filed_at)}.`
              : ''}
            {queued ? ' The week’s PDF is being filed in the project’s files.' : ''}
          </Text>
        )}
        <HStack gap="2" wrap="wrap">
          <Button
            size="sm"
            variant="outline"
            disabled={!online}
            onClick={() =>
              void downloadFile(pdfPath, `Site diary ${projectNumber ?? ''} week ${monday}.pdf`).catch(
                (error: unknown) =>
                  showToast('error', error instanceof Error ? error.message : 'The PDF could not be made'),
              )
            }
          >
            Week’s PDF
          </Button>
          {week?.can_file && (
            <Button
              size="sm"
              variant={week.filing === 'filed' ? 'outline' : 'solid'}
              disabled={!online}
              loading={filing.loading}
              onClick={() => void fileWeek()}
            >
              {week.filing === 'filed' ? 'File the week’s PDF again' : 'File the week’s PDF'}
            </Button>
          )}
        </HStack>
      </Stack>
    </Box>
  );
}
