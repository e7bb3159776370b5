// One day's diary of a project: the day's records (live until signed), what the site manager writes (autosaved,
// kept on the phone with no signal and sent when it returns), sign-off, the PDF, and addenda once signed. Read
// by everyone who may see the project; written by supervisors and up (the answer's abilities say who).
import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Badge, Box, Button, Field, Heading, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { downloadFile } from '../../lib/files';
import { formatDate, formatDateTime } from '../../lib/format';
import { useRememberedQuery } from '../../lib/offline-query';
import { SAVED_ON_PHONE } from '../../lib/outbox';
import { showToast } from '../../lib/toast';
import type { SiteDiaryFieldsFragment } from '../../generated/graphql';
import { DiaryEditor, fieldsOf, type EditorState } from './DiaryEditor';
import { DiaryRecordsView } from './DiaryRecordsView';
import {
  DiarySaver,
  photosOfItem,
  waitingSave,
  type DiaryFields,
  type PendingPhoto,
  type SaveState,
} from './diary-save';
import { AddSiteDiaryAddendumDocument, SignSiteDiaryDocument, SiteDiaryDocument } from './site-diaries.api';

const AUTOSAVE_MS = 800;

function editorStateOf(
  d: SiteDiaryFieldsFragment | DiaryFields,
  photos: { upload_id: string; filename: string }[],
  pending: PendingPhoto[] = [],
): EditorState {
  return {
    weather: d.weather ?? {},
    work_done: d.work_done ?? '',
    delays: (d.delays ?? []).map((x) => ({ ...x })),
    instructions: d.instructions ?? '',
    visitors: (d.visitors ?? []).map((x) => ({ ...x })),
    photos,
    pending,
  };
}

/** Whether the phone has a signal, as the browser tells it. */
export function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const up = () => setOnline(true);
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, []);
  return online;
}

const STATE_WORDS: Record<SaveState, string> = {
  idle: '',
  saving: 'Saving…',
  saved: 'Saved',
  waiting: SAVED_ON_PHONE,
  error: '',
};

