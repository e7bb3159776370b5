// /app/worker-dashboard (every role), phone first: the quick actions as big buttons, my projects, my
// notifications, the latest notes on my projects, and whatever else the modules list as mine (requests, forms,
// timesheets) — kept current live.
import { Link as RouterLink } from 'react-router-dom';
import { Badge, Box, Button, Card, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ListState } from '../../components/list/ListState';
import { useShellNav } from '../../lib/shell-nav';
import { roleRank, useAuth } from '../auth';
import { NotificationList } from '../notifications';
import { LiveStatus } from './BoardControls';
import { TONE_PALETTE } from './FigureCard';
import type { Figure } from './use-live-board';
import { useLiveBoard } from './use-live-board';
import { formatDate, formatDayDate } from '../../lib/format';

const EMPTY: Record<string, string> = {
  'projects.mine': 'You are not on any live project yet. A supervisor adds you to a project’s team.',
  'notes.recent_mine': 'No notes on your projects yet.',
};

function MineCard({ figure }: { figure: Figure }) {
  return (
    <Card.Root size="sm" data-figure={figure.key}>
      <Card.Header>
        <HStack justify="space-between">
          <Heading as="h2" size="md">
            {figure.label}
          </Heading>
          {figure.count !== null && <Badge variant="outline">{figure.count}</Badge>}
        </HStack>
      </Card.Header>
      <Card.Body>
        {figure.items.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {EMPTY[figure.key] ?? 'Nothing here yet.'}
          </Text>
        ) : (
          <Stack as="ul" gap="0" listStyleType="none" m="0" p="0">
            {figure.items.map((item) => (
              <Box
                as="li"
                key={item.ref ?? item.label}
                py="2"
                borderBottomWidth="1px"
                borderColor="border.muted"
              >
                <HStack justify="space-between" align="start" gap="3">
                  <Box minW="0">
                    {item.link ? (
                      <Link asChild fontWeight="medium" fontSize="sm">
                        <RouterLink to={item.link}>{item.label}</RouterLink>
                      </Link>
                    ) : (
                      <Text fontWeight="medium" fontSize="sm">
                        {item.label}
                      </Text>
                    )}
                    {item.detail && (
                      <Text fontSize="xs" color="fg.muted">
                        {item.detail}
                      </Text>
                    )}
                  </Box>
                  {item.date && (
                    <Badge
                      size="sm"
                      flexShrink={0}
                      colorPalette={item.tone ? TONE_PALETTE[item.tone] : 'gray'}
                    >
                      {formatDate(item.date)}
                    </Badge>
                  )}
                </HStack>
              </Box>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

export function WorkerDashboardPage() {
  const { user } = useAuth();
  const { quickActions } = useShellNav();
  const board = useLiveBoard('worker');
  const mine = board.figures.filter((f) => f.section === 'mine');
  const today = board.today ? formatDayDate(board.today) : null;

  return (
    <Stack gap="5" maxW="3xl">
      <Box>
        <Heading as="h1" size="2xl">
          My dashboard
        </Heading>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Text color="fg.muted">
            {[user?.first_name ? `Hello, ${user.first_name}` : null, today].filter(Boolean).join(' · ')}
          </Text>
          <LiveStatus live={board.live} updatedAt={board.updatedAt} />
        </HStack>
      </Box>
      {quickActions.length > 0 && (
        <SimpleGrid as="nav" aria-label="Quick actions" columns={{ base: 2, md: 3, xl: 5 }} gap="3">
          {quickActions.map((action) => {
            const Icon = action.icon;
            return (
              <Button
                key={action.to}
                asChild
                variant="outline"
                h="auto"
                py="4"
                flexDirection="column"
                gap="2"
              >
                <RouterLink to={action.to}>
                  {Icon && <Icon aria-hidden size={26} />}
                  <Text fontSize="sm" whiteSpace="normal" textAlign="center">
                    {action.label}
                  </Text>
                </RouterLink>
              </Button>
            );
          })}
        </SimpleGrid>
      )}
      {user && roleRank(user.role) >= roleRank('supervisor') && (
        <Button asChild variant="outline" alignSelf="start">
          <RouterLink to="/app/diary">Today’s site diary</RouterLink>
        </Button>
      )}
      <ListState
        loading={board.loading}
        loadingLabel="Loading your dashboard"
        error={board.error}
        onRetry={board.refetch}
        isEmpty={false}
        empty={{ title: '' }}
      >
        <Stack gap="4">
          {mine.slice(0, 1).map((figure) => (
            <MineCard key={figure.key} figure={figure} />
          ))}
          <Card.Root size="sm">
            <Card.Header>
              <Heading as="h2" size="md">
                My notifications
              </Heading>
            </Card.Header>
            <Card.Body>
              <NotificationList limit={5} />
            </Card.Body>
          </Card.Root>
          {mine.slice(1).map((figure) => (
            <MineCard key={figure.key} figure={figure} />
          ))}
        </Stack>
      </ListState>
    </Stack>
  );
}
