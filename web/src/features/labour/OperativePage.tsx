// /app/labour/{labour_id} (any signed-in user; the timesheet notifications' deep link): one operative — trade,
// engagement and supplier, rate (supervisors and up), CSCS card with an expired or expiring flag, phone — and
// their recent timesheets. Supervisors and up may deactivate or reactivate them.
import { useMutation, useQuery } from '@apollo/client/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Alert, Badge, Box, Button, DataList, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme/recipes/alert';
import { dataListSlotRecipe } from '@chakra-ui/react/theme/recipes/data-list';
import { registerRecipes, system } from '../../lib/theme';
import { ListState } from '../../components/list/ListState';
import { classifyError } from '../../lib/error-message';
import { formatDate, formatPence } from '../../lib/format';
import { CSCS_STATE, ENGAGEMENT_LABELS, TIMESHEET_STATUS_LABELS, rateText } from './labour-labels';
import { OperativeDocument, UpdateOperativeDocument } from './labour.api';

// Registered here, not in lib/theme-app.ts: only the modules that render it load it (issue 36, decision 0072).
registerRecipes(system, {}, { dataList: dataListSlotRecipe, alert: alertSlotRecipe });

export function OperativePage() {
  const { labour_id: id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(OperativeDocument, { variables: { id } });
  const [update, { loading: saving }] = useMutation(UpdateOperativeDocument);
  const op = data?.operative;
  const failure = error && !op ? classifyError(error) : null;
  const cscs = op ? CSCS_STATE[op.cscs_state] : null;
  return (
    <Box>
      <Button asChild variant="ghost" size="sm" mb="3">
        <RouterLink to="/app/labour?tab=operatives">← Back to labour</RouterLink>
      </Button>
      <ListState
        loading={loading && !op}
        loadingLabel="Loading operative"
        error={failure?.kind === 'toast' ? failure.message : null}
        onRetry={() => void refetch()}
        isEmpty={false}
        empty={{ title: '', description: '' }}
      >
        {op && (
          <Stack gap="4">
            <HStack justify="space-between" wrap="wrap">
              <Heading as="h1" size="2xl">
                {op.name}
              </Heading>
              <HStack>
                <Badge colorPalette={cscs?.palette}>{cscs?.label}</Badge>
                {!op.is_active && <Badge>Inactive</Badge>}
              </HStack>
            </HStack>
            {op.cscs_state === 'expired' && (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Title>
                  CSCS card expired on {formatDate(op.cscs_expiry)}: check their card before they work on
                  site. Their timesheets for days after it are approved only on a manager’s override.
                </Alert.Title>
              </Alert.Root>
            )}
            {op.cscs_state === 'expiring' && (
              <Alert.Root status="warning">
                <Alert.Indicator />
                <Alert.Title>
                  CSCS card expires on {formatDate(op.cscs_expiry)}: ask for the renewal before then, or their
                  timesheets will need a manager’s override.
                </Alert.Title>
              </Alert.Root>
            )}
            <DataList.Root orientation="horizontal">
              {[
                ['Trade', op.trade?.name ?? '—'],
                ['Engagement', ENGAGEMENT_LABELS[op.engagement] ?? op.engagement],
                ['Supplier', op.supplier?.name ?? '—'],
                ['Rate', rateText(op.rate_pence, op.rate_unit, formatPence)],
                ['CSCS card', `${op.cscs_card_type ?? '—'} ${op.cscs_card_number ?? ''}`.trim()],
                ['CSCS expiry', formatDate(op.cscs_expiry)],
                ['Phone', op.phone ?? '—'],
              ].map(([label, value]) => (
                <DataList.Item key={label}>
                  <DataList.ItemLabel>{label}</DataList.ItemLabel>
                  <DataList.ItemValue>{value}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
            {op.can_edit && (
              <Box>
                <Button
                  size="sm"
                  variant="outline"
                  loading={saving}
                  onClick={() =>
                    void update({ variables: { id: op.id, input: { is_active: !op.is_active } } })
                  }
                >
                  {op.is_active ? 'Deactivate operative' : 'Reactivate operative'}
                </Button>
              </Box>
            )}
            <Heading as="h2" size="lg">
              Recent timesheets
            </Heading>
            {op.recent_timesheets.length === 0 ? (
              <Text color="fg.muted">No timesheets yet.</Text>
            ) : (
              <Stack gap="2">
                {op.recent_timesheets.map((t) => (
                  <HStack
                    key={t.id}
                    justify="space-between"
                    borderWidth="1px"
                    borderRadius="md"
                    p="2"
                    wrap="wrap"
                  >
                    <Text>
                      w/c {formatDate(t.week_commencing)} · {t.project.project_number} {t.project.name}
                    </Text>
                    <HStack>
                      <Text>{t.total_hours} h</Text>
                      <Badge>{TIMESHEET_STATUS_LABELS[t.status] ?? t.status}</Badge>
                    </HStack>
                  </HStack>
                ))}
              </Stack>
            )}
            <Button asChild size="sm" variant="outline" alignSelf="start">
              <RouterLink to="/app/labour?create=true">Enter a week</RouterLink>
            </Button>
          </Stack>
        )}
      </ListState>
    </Box>
  );
}
