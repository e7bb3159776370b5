// Every dashboard count that links to a list lands on exactly the records it counted (issue 35): each list reads
// the figure's filter from the URL into the variables it asks core-api with. The links are the ones core-api's
// figures declare (`link` in each module's *.contributions.ts; core-api's dashboards test checks those).
import { describe, expect, it } from 'vitest';
import { applicationListQuery } from '../applications/application-list-query';
import { formsListQuery } from '../forms/forms-list-query';
import { labourFirstQuery, labourInvoicesQuery } from '../labour/labour-list-query';
import { materialsListQuery } from '../materials/materials-list-query';
import { plantItemsQuery, plantRequestsQuery } from '../plant/plant-list-query';

const query = (link: string) => new URL(link, 'http://x').searchParams;

describe('the lists behind the dashboard’s counts read the count’s filter', () => {
  it('plant requests awaiting approval: the requested ones, everyone’s', () => {
    expect(plantRequestsQuery(query('/app/plant?status=requested'), 'supervisor')).toMatchObject({
      status: 'requested',
      scope: 'all',
    });
  });

  it('material requests awaiting approval: the requested ones', () => {
    expect(materialsListQuery(query('/app/materials?status=requested'))).toMatchObject({
      list: 'requests',
      variables: { status: 'requested' },
    });
  });

  it('purchase orders awaiting delivery: issued or part delivered', () => {
    expect(materialsListQuery(query('/app/materials?view=orders&status=awaiting_delivery'))).toMatchObject({
      list: 'orders',
      variables: { status: null, awaiting_delivery: true },
    });
    // A plain status stays one status.
    expect(materialsListQuery(query('/app/materials?view=orders&status=issued'))).toMatchObject({
      variables: { status: 'issued' },
    });
  });

  it('forms awaiting review: submitted or resubmitted', () => {
    expect(formsListQuery(query('/app/forms?status=awaiting_review')).variables).toMatchObject({
      status: null,
      awaiting_review: true,
    });
    const returned = formsListQuery(query('/app/forms?status=returned')).variables;
    expect(returned).toMatchObject({ status: 'returned' });
    expect(returned).not.toHaveProperty('awaiting_review');
  });

  it('timesheets awaiting approval: submitted, in every week', () => {
    const variables = labourFirstQuery(query('/app/labour?status=submitted'), 'supervisor');
    expect(variables).toEqual({ status: 'submitted', size: 100 });
  });

  it('plant on hire: the register, on hire or off-hire requested', () => {
    const link = query('/app/plant?tab=register&status=on_hire_now');
    expect(plantItemsQuery(link, 'supervisor')).toMatchObject({ status: null, on_hire_now: true });
    expect(plantRequestsQuery(link, 'supervisor')).toBeNull();
    // A plain status stays one status.
    expect(plantItemsQuery(query('/app/plant?tab=register&status=on_hire'), 'supervisor')).toMatchObject({
      status: 'on_hire',
      on_hire_now: null,
    });
  });

  it('labour invoices with variances: received with a variance', () => {
    expect(labourInvoicesQuery(query('/app/labour?tab=invoices&status=with_variance'))).toMatchObject({
      status: null,
      with_variance: true,
    });
    expect(labourInvoicesQuery(query('/app/labour?tab=invoices&status=received'))).toMatchObject({
      status: 'received',
      with_variance: null,
    });
  });

  it('delay notices this month: the named filter, no single status', () => {
    const variables = formsListQuery(query('/app/forms?status=delay_notices_this_month')).variables;
    expect(variables).toMatchObject({ status: null, delay_notices_this_month: true });
    expect(variables).not.toHaveProperty('awaiting_review');
  });

  it('applications outstanding and overdue: the owing filter, no single status', () => {
    expect(applicationListQuery(query('/app/applications?status=outstanding'))).toMatchObject({
      status: null,
      owing: 'outstanding',
    });
    expect(applicationListQuery(query('/app/applications?status=overdue'))).toMatchObject({
      status: null,
      owing: 'overdue',
    });
    expect(applicationListQuery(query('/app/applications?status=certified'))).toMatchObject({
      status: 'certified',
      owing: null,
    });
  });
});
