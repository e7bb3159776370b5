// The app loader's route table (vite.config.ts) is read from the features' routes files: every route that has a
// page must be found there with its page's module, or that page would load one round trip late (issue 13).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routePreloads } from '../../vite.config';
import { ROUTE_ENTRIES } from './features';

describe('route preloads', () => {
  const web = join(__dirname, '../../');
  const preloads = routePreloads(join(web, 'src/features'));

  it('has every route with a page, and the files exist', () => {
    const withPages = ROUTE_ENTRIES.filter((route) => route.page).map((route) => route.path);
    expect(withPages.length).toBeGreaterThan(20);
    for (const path of withPages) {
      expect(preloads[path], path).toBeDefined();
      for (const module of preloads[path]!) expect(existsSync(join(web, module)), module).toBe(true);
    }
    expect(Object.keys(preloads).sort()).toEqual([...withPages].sort());
  });

  it('loads the signed-in shell and Apollo with pages under /app, the page alone elsewhere', () => {
    expect(preloads['/app/materials']).toEqual([
      'src/app/StandardLayout.tsx',
      'src/lib/ApolloScope.tsx',
      'src/features/materials/MaterialsPage.tsx',
    ]);
    expect(preloads['/app/projects/:id']?.[2]).toBe('src/features/projects/ProjectDetailPage.tsx');
    expect(preloads['/login']).toEqual(['src/features/auth/LoginPage.tsx']);
  });
});
