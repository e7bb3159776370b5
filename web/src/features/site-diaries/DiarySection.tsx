// The "Site diary" section of /app/projects/{id}: a day picker (today in London by default, or ?diary=YYYY-MM-DD
// from a link) with the day before and after, and that day's diary.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, Card, Heading, HStack, Stack } from '@chakra-ui/react';
import { DateField } from '../../components/DateField';
import { parseUkDate, toUkDateInput } from '../../lib/format';
import type { ProjectPageProject } from '../../lib/project-page-slot';
import { DiaryDay } from './DiaryDay';
import { londonToday, shiftDay } from './diary-dates';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export function DiarySection({ project }: { project: Pick<ProjectPageProject, 'id'> }) {
  const [params] = useSearchParams();
  const linked = params.get('diary');
  const today = londonToday();
  const [date, setDay] = useState(linked && ISO_DAY.test(linked) && linked <= today ? linked : today);
  const [text, setText] = useState(toUkDateInput(date));
  const setDate = (day: string) => {
    setDay(day);
    setText(toUkDateInput(day));
  };
  return (
    <Card.Root as="section" aria-label="Site diary" id="diary">
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
          <DiaryDay key={date} projectId={project.id} date={date} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
