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

  it('loads the signed-in shell, Apollo and the full theme with pages under /app, less elsewhere', () => {
    expect(preloads['/app/enquiries/:id']).toEqual([
      'src/app/StandardLayout.tsx',
      'src/lib/ApolloScope.tsx',
      'src/lib/theme-app.ts',
      'src/features/enquiries/EnquiryPage.tsx',
    ]);
    expect(preloads['/app/projects/:id']?.at(-1)).toBe('src/features/projects/ProjectDetailPage.tsx');
    expect(preloads['/register']).toEqual(['src/lib/theme-app.ts', 'src/features/auth/RegisterPage.tsx']);
  });

  it("puts what a route's warm start needs first: the Apollo client and the modules its warm imports", () => {
    // The cold load's first query leaves as soon as these have arrived, while the shell and page download.
    expect(preloads['/app/projects']).toEqual([
      'src/lib/ApolloScope.tsx',
      'src/features/projects/projects.api.ts',
      'src/features/projects/project-list-query.ts',
      'src/app/StandardLayout.tsx',
      'src/lib/theme-app.ts',
      'src/features/projects/ProjectsPage.tsx',
    ]);
    expect(preloads['/app/projects/:id']?.slice(0, 3)).toEqual([
      'src/lib/ApolloScope.tsx',
      'src/features/projects/projects.api.ts',
      'src/app/StandardLayout.tsx',
    ]);
    // Only a route with a warm start puts Apollo before the signed-in shell.
    for (const route of ROUTE_ENTRIES.filter((r) => r.page && r.path.startsWith('/app'))) {
      const files = preloads[route.path]!;
      const apolloFirst =
        files.indexOf('src/lib/ApolloScope.tsx') < files.indexOf('src/app/StandardLayout.tsx');
      expect(apolloFirst, route.path).toBe(Boolean(route.warm));
    }
  });

  it('leaves the rest of the theme out of the light public pages (fullTheme: false)', () => {
    expect(preloads['/login']).toEqual(['src/features/auth/LoginPage.tsx']);
    expect(preloads['/']).toEqual(['src/features/home/HomePage.tsx']);
    expect(preloads['/home']).toEqual(['src/features/home/HomePage.tsx']);
  });
});
