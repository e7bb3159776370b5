// Saves part of the company settings and says so; the server's validation message arrives as a toast from
// the Apollo error link.
import { useMutation } from '@apollo/client/react';
import type { UpdateCompanySettingsInput } from '../../generated/graphql';
import { showToast } from '../../lib/toast';
import { UpdateCompanySettingsDocument } from './settings.api';

export function useSaveSettings() {
  const [update, { loading }] = useMutation(UpdateCompanySettingsDocument);
  const save = async (input: UpdateCompanySettingsInput, message: string) => {
    try {
      const result = await update({ variables: { input } });
      showToast('success', message);
      return result.data?.updateCompanySettings ?? null;
    } catch {
      // The Apollo error link shows the server's validation message.
      return null;
    }
  };
  return { save, saving: loading };
}
