// Vitest setup: unmount rendered trees and reset storage between tests. Testing Library waits up to 20 s for
// what a test finds (not its 1 s default): pages and dialogs are their own chunks, and on a busy two-core
// machine their first import took more than 5 s (decision 0073). The wait is for a hang, not for speed: what
// a test expects either shows or never does. Tests set no shorter waits of their own.
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
// Pages and dialogs rendered directly (not through lib/lazy-page.tsx) get every recipe, as in the app.
import '../lib/theme-app';
import { restoreViewportWidth } from './viewport';

configure({ asyncUtilTimeout: 20_000 });

afterEach(() => {
  cleanup();
  restoreViewportWidth();
  localStorage.clear();
  sessionStorage.clear();
});
