// /app/applications/{applicationId} (supervisors and up): one application for payment — its warnings first
// (no payment notice by the deadline: the application stands as the notified sum; payment overdue), the
// Construction Act dates each with the rule that gave it, the valuation (editable while a draft, with live
// totals), the totals, the notices recorded, and the moves: submit, record a payment or pay less notice,
// record payment; the PDF to download.
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Alert, Badge, Box, Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { DataTable } from '../../components/list';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import type { ApplicationFieldsFragment } from '../../generated/graphql';
import { downloadFile } from '../../lib/files';
import { formatDate, formatPence } from '../../lib/format';
import type { ApplicationVatTreatment } from '@sitebase/shared';
import { messageFromError } from '../../lib/mutation-error';
import {
  NOTICE_LABELS,
  REGION_LABELS,
  STATUS_LABELS,
  STATUS_PALETTE,
  TONE_STATUS,
} from './applications-labels';
import {
  ApplicationDocument,
  ChangeApplicationStatusDocument,
  RecordApplicationNoticeDocument,
  UpdateApplicationDocument,
} from './applications.api';
import { NoticeDialog, type NoticeKind } from './NoticeDialog';
import { TotalsTable } from './TotalsTable';
import { ACT_DATE_COLUMNS, VALUATION_LINE_COLUMNS } from './applications-columns';
import { ValuationForm } from './ValuationForm';
import { lineDraft, penceInput } from './valuation-draft';

export function ApplicationPage() {
  const { applicationId = '' } = useParams();
  const { data, error } = useQuery(ApplicationDocument, { variables: { id: applicationId } });
  if (error && !data) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{messageFromError(error) || 'This application could not be loaded'}</Alert.Title>
      </Alert.Root>
    );
  }
  const a = data?.application;
  if (!a) return <FullPageSpinner />;
  return <ApplicationView a={a} />;
}

