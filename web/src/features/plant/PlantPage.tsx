// /app/plant (any signed-in user): requests (a worker's own; every request for supervisors and up), what is due
// soon (inspections and hires ending this week), the register and — supervisors and up — the supplier rates,
// one tab each, the tab kept in the URL (`tab`). `?create=true` (the quick action "New Plant Request") opens the
// phone-first request form; `?request_id=` opens a request with its timeline and only the moves the caller may
// make. core-api enforces every rule.
import { Box, Button, Flex, Heading, Link, Text } from '@chakra-ui/react';
import { TabList } from '../../components/TabList';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { hasRole, useAuth } from '../auth';
import { DueSoonSection } from './sections/DueSoonSection';
import { RatesSection } from './sections/RatesSection';
import { RegisterSection } from './sections/RegisterSection';
import { RequestsSection } from './sections/RequestsSection';
import { plantTab } from './plant-list-query';
import { lazyDialog } from '../../lib/lazy-page';

// The dialogs load when they first open (decision 0072): the request form brings react-hook-form, zod and the
// date picker, the request's own dialog its actions' forms and the hire invoices.
const PlantRequestFormDialog = lazyDialog(() =>
  import('./PlantRequestFormDialog').then((m) => m.PlantRequestFormDialog),
);
const PlantRequestDialog = lazyDialog(() =>
  import('./PlantRequestDialog').then(
    ({ PlantRequestDialog: Dialog }) =>
      function OpenPlantRequestDialog(props: {
        open: boolean;
        requestId: string | null;
        onClose: () => void;
      }) {
        return <Dialog requestId={props.requestId} onClose={props.onClose} />;
      },
  ),
);

export function PlantPage() {
  const { user } = useAuth();
  const supervisor = hasRole(user?.role, 'supervisor');
  const [params, setParams] = useSearchParams();
  const tab = plantTab(params, supervisor);
  const creating = params.get('create') === 'true';
  const requestId = params.get('request_id');

  /** Changes the query, keeping the rest; a tab change starts its list from page 1. */
  const setQuery = (changes: Record<string, string | null>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value == null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: false },
    );
  };

  return (
    <Box>
      <Flex justify="space-between" align="center" mb="2" gap="3" wrap="wrap" pe={{ base: '14', md: '0' }}>
        <Heading as="h1" size="2xl">
          Plant
        </Heading>
        <Button size="sm" colorPalette="blue" onClick={() => setQuery({ create: 'true' })}>
          New plant request
        </Button>
      </Flex>
      <Text color="fg.muted" mb="4">
        {supervisor ? (
          <>
            Requests from site, approval as an allocation or a hire, off-hires, the register and supplier
            rates. Plant hire firms are set up under{' '}
            <Link asChild colorPalette="blue">
              <RouterLink to="/app/suppliers">Suppliers</RouterLink>
            </Link>
            .
          </>
        ) : (
          'Ask for plant for your projects, follow your requests and ask for off-hire.'
        )}
      </Text>
      <TabList
        value={tab}
        onValueChange={(value) =>
          setParams(() => {
            const next = new URLSearchParams();
            if (value !== 'requests') next.set('tab', value);
            return next;
          })
        }
        variant="line"
        tabs={[
          { value: 'requests', label: supervisor ? 'Requests' : 'My requests' },
          { value: 'due', label: 'Due soon' },
          { value: 'register', label: 'Register' },
          ...(supervisor ? [{ value: 'rates', label: 'Rates' }] : []),
        ]}
        listProps={{ mb: '4', overflowX: 'auto' }}
      >
        {tab === 'requests' && (
          <RequestsSection supervisor={supervisor} onOpen={(id) => setQuery({ request_id: id })} />
        )}
        {tab === 'due' && <DueSoonSection onOpen={(id) => setQuery({ request_id: id })} />}
        {tab === 'register' && <RegisterSection />}
        {tab === 'rates' && supervisor && <RatesSection />}
      </TabList>
      <PlantRequestFormDialog
        open={creating}
        onClose={() => setQuery({ create: null })}
        onCreated={(id) => setQuery({ create: null, request_id: id })}
      />
      <PlantRequestDialog
        open={!!requestId}
        requestId={requestId}
        onClose={() => setQuery({ request_id: null })}
      />
    </Box>
  );
}
