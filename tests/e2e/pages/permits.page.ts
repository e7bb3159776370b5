// API shortcuts for the permit and plant pre-use e2e (decision 0089): an owned register item and a plant request
// made the way the app makes them (same BFF, demo users), and a form's PDF fetched with the caller's token.
import type { APIRequestContext } from '@playwright/test';
import { graphql } from './projects.page';

export async function apiPlantItem(
  request: APIRequestContext,
  managerToken: string,
  input: { asset_number: string; description: string; category: string },
): Promise<{ id: string }> {
  const in90 = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
  const data = await graphql<{ createPlantItem: { id: string } }>(
    request,
    'mutation C($input: PlantItemInput!) { createPlantItem(input: $input) { id } }',
    { input: { ...input, ownership: 'owned', loler_due_date: in90, puwer_due_date: in90 } },
    managerToken,
  );
  return data.createPlantItem;
}

export async function apiPlantRequest(
  request: APIRequestContext,
  token: string,
  input: { project_id: string; category: string },
): Promise<{ id: string; reference: string }> {
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const data = await graphql<{ createPlantRequest: { id: string; reference: string } }>(
    request,
    'mutation C($input: CreatePlantRequestInput!) { createPlantRequest(input: $input) { id reference } }',
    { input: { ...input, quantity: 1, required_from: day(2), required_until: day(9), with_operator: false } },
    token,
  );
  return data.createPlantRequest;
}

/** A form's PDF as its reader would download it. */
export async function apiFormPdf(request: APIRequestContext, token: string, id: string): Promise<Buffer> {
  const res = await request.get(`/files/form-submissions/${id}/pdf`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.ok()) throw new Error(`PDF ${res.status()}`);
  return res.body();
}

/** London wall-clock dd/mm/yyyy and HH:MM, `hours` from now (a permit's valid-from and expiry). */
export function londonWall(hours: number): { date: string; time: string } {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(Date.now() + hours * 3_600_000))
      .map((x) => [x.type, x.value]),
  );
  return { date: `${p.day}/${p.month}/${p.year}`, time: `${p.hour}:${p.minute}` };
}
