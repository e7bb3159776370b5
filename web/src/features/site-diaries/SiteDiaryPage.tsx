// /app/diary (supervisors and up), linked from the worker dashboard: the site manager picks one of their
// projects (the list is kept on the phone, so it opens with no signal) and writes today's diary there.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Field, Heading, Link, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useRememberedQuery } from '../../lib/offline-query';
import { DiarySection } from './DiarySection';
import { DiaryProjectsDocument } from './site-diaries.api';

export function SiteDiaryPage() {
  const { data, loading } = useRememberedQuery(DiaryProjectsDocument);
  const projects = data?.myProjects.items ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const projectId = chosen ?? projects[0]?.id ?? null;
  return (
    <Stack gap="4" maxW="4xl">
      <Heading as="h1" size="2xl">
        Site diary
      </Heading>
      {loading && <Text color="fg.muted">Loading your projects…</Text>}
      {!loading && projects.length === 0 && <Text>You are not on any project’s team yet.</Text>}
      {projects.length > 0 && (
        <Field.Root>
          <Field.Label>Project</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={projectId ?? ''} onChange={(e) => setChosen(e.target.value)}>
              {projects.map((p) => (
                <option key={p.id} value={p.id}>
                  {`${p.project_number} ${p.name}`}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      )}
      {projectId && (
        <>
          <Link asChild fontSize="sm">
            <RouterLink to={`/app/projects/${projectId}`}>Open the project</RouterLink>
          </Link>
          <DiarySection key={projectId} project={{ id: projectId }} />
        </>
      )}
    </Stack>
  );
}
