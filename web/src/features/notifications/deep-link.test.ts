// Unit tests for the spec §4 deep-link mapping, one case per branch.
import { describe, expect, it } from 'vitest';
import { DEFAULT_DEEP_LINK, deepLinkTarget } from './deep-link';

describe('deepLinkTarget', () => {
  it('sends form types to the submission, else the project, else forms', () => {
    expect(deepLinkTarget({ type: 'form_submitted', form_submission_id: 12, project_id: 3 })).toBe(
      '/app/forms?submission_id=12',
    );
    expect(deepLinkTarget({ type: 'FORM_REVIEWED', project_id: '3' })).toBe('/app/projects/3');
    expect(deepLinkTarget({ type: 'site_form_created' })).toBe('/app/forms');
    expect(deepLinkTarget({ type: 'form_submitted', form_submission_id: '', project_id: null })).toBe(
      '/app/forms',
    );
  });

  it('sends material request types to materials with request_id', () => {
    expect(deepLinkTarget({ type: 'material_request_approved', material_request_id: 'm 7' })).toBe(
      '/app/materials?request_id=m%207',
    );
    expect(deepLinkTarget({ type: 'material_request_created' })).toBe('/app/materials');
  });

  it('sends plant request types to plant', () => {
    expect(deepLinkTarget({ type: 'plant_request_created', plant_request_id: 4 })).toBe('/app/plant');
    expect(deepLinkTarget({ type: 'plant_request_approved' })).toBe('/app/plant');
  });

  it('sends labour invoice types to the invoice, else labour', () => {
    expect(deepLinkTarget({ type: 'labour_invoice_submitted', invoice_id: 9, labour_id: 2 })).toBe(
      '/app/labour/invoices/9',
    );
    expect(deepLinkTarget({ type: 'labour_invoice_approved', labour_id: 2 })).toBe('/app/labour');
  });

  it('sends timesheet types to labour', () => {
    expect(deepLinkTarget({ type: 'timesheet_submitted' })).toBe('/app/labour');
    expect(deepLinkTarget({ type: 'timesheet_approved', labour_id: 5 })).toBe('/app/labour');
  });

  it('sends project note and project updated types to the project', () => {
    expect(deepLinkTarget({ type: 'project_note_added', project_id: 3 })).toBe('/app/projects/3');
    expect(deepLinkTarget({ type: 'project_updated', project_id: 'p1' })).toBe('/app/projects/p1');
    expect(deepLinkTarget({ type: 'project_updated' })).toBe('/app/projects');
  });

  it('sends unknown or missing types to /app/dashboard', () => {
    expect(DEFAULT_DEEP_LINK).toBe('/app/dashboard');
    expect(deepLinkTarget({ type: 'something_else', project_id: 3 })).toBe('/app/dashboard');
    expect(deepLinkTarget({})).toBe('/app/dashboard');
    expect(deepLinkTarget({ type: null })).toBe('/app/dashboard');
    expect(deepLinkTarget(null)).toBe('/app/dashboard');
    expect(deepLinkTarget(undefined)).toBe('/app/dashboard');
  });
});
