// Every activity key and status key reads as words: the sentences the dashboards and histories show.
import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_WORDING,
  activityLabel,
  activitySentence,
  ENTITY_NOUNS,
  optionLabel,
  RAW_SYSTEM_TEXT,
  STATUS_LABELS,
  statusLabel,
  statusMove,
} from './wording.js';

const RAW_KEY = RAW_SYSTEM_TEXT;

describe('statusLabel / statusMove', () => {
  it('labels every status key, and a move as from … to …', () => {
    expect(statusLabel('on_hire')).toBe('On hire');
    expect(statusLabel('new')).toBe('New');
    expect(statusLabel(null)).toBe('—');
    expect(statusLabel('brand_new_state')).toBe('Brand new state');
    expect(statusMove(null, 'new')).toBe('to New');
    expect(statusMove('new', 'estimating')).toBe('from New to Estimating');
    expect(statusMove(null, null)).toBe('');
    for (const label of Object.values(STATUS_LABELS)) expect(label).not.toMatch(RAW_KEY);
  });
});

describe('activitySentence', () => {
  it('words the lines the issue found raw', () => {
    // was "— → new"
    expect(
      activitySentence({
        who: 'Sam Smith',
        action: 'created',
        entityType: 'enquiry',
        label: 'ENQ-0003',
        to: 'new',
      }),
    ).toBe('Sam Smith created enquiry ENQ-0003');
    // was "created → Requested"
    expect(
      activitySentence({
        who: 'Wes Worker',
        action: 'created',
        entityType: 'material_request',
        label: 'MR-0001',
        to: 'requested',
      }),
    ).toBe('Wes Worker created material request MR-0001');
    // was "application_template_created"
    expect(
      activitySentence({
        who: 'Quinn QS',
        action: 'application_template_created',
        entityType: 'project',
        label: 'P-0001 Depot',
      }),
    ).toBe('Quinn QS set up the application template of project P-0001 Depot');
    expect(
      activitySentence({ who: null, action: 'company_setup', entityType: 'company', label: 'Acme Ltd' }),
    ).toBe('Someone set up company Acme Ltd');
  });

  it('says a status move from … to …, and a resulting state only when the verb does not', () => {
    expect(
      activitySentence({
        who: 'Sam',
        action: 'status_changed',
        entityType: 'enquiry',
        label: 'ENQ-1',
        from: 'new',
        to: 'won',
      }),
    ).toBe('Sam moved enquiry ENQ-1 from New to Won');
    expect(
      activitySentence({
        who: 'Sam',
        action: 'approved',
        entityType: 'plant_request',
        label: 'PR-1',
        from: 'requested',
        to: 'approved',
      }),
    ).toBe('Sam approved plant request PR-1');
    expect(
      activitySentence({
        who: 'Sam',
        action: 'delivery_recorded',
        entityType: 'purchase_order',
        label: 'PO-1',
        to: 'part_delivered',
      }),
    ).toBe('Sam recorded a delivery on purchase order PO-1 (now Part delivered)');
  });

  it('does not repeat a state the verb already names', () => {
    expect(
      activitySentence({
        who: 'Sam',
        action: 'off_hire_requested',
        entityType: 'plant_request',
        label: 'PR-1',
        to: 'off_hire_requested',
      }),
    ).toBe('Sam asked to off-hire plant request PR-1');
  });

  it('leaves no raw key in any wording, whatever the record kind', () => {
    for (const action of [...Object.keys(ACTIVITY_WORDING), 'some_future_action']) {
      expect(activityLabel(action)).not.toMatch(RAW_KEY);
      for (const entityType of [...Object.keys(ENTITY_NOUNS), 'some_future_thing']) {
        const line = activitySentence({
          who: 'A B',
          action,
          entityType,
          label: 'X-1',
          from: 'on_hold',
          to: 'off_hire_requested',
        });
        expect(line, `${action} on ${entityType}`).not.toMatch(RAW_KEY);
      }
    }
  });
});

describe('optionLabel', () => {
  it('capitalises a built-in key (severities) and keeps what a person typed', () => {
    expect(['low', 'medium', 'high', 'critical'].map(optionLabel)).toEqual([
      'Low',
      'Medium',
      'High',
      'Critical',
    ]);
    expect(optionLabel('near_miss')).toBe('Near miss');
    expect(optionLabel('Wet weather')).toBe('Wet weather');
    expect(optionLabel('pH 7')).toBe('pH 7');
  });
});
