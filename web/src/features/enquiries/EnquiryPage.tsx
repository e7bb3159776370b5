// /app/enquiries/{id} (supervisor and up): an enquiry's details, its status moves (those core-api accepts, from
// the record's abilities; lost and declined ask for a reason), its estimate versions (start one, open any in
// the editor), conversion into a project once won with an accepted estimate (asked first; the enquiry is won by
// its estimate's acceptance, so it is offered at once — decision 0061), and its history.
import { activitySentence } from '@sitebase/shared';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Badge,
  Box,
  Button,
  Card,
  DataList,
  Flex,
  Heading,
  HStack,
  Link as ChakraLink,
  Spinner,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { dataListSlotRecipe } from '@chakra-ui/react/theme/recipes/data-list';
import { registerRecipes, system } from '../../lib/theme';
import type { EnquiryStatus } from '../../generated/graphql';
import { formatDate, formatDateTime, formatPence } from '../../lib/format';
import { showToast } from '../../lib/toast';
import {
  ConvertEnquiryDocument,
  CreateEstimateDocument,
  DeleteEnquiryDocument,
  EnquiryDocument,
  SetEnquiryStatusDocument,
} from './enquiries.api';
import { isOverdue } from './enquiry-columns';
import {
  ENQUIRY_MOVE_LABELS,
  ENQUIRY_STATUS_COLOURS,
  ENQUIRY_STATUS_LABELS,
  ESTIMATE_STATUS_COLOURS,
  ESTIMATE_STATUS_LABELS,
} from './enquiry-labels';
import { ConfirmDialog } from '../../components/LazyConfirmDialog';
import { ReasonDialog } from '../../components/LazyReasonDialog';
import { EnquiryFormDialog } from './EnquiryFormDialog';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { useIdempotencyKey } from '../../lib/idempotency';

// Registered here, not in lib/theme-app.ts: only the modules that render it load it (issue 36, decision 0072).
registerRecipes(system, {}, { dataList: dataListSlotRecipe });

const NEEDS_REASON: EnquiryStatus[] = ['lost', 'declined'];

