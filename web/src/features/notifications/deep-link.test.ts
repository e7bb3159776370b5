// The page a notification opens in the web app: the item's own link from core-api, else (a row or a push without
// one) the spec §4 mapping of its payload; a link that could leave the app is never followed. The mapping's cases
// are @sitebase/shared's deep-link.test.ts.
import { describe, expect, it } from 'vitest';
import { DEFAULT_DEEP_LINK, deepLinkTarget, notificationTarget } from './deep-link';

describe('notificationTarget', () => {
  it('opens the item’s own page', () => {
    expect(
      notificationTarget({
        link: '/app/labour?tab=timesheets&week=2026-11-23&timesheet_id=t1',
        payload: { type: 'timesheet', labour_id: 'o1' },
      }),
    ).toBe('/app/labour?tab=timesheets&week=2026-11-23&timesheet_id=t1');
  });

  it('falls back to the payload’s mapping without a link, or with one that leaves the app', () => {
    expect(notificationTarget({ payload: { type: 'plant_request', plant_request_id: 'r1' } })).toBe(
      '/app/plant?request_id=r1',
    );
    expect(
      notificationTarget({
        link: 'https://phish.example/app',
        payload: { type: 'material_request', material_request_id: 'm1' },
      }),
    ).toBe('/app/materials?request_id=m1');
    expect(notificationTarget({ link: null, payload: null })).toBe(DEFAULT_DEEP_LINK);
  });

  it('a push’s data (the wrapper hands it over as it came) carries the link too', () => {
    expect(
      deepLinkTarget({
        type: 'form_submission',
        form_submission_id: 'f1',
        link: '/app/forms?submission_id=f1',
      }),
    ).toBe('/app/forms?submission_id=f1');
  });
});
