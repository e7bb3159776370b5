// GraphQL shortcuts for the labour spec: a subcontractor under CIS, its operatives and their submitted weeks,
// set up the way the app itself would (same BFF, demo users), uniquely named per test.
import type { APIRequestContext } from '@playwright/test';
import { graphql } from './projects.page';

export async function apiCreateSubcontractor(
  request: APIRequestContext,
  token: string,
  name: string,
  cis: 'gross' | 'net' | 'unverified',
): Promise<string> {
  const data = await graphql<{ createSupplier: { id: string } }>(
    request,
    `
      mutation C($input: CreateSupplierInput!) {
        createSupplier(input: $input) {
          id
        }
      }
    `,
    {
      input: {
        name,
        kinds: ['subcontractor'],
        cis_status: cis,
        utr: '4837261950',
        verification_number: 'V1234567890',
        vat_number: 'GB123456789',
      },
    },
    token,
  );
  return data.createSupplier.id;
}

export async function apiCreateOperative(
  request: APIRequestContext,
  token: string,
  name: string,
  supplierId: string,
  ratePence: number,
  cscsExpiry = '2030-06-30',
): Promise<string> {
  const data = await graphql<{ createOperative: { id: string } }>(
    request,
    `
      mutation C($input: OperativeInput!) {
        createOperative(input: $input) {
          id
        }
      }
    `,
    {
      input: {
        name,
        engagement: 'subcontractor',
        supplier_id: supplierId,
        rate_unit: 'day',
        rate_pence: ratePence,
        cscs_card_type: 'blue',
        cscs_card_number: '20481234',
        cscs_expiry: cscsExpiry,
      },
    },
    token,
  );
  return data.createOperative.id;
}

export async function apiSubmitWeek(
  request: APIRequestContext,
  token: string,
  operativeId: string,
  projectId: string,
  week: string,
): Promise<string> {
  const data = await graphql<{ createTimesheet: { id: string } }>(
    request,
    `
      mutation C($input: TimesheetInput!) {
        createTimesheet(input: $input) {
          id
        }
      }
    `,
    {
      input: {
        operative_id: operativeId,
        project_id: projectId,
        week_commencing: week,
        hours: [8, 8, 8, 8, 8, 0, 0],
        submit: true,
      },
    },
    token,
  );
  return data.createTimesheet.id;
}

/** The Monday of the current week (Europe/London) as YYYY-MM-DD. */
export function thisMonday(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

export const ukDate = (iso: string) => iso.split('-').reverse().join('/');
