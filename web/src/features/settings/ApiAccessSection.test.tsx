// Settings → API access: a table of the keys at 1280 px (start, scopes, creator, created, last use with its address
// or Never, expiry, status) and a card per key at 390 px; creating one (scopes with what each opens, labour:personal
// bringing labour:read, the expiry's default from the answer) shows its secret once with Copy, and "Done" hides it
// for good; Change sets a key's name and budget (an emptied field keeps the key's value; core-api's ceiling
// refused in its words); revoking asks first (Cancel changes nothing), then the list shows it Revoked; core-api's
// refusal is shown in its words.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { Toaster } from '../../lib/toaster';
import { mockViewportWidth } from '../../test/viewport';
import { ApiAccessSection } from './ApiAccessSection';
import {
  ApiKeysDocument,
  CreateApiKeyDocument,
  RevokeApiKeyDocument,
  UpdateApiKeyDocument,
} from './api-keys.api';
import { toggleScope } from './ApiKeyCreateForm';

const SECRET = `sb_live_${'A1b2'.repeat(8)}_abc123`;

const key = (over: Record<string, unknown> = {}) => ({
  __typename: 'ApiKey' as const,
  id: 'k1',
  name: 'Site office screen',
  prefix: 'sb_live_Ab12Cd',
  scopes: ['dashboards:read', 'projects:read'],
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

const REVOKED = {
  id: 'k2',
  name: 'Old report',
  status: 'revoked',
  revoked_at: '2026-11-20T10:00:00.000Z',
  last_used_at: null,
  last_used_ip: null,
  created_by: null,
};

const list = (items: ReturnType<typeof key>[]) => ({
  request: { query: ApiKeysDocument },
  result: {
    data: {
      apiKeys: {
        __typename: 'ApiKeyList' as const,
        items,
        scopes: [
          ['dashboards:read', 'The company dashboard’s figures'],
          ['projects:read', 'Projects, their teams and notes'],
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

let restoreViewport: (() => void) | undefined;
afterEach(() => restoreViewport?.());

function renderAt(width: number, mocks: MockLink.MockedResponse[]) {
  restoreViewport = mockViewportWidth(width);
  return render(
    <ChakraProvider value={defaultSystem}>
      <MockedProvider mocks={mocks}>
        <ApiAccessSection />
      </MockedProvider>
      <Toaster />
    </ChakraProvider>,
  );
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('ApiAccessSection', () => {
  it('lists the keys in a table at 1280 px: start, scopes, creator, dates, last use and status; never a secret', async () => {
    renderAt(1280, [list([key(), key(REVOKED)])]);
    const table = await screen.findByRole('table', { name: 'API keys' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Name',
      'Status',
      'Key',
      'Scopes',
      'Budget',
      'Created by',
      'Created',
      'Last used',
      'Expires',
      'Actions',
    ]);
    const [, active, revoked] = within(table).getAllByRole('row');
    expect(cellsOf(active!)).toEqual([
      'Site office screen',
      'Active',
      'sb_live_Ab12Cd…',
      'dashboards:readprojects:read',
      '1,000 points50 a second',
      'Nia Pryce',
      '02/11/2026',
      '27/11/2026 16:45from 203.0.113.7',
      '31/01/2027',
      'ChangeRevoke',
    ]);
    expect(within(active!).getByRole('button', { name: 'Revoke Site office screen' })).toBeTruthy();
    expect(cellsOf(revoked!)).toEqual([
      'Old report',
      'Revoked',
      'sb_live_Ab12Cd…',
      'dashboards:readprojects:read',
      '1,000 points50 a second',
      'A former team member',
      '02/11/2026',
      'Never',
      '31/01/2027Revoked 20/11/2026',
      '',
    ]);
  });

  it('shows a card per key at 390 px, each value named', async () => {
    renderAt(390, [list([key(), key(REVOKED)])]);
    const cards = await screen.findByRole('list', { name: 'API keys' });
    expect(screen.queryByRole('table')).toBeNull();
    const [active, revoked] = within(cards).getAllByRole('listitem');
    expect(within(active!).getByText('Site office screen')).toBeTruthy();
    expect(within(active!).getByText('Active')).toBeTruthy();
    expect(within(active!).getByText('Last used')).toBeTruthy();
    expect(within(active!).getByText('from 203.0.113.7')).toBeTruthy();
    expect(within(active!).getByRole('button', { name: 'Revoke Site office screen' })).toBeTruthy();
    expect(within(revoked!).getByText('Never')).toBeTruthy();
    expect(within(revoked!).queryByRole('button', { name: /Revoke/ })).toBeNull();
  });

  it('keeps labour:personal with labour:read', () => {
    expect(toggleScope([], 'labour:personal', true)).toEqual(['labour:personal', 'labour:read']);
    expect(toggleScope(['labour:personal', 'labour:read'], 'labour:read', false)).toEqual([]);
    expect(toggleScope(['labour:read', 'labour:personal'], 'labour:personal', false)).toEqual([
      'labour:read',
    ]);
  });

  it('creates a key: the secret shown once, to copy; Done hides it for good', async () => {
    const create = vi.fn(() => ({
      data: {
        createApiKey: {
          __typename: 'CreatedApiKey',
          secret: SECRET,
          key: key({ id: 'k9', name: 'Payroll export', scopes: ['labour:personal', 'labour:read'] }),
        },
      },
    }));
    renderAt(1280, [
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
    // Each scope says what it opens; the limits come from core-api's answer.
    expect(
      within(form).getByRole('checkbox', { name: 'dashboards:read' }).getAttribute('aria-describedby'),
    ).toBeTruthy();
    expect(within(form).getByText('The company dashboard’s figures')).toBeTruthy();
    const days = within(form).getByRole('spinbutton', { name: 'Expires after (days)' }) as HTMLInputElement;
    expect(days.value).toBe('90');
    expect(within(form).getByText('90 by default, at most 365')).toBeTruthy();
    expect(
      (within(form).getByRole('spinbutton', { name: 'Budget (points)' }) as HTMLInputElement).value,
    ).toBe('1000');
    await user.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(within(form).getByRole('alert').textContent).toBe('Name is required');
    await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'Payroll export');
    await user.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(within(form).getByRole('alert').textContent).toBe('Choose at least one scope');
    // Personal data brings labour:read with it.
    await user.click(within(form).getByRole('checkbox', { name: 'labour:personal' }));
    expect((within(form).getByRole('checkbox', { name: 'labour:read' }) as HTMLInputElement).checked).toBe(
      true,
    );
    await user.clear(days);
    await user.type(days, '30');
    await user.click(within(form).getByRole('button', { name: 'Create key' }));

    const shown = await screen.findByRole('region', { name: 'New API key' });
    expect(within(shown).getByText('Copy this key now: it will not be shown again.')).toBeTruthy();
    const field = within(shown).getByRole('textbox', { name: 'API key' }) as HTMLTextAreaElement;
    expect(field.value).toBe(SECRET);
    expect(field.readOnly).toBe(true);
    expect(create).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('form', { name: 'Create API key' })).toBeNull();
    await user.click(within(shown).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(await within(shown).findByRole('button', { name: 'Copied' })).toBeTruthy();

    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('region', { name: 'New API key' })).toBeNull();
    expect(document.body.textContent).not.toContain(SECRET);
    const table = await screen.findByRole('table', { name: 'API keys' });
    expect(within(table).getByText('Payroll export')).toBeTruthy();
    expect(within(table).getByText('sb_live_Ab12Cd…')).toBeTruthy();
  });

  it('revokes only after the confirmation; the list then shows it Revoked', async () => {
    const revoke = vi.fn(() => ({ data: { revokeApiKey: true } }));
    renderAt(1280, [
      list([key()]),
      { request: { query: RevokeApiKeyDocument, variables: { id: 'k1' } }, result: revoke },
      list([key({ status: 'revoked', revoked_at: '2026-11-28T10:00:00.000Z' })]),
    ]);
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'API keys' });
    await user.click(within(table).getByRole('button', { name: 'Revoke Site office screen' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Revoke “Site office screen”?' });
    expect(within(dialog).getByText(/stops working at once/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(revoke).not.toHaveBeenCalled();
    expect(within(table).getByText('Active')).toBeTruthy();

    await user.click(within(table).getByRole('button', { name: 'Revoke Site office screen' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Revoke “Site office screen”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await within(table).findByText('Revoked')).toBeTruthy();
    expect(revoke).toHaveBeenCalledTimes(1);
    expect(within(table).queryByRole('button', { name: /Revoke/ })).toBeNull();
    expect(await screen.findByText('Site office screen revoked')).toBeTruthy();
  });

  it('shows core-api’s refusal in its words', async () => {
    renderAt(1280, [
      list([key()]),
      {
        request: { query: RevokeApiKeyDocument, variables: { id: 'k1' } },
        result: {
          errors: [new GraphQLError('This API key is already revoked', { extensions: { code: 'CONFLICT' } })],
        },
      },
      list([key({ status: 'revoked', revoked_at: '2026-11-28T10:00:00.000Z' })]),
    ]);
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'API keys' });
    await user.click(within(table).getByRole('button', { name: 'Revoke Site office screen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke “Site office screen”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This API key is already revoked');
    expect(await within(table).findByText('Revoked')).toBeTruthy();
  });

  it('changes a key’s name and budget; an emptied field keeps the key’s value; a refusal in core-api’s words', async () => {
    const update = vi.fn(() => ({
      data: { updateApiKey: key({ name: 'Yard screen', budget_bucket: 5000 }) },
    }));
    renderAt(1280, [
      list([key()]),
      {
        request: {
          query: UpdateApiKeyDocument,
          variables: { id: 'k1', input: { name: 'Yard screen', budget_bucket: 20000 } },
        },
        result: {
          errors: [
            new GraphQLError('Budget must be a whole number from 1 to 10000', {
              extensions: { code: 'BAD_USER_INPUT' },
            }),
          ],
        },
      },
      {
        request: {
          query: UpdateApiKeyDocument,
          variables: { id: 'k1', input: { name: 'Yard screen', budget_bucket: 5000 } },
        },
        result: update,
      },
      list([key({ name: 'Yard screen', budget_bucket: 5000 })]),
    ]);
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'API keys' });
    await user.click(within(table).getByRole('button', { name: 'Change Site office screen' }));
    const form = await screen.findByRole('form', { name: 'Change Site office screen' });
    // Creating is put away while a key is being changed.
    expect(screen.queryByRole('button', { name: 'Create API key' })).toBeNull();
    const name = within(form).getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'Yard screen');
    const bucket = within(form).getByRole('spinbutton', { name: 'Budget (points)' });
    expect((bucket as HTMLInputElement).value).toBe('1000');
    await user.clear(bucket);
    await user.type(bucket, '20000');
    await user.clear(within(form).getByRole('spinbutton', { name: 'Points restored a second' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Budget must be a whole number from 1 to 10000',
    );
    await user.clear(bucket);
    await user.type(bucket, '5000');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Yard screen saved')).toBeTruthy();
    expect(update).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('form', { name: /Change/ })).toBeNull();
    expect(await within(table).findByText('5,000 points')).toBeTruthy();
  });

  it('refuses a budget that is not a whole number before sending', async () => {
    renderAt(390, [list([key()])]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change Site office screen' }));
    const form = await screen.findByRole('form', { name: 'Change Site office screen' });
    const perSecond = within(form).getByRole('spinbutton', { name: 'Points restored a second' });
    await user.clear(perSecond);
    await user.type(perSecond, '2.5');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('The budget is whole numbers');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: /Change/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Create API key' })).toBeTruthy();
  });
});
