// The VAT registration switch (decision 0043): it needs a VAT number before it saves, says what it changes,
// and sends vat_registered with the other company details.
import { describe, expect, it } from 'vitest';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '../../lib/toaster';
import { CompanyDetailsForm } from './CompanyDetailsForm';
import { UpdateCompanySettingsDocument } from './settings.api';

const settings = {
  __typename: 'CompanySettings' as const,
  company_id: 'c1',
  name: 'Pryce Civils Ltd',
  address: null,
  vat_number: null,
  vat_registered: false,
  vat_quarter_ends: 'mar_jun_sep_dec',
  cis_utr: null,
  retention_percent: 5,
  payment_due_days: 30,
  payment_final_days: 14,
  folder_template: ['01 Contracts'],
  folder_template_is_default: true,
  drive_provider: 'local',
  accounting_provider: 'none',
  available_drive_providers: ['local'],
  available_accounting_providers: ['none'],
};

function renderForm(mocks: MockLink.MockedResponse[] = []) {
  return render(
    <ChakraProvider value={defaultSystem}>
      <MockedProvider mocks={mocks}>
        <CompanyDetailsForm settings={settings} />
      </MockedProvider>
      <Toaster />
    </ChakraProvider>,
  );
}

describe('CompanyDetailsForm: registered for VAT', () => {
  it('refuses to register without a VAT number and says what the switch changes', async () => {
    renderForm();
    const user = userEvent.setup();
    expect(screen.getByText(/No VAT is charged on your estimates/)).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Registered for VAT' }));
    expect(screen.getByText(/Estimates and applications charge VAT/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('A VAT-registered company needs its VAT number')).toBeTruthy();
  });

  it('saves the number, the registration and the VAT quarters together', async () => {
    const input = {
      name: 'Pryce Civils Ltd',
      address: '',
      vat_number: 'GB123456789',
      vat_registered: true,
      vat_quarter_ends: 'jan_apr_jul_oct',
      cis_utr: '',
    };
    const mocks: MockLink.MockedResponse[] = [
      {
        request: { query: UpdateCompanySettingsDocument, variables: { input } },
        result: {
          data: {
            updateCompanySettings: {
              ...settings,
              vat_number: 'GB123456789',
              vat_registered: true,
              vat_quarter_ends: 'jan_apr_jul_oct',
            },
          },
        },
      },
    ];
    renderForm(mocks);
    const user = userEvent.setup();
    await user.type(screen.getByPlaceholderText('GB123456789'), 'GB123456789');
    await user.click(screen.getByRole('checkbox', { name: 'Registered for VAT' }));
    // When the VAT quarters end (decision 0086) is saved with the details.
    await user.selectOptions(screen.getByRole('combobox', { name: 'VAT quarter ends' }), 'jan_apr_jul_oct');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Company details saved')).toBeTruthy();
  });
});
