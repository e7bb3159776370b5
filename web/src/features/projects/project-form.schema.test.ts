// The project form's rules: an emptied optional term is empty (sent as null: the company's default), not invalid;
// a new form starts from the company's defaults.
import { describe, expect, it } from 'vitest';
import {
  EMPTY_PROJECT_FORM,
  newProjectForm,
  projectFormSchema,
  projectInputFromForm,
} from './project-form.schema';

const valid = { ...EMPTY_PROJECT_FORM, name: 'Castle Quay' };

describe('project form', () => {
  it('accepts emptied retention and payment terms and sends them as null', () => {
    const values = { ...valid, retention_percent: '', payment_due_days: '  ', payment_final_days: '' };
    expect(projectFormSchema.safeParse(values).success).toBe(true);
    expect(projectInputFromForm(values)).toMatchObject({
      retention_percent: null,
      payment_due_days: null,
      payment_final_days: null,
    });
  });

  it('still refuses values out of range', () => {
    const result = projectFormSchema.safeParse({
      ...valid,
      retention_percent: '101',
      payment_due_days: '366',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Retention must be between 0 and 100',
      'Payment due days must be a whole number from 0 to 365',
    ]);
  });

  it('starts a new project from the company defaults', () => {
    expect(
      newProjectForm({ retention_percent: 3, payment_due_days: 28, payment_final_days: 10 }),
    ).toMatchObject({
      retention_percent: '3',
      payment_due_days: '28',
      payment_final_days: '10',
    });
    expect(newProjectForm(null).retention_percent).toBe('');
  });

  it('sends the chosen manager, or null for none', () => {
    expect(projectInputFromForm({ ...valid, manager_id: 'abc' }).manager_id).toBe('abc');
    expect(projectInputFromForm(valid).manager_id).toBeNull();
  });
});
