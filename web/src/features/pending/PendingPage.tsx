// Honest placeholder for screens whose modules ship later: a title and an empty state, nothing pretending to work.
import { Box, EmptyState, Heading, VStack } from '@chakra-ui/react';

export interface PendingPageProps {
  title: string;
  message: string;
}

export function PendingPage({ title, message }: PendingPageProps) {
  return (
    <Box>
      <Heading as="h1" size="2xl" mb="6">
        {title}
      </Heading>
      <EmptyState.Root borderWidth="1px" borderRadius="md">
        <EmptyState.Content>
          <VStack textAlign="center">
            <EmptyState.Description>{message}</EmptyState.Description>
          </VStack>
        </EmptyState.Content>
      </EmptyState.Root>
    </Box>
  );
}

/** Titles and empty states for every screen still to come, keyed by route id. */
export const PENDING_PAGES = {
  dashboard: {
    title: 'Dashboard',
    message: 'No dashboard data yet. Dashboards and reports arrive with the projects module.',
  },
  workerDashboard: {
    title: 'Worker Dashboard',
    message: 'Nothing assigned to you yet. Your tasks and requests appear here in a later release.',
  },
  enquiries: {
    title: 'Enquiries',
    message: 'No enquiries yet. Enquiries and estimates arrive in a later release.',
  },
  enquiry: {
    title: 'Enquiry',
    message: 'Enquiry details arrive with the enquiries module in a later release.',
  },
  estimate: {
    title: 'Estimate',
    message: 'Estimate details arrive with the enquiries module in a later release.',
  },
  forms: { title: 'Forms', message: 'No forms yet. Digital site forms arrive in a later release.' },
  form: { title: 'Form', message: 'Form details arrive with digital site forms in a later release.' },
  plant: { title: 'Plant', message: 'No plant yet. Plant hire and requests arrive in a later release.' },
  materials: {
    title: 'Materials',
    message: 'No material requests yet. Material ordering arrives in a later release.',
  },
  labour: {
    title: 'Labour',
    message: 'No labour records yet. Labour and timesheets arrive in a later release.',
  },
  labourSetup: {
    title: 'Labour Setup',
    message: 'Labour setup arrives with the labour module in a later release.',
  },
  labourDetail: {
    title: 'Labour',
    message: 'Labour details arrive with the labour module in a later release.',
  },
  labourInvoice: {
    title: 'Labour Invoice',
    message: 'Labour invoices arrive with the labour module in a later release.',
  },
  applications: {
    title: 'Applications',
    message: 'No applications yet. Applications for payment arrive in a later release.',
  },
  applicationTemplateCreate: {
    title: 'Create Application Template',
    message: 'Application templates arrive with the applications module in a later release.',
  },
  applicationTemplateEdit: {
    title: 'Edit Application Template',
    message: 'Application templates arrive with the applications module in a later release.',
  },
  applicationCreate: {
    title: 'Create Application',
    message: 'Creating applications arrives with the applications module in a later release.',
  },
  application: {
    title: 'Application',
    message: 'Application details arrive with the applications module in a later release.',
  },
  users: { title: 'Users', message: 'No users to show yet. User management arrives in a later release.' },
  settings: { title: 'Settings', message: 'No settings yet. Company settings arrive in a later release.' },
  profile: {
    title: 'Your Profile',
    message: 'Profile editing and password changes arrive in the next release.',
  },
} satisfies Record<string, PendingPageProps>;
