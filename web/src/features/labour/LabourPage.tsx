// /app/labour (any signed-in user; spec §2): tabs for operatives, timesheets (the week grid, ?create=true),
// and — supervisors and up — labour invoices, and — managers — the CIS month. ?tab= keeps the tab in the URL.
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Box, Button, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import { hasRole, useAuth } from '../auth';
import { lazyPage } from '../../lib/lazy-page';
import { TimesheetsTab } from './TimesheetsTab';
import { labourTab, labourTabs } from './labour-list-query';

// The other tabs load when chosen; the page opens on the timesheets (issue 36, decision 0072).
const OperativesTab = lazyPage(() => import('./OperativesTab').then((m) => m.OperativesTab));
const InvoicesTab = lazyPage(() => import('./InvoicesTab').then((m) => m.InvoicesTab));
const CisMonthTab = lazyPage(() => import('./CisMonthTab').then((m) => m.CisMonthTab));

export function LabourPage() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const tabs = labourTabs(user?.role);
  const tab = labourTab(params, user?.role);
  const choose = (key: string) => setParams(key === 'timesheets' ? {} : { tab: key }, { replace: true });
  return (
    <Box>
      <Flex justify="space-between" align="center" mb="2" gap="3" wrap="wrap" pe={{ base: '14', md: '0' }}>
        <Heading as="h1" size="2xl">
          Labour
        </Heading>
        {hasRole(user?.role, 'manager') && (
          <Button asChild size="sm" variant="outline">
            <RouterLink to="/app/labour/setup">Labour setup</RouterLink>
          </Button>
        )}
      </Flex>
      <Text color="fg.muted" mb="3">
        Operatives, weekly timesheets, labour invoices with CIS and the CIS month.
      </Text>
      <HStack mb="4" gap="2" role="tablist" aria-label="Labour views" wrap="wrap">
        {tabs.map((t) => (
          <Button
            key={t.key}
            role="tab"
            aria-selected={tab === t.key}
            size="sm"
            variant={tab === t.key ? 'solid' : 'outline'}
            onClick={() => choose(t.key)}
          >
            {t.label}
          </Button>
        ))}
      </HStack>
      {tab === 'timesheets' && <TimesheetsTab />}
      {tab === 'operatives' && <OperativesTab />}
      {tab === 'invoices' && <InvoicesTab />}
      {tab === 'cis' && <CisMonthTab />}
    </Box>
  );
}
