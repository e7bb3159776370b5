import { describe, expect, it } from 'vitest';
import {
  UTR_MESSAGE,
  VAT_MESSAGE,
  defaultFieldError,
  folderTemplateError,
  folderTemplateProblem,
  utrError,
  vatError,
} from './settings.schema';

describe('settings checks', () => {
  it('accepts UK VAT numbers (GB + 9 or 12 digits, or 9 digits) and rejects others', () => {
    for (const ok of ['', 'GB123456789', 'gb 123 4567 89', 'GB123456789012', '123456789']) {
      expect(vatError(ok), ok).toBeNull();
    }
    for (const bad of ['GB12345678', 'FR123456789', '1234567890', 'GB1234567890']) {
      expect(vatError(bad), bad).toBe(VAT_MESSAGE);
    }
  });

  it('accepts a 10-digit UTR only', () => {
    expect(utrError('12345 67890')).toBeNull();
    expect(utrError('123456789')).toBe(UTR_MESSAGE);
  });

  it('checks folder names: non-empty, unique, no slashes, bounded', () => {
    expect(folderTemplateError(['A', 'B'])).toBeNull();
    expect(folderTemplateError([])).toBe('Folder template needs at least one folder');
    expect(folderTemplateError(['A', ' '])).toBe('Folder name is required');
    expect(folderTemplateError(['A', 'a'])).toBe('Folder names must be unique');
    expect(folderTemplateError(['A/B'])).toBe('Folder name cannot contain slashes');
    expect(folderTemplateError(['x'.repeat(101)])).toBe('Folder name must be at most 100 characters');
  });

  it('points a folder problem at its own row (the duplicate, not the first)', () => {
    expect(folderTemplateProblem(['A', 'B', 'a'])).toEqual({
      index: 2,
      message: 'Folder names must be unique',
    });
    expect(folderTemplateProblem(['A', 'Bad/Name', 'C'])).toEqual({
      index: 1,
      message: 'Folder name cannot contain slashes',
    });
    expect(folderTemplateProblem([])).toEqual({
      index: null,
      message: 'Folder template needs at least one folder',
    });
  });

  it('an emptied default is empty, not invalid', () => {
    const m = 'Retention must be between 0 and 100';
    expect(defaultFieldError('', 100, 2, m)).toBeNull();
    expect(defaultFieldError('  ', 100, 2, m)).toBeNull();
    expect(defaultFieldError('3.5', 100, 2, m)).toBeNull();
    expect(defaultFieldError('101', 100, 2, m)).toBe(m);
    expect(defaultFieldError('3.555', 100, 2, m)).toBe(m);
    expect(defaultFieldError('28', 365, 0, 'days')).toBeNull();
    expect(defaultFieldError('2.5', 365, 0, 'days')).toBe('days');
  });
});
