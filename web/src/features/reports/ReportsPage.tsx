// /app/reports (supervisors and up; decision 0084): the reports the reader may open (core-api's index decides:
// applications by project and plant utilisation for supervisors up, the CIS and VAT summaries for managers up;
// decision 0086), one at a time, with the report and its filters in the URL.
import { useQuery } from '@apollo/client/react';
import { Box, Button, Heading, HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useListParams } from '../../components/list';
import { classifyError } from '../../lib/error-message';
import { ListState } from '../../components/list';
import { ApplicationsReport } from './ApplicationsReport';
import { CisReport } from './CisReport';
import { PlantReport } from './PlantReport';
import { VatReport } from './VatReport';
import { CvrReport } from './CvrReport';
import { REPORT_PARAMS } from './report-params';
import { ReportIndexDocument } from './reports.api';

const londonToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());

export function ReportsPage() {
  const list = useListParams(REPORT_PARAMS);
  const { data, loading, error, refetch } = useQuery(ReportIndexDocument);
  const reports = data?.reports.reports ?? [];
  const chosen = reports.find((r) => r.key === list.filters.report) ?? reports[0];
  const failure = error && !data ? classifyError(error) : null;
  return (
    <Box>
      <Heading as="h1" size="2xl" mb="2" pe={{ base: '14', md: '0' }}>
        Reports
      </Heading>
      <ListState
        loading={loading && !data}
        loadingLabel="Loading reports"
        error={failure?.kind === 'toast' ? failure.message : null}
        onRetry={() => void refetch()}
        isEmpty={!!data && reports.length === 0}
        empty={{ title: 'No reports for your role', description: '' }}
      >
        {chosen && (
          <>
            <HStack as="nav" aria-label="Reports" gap="2" mb="3" wrap="wrap">
              {reports.map((r) => (
                <Button
                  key={r.key}
                  asChild
                  size="sm"
                  variant={r.key === chosen.key ? 'solid' : 'outline'}
                  colorPalette="blue"
                >
                  <RouterLink
                    to={`/app/reports?report=${r.key}`}
                    aria-current={r.key === chosen.key ? 'page' : undefined}
                  >
                    {r.title}
                  </RouterLink>
                </Button>
              ))}
            </HStack>
            <Text color="fg.muted" mb="4">
              {chosen.description}.
            </Text>
            {chosen.key === 'cis' ? (
              <CisReport list={list} today={londonToday()} />
            ) : chosen.key === 'vat' ? (
              <VatReport list={list} />
            ) : chosen.key === 'plant' ? (
              <PlantReport list={list} />
            ) : chosen.key === 'cvr' || chosen.key === 'cost_to_complete' ? (
              <CvrReport key={chosen.key} list={list} kind={chosen.key} />
            ) : (
              <ApplicationsReport list={list} />
            )}
          </>
        )}
      </ListState>
    </Box>
  );
}
