// Vitest setup: unmount rendered trees and reset storage between tests. Testing Library waits up to 5 s for
// what a test finds (not its 1 s default): pages and dialogs are their own chunks, and on a busy two-core
// machine their first import can take longer than a second.
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
// Pages and dialogs rendered directly (not through lib/lazy-page.tsx) get every recipe, as in the app.
import '../lib/theme-app';

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