export function DiaryDay({
  projectId,
  date,
  onSigned,
}: {
  projectId: string;
  date: string;
  /** Told when this day is signed (the week's filing may now be possible). */
  onSigned?: () => void;
}) {
  const { data, loading } = useRememberedQuery(SiteDiaryDocument, {
    variables: { projectId, date },
    fetchPolicy: 'network-only',
  });
  const online = useOnline();
  const [diary, setDiary] = useState<SiteDiaryFieldsFragment | null>(null);
  const [editor, setEditor] = useState<EditorState | null>(null);
  const [save, setSave] = useState<{ state: SaveState; message?: string }>({ state: 'idle' });
  const [addendum, setAddendum] = useState('');
  const saver = useRef<DiarySaver | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [sign, signing] = useMutation(SignSiteDiaryDocument, { context: { handlesOwnErrors: true } });
  const [addAddendum, adding] = useMutation(AddSiteDiaryAddendumDocument, {
    context: { handlesOwnErrors: true },
  });

  const loaded = data?.siteDiary ?? null;
  const loadedKey = loaded ? `${loaded.project_id}/${loaded.date}` : null;
  useEffect(() => {
    if (!loaded) return;
    let live = true;
    const s = new DiarySaver(
      loaded,
      loaded.version,
      (saved) => setDiary(saved),
      (state, message) => setSave({ state, message }),
      // Photos kept on the phone are in the project's files now: shown as the diary's own.
      (placed) =>
        setEditor((current) =>
          current
            ? {
                ...current,
                pending: current.pending.filter((p) => !placed.some((x) => x.local_id === p.local_id)),
                photos: [
                  ...current.photos,
                  ...placed
                    .filter((x) => current.pending.some((p) => p.local_id === x.local_id))
                    .map((x) => ({ upload_id: x.upload_id, filename: x.filename })),
                ],
              }
            : current,
        ),
    );
    saver.current = s;
    setDiary(loaded);
    setEditor(editorStateOf(loaded, loaded.photos, []));
    void waitingSave(loaded.project_id, loaded.date).then((item) => {
      if (!live || !item) return;
      const { pending, uploaded } = photosOfItem(item);
      s.resume(
        item.key,
        item.uploads.map((u, i) => ({ local_id: `${item.key}-${i}`, blob: u.blob, filename: u.filename })),
      );
      const input = item.operation.variables.input as DiaryFields;
      setEditor(
        editorStateOf(
          input,
          [
            ...loaded.photos.filter((p) => input.photo_upload_ids?.includes(p.upload_id)),
            ...uploaded.map((u) => ({ upload_id: u.upload_id, filename: u.filename })),
          ],
          pending,
        ),
      );
      setSave({ state: 'waiting' });
    });
    return () => {
      live = false;
      s.dispose();
      if (timer.current) clearTimeout(timer.current);
    };
    // One saver per day opened: a refetch of the same day keeps what is being typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loadedKey]);

  if (loading && !diary) return <Text color="fg.muted">Loading the diary…</Text>;
  if (!diary || !editor) return <Text color="fg.muted">The diary could not be loaded.</Text>;

  const change = (next: EditorState) => {
    setEditor(next);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void saver.current?.save(fieldsOf(next), next.pending), AUTOSAVE_MS);
  };
  const flush = async () => {
    if (timer.current) {
      clearTimeout(timer.current);
      timer.current = null;
      await saver.current?.save(fieldsOf(editor), editor.pending);
    }
    await saver.current?.settled();
  };
  const signOff = async () => {
    await flush();
    if (saver.current?.waiting)
      return showToast('error', 'Signing needs a signal: the diary is saved on this phone.');
    try {
      const res = await sign({
        variables: { projectId, date, version: saver.current?.currentVersion ?? diary.version },
      });
      if (res.data) {
        setDiary(res.data.signSiteDiary);
        showToast('success', 'Diary signed');
        onSigned?.();
      }
    } catch (error) {
      showToast('error', error instanceof Error ? error.message : 'The diary could not be signed');
    }
  };
  const add = async () => {
    try {
      const res = await addAddendum({ variables: { projectId, date, text: addendum } });
      if (res.data) {
        setDiary(res.data.addSiteDiaryAddendum);
        setAddendum('');
      }
    } catch (error) {
      showToast('error', error instanceof Error ? error.message : 'The addendum could not be added');
    }
  };
  const signed = diary.status === 'signed';
  const pdfPath = `/files/projects/${encodeURIComponent(projectId)}/diary/${date}/pdf`;

  return (
    <Stack gap="5">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <HStack gap="2">
          <Heading as="h3" size="md">
            {`Diary for ${formatDate(date)}`}
          </Heading>
          <Badge colorPalette={signed ? 'green' : 'gray'}>{signed ? 'Signed' : 'Draft'}</Badge>
        </HStack>
        <Button
          size="sm"
          variant="outline"
          disabled={!online}
          onClick={() => void downloadFile(pdfPath, `Site diary ${diary.project_number} ${date}.pdf`)}
        >
          Diary PDF
        </Button>
      </HStack>
      {signed && diary.signed_by && (
        <Text fontSize="sm">{`Signed by ${diary.signed_by.first_name} ${diary.signed_by.last_name} on ${formatDateTime(diary.signed_at)}`}</Text>
      )}
      {signed && (
        <Text fontSize="sm" color="fg.muted">
          {diary.pdf_upload_id
            ? 'Its PDF is filed in the project’s files (04 Site Forms).'
            : 'Its PDF is being filed in the project’s files.'}
        </Text>
      )}
      <DiaryRecordsView records={diary.records} />
      {diary.can_edit ? (
        <Box>
          <DiaryEditor state={editor} onChange={change} online={online} />
          <HStack mt="4" justify="space-between" wrap="wrap" gap="2">
            <Text fontSize="sm" color={save.state === 'error' ? 'fg.error' : 'fg.muted'} role="status">
              {save.state === 'error' ? save.message : STATE_WORDS[save.state]}
            </Text>
            {diary.can_sign && (
              <Button
                colorPalette="blue"
                loading={signing.loading}
                disabled={!online}
                onClick={() => void signOff()}
              >
                Sign off diary
              </Button>
            )}
          </HStack>
        </Box>
      ) : (
        <SignedText diary={diary} />
      )}
      {signed && (
        <Box as="section" aria-label="Addenda">
          <Heading as="h4" size="sm" mb="2">
            Addenda
          </Heading>
          {diary.addenda.length === 0 && (
            <Text fontSize="sm" color="fg.muted">
              No corrections.
            </Text>
          )}
          <Stack as="ul" gap="2" listStyleType="none">
            {diary.addenda.map((a) => (
              <Box as="li" key={a.id} fontSize="sm">
                <Text color="fg.muted">{`${formatDateTime(a.created_at)}${a.created_by ? `, ${a.created_by.first_name} ${a.created_by.last_name}` : ''}`}</Text>
                <Text>{a.text}</Text>
              </Box>
            ))}
          </Stack>
          {diary.can_add_addendum && (
            <Stack mt="3" gap="2">
              <Field.Root>
                <Field.Label>Addendum</Field.Label>
                <Textarea rows={2} value={addendum} onChange={(e) => setAddendum(e.target.value)} />
              </Field.Root>
              <Button
                size="sm"
                alignSelf="start"
                disabled={!addendum.trim() || !online}
                loading={adding.loading}
                onClick={() => void add()}
              >
                Add addendum
              </Button>
            </Stack>
          )}
        </Box>
      )}
    </Stack>
  );
}

function SignedText({ diary }: { diary: SiteDiaryFieldsFragment }) {
  const half = (label: string, h: SiteDiaryFieldsFragment['weather']['morning']) =>
    h
      ? `${label}: ${[h.conditions, h.temperature_c == null ? null : `${h.temperature_c} °C`].filter(Boolean).join(', ')}${h.stopped_work ? ' (stopped work)' : ''}`
      : null;
  const lines: [string, string | null][] = [
    [
      'Weather',
      [half('Morning', diary.weather.morning), half('Afternoon', diary.weather.afternoon)]
        .filter(Boolean)
        .join(' · ') || null,
    ],
    ['Work done', diary.work_done],
    ['Delays', diary.delays.map((d) => `${d.reason} (${d.lost_hours} h)`).join('; ') || null],
    ['Instructions received', diary.instructions],
    [
      'Visitors',
      diary.visitors.map((v) => [v.name, v.company].filter(Boolean).join(', ')).join('; ') || null,
    ],
    ['Photos', diary.photos.map((p) => p.filename).join(', ') || null],
  ];
  return (
    <Stack as="dl" gap="2" fontSize="sm">
      {lines.map(([label, value]) => (
        <Box key={label}>
          <Text as="dt" fontWeight="medium">
            {label}
          </Text>
          <Text as="dd" color={value ? undefined : 'fg.muted'}>
            {value ?? '—'}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