export function EnquiryPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data, loading } = useQuery(EnquiryDocument, { variables: { id } });
  const [move, moving] = useMutation(SetEnquiryStatusDocument, { refetchQueries: ['Enquiry'] });
  const [convert, converting] = useMutation(ConvertEnquiryDocument);
  const startKey = useIdempotencyKey();
  const [startEstimate, starting] = useMutation(CreateEstimateDocument, { context: startKey.context });
  const [reasonFor, setReasonFor] = useState<EnquiryStatus | null>(null);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [confirmConvert, setConfirmConvert] = useState(false);
  const [remove] = useMutation(DeleteEnquiryDocument, { refetchQueries: ['Enquiries'] });
  const enquiry = data?.enquiry;

  if (loading && !enquiry) return <Spinner aria-label="Loading enquiry" />;
  if (!enquiry) return <Text>Enquiry not found.</Text>;

  const doMove = async (status: EnquiryStatus, reason?: string) => {
    try {
      await move({ variables: { id, input: { status, reason: reason ?? null } } });
      showToast('success', `${enquiry.reference} is now ${ENQUIRY_STATUS_LABELS[status].toLowerCase()}`);
      return true;
    } catch {
      return false;
    }
  };
  const onStart = async () => {
    try {
      const result = await startEstimate({ variables: { enquiryId: id, input: {} } });
      startKey.renew();
      if (result.data) void navigate(`/app/estimates/${result.data.createEstimate.id}`);
    } catch {
      // toasted by the error link
    }
  };
  const onConvert = async () => {
    try {
      const result = await convert({ variables: { id } });
      if (!result.data) return false;
      showToast('success', `${enquiry.reference} converted into a project`);
      void navigate(`/app/projects/${result.data.convertEnquiry.project_id}`);
      return true;
    } catch {
      return false; // toasted by the error link
    }
  };

  const onDelete = async () => {
    try {
      await remove({ variables: { id } });
      showToast('success', `${enquiry.reference} deleted`);
      void navigate('/app/enquiries');
      return true;
    } catch {
      return false;
    }
  };

  const latest = enquiry.estimates[0];
  const accepted = enquiry.estimates.find((e) => e.status === 'accepted');
  const details: [string, string][] = [
    ['Client', enquiry.client_name],
    ['Contact', enquiry.client_contact_name ?? '—'],
    ['Email', enquiry.client_email ?? '—'],
    ['Phone', enquiry.client_phone ?? '—'],
    ['Site', [enquiry.site_address, enquiry.site_postcode].filter(Boolean).join(', ') || '—'],
    ['Source', enquiry.source ?? '—'],
    ['Received', formatDate(enquiry.received_date)],
    ['Tender due', formatDate(enquiry.tender_due_date) + (isOverdue(enquiry) ? ' (overdue)' : '')],
    ['Estimator', enquiry.estimator ? `${enquiry.estimator.first_name} ${enquiry.estimator.last_name}` : '—'],
  ];

  return (
    <Stack gap="5">
      <Box>
        <ChakraLink asChild fontSize="sm">
          <Link to="/app/enquiries">Enquiries</Link>
        </ChakraLink>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap" mt="1">
          <Heading as="h1" size="2xl">
            {enquiry.reference} {enquiry.title}
          </Heading>
          <Badge size="lg" colorPalette={ENQUIRY_STATUS_COLOURS[enquiry.status]}>
            {ENQUIRY_STATUS_LABELS[enquiry.status]}
          </Badge>
        </Flex>
        {enquiry.status_reason && <Text color="fg.muted">Reason: {enquiry.status_reason}</Text>}
      </Box>

      <HStack gap="2" wrap="wrap">
        {enquiry.abilities.status_moves.map((status) => (
          <Button
            key={status}
            size="sm"
            variant={NEEDS_REASON.includes(status) ? 'outline' : 'solid'}
            colorPalette={NEEDS_REASON.includes(status) ? 'red' : 'blue'}
            loading={moving.loading}
            onClick={() => (NEEDS_REASON.includes(status) ? setReasonFor(status) : void doMove(status))}
          >
            {ENQUIRY_MOVE_LABELS[status]}
          </Button>
        ))}
        {enquiry.abilities.can_convert && (
          <Button
            size="sm"
            colorPalette="green"
            loading={converting.loading}
            onClick={() => setConfirmConvert(true)}
          >
            Convert to project
          </Button>
        )}
        {enquiry.abilities.can_edit && (
          <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
            Edit details
          </Button>
        )}
        {enquiry.abilities.can_delete && (
          <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setDeleting(true)}>
            Delete
          </Button>
        )}
        {enquiry.project_id && (
          <Button asChild size="sm" variant="outline">
            <Link to={`/app/projects/${enquiry.project_id}`}>Open project</Link>
          </Button>
        )}
      </HStack>

      <Card.Root>
        <Card.Body>
          <DataList.Root orientation="horizontal">
            {details.map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel>{label}</DataList.ItemLabel>
                <DataList.ItemValue whiteSpace="pre-line">{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
          {enquiry.description && <Text mt="3">{enquiry.description}</Text>}
        </Card.Body>
      </Card.Root>

      <Box>
        <Flex justify="space-between" align="center" mb="2">
          <Heading as="h2" size="lg">
            Estimates
          </Heading>
          {enquiry.abilities.can_create_estimate && !latest && (
            <Button size="sm" colorPalette="blue" loading={starting.loading} onClick={() => void onStart()}>
              Start estimate
            </Button>
          )}
        </Flex>
        {enquiry.estimates.length === 0 ? (
          <Text color="fg.muted">No estimate yet.</Text>
        ) : (
          <Table.ScrollArea borderWidth="1px" rounded="md">
            <Table.Root size="sm" aria-label="Estimate versions">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Version</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Net</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Gross</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {enquiry.estimates.map((e) => (
                  <Table.Row key={e.id}>
                    <Table.Cell>
                      <ChakraLink asChild>
                        <Link to={`/app/estimates/${e.id}`}>
                          {e.reference} v{e.version}
                        </Link>
                      </ChakraLink>
                    </Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={ESTIMATE_STATUS_COLOURS[e.status]}>
                        {ESTIMATE_STATUS_LABELS[e.status]}
                      </Badge>
                    </Table.Cell>
                    <Table.Cell textAlign="end">{formatPence(e.net_pence)}</Table.Cell>
                    <Table.Cell textAlign="end">{formatPence(e.gross_pence)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Box>

      <Box>
        <Heading as="h2" size="lg" mb="2">
          History
        </Heading>
        <Stack as="ul" gap="1" listStyleType="none" ps="0">
          {enquiry.history.map((h) => (
            <Text as="li" key={h.id} fontSize="sm">
              {formatDateTime(h.created_at)} —{' '}
              {activitySentence({
                who: h.actor ? `${h.actor.first_name} ${h.actor.last_name}` : 'System',
                action: h.action,
                entityType: h.entity_type,
                label: h.entity_type === 'estimate' ? h.label : null,
                from: h.from_state,
                to: h.to_state,
              })}
              {h.reason ? ` (${h.reason})` : ''}
            </Text>
          ))}
        </Stack>
      </Box>

      <EnquiryFormDialog open={editing} enquiry={enquiry} onClose={() => setEditing(false)} />
      <ConfirmDeleteDialog
        open={deleting}
        title={`Delete ${enquiry.reference}?`}
        onClose={() => setDeleting(false)}
        onConfirm={onDelete}
      />
      <ConfirmDialog
        open={confirmConvert}
        title={`Convert ${enquiry.reference} to a project?`}
        confirmLabel="Convert to project"
        colorPalette="green"
        onClose={() => setConfirmConvert(false)}
        onConfirm={onConvert}
      >
        {accepted
          ? `A project is created from ${accepted.reference} v${accepted.version}: contract value ${formatPence(accepted.net_pence)}, with a budget per category from the estimate. An enquiry is converted once.`
          : 'A project is created from the accepted estimate. An enquiry is converted once.'}
      </ConfirmDialog>
      <ReasonDialog
        open={!!reasonFor}
        title={reasonFor === 'declined' ? 'Decline the enquiry' : 'Mark the enquiry lost'}
        description="Say why, for the history and the win rate."
        confirmLabel={reasonFor ? ENQUIRY_MOVE_LABELS[reasonFor] : 'Save'}
        onClose={() => setReasonFor(null)}
        onConfirm={(reason) => (reasonFor ? doMove(reasonFor, reason) : Promise.resolve(false))}
      />
    </Stack>
  );
}
