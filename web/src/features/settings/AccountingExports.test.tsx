// Settings → Accounting exports: each service's files of the range with how many documents and their total, the
// records left out with their reasons, a download through the BFF's pass-through with the range, a new range
// asked for as typed (dd/mm/yyyy), and the admin's tax names and accounts saved (a manager sees no form).
import { describe, expect, it, vi } from 'vitest';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '../../lib/toaster';
import { fakeUser } from '../../test/render';
import { AuthContext, type AuthContextValue } from '../auth';
import { AccountingExportsDocument, SaveAccountingExportMappingDocument } from './accounting-exports.api';
import { AccountingExports } from './AccountingExports';

const files = vi.hoisted(() => ({
  downloadFile: vi.fn(async () => 'xero-bills-2026-11-01-to-2026-11-28.csv'),
}));
vi.mock('../../lib/files', async (original) => ({
  ...(await original<typeof import('../../lib/files')>()),
  downloadFile: files.downloadFile,
}));

const codes = (direction: 'Expenses' | 'Income') => ({
  __typename: 'AccountingTaxCodes' as const,
  standard: `20% (VAT on ${direction})`,
  reduced: `5% (VAT on ${direction})`,
  zero: `Zero Rated ${direction}`,
  exempt: `Exempt ${direction}`,
  no_vat: 'No VAT',
  drc: `Domestic Reverse Charge @ 20% (VAT on ${direction})`,
  drc_reduced: `Domestic Reverse Charge @ 5% (VAT on ${direction})`,
});

const mapping = (target: 'xero' | 'quickbooks', cis: string | null = null) => ({
  __typename: 'AccountingExportMapping' as const,
  target,
  customised: cis !== null,
  updated_at: cis ? '2026-11-28T10:00:00.000Z' : null,
  accounts: {
    __typename: 'AccountingExportAccounts' as const,
    expense: target === 'xero' ? '310' : 'Cost of sales',
    revenue: target === 'xero' ? '200' : 'Services',
    cis,
  },
  tax_mapping: {
    __typename: 'AccountingTaxMapping' as const,
    purchases: codes('Expenses'),
    sales: codes('Income'),
  },
});

const file = (
  name: string,
  target: string,
  label: string,
  documents: number,
  gross: number,
  leftOut = false,
) => ({
  __typename: 'AccountingExportFile' as const,
  file: name,
  target,
  label,
  documents,
  net_pence: gross,
  vat_pence: documents ? 14_00 : 0,
  gross_pence: gross,
  left_out: leftOut
    ? [
        {
          __typename: 'AccountingExportLeftOut' as const,
          source_type: 'labour_invoice',
          source_id: 'li-1',
          record: 'Labour invoice LI-0001 (SUB-77)',
          reason: 'No account is chosen for the CIS deduction',
        },
      ]
    : [],
});

const exportsQuery = (
  variables: { from: string | null; to: string | null },
  from: string,
  to: string,
  cis: string | null = null,
) => ({
  request: { query: AccountingExportsDocument, variables },
  result: {
    data: {
      accountingExports: {
        __typename: 'AccountingExports' as const,
        from,
        to,
        files: [
          file('xero-bills', 'xero', 'Xero bills', 1, 584_00, !cis),
          file('xero-sales-invoices', 'xero', 'Xero sales invoices', 1, 120_00),
          file('quickbooks-bills', 'quickbooks', 'QuickBooks bills', 1, 584_00, true),
          file('quickbooks-invoices', 'quickbooks', 'QuickBooks invoices', 0, 0),
        ],
        mappings: {
          __typename: 'AccountingExportMappings' as const,
          xero: mapping('xero', cis),
          quickbooks: mapping('quickbooks'),
        },
      },
    },
  },
});

function renderAs(role: 'admin' | 'manager', mocks: MockLink.MockedResponse[]) {
  const auth: AuthContextValue = {
    status: 'authenticated',
    user: fakeUser(role),
    signIn: () => {},
    logout: () => {},
  };
  return render(
    <ChakraProvider value={defaultSystem}>
      <AuthContext.Provider value={auth}>
        <MockedProvider mocks={mocks}>
          <AccountingExports />
        </MockedProvider>
      </AuthContext.Provider>
      <Toaster />
    </ChakraProvider>,
  );
}

