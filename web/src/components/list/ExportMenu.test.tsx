// The Export menu's file path (decision 0065): the list's export with the page's filters and the format, never the
// page or size (the projects page's test clicks it and checks the call).
import { describe, expect, it } from 'vitest';
import { exportPath } from './ExportMenu';

describe('exportPath', () => {
  it('carries every filter with a value, joins lists, and leaves paging out', () => {
    expect(
      exportPath(
        'plant/requests',
        { page: 3, size: 20, status: 'approved', scope: 'all', search: 'digger & co', project_id: null },
        'xlsx',
      ),
    ).toBe('/files/exports/plant/requests?status=approved&scope=all&search=digger+%26+co&format=xlsx');
    expect(exportPath('projects', { status: ['active', 'on_hold'], search: '' }, 'csv')).toBe(
      '/files/exports/projects?status=active%2Con_hold&format=csv',
    );
  });
});
