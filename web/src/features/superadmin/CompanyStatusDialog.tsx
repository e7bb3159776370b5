// Confirms a company's status change, with an optional reason; a refusal shows in the dialog's red box.
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Box, Button, CloseButton, Dialog, Field, Input, Portal, Text } from '@chakra-ui/react';
import '../../lib/dialog-recipe';
import type { CompanyStatus } from '../../generated/graphql';
import { showToast } from '../../lib/toast';
import { ErrorBox } from './ErrorBox';
import { SuperadminUpdateCompanyStatusDocument } from './superadmin.api';
import { SUPERADMIN_FALLBACKS, superadminErrorMessage } from './superadmin-errors';
import { STATUS_LABELS } from './superadmin-format';

export interface PendingChange {
  id: string;
  name: string;
  from: CompanyStatus;
  to: CompanyStatus;
}

export function CompanyStatusDialog(props: {
  change: PendingChange | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const [update, { loading }] = useMutation(SuperadminUpdateCompanyStatusDocument);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const { change } = props;
  const close = () => {
    setReason('');
    setFailure(null);
    props.onClose();
  };
  const confirm = async () => {
    if (!change) return;
    try {
      await update({ variables: { id: change.id, status: change.to, reason: reason.trim() || null } });
      showToast('success', `${change.name} is now ${STATUS_LABELS[change.to].toLowerCase()}`);
      setReason('');
      setFailure(null);
      props.onDone();
    } catch (error) {
      setFailure(superadminErrorMessage(error, SUPERADMIN_FALLBACKS.status));
    }
  };
  return (
    <Dialog.Root open={!!change} onOpenChange={(d) => !d.open && close()} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Change company status?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {change && (
                <Text mb="3">
                  {change.name} will go from {STATUS_LABELS[change.from]} to {STATUS_LABELS[change.to]}.
                  {change.to !== 'active' &&
                    ' Its users are signed out at once and cannot sign in until it is active again.'}
                </Text>
              )}
              <Field.Root>
                <Field.Label>Reason (optional)</Field.Label>
                <Input value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
              </Field.Root>
              {failure && (
                <Box mt="3">
                  <ErrorBox>{failure}</ErrorBox>
                </Box>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close} disabled={loading}>
                Cancel
              </Button>
              <Button colorPalette="orange" onClick={confirm} loading={loading}>
                Confirm
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