describe('AccountingExports', () => {
  it('shows each file of this month with its documents and total, what is left out and why, and downloads it', async () => {
    renderAs('manager', [exportsQuery({ from: null, to: null }, '2026-11-01', '2026-11-28')]);
    const xero = await screen.findByRole('region', { name: 'Xero files' });
    expect(within(xero).getByText('1 bill · £584.00 (VAT £14.00)')).toBeTruthy();
    expect(within(xero).getByText('1 invoice · £120.00 (VAT £14.00)')).toBeTruthy();
    expect(within(xero).getByText(/Choose “Tax exclusive”/)).toBeTruthy();
    const leftOut = within(xero).getByRole('note', { name: 'Left out of Xero bills' });
    expect(within(leftOut).getByText('1 record left out')).toBeTruthy();
    expect(
      within(leftOut).getByText(
        'Labour invoice LI-0001 (SUB-77): No account is chosen for the CIS deduction',
      ),
    ).toBeTruthy();
    expect(within(xero).getByText(/No CIS deductions account yet/)).toBeTruthy();
    const qbo = screen.getByRole('region', { name: 'QuickBooks Online files' });
    expect(within(qbo).getByText('No invoices from 01/11/2026 to 28/11/2026')).toBeTruthy();
    expect(
      (within(qbo).getByRole('button', { name: 'Download QuickBooks invoices CSV' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    // A manager downloads but does not change the names.
    expect(screen.queryByRole('button', { name: /Tax names and accounts/ })).toBeNull();

    await userEvent.setup().click(within(xero).getByRole('button', { name: 'Download Xero bills CSV' }));
    expect(files.downloadFile).toHaveBeenCalledWith(
      '/files/accounting/exports/xero-bills?from=2026-11-01&to=2026-11-28',
      'xero-bills.csv',
    );
  });

  it('asks for the range as typed, dd/mm/yyyy', async () => {
    renderAs('manager', [
      exportsQuery({ from: null, to: null }, '2026-11-01', '2026-11-28'),
      exportsQuery({ from: '2026-10-01', to: null }, '2026-10-01', '2026-11-28'),
    ]);
    const user = userEvent.setup();
    await screen.findByRole('region', { name: 'Xero files' });
    const from = screen.getByRole('textbox', { name: 'From' });
    expect((from as HTMLInputElement).value).toBe('01/11/2026');
    await user.clear(from);
    await user.type(from, '01/10/2026');
    expect(await screen.findByText('No invoices from 01/10/2026 to 28/11/2026')).toBeTruthy();
  });

  it('lets an admin name the CIS deductions account, and the files then hold the labour bill', async () => {
    const input = {
      target: 'xero',
      tax_mapping: {
        purchases: Object.fromEntries(Object.entries(codes('Expenses')).filter(([k]) => k !== '__typename')),
        sales: Object.fromEntries(Object.entries(codes('Income')).filter(([k]) => k !== '__typename')),
      },
      accounts: { expense: '310', revenue: '200', cis: '2100' },
    };
    renderAs('admin', [
      exportsQuery({ from: null, to: null }, '2026-11-01', '2026-11-28'),
      {
        request: { query: SaveAccountingExportMappingDocument, variables: { input } },
        result: { data: { saveAccountingExportMapping: mapping('xero', '2100') } },
      },
      exportsQuery({ from: null, to: null }, '2026-11-01', '2026-11-28', '2100'),
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Tax names and accounts for Xero' }));
    const form = screen.getByRole('form', { name: 'Xero tax names and accounts' });
    expect((within(form).getByRole('textbox', { name: 'Expense account' }) as HTMLInputElement).value).toBe(
      '310',
    );
    await user.type(within(form).getByRole('textbox', { name: 'CIS deductions account' }), '2100');
    await user.click(within(form).getByRole('button', { name: 'Save Xero names' }));
    expect(await screen.findByText(/CIS deductions go to 2100/)).toBeTruthy();
    expect(screen.queryByRole('note', { name: 'Left out of Xero bills' })).toBeNull();
  });
});
