// /app/dashboard (supervisor and up): the company's figures as cards, budget against committed spend per
// project (chart and table), what is due soon and recent activity — every module's figures, as core-api
// computes them for the reader, kept current live. Full screen for a site-office screen.
import { useRef } from 'react';
import { Box, Flex, Grid, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ListState } from '../../components/list/ListState';
import { atLeast, useBreakpoint } from '../../components/list/use-breakpoint';
import { ActivityFeed } from './ActivityFeed';
import { BudgetChart } from './BudgetChart';
import { FullScreenButton, LiveStatus, useFullScreen } from './BoardControls';
import { DueSoon } from './DueSoon';
import { FigureCard } from './FigureCard';
import { useLiveBoard } from './use-live-board';

export function DashboardPage() {
  const board = useLiveBoard('main');
  const container = useRef<HTMLDivElement>(null);
  const screen = useFullScreen(container);
  const wide = atLeast(useBreakpoint(), 'md');
  const section = (name: string) => board.figures.filter((f) => f.section === name);
  const cards = section('figures');
  const charts = section('charts');

  return (
    <Box
      ref={container}
      bg="bg"
      p={screen.active ? { base: 4, md: 8 } : 0}
      overflowY={screen.active ? 'auto' : undefined}
      fontSize={screen.active ? 'lg' : undefined}
    >
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="5">
        <Stack gap="0">
          <Heading as="h1" size="2xl">
            Dashboard
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            Live figures across the company’s projects.
          </Text>
        </Stack>
        <HStack gap="3">
          <LiveStatus live={board.live} updatedAt={board.updatedAt} />
          <FullScreenButton screen={screen} />
        </HStack>
      </Flex>
      <ListState
        loading={board.loading}
        loadingLabel="Loading the dashboard"
        error={board.error}
        onRetry={board.refetch}
        isEmpty={false}
        empty={{ title: '' }}
      >
        <Stack gap="5">
          <SimpleGrid as="section" aria-label="Figures" columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
            {cards.map((figure) => (
              <FigureCard key={figure.key} figure={figure} />
            ))}
          </SimpleGrid>
          {charts.map((figure) =>
            figure.kind === 'budget' ? (
              <BudgetChart key={figure.key} figure={figure} defaultView={wide ? 'Chart' : 'Table'} />
            ) : (
              <FigureCard key={figure.key} figure={figure} />
            ),
          )}
          <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="4" alignItems="start">
            <DueSoon figures={section('due')} today={board.today} />
            <ActivityFeed figure={section('activity')[0]} />
          </Grid>
        </Stack>
      </ListState>
    </Box>
  );
}
