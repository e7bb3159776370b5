// Bulk decisions on the material requests list (issue 35, decision 0064): buyers tick requests awaiting
// approval and approve or reject them at once; core-api decides each on its own (a buyer's own request is
// refused with the reason) and the report names what was done and what was refused.
import { useState, type ReactNode } from 'react';
import { useMutation } from '@apollo/client/react';
import { Button, Text } from '@chakra-ui/react';
import {
  BulkBar,
  BulkResults,
  useSelection,
  type BulkOutcomeView,
  type Selection,
} from '../../components/list';
import { ReasonDialog } from '../../components/ReasonDialog';
import { messageFromError } from '../../lib/mutation-error';
import { BulkMaterialRequestStatusDocument } from './materials.api';

type Row = { id: string; reference: string; status: string };

export function useRequestsBulk(
  rows: readonly Row[],
  enabled: boolean,
  refetch: () => unknown,
): { selection: Selection<Row> | undefined; panel: ReactNode } {
  const ticks = useSelection();
  const [bulk, state] = useMutation(BulkMaterialRequestStatusDocument, {
    context: { handlesOwnErrors: true },
  });
  const [outcomes, setOutcomes] = useState<{ word: string; list: BulkOutcomeView[] }>({ word: '', list: [] });
  const [error, setError] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [names, setNames] = useState<Map<string, string>>(() => new Map());
  const selection: Selection<Row> = {
    selected: ticks.selected,
    onChange: ticks.setSelected,
    selectable: (r) => r.status === 'requested',
    rowLabel: (r) => r.reference,
  };
  const chosen = rows.filter((r) => selection.selectable(r) && ticks.selected.has(r.id));
  async function decide(status: 'approved' | 'rejected', reason: string | null = null) {
    setError(null);
    setNames(new Map(chosen.map((r) => [r.id, r.reference])));
    try {
      const res = await bulk({ variables: { ids: chosen.map((r) => r.id), status, reason } });
      setOutcomes({ word: status, list: res.data?.bulkMaterialRequestStatus.results ?? [] });
      ticks.clear();
      void refetch();
      return true;
    } catch (err) {
      setError(messageFromError(err));
      return false;
    }
  }
  if (!enabled) return { selection: undefined, panel: null };
  const panel = (
    <>
      <BulkResults
        outcomes={outcomes.list}
        doneWord={outcomes.word}
        nameOf={(id) => names.get(id) ?? 'Request'}
        onClose={() => setOutcomes({ word: '', list: [] })}
      />
      <BulkBar count={chosen.length} noun={['request', 'requests']} onClear={ticks.clear}>
        <Button
          size="sm"
          colorPalette="green"
          loading={state.loading}
          onClick={() => void decide('approved')}
        >
          Approve selected
        </Button>
        <Button size="sm" variant="outline" onClick={() => setRejecting(true)}>
          Reject selected
        </Button>
      </BulkBar>
      {error && (
        <Text role="alert" color="red.600" mb="2">
          {error}
        </Text>
      )}
      <ReasonDialog
        open={rejecting}
        title={`Reject ${chosen.length} ${chosen.length === 1 ? 'request' : 'requests'}`}
        description="Each requester is told the reason."
        confirmLabel="Reject selected"
        onClose={() => setRejecting(false)}
        onConfirm={(reason) => decide('rejected', reason)}
      />
    </>
  );
  return { selection, panel };
}
