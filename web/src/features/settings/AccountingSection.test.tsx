// Settings → Accounting: the "None" choice kept while the server offers no service, each offered service with
// what its connection may do and where Connect sends the browser, a connection's organisation, who connected it
// and when, its reconnect warning and organisation picker, the tax codes and accounts form (pre-filled from the
// suggestion, CIS-flagged accounts refused, missing choices marked, core-api's refusals listed), Disconnect
// after a confirmation, and the callback page completing the consent once.
import { describe, expect, it, vi } from 'vitest';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Toaster } from '../../lib/toaster';
import { fakeUser } from '../../test/render';
import { AuthContext, type AuthContextValue } from '../auth';
import { AccountingPostingsDocument } from '../integrations/accounting-postings.api';
import {
  AccountingDocument,
  AccountingSetupDocument,
  ChooseAccountingOrganisationDocument,
  CompleteAccountingConnectionDocument,
  ConfirmAccountingMappingDocument,
  ConnectAccountingDocument,
  DisconnectAccountingDocument,
} from './accounting.api';
import { AccountingCallbackPage } from './AccountingCallbackPage';
import { AccountingSection } from './AccountingSection';
import { goToConsent } from './use-connect-accounting';

const XERO = {
  __typename: 'AccountingProvider' as const,
  id: 'xero',
  name: 'Xero',
  scopes: ['openid', 'offline_access', 'accounting.settings.read', 'accounting.invoices'],
};
const QUICKBOOKS = {
  __typename: 'AccountingProvider' as const,
  id: 'quickbooks',
  name: 'QuickBooks',
  scopes: ['com.intuit.quickbooks.accounting'],
};

const connection = (over: Record<string, unknown> = {}) => ({
  __typename: 'AccountingConnection' as const,
  provider: 'xero',
  provider_name: 'Xero',
  status: 'connected',
  status_reason: null,
  organisations: [{ __typename: 'AccountingOrganisation' as const, id: 't1', name: 'Pryce Builders Ltd' }],
  organisation: { __typename: 'AccountingChosenOrganisation' as const, id: 't1', name: 'Pryce Builders Ltd' },
  connected_by: { __typename: 'AccountingPerson' as const, id: 'u1', name: 'Nia Pryce' },
  connected_at: '2026-11-03T10:00:00.000Z',
  mapping_confirmed_at: '2026-11-03T10:05:00.000Z',
  last_pulled_at: null,
  postings: { __typename: 'AccountingPostingCounts' as const, queued: 1, failed: 2, posted: 30 },
  ...over,
});

const accountingQuery = (conn: ReturnType<typeof connection> | null, providers = [XERO, QUICKBOOKS]) => ({
  request: { query: AccountingDocument },
  result: {
    data: {
      accounting: {
        __typename: 'Accounting' as const,
        providers,
        token_key_configured: true,
        connection: conn,
      },
    },
  },
});

const noPostings = {
  request: { query: AccountingPostingsDocument, variables: { size: 10 } },
  result: {
    data: {
      accountingPostings: {
        __typename: 'AccountingPostingPage' as const,
        items: [],
        total: 0,
        total_capped: false,
        page: 1,
        size: 10,
      },
    },
  },
};

const codes = (over: Record<string, string | null> = {}) => ({
  __typename: 'AccountingTaxCodes' as const,
  standard: 'INPUT2',
  reduced: 'RRINPUT',
  zero: 'ZERORATEDINPUT',
  exempt: 'EXEMPTINPUT',
  no_vat: 'NONE',
  drc: 'DRCHARGE20',
  drc_reduced: 'DRCHARGE5',
  ...over,
});
const salesCodes = codes({
  standard: 'OUTPUT2',
  reduced: 'RROUTPUT',
  zero: 'ZERORATEDOUTPUT',
  exempt: 'EXEMPTOUTPUT',
  drc: 'DRCHARGESUPPLY20',
  drc_reduced: 'DRCHARGESUPPLY5',
});
const rate = (code: string, name: string, purchases: boolean, bp = 2000) => ({
  __typename: 'AccountingTaxRate' as const,
  code,
  name,
  basis_points: bp,
  purchases,
  sales: !purchases || code === 'NONE',
  reverse_charge: code.startsWith('DRC'),
});
const account = (code: string, name: string, type: string, cis = false) => ({
  __typename: 'AccountingLedgerAccount' as const,
  code,
  name,
  type,
  cis_flagged: cis,
});
const setup = (over: Record<string, unknown> = {}) => ({
  __typename: 'AccountingSetup' as const,
  tax_rates: [
    rate('INPUT2', '20% (VAT on Expenses)', true),
    rate('RRINPUT', '5% (VAT on Expenses)', true, 500),
    rate('ZERORATEDINPUT', 'Zero Rated Expenses', true, 0),
    rate('EXEMPTINPUT', 'Exempt Expenses', true, 0),
    rate('NONE', 'No VAT', true, 0),
    rate('DRCHARGE20', 'Domestic Reverse Charge @ 20% (VAT on Expenses)', true),
    rate('DRCHARGE5', 'Domestic Reverse Charge @ 5% (VAT on Expenses)', true, 500),
    rate('OUTPUT2', '20% (VAT on Income)', false),
    rate('RROUTPUT', '5% (VAT on Income)', false, 500),
    rate('ZERORATEDOUTPUT', 'Zero Rated Income', false, 0),
    rate('EXEMPTOUTPUT', 'Exempt Income', false, 0),
    rate('DRCHARGESUPPLY20', 'Domestic Reverse Charge @ 20% (VAT on Income)', false),
    rate('DRCHARGESUPPLY5', 'Domestic Reverse Charge @ 5% (VAT on Income)', false, 500),
  ],
  accounts: [
    account('200', 'Sales', 'revenue'),
    account('310', 'Cost of Goods Sold', 'expense'),
    account('2100', 'Subcontractor deductions', 'liability'),
    account('2101', 'CIS Liability', 'liability', true),
  ],
  suggested: {
    __typename: 'AccountingTaxMapping' as const,
    purchases: codes({ drc_reduced: null }),
    sales: salesCodes,
  },
  unmapped: ['purchases.drc_reduced'],
  tax_mapping: null,
  accounts_chosen: null,
  confirmed_at: null,
  ...over,
});

