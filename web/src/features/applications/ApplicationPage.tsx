// /app/applications/{applicationId} (supervisors and up): one application for payment — its warnings first
// (no payment notice by the deadline: the application stands as the notified sum; payment overdue), the
// Construction Act dates each with the rule that gave it, the valuation (editable while a draft, with live
// totals, with the VAT decision and its percentage), the totals, the notices recorded, and the moves: submit
// (with the claim date), change the claim date, record a payment or pay less notice, give the payee's notice in
// default (s.110B), record payment; the PDFs to download; for managers, its invoice in the company's books.
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Alert, Badge, Box, Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme/recipes/alert';
import { registerRecipes, system } from '../../lib/theme';
import { DataTable } from '../../components/list/DataTable';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import type { ApplicationFieldsFragment } from '../../generated/graphql';
import { downloadFile } from '../../lib/files';
import { formatDate, formatPence } from '../../lib/format';
import { messageFromError } from '../../lib/mutation-error';
import { AccountingPostingStatus } from '../integrations';
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
  GiveApplicationDefaultNoticeDocument,
  RecordApplicationNoticeDocument,
  SetApplicationClaimDateDocument,
  UpdateApplicationDocument,
} from './applications.api';
import { ClaimDateDialog, type ClaimDateMode } from './ClaimDateDialog';
import { NoticeDialog, type NoticeKind } from './NoticeDialog';
import { TotalsTable } from './TotalsTable';
import { ACT_DATE_COLUMNS, VALUATION_LINE_COLUMNS } from './applications-columns';
import { ValuationForm } from './ValuationForm';
import { lineDraft, penceInput } from './valuation-draft';

// Registered here, not in lib/theme-app.ts: only the modules that render it load it (issue 36, decision 0072).
registerRecipes(system, {}, { alert: alertSlotRecipe });

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
  const [claimDialog, setClaimDialog] = useState<ClaimDateMode | null>(null);
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
  const [setClaimDate] = useMutation(SetApplicationClaimDateDocument, {
    context: { handlesOwnErrors: true },
  });
  const [giveDefault] = useMutation(GiveApplicationDefaultNoticeDocument, {
    context: { handlesOwnErrors: true },
  });
  const defaultNotice = a.notices.find((n) => n.kind === 'default');
  const download = async (path: string, filename: string) => {
    setDownloading(true);
    try {
      await downloadFile(path, filename);
    } catch (err) {
      setMoveError(messageFromError(err) || 'The PDF could not be downloaded');
    } finally {
      setDownloading(false);
    }
  };
  const saveClaimDate = async (claimDate: string): Promise<string | null> => {
    if (claimDialog === 'submit') return move('submitted', null, claimDate);
    try {
      await setClaimDate({ variables: { id: a.id, claimDate } });
      return null;
    } catch (err) {
      return messageFromError(err);
    }
  };
  const title = `${a.project.project_number} application no. ${a.number}`;
  const move = async (
    to: string,
    paidPence: number | null = null,
    claimDate: string | null = null,
  ): Promise<string | null> => {
    try {
      await changeStatus({ variables: { id: a.id, status: to, paidPence, claimDate } });
      return null;
    } catch (err) {
      return messageFromError(err);
    }
  };
  const save = async (values: { amount_pence: number; notice_date: string; reason: string | null }) => {
    if (dialog === 'paid' || dialog === 'part_paid') return move(dialog, values.amount_pence);
    try {
      if (dialog === 'default') {
        const { amount_pence, notice_date, reason } = values;
        await giveDefault({
          variables: { id: a.id, input: { amount_pence, notice_date, basis: reason ?? '' } },
        });
      } else {
        await recordNotice({ variables: { id: a.id, input: { kind: dialog!, ...values } } });
      }
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
            {a.claim_date && ` · claim made ${formatDate(a.claim_date)}`}
            {a.submitted_on && ` · entered ${formatDate(a.submitted_on)}`}
          </Text>
          {/* Keyed by status: an application just certified is asked about again (its invoice is queued then). */}
          <AccountingPostingStatus key={a.status} sourceType="application" sourceId={a.id} />
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
            onClick={() => setClaimDialog('submit')}
          >
            Submit application
          </Button>
        )}
        {a.can_change_claim_date && (
          <Button size="sm" variant="outline" onClick={() => setClaimDialog('change')}>
            Change claim date
          </Button>
        )}
        {a.can_give_default_notice && (
          <Button size="sm" variant="outline" colorPalette="orange" onClick={() => setDialog('default')}>
            Give notice in default
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
          onClick={() =>
            download(
              `/files/applications/${a.id}/pdf`,
              `${a.project.project_number}-application-${a.number}.pdf`,
            )
          }
        >
          Download PDF
        </Button>
        {defaultNotice && (
          <Button
            size="sm"
            variant="outline"
            loading={downloading}
            onClick={() =>
              download(
                `/files/applications/${a.id}/default-notice/pdf`,
                `${a.project.project_number}-application-${a.number}-notice-in-default.pdf`,
              )
            }
          >
            Notice in default PDF
          </Button>
        )}
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
        {d.postponed_days > 0 && (
          <Text mt="2" fontSize="sm">
            The final date for payment was postponed {d.postponed_days} day{d.postponed_days === 1 ? '' : 's'}{' '}
            by the payee’s notice in default (s.110B); the pay less deadline follows it.
          </Text>
        )}
      </Box>

      {a.can_edit ? (
        <ValuationForm
          schedule={a.lines.map((l) => ({
            line_id: l.line_id,
            reference: l.reference,
            description: l.description,
            contract_value_pence: l.contract_value_pence,
            previous_value_pence: l.previous_value_pence,
            cis_specified: l.cis_specified,
          }))}
          initial={{
            valuationDate: formatDate(a.valuation_date),
            lines: a.lines.map((l) => lineDraft(l.percent ?? null, l.value_pence ?? null)),
            variations: a.variations.map((v) => ({
              reference: v.reference,
              description: v.description,
              value: penceInput(v.value_pence),
              status: v.status as 'pending' | 'approved' | 'rejected',
              cis: v.cis_specified,
            })),
            materials: a.materials_on_site.map((m) => ({
              description: m.description,
              value: penceInput(m.value_pence),
            })),
          }}
          rates={a.retention_rates}
          previouslyCertified={a.totals.previously_certified_pence}
          vat={a.vat_treatment === 'not_registered' ? 'not_registered' : a.vat_decision ? 'drc' : 'standard'}
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
          <Text color="fg.muted">No payment, pay less or default notice recorded.</Text>
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

      <ClaimDateDialog
        mode={claimDialog}
        current={claimDialog === 'change' ? (a.claim_date ?? null) : null}
        onClose={() => setClaimDialog(null)}
        onSave={saveClaimDate}
      />
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
                  {v.reference} {v.description} <Badge>{v.status}</Badge>{' '}
                  {!v.cis_specified && <Badge colorPalette="gray">not CIS-specified</Badge>}
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
        <TotalsTable
          totals={a.totals}
          retentionPercent={a.retention_percent}
          vat={a.vat_treatment}
          decision={a.vat_decision}
        />
      </Box>
    </Stack>
  );
}
