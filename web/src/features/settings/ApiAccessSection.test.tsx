// Settings → API access: each key with its start, scopes, creator, last use and status; creating one (scopes
// chosen, labour:personal bringing labour:read) shows its secret once and "Done" hides it for good; revoking asks
// first; core-api's refusal is shown in its words.
import { describe, expect, it, vi } from 'vitest';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { Toaster } from '../../lib/toaster';
import { ApiAccessSection } from './ApiAccessSection';
import { ApiKeysDocument, CreateApiKeyDocument, RevokeApiKeyDocument } from './api-keys.api';

const SECRET = `sb_live_${'A'.repeat(32)}_abc123`;

const key = (over: Record<string, unknown> = {}) => ({
  __typename: 'ApiKey' as const,
  id: 'k1',
  name: 'Site office screen',
  prefix: 'sb_live_Ab12Cd',
  scopes: ['dashboards:read'],
  status: 'active',
  created_at: '2026-11-02T09:00:00.000Z',
  expires_at: '2027-01-31T09:00:00.000Z',
  last_used_at: '2026-11-27T16:45:00.000Z',
  last_used_ip: '203.0.113.7',
  revoked_at: null,
  budget_bucket: 1000,
  budget_per_second: 50,
  created_by: { __typename: 'ApiKeyCreator' as const, id: 'u1', name: 'Nia Pryce' },
  ...over,
});

const list = (items: ReturnType<typeof key>[]) => ({
  request: { query: ApiKeysDocument },
  result: {
    data: {
      apiKeys: {
        __typename: 'ApiKeyList' as const,
        items,
        scopes: [
          ['dashboards:read', 'The dashboard figures'],
          ['labour:read', 'Operatives, timesheets, labour invoices'],
          ['labour:personal', 'Operatives’ phone and card numbers'],
        ].map(([scope, description]) => ({ __typename: 'ApiScopeInfo' as const, scope, description })),
        limits: {
          __typename: 'ApiKeyLimits' as const,
          expiry_default_days: 90,
          expiry_max_days: 365,
          budget_default: { __typename: 'ApiKeyBudgetLimit' as const, bucket: 1000, per_second: 50 },
          budget_ceiling: { __typename: 'ApiKeyBudgetLimit' as const, bucket: 10000, per_second: 500 },
        },
      },
    },
  },
});

function renderWith(mocks: MockLink.MockedResponse[]) {
  return render(
    <ChakraProvider value={defaultSystem}>
      <MockedProvider mocks={mocks}>
        <ApiAccessSection />
      </MockedProvider>
      <Toaster />
    </ChakraProvider>,
  );
}

describe('ApiAccessSection', () => {
  it('lists each key with its start, scopes, creator, last use and status; never a secret', async () => {
    renderWith([
      list([
        key(),
        key({
          id: 'k2',
          name: 'Old report',
          status: 'revoked',
          revoked_at: '2026-11-20T10:00:00.000Z',
          last_used_at: null,
        }),
      ]),
    ]);
    const row = await screen.findByRole('listitem', { name: 'API key Site office screen' });
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(within(row).getByText('sb_live_Ab12Cd…')).toBeTruthy();
    expect(within(row).getByText('Scopes: dashboards:read')).toBeTruthy();
    expect(within(row).getByText(/Created by Nia Pryce on 02\/11\/2026 · expires 31\/01\/2027/)).toBeTruthy();
    expect(within(row).getByText(/Last used: 27\/11\/2026.* from 203\.0\.113\.7/)).toBeTruthy();
    const old = screen.getByRole('listitem', { name: 'API key Old report' });
    expect(within(old).getByText('Revoked')).toBeTruthy();
    expect(within(old).getByText(/Last used: never/)).toBeTruthy();
    expect(within(old).queryByRole('button', { name: 'Revoke' })).toBeNull();
  });

  it('creates a key: the secret shown once, to copy; Done hides it for good', async () => {
    const create = vi.fn(() => ({
      data: {
        createApiKey: {
          __typename: 'CreatedApiKey',
          secret: SECRET,
          key: key({ id: 'k9', scopes: ['labour:read', 'labour:personal'] }),
        },
      },
    }));
    renderWith([
      list([]),
      {
        request: {
          query: CreateApiKeyDocument,
          variables: {
            input: {
              name: 'Payroll export',
              scopes: ['labour:personal', 'labour:read'],
              expires_in_days: 30,
              budget_bucket: 1000,
              budget_per_second: 50,
            },
          },
        },
        result: create,
      },
      list([key({ id: 'k9', name: 'Payroll export', scopes: ['labour:read', 'labour:personal'] })]),
    ]);
    const user = userEvent.setup();
    expect(await screen.findByText('No API keys yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create API key' }));
    const form = screen.getByRole('form', { name: 'Create API key' });
    await user.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(within(form).getByRole('alert').textContent).toBe('Name is required');
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Payroll export');
    // Personal data brings labour:read with it.
    await user.click(within(form).getByRole('checkbox', { name: 'labour:personal' }));
    expect((within(form).getByRole('checkbox', { name: 'labour:read' }) as HTMLInputElement).checked).toBe(
      true,
    );
    const days = within(form).getByRole('spinbutton', { name: 'Expires after (days)' });
    await user.clear(days);
    await user.type(days, '30');
    await user.click(within(form).getByRole('button', { name: 'Create key' }));
    const shown = await screen.findByRole('region', { name: 'New API key' });
    expect(within(shown).getByText('Copy this key now: it will not be shown again.')).toBeTruthy();
    expect((within(shown).getByRole('textbox', { name: 'API key' }) as HTMLInputElement).value).toBe(SECRET);
    expect(create).toHaveBeenCalledTimes(1);
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('region', { name: 'New API key' })).toBeNull();
    expect(document.body.textContent).not.toContain(SECRET);
    expect(await screen.findByRole('listitem', { name: 'API key Payroll export' })).toBeTruthy();
  });

  it('revokes after a confirmation, and shows core-api’s refusal in its words', async () => {
    renderWith([
      list([key()]),
      {
        request: { query: RevokeApiKeyDocument, variables: { id: 'k1' } },
        result: {
          errors: [new GraphQLError('This API key is already revoked', { extensions: { code: 'CONFLICT' } })],
        },
      },
    ]);
    const user = userEvent.setup();
    const row = await screen.findByRole('listitem', { name: 'API key Site office screen' });
    await user.click(within(row).getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke “Site office screen”?' });
    expect(within(dialog).getByText(/stops working at once/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await within(row).findByText('This API key is already revoked')).toBeTruthy();
  });
});
