// The project's overview: client, site, dates and manager for everyone on it; contract terms, client contact and
// budget only for those who see commercial terms (supervisor and up — the API leaves them out for workers).
import type { ReactNode } from 'react';
import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { formatDate, formatPence } from '../../lib/format';
import { contractFormLabel } from './project-labels';
import type { ProjectData } from './sections/project-data';
import { Section } from './sections/Section';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Box whiteSpace="pre-wrap" css={{ overflowWrap: 'anywhere' }}>
        {children || '—'}
      </Box>
    </Box>
  );
}

export function ProjectOverview({ project }: { project: ProjectData }) {
  const commercial = project.abilities.can_view_commercial;
  return (
    <Section title="Overview">
      {project.description && (
        <Text mb="4" whiteSpace="pre-wrap" css={{ overflowWrap: 'anywhere' }}>
          {project.description}
        </Text>
      )}
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        <Detail label="Client">{project.client_name}</Detail>
        {commercial && (
          <Detail label="Client contact">
            {[project.client_contact_name, project.client_email, project.client_phone]
              .filter(Boolean)
              .join('\n')}
          </Detail>
        )}
        <Detail label="Site">
          {[project.site_address, project.site_postcode].filter(Boolean).join('\n')}
        </Detail>
        <Detail label="Start date">{formatDate(project.start_date)}</Detail>
        <Detail label="End date">{formatDate(project.end_date)}</Detail>
        <Detail label="Manager">
          {project.manager ? `${project.manager.first_name} ${project.manager.last_name}` : null}
        </Detail>
        {commercial && (
          <>
            <Detail label="Contract value">{formatPence(project.contract_value_pence)}</Detail>
            <Detail label="Contract form">{contractFormLabel(project.contract_form)}</Detail>
            <Detail label="Retention">{`${project.retention_percent ?? 0}%`}</Detail>
            <Detail label="Payment terms">
              {`Due ${project.payment_due_days} days after valuation; final date ${project.payment_final_days} days after due`}
            </Detail>
            <Detail label="Domestic reverse charge">
              {project.drc_applies ? 'Applies' : 'Does not apply'}
            </Detail>
            <Detail label="Budget">{formatPence(project.budget_total_pence)}</Detail>
          </>
        )}
      </SimpleGrid>
    </Section>
  );
}
