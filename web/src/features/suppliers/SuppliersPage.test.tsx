// The suppliers page on the list kit: managers add and change, supervisors read, workers cannot open it; the
// dialog checks each field with core-api's messages; the plant, materials and labour setup placeholders point
// here for the roles that may open it.
import { afterEach, describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../app/router';
import { renderRoutes, seedSession } from '../../test/render';
import { mockViewportWidth } from '../../test/viewport';
import { CreateSupplierDocument, SuppliersDocument } from './suppliers.api';

function supplier(id: string, name: string, extra: Record<string, unknown> = {}, manage = true) {
  return {
    __typename: 'Supplier',
    id,
    name,
    kinds: ['plant'],
    contact_name: 'Dai Pritchard',
    email: 'hire@valleysplant.example',
    phone: '029 2018 0421',
    account_number: 'VPH-10482',
    address: null,
    vat_number: 'GB284619372',
    cis_status: null,
    cis_deduction_percent: null,
    utr: null,
    verification_number: null,
    is_active: true,
    abilities: {
      __typename: 'SupplierAbilities',
      can_edit: manage,
      can_deactivate: manage,
      can_reactivate: false,
      can_delete: manage,
    },
    ...extra,
  };
}

function page(items: ReturnType<typeof supplier>[]) {
  return {
    data: {
      suppliers: {
        __typename: 'SupplierPage',
        total: items.length,
        total_capped: false,
        page: 1,
        size: 20,
        items,
      },
    },
  };
}

const listVariables = { search: null, kind: null, status: 'active', page: 1, size: 20 };

let restoreViewport = () => {};
afterEach(() => restoreViewport());

describe('SuppliersPage', () => {
  it('shows a manager the list with its controls', async () => {
    restoreViewport = mockViewportWidth(1280);
    seedSession('manager');
    const mocks: MockLink.MockedResponse[] = [
      {
        request: { query: SuppliersDocument, variables: listVariables },
        result: page([
          supplier('1', 'Valleys Plant Hire Ltd'),
          supplier('2', 'Morgan Groundworks Ltd', {
            kinds: ['plant', 'subcontractor'],
            cis_status: 'gross',
            cis_deduction_percent: 0,
            utr: '4728193056',
          }),
        ]),
      },
    ];
    renderRoutes(routes, '/app/suppliers', mocks);
    const table = await screen.findByRole('table', { name: 'Suppliers' });
    expect(within(table).getByText('Valleys Plant Hire Ltd')).toBeTruthy();
    expect(within(table).getByText('Gross (0%)')).toBeTruthy();
    expect(within(table).getByText('UTR 4728193056')).toBeTruthy();
    expect(within(table).getAllByText('Plant hire')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Add supplier' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Morgan Groundworks Ltd' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Deactivate Morgan Groundworks Ltd' })).toBeTruthy();
    expect(screen.getByText('2 suppliers · page 1 of 1')).toBeTruthy();
  });

  it('is read-only for a supervisor', async () => {
    restoreViewport = mockViewportWidth(1280);
    seedSession('supervisor');
    const mocks: MockLink.MockedResponse[] = [
      {
        request: { query: SuppliersDocument, variables: listVariables },
        result: page([supplier('1', 'Valleys Plant Hire Ltd', {}, false)]),
      },
    ];
    renderRoutes(routes, '/app/suppliers', mocks);
    await screen.findByRole('table', { name: 'Suppliers' });
    expect(screen.queryByRole('button', { name: 'Add supplier' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Edit|Deactivate|Delete) / })).toBeNull();
  });

  it('sends a worker back to their dashboard', async () => {
    seedSession('worker');
    const { router } = renderRoutes(routes, '/app/suppliers');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/worker-dashboard'));
  });

  it('filters by kind through the URL and the query', async () => {
    restoreViewport = mockViewportWidth(1280);
    seedSession('manager');
    const mocks: MockLink.MockedResponse[] = [
      {
        request: { query: SuppliersDocument, variables: listVariables },
        result: page([supplier('1', 'A Ltd')]),
      },
      {
        request: { query: SuppliersDocument, variables: { ...listVariables, kind: 'subcontractor' } },
        result: page([]),
      },
    ];
    const { router } = renderRoutes(routes, '/app/suppliers', mocks);
    await screen.findByRole('table', { name: 'Suppliers' });
    await userEvent.setup().selectOptions(screen.getByLabelText('Kind filter'), 'subcontractor');
    expect(await screen.findByText('No suppliers match')).toBeTruthy();
    expect(router.state.location.search).toBe('?kind=subcontractor');
  });

  it('checks each field of a new subcontractor, then adds it', async () => {
    restoreViewport = mockViewportWidth(1280);
    seedSession('manager');
    const input = {
      name: 'Pryce Brickwork',
      kinds: ['subcontractor'],
      contact_name: null,
      email: null,
      phone: null,
      account_number: null,
      address: null,
      vat_number: null,
      cis_status: 'net',
      utr: '1234567890',
      verification_number: null,
    };
    const created = supplier('9', 'Pryce Brickwork', {
      kinds: ['subcontractor'],
      cis_status: 'net',
      cis_deduction_percent: 20,
      utr: '1234567890',
    });
    let createCalled = false;
    const mocks: MockLink.MockedResponse[] = [
      { request: { query: SuppliersDocument, variables: listVariables }, result: page([]) },
      {
        request: { query: CreateSupplierDocument, variables: { input } },
        result: () => {
          createCalled = true;
          return { data: { createSupplier: created } };
        },
      },
      { request: { query: SuppliersDocument, variables: listVariables }, result: page([created]) },
    ];
    renderRoutes(routes, '/app/suppliers', mocks);
    const user = userEvent.setup();
    expect(await screen.findByText('No suppliers yet', {})).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add supplier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add supplier' });
    await user.click(within(dialog).getByRole('button', { name: 'Add supplier' }));
    expect(await within(dialog).findByText('Supplier name is required')).toBeTruthy();
    expect(
      within(dialog).getByText('Choose at least one kind: plant, materials, labour agency or subcontractor'),
    ).toBeTruthy();
    expect(within(dialog).queryByLabelText('CIS status')).toBeNull();

    await user.type(within(dialog).getByLabelText('Supplier name'), 'Pryce Brickwork');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Subcontractor' }));
    await user.type(within(dialog).getByLabelText('UTR'), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Add supplier' }));
    expect(
      await within(dialog).findByText('CIS status is required for labour agencies and subcontractors'),
    ).toBeTruthy();
    expect(within(dialog).getByText('UTR must be 10 digits')).toBeTruthy();

    await user.selectOptions(within(dialog).getByLabelText('CIS status'), 'net');
    await user.clear(within(dialog).getByLabelText('UTR'));
    await user.type(within(dialog).getByLabelText('UTR'), '1234567890');
    await user.click(within(dialog).getByRole('button', { name: 'Add supplier' }));
    expect(await screen.findByText('Pryce Brickwork added')).toBeTruthy();
    expect(createCalled).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add supplier' })).toBeNull());
  });
});

describe('placeholders that point to Suppliers', () => {
  it('plant links to Suppliers for supervisors and up', async () => {
    seedSession('supervisor');
    renderRoutes(routes, '/app/plant');
    expect(await screen.findByRole('heading', { level: 1, name: 'Plant' })).toBeTruthy();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Suppliers' }).getAttribute('href')).toBe('/app/suppliers');
    expect(within(main).getByText(/Plant hire firms are set up under/)).toBeTruthy();
  });

  it('materials hides the link from workers (they cannot open Suppliers)', async () => {
    seedSession('worker');
    renderRoutes(routes, '/app/materials');
    expect(await screen.findByRole('heading', { level: 1, name: 'Materials' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Suppliers' })).toBeNull();
    expect(screen.queryByText(/set up under Suppliers/)).toBeNull();
  });

  it('labour setup links to Suppliers', async () => {
    seedSession('manager');
    renderRoutes(routes, '/app/labour/setup');
    expect(await screen.findByRole('heading', { level: 1, name: 'Labour setup' })).toBeTruthy();
    expect(
      screen.getByText(/Agencies and subcontractors, with their CIS details, are kept under/),
    ).toBeTruthy();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Suppliers' }).getAttribute('href')).toBe('/app/suppliers');
  });
});
