// The spec §4 deep-link mapping, one case per branch, and the item link a notification carries (decision 0060):
// followed when it is an in-app path, ignored (the mapping instead) when it could leave the app.
import { describe, expect, it } from 'vitest';
import { DEFAULT_DEEP_LINK, deepLinkTarget, isInAppLink, payloadDeepLink } from './deep-link.js';

describe('payloadDeepLink', () => {
  it('sends form types to the submission, else the project, else forms', () => {
    expect(payloadDeepLink({ type: 'form_submitted', form_submission_id: 12, project_id: 3 })).toBe(
      '/app/forms?submission_id=12',
    );
    expect(payloadDeepLink({ type: 'FORM_REVIEWED', project_id: '3' })).toBe('/app/projects/3');
    expect(payloadDeepLink({ type: 'site_form_created' })).toBe('/app/forms');
    expect(payloadDeepLink({ type: 'form_submitted', form_submission_id: '', project_id: null })).toBe(
      '/app/forms',
    );
  });

  it('sends material request types to materials with request_id', () => {
    expect(payloadDeepLink({ type: 'material_request_approved', material_request_id: 'm 7' })).toBe(
      '/app/materials?request_id=m%207',
    );
    expect(payloadDeepLink({ type: 'material_request_created' })).toBe('/app/materials');
  });

  it('sends plant request types to plant, opening the request when the payload names it', () => {
    expect(payloadDeepLink({ type: 'plant_request', plant_request_id: 4 })).toBe('/app/plant?request_id=4');
    expect(payloadDeepLink({ type: 'plant_request_approved' })).toBe('/app/plant');
  });

  it('sends labour invoice types to the invoice, else labour; timesheets to labour', () => {
    expect(payloadDeepLink({ type: 'labour_invoice_submitted', invoice_id: 9, labour_id: 2 })).toBe(
      '/app/labour/invoices/9',
    );
    expect(payloadDeepLink({ type: 'labour_invoice_approved', labour_id: 2 })).toBe('/app/labour');
    expect(payloadDeepLink({ type: 'timesheet_submitted' })).toBe('/app/labour');
  });

  it('sends project note and project updated types to the project; anything else to the dashboard', () => {
    expect(payloadDeepLink({ type: 'project_note_added', project_id: 3 })).toBe('/app/projects/3');
    expect(payloadDeepLink({ type: 'project_updated' })).toBe('/app/projects');
    expect(DEFAULT_DEEP_LINK).toBe('/app/dashboard');
    expect(payloadDeepLink({ type: 'something_else', project_id: 3 })).toBe('/app/dashboard');
    expect(payloadDeepLink({})).toBe('/app/dashboard');
    expect(payloadDeepLink(null)).toBe('/app/dashboard');
  });
});

describe('deepLinkTarget', () => {
  it('follows the item link the notification carries', () => {
    expect(
      deepLinkTarget({
        type: 'timesheet',
        labour_id: 5,
        link: '/app/labour?week=2026-11-23&timesheet_id=t1',
      }),
    ).toBe('/app/labour?week=2026-11-23&timesheet_id=t1');
  });

  it('falls back to the mapping when the link is missing or could leave the app', () => {
    for (const link of [
      null,
      '',
      'https://evil.example/app/plant',
      '//evil.example/app',
      '/app/../login',
      '/application',
      '/app\\evil',
      'javascript:alert(1)',
      `/app/${'x'.repeat(600)}`,
    ]) {
      expect(deepLinkTarget({ type: 'plant_request', plant_request_id: 'r1', link })).toBe(
        '/app/plant?request_id=r1',
      );
    }
    expect(isInAppLink('/app')).toBe(true);
    expect(isInAppLink('/app/forms?submission_id=1')).toBe(true);
  });
});
