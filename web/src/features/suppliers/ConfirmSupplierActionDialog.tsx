// Confirms a change to a supplier (deactivate, reactivate, delete) and runs it. Refusals — deleting a supplier
// that records refer to, say — arrive as toasts from the Apollo error link.
import { useMutation } from '@apollo/client/react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { SupplierFieldsFragment } from '../../generated/graphql';
import { showToast } from '../../lib/toast';
import {
  DeactivateSupplierDocument,
  DeleteSupplierDocument,
  ReactivateSupplierDocument,
} from './suppliers.api';

export type SupplierAction = {
  kind: 'deactivate' | 'reactivate' | 'delete';
  supplier: SupplierFieldsFragment;
};

function describe(action: SupplierAction): { title: string; body: string; confirm: string; done: string } {
  const name = action.supplier.name;
  switch (action.kind) {
    case 'deactivate':
      return {
        title: `Deactivate ${name}?`,
        body: `${name} stays on the records that use it but is no longer offered for new hires, orders or labour.`,
        confirm: 'Deactivate',
        done: `${name} deactivated`,
      };
    case 'reactivate':
      return {
        title: `Reactivate ${name}?`,
        body: `${name} will be offered again for new hires, orders and labour.`,
        confirm: 'Reactivate',
        done: `${name} reactivated`,
      };
    case 'delete':
      return {
        title: `Delete ${name}?`,
        body: `Only a supplier entered by mistake can be deleted. Once hires, orders or invoices refer to ${name}, deactivate it instead.`,
        confirm: 'Delete',
        done: `${name} deleted`,
      };
  }
}

export function ConfirmSupplierActionDialog(props: { action: SupplierAction | null; onClose: () => void }) {
  const refetchQueries = ['Suppliers'];
  const [deactivate] = useMutation(DeactivateSupplierDocument, { refetchQueries });
  const [reactivate] = useMutation(ReactivateSupplierDocument, { refetchQueries });
  const [remove] = useMutation(DeleteSupplierDocument, { refetchQueries });
  const { action } = props;
  const text = action ? describe(action) : null;
  const confirm = async () => {
    if (!action || !text) return;
    const variables = { id: action.supplier.id };
    try {
      if (action.kind === 'deactivate') await deactivate({ variables });
      else if (action.kind === 'reactivate') await reactivate({ variables });
      else await remove({ variables });
      showToast('success', text.done);
    } catch {
      // The error link shows the refusal (spec §8).
    }
  };
  return (
    <ConfirmDialog
      open={!!action}
      title={text?.title ?? ''}
      confirmLabel={text?.confirm ?? ''}
      colorPalette={action?.kind === 'reactivate' ? 'blue' : 'red'}
      onClose={props.onClose}
      onConfirm={confirm}
    >
      {text?.body}
    </ConfirmDialog>
  );
}
