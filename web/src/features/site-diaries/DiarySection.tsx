// The "Site diary" section of /app/projects/{id}: a day picker (today in London by default, or ?diary=YYYY-MM-DD
// from a link) with the day before and after, that day's week (its PDF, its filing) and that day's diary.
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Button, Card, Heading, HStack, Stack } from '@chakra-ui/react';
import { DateField } from '../../components/DateField';
import { parseUkDate, toUkDateInput } from '../../lib/format';
import type { ProjectPageProject } from '../../lib/project-page-slot';
import { DiaryDay, useOnline } from './DiaryDay';
import { DiaryWeekBar } from './DiaryWeekBar';
import { londonToday, mondayOf, shiftDay } from './diary-dates';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The section's anchor: the project page's "Site diary" link (phones: the section is at the foot) lands here. */
export const DIARY_ANCHOR = 'diary';

export function DiarySection({
  project,
}: {
  project: Pick<ProjectPageProject, 'id'> & Partial<Pick<ProjectPageProject, 'project_number'>>;
}) {
  const [params] = useSearchParams();
  const location = useLocation();
  const online = useOnline();
  const [signedCount, setSignedCount] = useState(0);
  const section = useRef<HTMLDivElement>(null);
  // Each time the page is opened at #diary (the link near the top, again and again), the section is brought up.
  useEffect(() => {
    if (location.hash === `#${DIARY_ANCHOR}`) section.current?.scrollIntoView({ block: 'start' });
  }, [location.hash, location.key]);
  const linked = params.get('diary');
  const today = londonToday();
  const [date, setDay] = useState(linked && ISO_DAY.test(linked) && linked <= today ? linked : today);
  const [text, setText] = useState(toUkDateInput(date));
  const setDate = (day: string) => {
    setDay(day);
    setText(toUkDateInput(day));
  };
  return (
    <Card.Root as="section" aria-label="Site diary" id={DIARY_ANCHOR} ref={section} scrollMarginTop="4">
      <Card.Header>
        <Heading as="h2" size="md">
          Site diary
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <HStack gap="2" align="end" wrap="wrap">
            <Button size="sm" variant="outline" onClick={() => setDate(shiftDay(date, -1))}>
              Previous day
            </Button>
            <DateField
              label="Diary date"
              value={text}
              onChange={(typed) => {
                setText(typed);
                const day = parseUkDate(typed);
                if (day && day <= today) setDay(day);
              }}
              error={
                parseUkDate(text) && (parseUkDate(text) ?? '') > today
                  ? 'A diary is for today or an earlier day'
                  : undefined
              }
            />
            <Button
              size="sm"
              variant="outline"
              disabled={date >= today}
              onClick={() => setDate(shiftDay(date, 1))}
            >
              Next day
            </Button>
          </HStack>
          <DiaryWeekBar
            projectId={project.id}
            projectNumber={project.project_number}
            monday={mondayOf(date)}
            online={online}
            refreshKey={signedCount}
          />
          <DiaryDay
            key={date}
            projectId={project.id}
            date={date}
            onSigned={() => setSignedCount((n) => n + 1)}
          />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