const admin: AuthContextValue = {
  status: 'authenticated',
  user: fakeUser('admin'),
  signIn: () => {},
  logout: () => {},
};

function renderWith(ui: React.ReactNode, mocks: MockLink.MockedResponse[], path = '/app/settings') {
  return render(
    <ChakraProvider value={defaultSystem}>
      <AuthContext.Provider value={admin}>
        <MockedProvider mocks={mocks}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/app/settings" element={ui} />
              <Route path="/app/settings/accounting/callback" element={<AccountingCallbackPage />} />
            </Routes>
          </MemoryRouter>
        </MockedProvider>
      </AuthContext.Provider>
      <Toaster />
    </ChakraProvider>,
  );
}

const section = <AccountingSection fallback={<p>Accounting: None</p>} />;

describe('AccountingSection', () => {
  it('keeps the plain “None” choice while the server offers no service', async () => {
    renderWith(section, [accountingQuery(null, [])]);
    expect(await screen.findByText('Accounting: None')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Connect/ })).toBeNull();
  });

  it('says what each service’s connection may do and sends the admin to its consent page', async () => {
    const assign = vi.spyOn(goToConsent, 'url').mockImplementation(() => {});
    renderWith(section, [
      accountingQuery(null),
      {
        request: { query: ConnectAccountingDocument, variables: { input: { provider: 'quickbooks' } } },
        result: {
          data: {
            connectAccounting: {
              __typename: 'AccountingAuthorization',
              authorization_url: 'https://appcenter.example/connect?state=s',
            },
          },
        },
      },
    ]);
    const user = userEvent.setup();
    expect(await screen.findByText(/sends bills, sales invoices and purchase orders/)).toBeTruthy();
    // The sign-in parts of the grant are not worth naming; the books' permissions are.
    expect(screen.getByText('Permissions: accounting.settings.read, accounting.invoices')).toBeTruthy();
    expect(screen.getByText('Permissions: com.intuit.quickbooks.accounting')).toBeTruthy();
    expect(
      screen.getByText(/Xero and QuickBooks do not let other software record a bill as a CIS bill/),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Connect Xero' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Connect QuickBooks' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://appcenter.example/connect?state=s'));
    assign.mockRestore();
  });

  it('says plainly when the server has no key to keep tokens encrypted', async () => {
    const query = accountingQuery(null);
    query.result.data.accounting.token_key_configured = false;
    renderWith(section, [query]);
    expect(await screen.findByText(/set ACCOUNTING_TOKEN_KEY/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Connect/ })).toBeNull();
  });

  it('shows the organisation, who connected it and when, the counts, and the reconnect warning', async () => {
    renderWith(section, [
      accountingQuery(
        connection({
          status: 'needs_reconnecting',
          status_reason: 'Xero no longer accepts this connection (invalid_grant).',
        }),
      ),
      noPostings,
    ]);
    expect(await screen.findByText('Organisation: Pryce Builders Ltd')).toBeTruthy();
    expect(screen.getByText('Connected by Nia Pryce on 03/11/2026')).toBeTruthy();
    expect(screen.getByText('Needs reconnecting')).toBeTruthy();
    expect(screen.getByText('Xero no longer accepts this connection (invalid_grant).')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reconnect Xero' })).toBeTruthy();
    const counts = screen.getByRole('group', { name: 'Postings by state' });
    expect(counts.textContent).toBe('Waiting1Refused2Posted30');
    expect(await screen.findByText(/Nothing posted yet/)).toBeTruthy();
  });

  it('asks which organisation to post to when the connection reaches several', async () => {
    const choosing = connection({
      status: 'choosing_organisation',
      organisation: null,
      mapping_confirmed_at: null,
      organisations: [
        { __typename: 'AccountingOrganisation', id: 't1', name: 'Pryce Builders Ltd' },
        { __typename: 'AccountingOrganisation', id: 't2', name: 'Pryce Homes Ltd' },
      ],
    });
    const chosen = vi.fn(() => ({
      data: {
        chooseAccountingOrganisation: connection({
          organisation: { __typename: 'AccountingChosenOrganisation', id: 't2', name: 'Pryce Homes Ltd' },
        }),
      },
    }));
    renderWith(section, [
      accountingQuery(choosing),
      noPostings,
      {
        request: { query: ChooseAccountingOrganisationDocument, variables: { organisation_id: 't2' } },
        result: chosen,
      },
      accountingQuery(connection()),
      noPostings,
    ]);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Organisation'), 't2');
    await user.click(screen.getByRole('button', { name: 'Use this organisation' }));
    expect(await screen.findByText('Postings will go to Pryce Homes Ltd')).toBeTruthy();
    expect(chosen).toHaveBeenCalledTimes(1);
  });

  it('pre-fills the tax codes and accounts, marks what is missing, and confirms them', async () => {
    const confirm = vi.fn(() => ({
      data: {
        confirmAccountingMapping: setup({
          confirmed_at: '2026-11-04T09:00:00.000Z',
          tax_mapping: { __typename: 'AccountingTaxMapping', purchases: codes(), sales: salesCodes },
        }),
      },
    }));
    renderWith(section, [
      accountingQuery(connection({ mapping_confirmed_at: null })),
      noPostings,
      { request: { query: AccountingSetupDocument }, result: { data: { accountingSetup: setup() } } },
      {
        request: {
          query: ConfirmAccountingMappingDocument,
          variables: {
            input: {
              tax_mapping: {
                purchases: {
                  standard: 'INPUT2',
                  reduced: 'RRINPUT',
                  zero: 'ZERORATEDINPUT',
                  exempt: 'EXEMPTINPUT',
                  no_vat: 'NONE',
                  drc: 'DRCHARGE20',
                  drc_reduced: 'DRCHARGE5',
                },
                sales: {
                  standard: 'OUTPUT2',
                  reduced: 'RROUTPUT',
                  zero: 'ZERORATEDOUTPUT',
                  exempt: 'EXEMPTOUTPUT',
                  no_vat: 'NONE',
                  drc: 'DRCHARGESUPPLY20',
                  drc_reduced: 'DRCHARGESUPPLY5',
                },
              },
              accounts: { expense: '310', revenue: '200', cis: '2100' },
            },
          },
        },
        result: confirm,
      },
      accountingQuery(connection()),
      noPostings,
    ]);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Tax codes and accounts' });
    const purchases = within(form).getByRole('group', { name: 'Purchases' });
    const sales = within(form).getByRole('group', { name: 'Sales' });
    const accounts = within(form).getByRole('group', { name: 'Accounts' });
    expect((within(purchases).getByLabelText('Standard rate 20%') as HTMLSelectElement).value).toBe('INPUT2');
    expect((within(sales).getByLabelText('Domestic reverse charge 20%') as HTMLSelectElement).value).toBe(
      'DRCHARGESUPPLY20',
    );
    // A long rate name is written out below its select too (a phone cuts it inside); a short one is not.
    expect(within(purchases).getByTestId('chosen-purchases.drc').textContent).toBe(
      'Domestic Reverse Charge @ 20% (VAT on Expenses)',
    );
    expect(within(purchases).queryByTestId('chosen-purchases.standard')).toBeNull();
    // Purchases offer the organisation's purchase rates only.
    expect(
      within(within(purchases).getByLabelText('Standard rate 20%')).queryByText('20% (VAT on Income)'),
    ).toBeNull();
    expect((within(accounts).getByLabelText('Expense account') as HTMLSelectElement).value).toBe('310');
    expect((within(accounts).getByLabelText('Sales account') as HTMLSelectElement).value).toBe('200');
    expect((within(accounts).getByLabelText('CIS deductions account') as HTMLSelectElement).value).toBe(
      '2100',
    );
    const flagged = within(within(accounts).getByLabelText('CIS deductions account')).getByRole('option', {
      name: '2101 CIS Liability (flagged for CIS)',
    }) as HTMLOptionElement;
    expect(flagged.disabled).toBe(true);
    expect(within(form).getByText(/Accounts flagged for CIS in Xero cannot be chosen/)).toBeTruthy();

    // The suggestion left one code open: marked, and confirming is refused until it is chosen.
    const open = within(purchases).getByLabelText('Domestic reverse charge 5%') as HTMLSelectElement;
    expect(open.value).toBe('');
    expect(within(purchases).getByText('No single match in Xero: choose the right one.')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Confirm tax codes and accounts' }));
    expect(within(purchases).getByText('Choose a tax code')).toBeTruthy();
    expect(confirm).not.toHaveBeenCalled();

    await user.selectOptions(open, 'DRCHARGE5');
    await user.click(within(form).getByRole('button', { name: 'Confirm tax codes and accounts' }));
    expect(await screen.findByText('Tax codes and accounts confirmed')).toBeTruthy();
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Review tax codes and accounts' })).toBeTruthy();
  });

  it('lists core-api’s reasons when it refuses the mapping', async () => {
    const chosen = {
      __typename: 'AccountingPostingAccounts' as const,
      expense: '310',
      revenue: '200',
      cis: '2100',
    };
    const confirmed = setup({
      tax_mapping: { __typename: 'AccountingTaxMapping', purchases: codes(), sales: salesCodes },
      accounts_chosen: chosen,
      confirmed_at: '2026-11-03T10:05:00.000Z',
    });
    renderWith(section, [
      accountingQuery(connection()),
      noPostings,
      { request: { query: AccountingSetupDocument }, result: { data: { accountingSetup: confirmed } } },
      {
        request: { query: ConfirmAccountingMappingDocument, variables: () => true },
        result: {
          errors: [
            {
              message: 'x',
              extensions: {
                code: 'BAD_USER_INPUT',
                detail: [
                  'INPUT2 is not one of the organisation’s tax codes for purchases at the standard rate (20%)',
                  'Choose the sales account from the organisation’s accounts',
                ],
              },
            },
          ],
        },
      },
    ]);
    const user = userEvent.setup();
    expect(await screen.findByText('Confirmed on 03/11/2026. Postings use them.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Review tax codes and accounts' }));
    const form = await screen.findByRole('form', { name: 'Tax codes and accounts' });
    expect(within(form).getByText(/Confirmed on 03\/11\/2026\. Change any of them/)).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Confirm tax codes and accounts' }));
    const refusal = await within(form).findByText('Not confirmed:');
    const list = refusal.parentElement!;
    expect(within(list).getByText(/INPUT2 is not one of the organisation’s tax codes/)).toBeTruthy();
    expect(within(list).getByText('Choose the sales account from the organisation’s accounts')).toBeTruthy();
  });

  it('disconnects after a confirmation', async () => {
    const gone = vi.fn(() => ({ data: { disconnectAccounting: true } }));
    renderWith(section, [
      accountingQuery(connection()),
      noPostings,
      { request: { query: DisconnectAccountingDocument }, result: gone },
      accountingQuery(null),
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disconnect Xero?' });
    expect(within(dialog).getByText(/What is already posted stays in your books/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Xero disconnected')).toBeTruthy();
    expect(gone).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Connect Xero' })).toBeTruthy();
  });
});

describe('AccountingCallbackPage', () => {
  it('completes the consent once, with QuickBooks’ realmId, and returns to Settings', async () => {
    const complete = vi.fn(() => ({
      data: {
        completeAccountingConnection: connection({ provider: 'quickbooks', provider_name: 'QuickBooks' }),
      },
    }));
    renderWith(
      <p>Settings page</p>,
      [
        {
          request: {
            query: CompleteAccountingConnectionDocument,
            variables: { input: { state: 'st', code: 'co', error: null, realm_id: '9130' } },
          },
          result: complete,
        },
        accountingQuery(connection()),
      ],
      '/app/settings/accounting/callback?state=st&code=co&realmId=9130',
    );
    expect(await screen.findByText('Settings page')).toBeTruthy();
    expect(await screen.findByText('QuickBooks connected')).toBeTruthy();
    expect(complete).toHaveBeenCalledTimes(1);
  });

  it('shows the service’s refusal in words, with the way back', async () => {
    renderWith(
      <p>Settings page</p>,
      [
        {
          request: {
            query: CompleteAccountingConnectionDocument,
            variables: { input: { state: 'st', code: null, error: 'access_denied', realm_id: null } },
          },
          result: {
            errors: [
              {
                message: 'Xero access was not allowed. Connect again and choose Allow to post to your books.',
                extensions: { code: 'BAD_USER_INPUT' },
              },
            ],
          },
        },
      ],
      '/app/settings/accounting/callback?state=st&error=access_denied',
    );
    expect(await screen.findByText(/Xero access was not allowed/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Settings' })).toBeTruthy();
  });
});
