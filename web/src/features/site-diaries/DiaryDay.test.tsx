// The day's diary on a phone: it opens already listing the day's labour, plant, deliveries and forms; a
// supervisor's typing is autosaved through the outbox with the version read; a worker reads it without the
// editor; a signed diary shows who signed and offers an addendum instead of the editor.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes, seedSession } from '../../test/render';
import { mockViewportWidth } from '../../test/viewport';
import type { SiteDiaryFieldsFragment } from '../../generated/graphql';
import { DiaryDay } from './DiaryDay';
import { SiteDiaryDocument } from './site-diaries.api';

const P = 'p1';
const DAY = '2026-07-15';

/** An answer as the BFF sends it (with the __typename Apollo's cache reads). */
function diary(over: Record<string, unknown> = {}): SiteDiaryFieldsFragment {
  const answer = {
    __typename: 'SiteDiary',
    id: 'd1',
    project_id: P,
    project_name: 'Riverside',
    project_number: 'P-0001',
    date: DAY,
    status: 'draft',
    version: 3,
    weather: { __typename: 'DiaryWeather', morning: null, afternoon: null },
    work_done: null,
    delays: [],
    lost_hours: 0,
    instructions: null,
    visitors: [],
    photos: [],
    records: {
      __typename: 'DiaryRecords',
      labour: [
        {
          __typename: 'DiaryLabour',
          operative_id: 'o1',
          name: 'Alan Direct',
          trade: 'Bricklayer',
          engagement: 'direct',
          supplier: null,
          hours: 7.5,
        },
        {
          __typename: 'DiaryLabour',
          operative_id: 'o2',
          name: 'Bea Agency',
          trade: null,
          engagement: 'agency',
          supplier: 'Gangs Ltd',
          hours: 8,
        },
      ],
      labour_hours: 15.5,
      plant: [
        {
          __typename: 'DiaryPlant',
          request_id: 'r1',
          reference: 'PR-0007',
          description: 'Telehandler',
          asset_number: null,
          fulfilment: 'hire',
          supplier: 'Valley Hire',
          arrived: true,
          off_hired: false,
        },
      ],
      deliveries: [
        {
          __typename: 'DiaryDelivery',
          delivery_id: 'v1',
          po_reference: 'PO-0003',
          supplier: 'Builders Merchant',
          received_at: '2026-07-15T07:30:00.000Z',
          summary: '10 bag Cement 25kg',
          ticket_upload_id: null,
        },
      ],
      forms: [
        {
          __typename: 'DiaryForm',
          submission_id: 's1',
          reference: 'F-0012',
          template_name: 'Site Issue Report',
          category: 'site_issue',
          category_label: 'Site issue',
          submitted_at: '2026-07-15T09:00:00.000Z',
          submitted_by: 'Sam Site',
        },
        {
          __typename: 'DiaryForm',
          submission_id: 's2',
          reference: 'F-0013',
          template_name: 'Toolbox Talk',
          category: 'toolbox_talk',
          category_label: 'Toolbox talk',
          submitted_at: '2026-07-15T06:45:00.000Z',
          submitted_by: 'Sam Site',
        },
      ],
      inductions: [
        {
          __typename: 'DiaryInduction',
          submission_id: 's3',
          reference: 'F-0014',
          name: 'Dara Newstart',
          trade: 'Groundworker',
          employer: 'Groundworks Ltd',
          submitted_at: '2026-07-15T06:30:00.000Z',
        },
      ],
      notes: [],
    },
    updated_at: null,
    signed_by: null,
    signed_at: null,
    pdf_upload_id: null,
    addenda: [],
    can_edit: true,
    can_sign: true,
    can_add_addendum: false,
    ...over,
  };
  return answer as unknown as SiteDiaryFieldsFragment;
}

const answer = (d: SiteDiaryFieldsFragment): MockLink.MockedResponse => ({
  request: { query: SiteDiaryDocument, variables: { projectId: P, date: DAY } },
  result: { data: { siteDiary: d } },
});

