// A project's QS adjustments entered in the month (decision 0085): each with its kind, note and amount; while
// the month is open a manager adds, changes and deletes them.
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Button, Heading, HStack, Text } from '@chakra-ui/react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable, type Column } from '../../components/list';
import type { CvrReportFieldsFragment } from '../../generated/graphql';
import { formatPence } from '../../lib/format';
import { CvrAdjustmentDialog, type AdjustmentDraft } from './CvrAdjustmentDialog';
import { adjustmentLabel, monthWords } from './cvr-format';
import { DeleteCvrAdjustmentDocument } from './cvr.api';

type Adjustment = CvrReportFieldsFragment['adjustments'][number];

export function CvrAdjustments(props: {
  projectId: string;
  month: string;
  adjustments: readonly Adjustment[];
  open: boolean;
  onChanged: () => void;
}) {
  const [draft, setDraft] = useState<AdjustmentDraft | null>(null);
  const [deleting, setDeleting] = useState<Adjustment | null>(null);
  const [remove] = useMutation(DeleteCvrAdjustmentDocument);
  const columns: Column<Adjustment>[] = [
    { key: 'kind', header: 'Kind', card: 'title', cell: (a) => adjustmentLabel(a.kind) },
    { key: 'note', header: 'Note', cell: (a) => a.note },
    { key: 'by', header: 'Entered by', from: 'lg', cell: (a) => a.created_by_name ?? '—' },
    {
      key: 'amount',
      header: 'Amount',
      align: 'end',
      nowrap: true,
      card: 'aside',
      cell: (a) => formatPence(a.amount_pence),
    },
    {
      key: 'actions',
      header: 'Actions',
      card: 'footer',
      cell: (a) =>
        a.can_edit ? (
          <HStack gap="1">
            <Button
              size="xs"
              variant="outline"
              aria-label={`Change ${adjustmentLabel(a.kind)} ${formatPence(a.amount_pence)}`}
              onClick={() => setDraft({ id: a.id, kind: a.kind, amount_pence: a.amount_pence, note: a.note })}
            >
              Change
            </Button>
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              aria-label={`Delete ${adjustmentLabel(a.kind)} ${formatPence(a.amount_pence)}`}
              onClick={() => setDeleting(a)}
            >
              Delete
            </Button>
          </HStack>
        ) : (
          <Text color="fg.muted">Month closed</Text>
        ),
    },
  ];
  return (
    <>
      <HStack justify="space-between" mt="2" mb="2" wrap="wrap">
        <Heading as="h2" size="md">
          Adjustments entered in {monthWords(props.month)}
        </Heading>
        {props.open && (
          <Button
            size="sm"
            colorPalette="blue"
            onClick={() => setDraft({ kind: 'unagreed_variation', amount_pence: null, note: '' })}
          >
            Add adjustment
          </Button>
        )}
      </HStack>
      {props.adjustments.length ? (
        <DataTable label="Adjustments" columns={columns} rows={props.adjustments} rowKey={(a) => a.id} />
      ) : (
        <Text color="fg.muted">
          No adjustments this month. Adjustments of earlier months carry into the value.
        </Text>
      )}
      {draft && (
        <CvrAdjustmentDialog
          open
          onClose={() => setDraft(null)}
          onSaved={props.onChanged}
          projectId={props.projectId}
          month={props.month}
          draft={draft}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        title="Delete this adjustment?"
        confirmLabel="Delete adjustment"
        colorPalette="red"
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove({ variables: { id: deleting.id } });
            props.onChanged();
          } catch {
            return false;
          }
        }}
      >
        {deleting &&
          `${adjustmentLabel(deleting.kind)}: ${formatPence(deleting.amount_pence)} — ${deleting.note}`}
      </ConfirmDialog>
    </>
  );
}