function ApplicationView({ a }: { a: ApplicationFieldsFragment }) {
  const [dialog, setDialog] = useState<NoticeKind | null>(null);
  const [moveError, setMoveError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [changeStatus, status] = useMutation(ChangeApplicationStatusDocument, {
    context: { handlesOwnErrors: true },
  });
  const [recordNotice] = useMutation(RecordApplicationNoticeDocument, {
    context: { handlesOwnErrors: true },
  });
  const [update, updating] = useMutation(UpdateApplicationDocument, { context: { handlesOwnErrors: true } });
  const title = `${a.project.project_number} application no. ${a.number}`;
  const move = async (to: string, paidPence: number | null = null): Promise<string | null> => {
    try {
      await changeStatus({ variables: { id: a.id, status: to, paidPence } });
      return null;
    } catch (err) {
      return messageFromError(err);
    }
  };
  const save = async (values: { amount_pence: number; notice_date: string; reason: string | null }) => {
    if (dialog === 'paid' || dialog === 'part_paid') return move(dialog, values.amount_pence);
    try {
      await recordNotice({ variables: { id: a.id, input: { kind: dialog!, ...values } } });
      return null;
    } catch (err) {
      return messageFromError(err);
    }
  };
  const d = a.dates;
  return (
    <Box maxW="6xl">
      <Button asChild variant="ghost" size="sm" mb="3">
        <RouterLink to="/app/applications">← Back to applications</RouterLink>
      </Button>
      <Flex justify="space-between" align="start" gap="3" wrap="wrap" mb="2">
        <Box>
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          <Text color="fg.muted">
            {a.project.name} · {a.template.name} · valued {formatDate(a.valuation_date)}
            {a.submitted_on && ` · submitted ${formatDate(a.submitted_on)}`}
          </Text>
        </Box>
        <Badge size="lg" colorPalette={STATUS_PALETTE[a.status]}>
          {STATUS_LABELS[a.status] ?? a.status}
        </Badge>
      </Flex>

      <HStack gap="2" wrap="wrap" mb="4">
        {a.status_moves.includes('submitted') && (
          <Button
            colorPalette="blue"
            size="sm"
            loading={status.loading}
            onClick={async () => setMoveError(await move('submitted'))}
          >
            Submit application
          </Button>
        )}
        {a.can_record_notice && (
          <>
            <Button size="sm" variant="outline" onClick={() => setDialog('payment')}>
              Record payment notice
            </Button>
            <Button size="sm" variant="outline" onClick={() => setDialog('pay_less')}>
              Record pay less notice
            </Button>
          </>
        )}
        {a.status_moves.includes('paid') && (
          <>
            <Button size="sm" variant="outline" onClick={() => setDialog('part_paid')}>
              Record part payment
            </Button>
            <Button size="sm" variant="outline" onClick={() => setDialog('paid')}>
              Record payment in full
            </Button>
          </>
        )}
        <Button
          size="sm"
          variant="outline"
          loading={downloading}
          onClick={async () => {
            setDownloading(true);
            try {
              await downloadFile(
                `/files/applications/${a.id}/pdf`,
                `${a.project.project_number}-application-${a.number}.pdf`,
              );
            } catch (err) {
              setMoveError(messageFromError(err) || 'The PDF could not be downloaded');
            } finally {
              setDownloading(false);
            }
          }}
        >
          Download PDF
        </Button>
      </HStack>
      {moveError && (
        <Alert.Root status="error" mb="3">
          <Alert.Indicator />
          <Alert.Title>{moveError}</Alert.Title>
        </Alert.Root>
      )}
      <Stack gap="2" mb="4">
        {a.warnings.map((w) => (
          <Alert.Root key={w.code} status={TONE_STATUS[w.tone] ?? 'info'}>
            <Alert.Indicator />
            <Alert.Title>{w.message}</Alert.Title>
          </Alert.Root>
        ))}
      </Stack>

      <Box as="section" aria-label="Construction Act dates" mb="6">
        <Heading as="h2" size="lg" mb="1">
          Construction Act dates
        </Heading>
        <Text fontSize="sm" color="fg.muted" mb="2">
          {a.terms.terms === 'scheme' ? 'Scheme for Construction Contracts' : 'The contract’s terms'} ·{' '}
          {REGION_LABELS[a.terms.region] ?? a.terms.region}
        </Text>
        {/* A table from 768px up; on a phone a card per date, its rule under it (never cut off). */}
        <DataTable
          label="Construction Act dates"
          columns={ACT_DATE_COLUMNS}
          rows={[
            { label: 'Due date', date: d.due_date, rule: d.due_rule },
            { label: 'Payment notice by', date: d.payment_notice_deadline, rule: d.payment_notice_rule },
            { label: 'Pay less notice by', date: d.pay_less_deadline, rule: d.pay_less_rule },
            { label: 'Final date for payment', date: d.final_date, rule: d.final_rule },
          ]}
          rowKey={(r) => r.label}
        />
      </Box>

      {a.can_edit ? (
        <ValuationForm
          schedule={a.lines.map((l) => ({
            line_id: l.line_id,
            reference: l.reference,
            description: l.description,
            contract_value_pence: l.contract_value_pence,
            previous_value_pence: l.previous_value_pence,
          }))}
          initial={{
            valuationDate: formatDate(a.valuation_date),
            lines: a.lines.map((l) => lineDraft(l.percent ?? null, l.value_pence ?? null)),
            variations: a.variations.map((v) => ({
              reference: v.reference,
              description: v.description,
              value: penceInput(v.value_pence),
              status: v.status as 'pending' | 'approved' | 'rejected',
            })),
            materials: a.materials_on_site.map((m) => ({
              description: m.description,
              value: penceInput(m.value_pence),
            })),
          }}
          rates={a.retention_rates}
          previouslyCertified={a.totals.previously_certified_pence}
          vat={a.vat_treatment as ApplicationVatTreatment}
          submitLabel="Save changes"
          saving={updating.loading}
          serverError={saveError}
          onSubmit={async (input) => {
            setSaveError(null);
            try {
              await update({ variables: { id: a.id, input } });
            } catch (err) {
              setSaveError(messageFromError(err));
            }
          }}
        />
      ) : (
        <ReadOnlyValuation a={a} />
      )}

      <Box as="section" aria-label="Notices" mt="6">
        <Heading as="h2" size="lg" mb="2">
          Notices
        </Heading>
        {a.notices.length === 0 ? (
          <Text color="fg.muted">No payment or pay less notice recorded.</Text>
        ) : (
          <Stack gap="2">
            {a.notices.map((n) => (
              <Box key={n.id} borderWidth="1px" rounded="md" p="3">
                <HStack justify="space-between" wrap="wrap">
                  <Text fontWeight="medium">
                    {NOTICE_LABELS[n.kind] ?? n.kind} · {formatDate(n.notice_date)}
                    {n.late && (
                      <Badge ms="2" colorPalette="orange">
                        Late
                      </Badge>
                    )}
                  </Text>
                  <Text fontWeight="medium">{formatPence(n.amount_pence)}</Text>
                </HStack>
                {n.reason && <Text color="fg.muted">{n.reason}</Text>}
              </Box>
            ))}
          </Stack>
        )}
        {a.status !== 'draft' && (
          <Text mt="3">
            Notified sum (excluding VAT): <strong>{formatPence(a.notified_sum_pence)}</strong> —{' '}
            {a.notified_sum_basis}. Paid {formatPence(a.paid_pence)}; outstanding{' '}
            {formatPence(a.outstanding_pence)}.
          </Text>
        )}
      </Box>

      <NoticeDialog
        kind={dialog}
        suggestedPence={
          dialog === 'paid' || dialog === 'part_paid' ? a.outstanding_pence : a.totals.amount_due_pence
        }
        onClose={() => setDialog(null)}
        onSave={save}
      />
    </Box>
  );
}

function ReadOnlyValuation({ a }: { a: ApplicationFieldsFragment }) {
  return (
    <Stack gap="5">
      <Box as="section" aria-label="Valuation">
        <Heading as="h2" size="lg" mb="2">
          Schedule of works
        </Heading>
        <DataTable
          label="Valuation lines"
          columns={VALUATION_LINE_COLUMNS}
          rows={a.lines}
          rowKey={(l) => l.line_id}
        />
      </Box>
      {a.variations.length > 0 && (
        <Box as="section" aria-label="Variations">
          <Heading as="h2" size="lg" mb="2">
            Variations
          </Heading>
          <Stack gap="1">
            {a.variations.map((v, i) => (
              <HStack key={i} justify="space-between" borderBottomWidth="1px" py="1">
                <Text>
                  {v.reference} {v.description} <Badge>{v.status}</Badge>
                </Text>
                <Text>{formatPence(v.value_pence)}</Text>
              </HStack>
            ))}
          </Stack>
        </Box>
      )}
      {a.materials_on_site.length > 0 && (
        <Box as="section" aria-label="Materials on site">
          <Heading as="h2" size="lg" mb="2">
            Materials on site
          </Heading>
          {a.materials_on_site.map((m, i) => (
            <HStack key={i} justify="space-between" borderBottomWidth="1px" py="1">
              <Text>{m.description}</Text>
              <Text>{formatPence(m.value_pence)}</Text>
            </HStack>
          ))}
        </Box>
      )}
      <Box as="section" aria-label="Totals" maxW="lg">
        <Heading as="h2" size="lg" mb="2">
          Totals
        </Heading>
        <TotalsTable totals={a.totals} retentionPercent={a.retention_percent} vat={a.vat_treatment} />
      </Box>
    </Stack>
  );
}