afterEach(() => vi.unstubAllGlobals());

function render(d: SiteDiaryFieldsFragment, role: 'worker' | 'supervisor') {
  seedSession(role);
  mockViewportWidth(390);
  renderRoutes([{ path: '/', element: <DiaryDay projectId={P} date={DAY} /> }], '/', [answer(d)]);
  return userEvent.setup();
}

describe('DiaryDay', () => {
  it('opens listing the day’s labour, plant, deliveries and forms, and autosaves what the supervisor types', async () => {
    const sent: { operationName: string; variables: { input: Record<string, unknown> } }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const body = JSON.parse(init.body as string) as (typeof sent)[number];
        sent.push(body);
        return Response.json({
          data: { saveSiteDiary: diary({ version: 4, work_done: 'Blockwork plot 4' }) },
        });
      }),
    );
    const user = render(diary(), 'supervisor');
    expect(await screen.findByText(/Alan Direct · Bricklayer · Direct/)).toBeTruthy();
    expect(screen.getByText(/Bea Agency · Agency \(Gangs Ltd\)/)).toBeTruthy();
    expect(screen.getByText('Labour on site (2 operatives, 15.5 h)')).toBeTruthy();
    expect(screen.getByText(/PR-0007 Telehandler · Valley Hire/)).toBeTruthy();
    expect(screen.getByText('Arrived')).toBeTruthy();
    expect(screen.getByText(/08:30 PO-0003 · Builders Merchant/)).toBeTruthy(); // 07:30Z is 08:30 BST
    expect(screen.getByText('10 bag Cement 25kg')).toBeTruthy();
    expect(screen.getByText(/10:00 F-0012 Site Issue Report · Sam Site/)).toBeTruthy();
    // The library's safety forms by their kind; a site issue is not labelled.
    expect(screen.getByText(/07:45 F-0013 Toolbox Talk/)).toBeTruthy();
    expect(screen.getByText('Toolbox talk')).toBeTruthy();
    expect(screen.queryByText('Site issue')).toBeNull();
    expect(screen.getByText('Inducted today (1)')).toBeTruthy();
    expect(screen.getByText(/Dara Newstart · Groundworker · Groundworks Ltd/)).toBeTruthy();

    await user.type(screen.getByLabelText('Work done'), 'Blockwork plot 4');
    await waitFor(() => expect(sent.length).toBeGreaterThan(0), { timeout: 3000 });
    const last = sent.at(-1)!;
    expect(last.operationName).toBe('SaveSiteDiary');
    expect(last.variables.input).toMatchObject({
      version: 3,
      work_done: 'Blockwork plot 4',
      delays: [],
      visitors: [],
    });
    expect(await screen.findByText('Saved')).toBeTruthy();
  });

  it('a worker reads the diary without the editor or sign-off', async () => {
    render(diary({ can_edit: false, can_sign: false, work_done: 'Scaffold adapted' }), 'worker');
    expect(await screen.findByText('Scaffold adapted')).toBeTruthy();
    expect(screen.queryByLabelText('Work done')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign off diary' })).toBeNull();
  });

  it('a signed diary shows who signed it and takes an addendum, not edits', async () => {
    render(
      diary({
        status: 'signed',
        can_edit: false,
        can_sign: false,
        can_add_addendum: true,
        signed_by: { __typename: 'DiaryPerson', id: 'u1', first_name: 'Sam', last_name: 'Site' },
        signed_at: '2026-07-15T16:05:00.000Z',
      }),
      'supervisor',
    );
    expect(await screen.findByText('Signed by Sam Site on 15/07/2026 17:05')).toBeTruthy();
    expect(screen.getByText('Signed')).toBeTruthy();
    expect(screen.queryByLabelText('Work done')).toBeNull();
    expect(screen.getByLabelText('Addendum')).toBeTruthy();
  });
});
