// /app/labour/my-timesheet ("My timesheet", issue 35): the signed-in user's own week, found through the operative
// linked to their user (operatives.user_id; core-api's `mine` filter), this week unless `week` names another.
// Someone with no linked operative is told so plainly, never shown another operative's sheet.
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Alert, Box, Button, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme/recipes/alert';
import { registerRecipes, system } from '../../lib/theme';
import { ListState } from '../../components/list/ListState';
import { classifyError } from '../../lib/error-message';
import { formatDate } from '../../lib/format';
import { addDaysIso, mondayOf } from './labour-labels';
import { MyOperativeDocument, OperativeTimesheetsDocument } from './labour.api';
import { TimesheetCard } from './TimesheetCard';
import { WeekGrid } from './WeekGrid';

// Registered here, not in lib/theme-app.ts: only the modules that render it load it (issue 36, decision 0072).
registerRecipes(system, {}, { alert: alertSlotRecipe });

export const NO_OPERATIVE_MESSAGE =
  'Your user is not linked to an operative yet, so there is no timesheet to show. Ask your supervisor to link you to your operative record in Labour.';

export function MyTimesheetPage() {
  const [params, setParams] = useSearchParams();
  const week = params.get('week') ?? mondayOf();
  const entering = params.get('create') === 'true';
  const set = (changes: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        return next;
      },
      { replace: true },
    );
  const mine = useQuery(MyOperativeDocument);
  const operative = mine.data?.operatives.items[0] ?? null;
  const sheets = useQuery(OperativeTimesheetsDocument, {
    variables: { week, operative_id: operative?.id ?? null },
    skip: !operative,
  });
  const failure = mine.error && !mine.data ? classifyError(mine.error) : null;
  const sheetFailure = sheets.error && !sheets.data ? classifyError(sheets.error) : null;
  const items = sheets.data?.timesheets.items ?? [];

  return (
    <Box maxW="48rem">
      <Heading as="h1" size="2xl" mb="1">
        My timesheet
      </Heading>
      <ListState
        loading={mine.loading && !mine.data}
        loadingLabel="Loading your timesheet"
        error={failure?.kind === 'toast' ? failure.message : null}
        onRetry={() => void mine.refetch()}
        isEmpty={false}
        empty={{ title: '' }}
      >
        {!operative ? (
          <Alert.Root status="info" mt="3" data-testid="no-operative">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>No operative linked to you</Alert.Title>
              <Alert.Description>{NO_OPERATIVE_MESSAGE}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : entering ? (
          <WeekGrid
            week={week}
            operativeId={operative.id}
            onDone={(w) => {
              set({ create: null, week: w === mondayOf() ? null : w });
              void sheets.refetch();
            }}
            onCancel={() => set({ create: null })}
          />
        ) : (
          <Stack gap="3">
            <Text color="fg.muted">
              Hours for <strong>{operative.name}</strong>, week by week.{' '}
              <Link asChild colorPalette="blue">
                <RouterLink to={`/app/labour/${operative.id}`}>Your operative record</RouterLink>
              </Link>
            </Text>
            <Flex gap="2" align="center" wrap="wrap">
              <Button size="sm" variant="outline" onClick={() => set({ week: addDaysIso(week, -7) })}>
                ← Previous week
              </Button>
              <Text fontWeight="medium" aria-live="polite" data-testid="my-week">
                Week commencing {formatDate(week)}
              </Text>
              <Button size="sm" variant="outline" onClick={() => set({ week: addDaysIso(week, 7) })}>
                Next week →
              </Button>
              {week !== mondayOf() && (
                <Button size="sm" variant="ghost" onClick={() => set({ week: null })}>
                  This week
                </Button>
              )}
            </Flex>
            <ListState
              loading={sheets.loading && !sheets.data}
              loadingLabel="Loading your timesheet"
              error={sheetFailure?.kind === 'toast' ? sheetFailure.message : null}
              onRetry={() => void sheets.refetch()}
              isEmpty={items.length === 0}
              empty={{
                title: 'No hours entered for this week yet',
                description: 'Enter your hours for the week, then submit them for approval.',
              }}
            >
              <Stack gap="3">
                {items.map((sheet) => (
                  <TimesheetCard key={sheet.id} sheet={sheet} />
                ))}
              </Stack>
            </ListState>
            {operative.is_active && (
              <Box>
                <Button colorPalette="blue" onClick={() => set({ create: 'true' })}>
                  Enter hours for this week
                </Button>
              </Box>
            )}
          </Stack>
        )}
      </ListState>
    </Box>
  );
}
