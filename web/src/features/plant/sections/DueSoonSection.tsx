// The due-soon tab: LOLER thorough examinations and PUWER inspections due in the next 7 days or expired, and
// hires whose until date falls this week (each opens its request; the site can ask for off-hire from there).
import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { ListState } from '../../../components/list/ListState';
import { classifyError } from '../../../lib/error-message';
import { formatDate } from '../../../lib/format';
import { PlantDueSoonDocument } from '../plant.api';
import { REQUEST_STATUS_LABELS } from '../plant-labels';

export function DueSoonSection({ onOpen }: { onOpen: (id: string) => void }) {
  const { data, loading, error, refetch } = useQuery(PlantDueSoonDocument);
  const due = data?.plantDueSoon;
  const failure = error && !due ? classifyError(error) : null;
  return (
    <ListState
      loading={loading && !due}
      loadingLabel="Loading what is due"
      error={failure?.kind === 'toast' ? failure.message : null}
      onRetry={() => void refetch()}
      isEmpty={!!due && due.inspections.length === 0 && due.hires_ending.length === 0}
      empty={{ title: 'Nothing due this week', description: 'No inspections due and no hires ending.' }}
    >
      <Stack gap="6">
        <Box as="section" aria-label="Inspections due">
          <Heading as="h2" size="md" mb="2">
            Inspections due in 7 days or expired
          </Heading>
          {due?.inspections.length === 0 && <Text color="fg.muted">None.</Text>}
          <Stack gap="2">
            {due?.inspections.map((i) => (
              <HStack
                key={`${i.item.id}-${i.inspection}`}
                justify="space-between"
                borderWidth="1px"
                borderRadius="md"
                p="3"
                wrap="wrap"
              >
                <Box>
                  <Text fontWeight="medium">
                    {i.item.asset_number} {i.item.description}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {i.label}
                  </Text>
                </Box>
                <Badge colorPalette={i.state === 'expired' ? 'red' : 'orange'}>
                  {i.state === 'expired' ? 'Expired' : 'Due'} {formatDate(i.due_date)}
                </Badge>
              </HStack>
            ))}
          </Stack>
        </Box>
        <Box as="section" aria-label="Hires ending this week">
          <Heading as="h2" size="md" mb="2">
            Hires ending this week
          </Heading>
          {due?.hires_ending.length === 0 && <Text color="fg.muted">None.</Text>}
          <Stack gap="2">
            {due?.hires_ending.map((r) => (
              <HStack
                key={r.id}
                justify="space-between"
                borderWidth="1px"
                borderRadius="md"
                p="3"
                wrap="wrap"
              >
                <Box>
                  <Button variant="plain" p="0" h="auto" fontWeight="medium" onClick={() => onOpen(r.id)}>
                    {r.reference} {r.category}
                  </Button>
                  <Text fontSize="sm" color="fg.muted">
                    {r.project.project_number} {r.project.name} · until {formatDate(r.required_until)}
                  </Text>
                </Box>
                <Badge>{REQUEST_STATUS_LABELS[r.status]}</Badge>
              </HStack>
            ))}
          </Stack>
        </Box>
      </Stack>
    </ListState>
  );
}
