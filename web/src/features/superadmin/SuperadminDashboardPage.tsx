// /superadmin/dashboard: guarded on the client (no stored superadmin session → the login) and on the server
// (every field needs the superadmin token). System stats, the companies list with status changes behind a
// confirmation, company setup (the first admin's set-password link is shown once), the contact inbox and the
// audit log. A 401 anywhere ends the session with "Authentication expired".
import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { Box, Button, Container, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import { TabList } from '../../components/TabList';
import { clearSuperadminSession, onSuperadminSessionExpired, readSuperadminSession } from '../../lib/storage';
import { showToast } from '../../lib/toast';
import { AuditLogPanel } from './AuditLogPanel';
import { CompaniesPanel } from './CompaniesPanel';
import { ContactInboxPanel } from './ContactInboxPanel';
import { SetupCompanyPanel } from './SetupCompanyPanel';
import { StatsPanel } from './StatsPanel';
import { AUTH_EXPIRED_MESSAGE } from './superadmin-errors';
import { SuperadminFooter } from './SuperadminLoginPage';

export function SuperadminDashboardPage() {
  const navigate = useNavigate();
  const session = readSuperadminSession();
  const [tab, setTab] = useState('companies');
  const [companiesKey, setCompaniesKey] = useState(0);

  useEffect(
    () =>
      onSuperadminSessionExpired(() => {
        showToast('error', AUTH_EXPIRED_MESSAGE);
        navigate('/superadmin/login', { replace: true });
      }),
    [navigate],
  );

  if (!session) return <Navigate to="/superadmin/login" replace />;

  const signOut = () => {
    clearSuperadminSession();
    navigate('/superadmin/login', { replace: true });
  };

  return (
    <Container maxW="6xl" py="6">
      <Flex as="header" justify="space-between" align="center" mb="6" wrap="wrap" gap="3">
        <Box>
          <Text fontSize="sm" color="fg.muted" fontWeight="semibold">
            SiteBase Platform
          </Text>
          <Heading as="h1" size="2xl">
            Superadmin dashboard
          </Heading>
        </Box>
        <HStack>
          <Text fontSize="sm">Signed in as {session.superadmin.username}</Text>
          <Button size="sm" variant="outline" onClick={signOut}>
            Sign out
          </Button>
        </HStack>
      </Flex>
      <Box as="main">
        <StatsPanel key={`stats-${companiesKey}`} />
        <TabList
          value={tab}
          onValueChange={setTab}
          mt="6"
          tabs={[
            { value: 'companies', label: 'Companies' },
            { value: 'setup', label: 'Set up company' },
            { value: 'contact', label: 'Contact inbox' },
            { value: 'audit', label: 'Audit log' },
          ]}
        >
          {tab === 'companies' && <CompaniesPanel key={companiesKey} />}
          {tab === 'setup' && <SetupCompanyPanel onCreated={() => setCompaniesKey((k) => k + 1)} />}
          {tab === 'contact' && <ContactInboxPanel />}
          {tab === 'audit' && <AuditLogPanel />}
        </TabList>
      </Box>
      <SuperadminFooter />
    </Container>
  );
}
