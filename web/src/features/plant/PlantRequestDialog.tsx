// One plant request (`?request_id=`): what, where, when, how it was fulfilled, the hire cost to date
// (supervisors and up), its timeline, and only the moves the caller's abilities allow (PlantRequestActions).
import { useQuery } from '@apollo/client/react';
import {
  Badge,
  Box,
  CloseButton,
  Dialog,
  Heading,
  HStack,
  Portal,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import '../../lib/dialog-recipe';
import { formatDate, formatDateTime, formatPence } from '../../lib/format';
import { PlantRequestDocument } from './plant.api';
import {
  ACTION_LABELS,
  REQUEST_STATUS_COLOURS,
  REQUEST_STATUS_LABELS,
  personName,
  rateLabel,
} from './plant-labels';
import { hasRole, useAuth } from '../auth';
import { HireInvoicesSection } from './HireInvoicesSection';
import { PlantRequestActions } from './PlantRequestActions';
import { OffUseBadge } from './OffUse';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text>{children}</Text>
    </Box>
  );
}

export function PlantRequestDialog({
  requestId,
  onClose,
}: {
  requestId: string | null;
  onClose: () => void;
}) {
  const { data, loading } = useQuery(PlantRequestDocument, {
    variables: { id: requestId ?? '' },
    skip: !requestId,
    fetchPolicy: 'cache-and-network',
  });
  const request = data?.plantRequest && data.plantRequest.id === requestId ? data.plantRequest : null;
  const { user } = useAuth();
  const supervisor = hasRole(user?.role, 'supervisor');

  return (
    <Dialog.Root
      open={!!requestId}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                {request ? `${request.reference} ${request.category}` : 'Plant request'}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {!request && loading && <Spinner aria-label="Loading plant request" />}
              {request && (
                <Stack gap="5">
                  <HStack gap="2" wrap="wrap">
                    <Badge colorPalette={REQUEST_STATUS_COLOURS[request.status]} size="lg">
                      {REQUEST_STATUS_LABELS[request.status]}
                    </Badge>
                    {request.with_operator && <Badge>With operator</Badge>}
                  </HStack>
                  <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
                    <Fact label="Project">
                      {request.project.project_number} {request.project.name}
                    </Fact>
                    <Fact label="Requested by">{personName(request.requested_by)}</Fact>
                    <Fact label="Quantity">{request.quantity}</Fact>
                    <Fact label="Needed from">{formatDate(request.required_from)}</Fact>
                    <Fact label="Needed until">{formatDate(request.required_until)}</Fact>
                    {request.supplier && <Fact label="Supplier">{request.supplier.name}</Fact>}
                    {request.plant_item && (
                      <Fact label="Item">
                        {request.plant_item.asset_number} {request.plant_item.description}
                        {request.plant_item.off_use && <OffUseBadge text={request.plant_item.off_use} />}
                      </Fact>
                    )}
                    {request.rate_pence != null && (
                      <Fact label="Rate">{rateLabel(request.rate_pence, request.rate_unit)}</Fact>
                    )}
                    {request.hire_reference && <Fact label="Hire reference">{request.hire_reference}</Fact>}
                    {request.on_hire_date && (
                      <Fact label="On hire from">{formatDate(request.on_hire_date)}</Fact>
                    )}
                    {request.off_hire_date && (
                      <Fact label="Collected on">{formatDate(request.off_hire_date)}</Fact>
                    )}
                    {request.collection_reference && (
                      <Fact label="Collection reference">{request.collection_reference}</Fact>
                    )}
                  </SimpleGrid>
                  {request.notes && <Text whiteSpace="pre-wrap">{request.notes}</Text>}
                  {request.decision_reason && <Text color="fg.muted">Reason: {request.decision_reason}</Text>}
                  {request.on_hire_date && (
                    <Box borderWidth="1px" borderRadius="md" p="3" aria-label="Hire cost to date">
                      <Text fontWeight="medium">
                        {request.chargeable_days} chargeable {request.chargeable_days === 1 ? 'day' : 'days'}{' '}
                        on hire
                      </Text>
                      {request.cost && (
                        <Text fontSize="sm" color="fg.muted">
                          Hire {formatPence(request.cost.hire_pence)} + delivery{' '}
                          {formatPence(request.cost.delivery_pence)} + collection{' '}
                          {formatPence(request.cost.collection_pence)} ={' '}
                          <Text as="strong" color="fg">
                            {formatPence(request.cost.total_pence)}
                          </Text>
                        </Text>
                      )}
                    </Box>
                  )}
                  {request.abilities.approve_refusal && (
                    <Text color="fg.muted" aria-label="Why you cannot approve">
                      {request.abilities.approve_refusal}
                    </Text>
                  )}
                  <PlantRequestActions request={request} />
                  {supervisor && request.supplier && request.on_hire_date && (
                    <HireInvoicesSection requestId={request.id} />
                  )}
                  <Box>
                    <Heading as="h3" size="sm" mb="2">
                      Timeline
                    </Heading>
                    <Stack as="ol" gap="2" listStyleType="none" aria-label="Timeline">
                      {(request.timeline ?? []).map((entry) => (
                        <Box as="li" key={entry.id} borderStartWidth="2px" ps="3">
                          <Text fontWeight="medium">{ACTION_LABELS[entry.action] ?? entry.action}</Text>
                          <Text fontSize="sm" color="fg.muted">
                            {personName(entry.actor)} · {formatDateTime(entry.at)}
                          </Text>
                          {entry.reason && <Text fontSize="sm">{entry.reason}</Text>}
                        </Box>
                      ))}
                    </Stack>
                  </Box>
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
