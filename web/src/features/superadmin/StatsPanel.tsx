// System stats (spec §2 superadmin dashboard): companies, users, projects and recent activity.
import { useQuery } from '@apollo/client/react';
import { Box, Flex, SimpleGrid, Spinner, Text } from '@chakra-ui/react';
import { formatCount, plural } from '../../lib/format';
import { ErrorBox } from './ErrorBox';
import { SuperadminStatsDocument } from './superadmin.api';
import { SUPERADMIN_FALLBACKS, superadminErrorMessage } from './superadmin-errors';

function Stat({ label, value, hint }: { label: string; value: number; hint?: string }) {
  return (
    <Box borderWidth="1px" rounded="md" p="4">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="bold">
        {formatCount(value)}
      </Text>
      {hint && (
        <Text fontSize="xs" color="fg.muted">
          {hint}
        </Text>
      )}
    </Box>
  );
}

export function StatsPanel() {
  const { data, error, loading } = useQuery(SuperadminStatsDocument);
  if (error) return <ErrorBox>{superadminErrorMessage(error, SUPERADMIN_FALLBACKS.stats)}</ErrorBox>;
  if (loading && !data) {
    return (
      <Flex justify="center" py="8" role="status" aria-label="Loading system stats">
        <Spinner />
      </Flex>
    );
  }
  const stats = data?.superadminStats;
  if (!stats) return null;
  return (
    <SimpleGrid as="section" aria-label="System stats" columns={{ base: 2, md: 4 }} gap="3">
      <Stat
        label="Companies"
        value={stats.companies.total}
        hint={`${formatCount(stats.companies.active)} active · ${formatCount(stats.companies.suspended)} suspended · ${formatCount(stats.companies.cancelled)} cancelled`}
      />
      <Stat label="Users" value={stats.users.total} hint={`${formatCount(stats.users.active)} active`} />
      <Stat
        label="Projects"
        value={stats.projects.total}
        hint={`${formatCount(stats.projects.new_last_30_days)} in the last 30 days`}
      />
      <Stat
        label="Sign-ins (30 days)"
        value={stats.users.signed_in_last_30_days}
        hint={`${plural(stats.contact_messages_last_30_days, 'contact message')} · ${plural(stats.companies.new_last_30_days, 'new company', 'new companies')}`}
      />
    </SimpleGrid>
  );
}
