// /app/settings (manager and up): company details (name, address, VAT number, CIS contractor UTR), defaults
// for new projects (retention %, payment terms), the project folder template (add, rename, reorder, remove)
// the company's cloud drive (admins: connect, choose the folder, test, disconnect) and the accounting service
// (admins: connect Xero or QuickBooks, confirm tax codes and accounts, see postings; the plain choice of "None"
// while the server offers neither, and for managers) and the accounting CSV exports (managers and up; admins set
// their tax names and accounts) and API access (admins: the company's API keys). Each section saves on its own.
import { useQuery } from '@apollo/client/react';
import { Box, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useAuth } from '../auth';
import { lazySection } from '../../lib/lazy-page';
import { CompanyDetailsForm } from './CompanyDetailsForm';
import { FolderTemplateForm } from './FolderTemplateForm';
import { ProjectDefaultsForm } from './ProjectDefaultsForm';
import { ProvidersForm } from './ProvidersForm';
import { CompanySettingsDocument } from './settings.api';
import { SettingsSection } from './SettingsSection';

// The sections below the company's own settings belong to other features (the cloud drive, accounting, API keys,
// the CSV exports): their code loads once the page is on screen (issue 36, decision 0093).
const CloudDriveSection = lazySection(() => import('./CloudDriveSection').then((m) => m.CloudDriveSection));
const AccountingSection = lazySection(() => import('./AccountingSection').then((m) => m.AccountingSection));
const ApiAccessSection = lazySection(() => import('./ApiAccessSection').then((m) => m.ApiAccessSection));
const AccountingExports = lazySection(() => import('./AccountingExports').then((m) => m.AccountingExports));

export function SettingsPage() {
  const { data, loading } = useQuery(CompanySettingsDocument);
  const isAdmin = useAuth().user?.role === 'admin';
  const settings = data?.companySettings;
  if (loading && !settings) {
    return (
      <Flex justify="center" py="12" role="status" aria-label="Loading settings">
        <Spinner size="lg" />
      </Flex>
    );
  }
  if (!settings) return <Text>Settings could not be loaded.</Text>;
  return (
    <Box>
      <Heading as="h1" size="2xl" mb="4">
        Settings
      </Heading>
      <Stack gap="6">
        <SettingsSection title="Company details">
          <CompanyDetailsForm settings={settings} />
        </SettingsSection>
        <SettingsSection title="Defaults" description="What new projects start with.">
          <ProjectDefaultsForm settings={settings} />
        </SettingsSection>
        <SettingsSection
          title="Project folder template"
          description="The folders created for every new project."
        >
          <FolderTemplateForm settings={settings} />
        </SettingsSection>
        {isAdmin && (
          <SettingsSection
            title="Cloud drive"
            description="Your company’s own Google Drive or Microsoft 365, where every project’s folders and documents are filed."
          >
            <CloudDriveSection />
          </SettingsSection>
        )}
        <SettingsSection title="Accounting" description="The accounting service your figures go to.">
          {isAdmin ? (
            <AccountingSection fallback={<ProvidersForm settings={settings} />} />
          ) : (
            <ProvidersForm settings={settings} />
          )}
        </SettingsSection>
        {isAdmin && (
          <SettingsSection
            title="API access"
            description="Keys for reports, site-office screens and partners’ systems to read your figures."
          >
            <ApiAccessSection />
          </SettingsSection>
        )}
        <SettingsSection
          title="Accounting exports"
          description="Bills and sales invoices as CSV files Xero and QuickBooks Online import."
        >
          <AccountingExports />
        </SettingsSection>
      </Stack>
    </Box>
  );
}
