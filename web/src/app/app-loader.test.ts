// The inline loader of index.html (vite.config.ts appLoaderScript): it fetches the entry, the shell and the
// route's chunks at once, but runs the entry only once the document has been parsed — main.tsx must find #root
// and, on a prerendered page, the copy the body's inline script puts there. Run before that, the copy landed
// over React's own page, inert, and the sign-in page was dead (issue 13).
import { describe, expect, it } from 'vitest';
import { appLoaderScript } from '../../vite.config';

const files = {
  entry: '/assets/index.js',
  shell: ['/assets/react.js', '/assets/auth.js'],
  exact: { '/app/projects': [0, 1], '/login': [2] },
  patterns: [['^/app/projects/[^/]+$', [0, 3]]] as [string, number[]][],
  table: [
    '/assets/shell.js',
    '/assets/ProjectsPage.js',
    '/assets/LoginPage.js',
    '/assets/ProjectDetailPage.js',
  ],
};

interface Added {
  kind: 'modulepreload' | 'script';
  href: string;
}

/** Runs the loader against a stand-in document: what it adds, when, and the events it waits for. */
function run(path: string, { signedIn = false, readyState = 'loading' } = {}) {
  const added: Added[] = [];
  const listeners: Record<string, () => void> = {};
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const document = {
    readyState,
    addEventListener: (event: string, listener: () => void) => (listeners[event] = listener),
    createElement: () => ({}) as Record<string, string>,
    head: {
      appendChild: (el: { rel?: string; href?: string; src?: string; type?: string }) =>
        added.push(
          el.rel === 'modulepreload'
            ? { kind: 'modulepreload', href: el.href ?? '' }
            : { kind: 'script', href: el.src ?? '' },
        ),
    },
  };
  const storage = { getItem: (key: string) => (signedIn && key === 'access_token' ? 'token' : null) };
  const script = appLoaderScript(files);
  new Function(
    'document',
    'location',
    'localStorage',
    'sessionStorage',
    'requestAnimationFrame',
    'setTimeout',
    script,
  )(
    document,
    { pathname: path },
    storage,
    { getItem: () => null },
    (f: () => void) => frames.push(f),
    (f: () => void) => timers.push(f),
  );
  const flush = () => {
    while (frames.length || timers.length) (frames.shift() ?? timers.shift())?.();
  };
  /** Runs the next frame or timer only: one task of the browser's. */
  const step = () => (frames.shift() ?? timers.shift())?.();
  return { added, parsed: () => listeners.DOMContentLoaded?.(), flush, step };
}

describe('the app loader', () => {
  it('fetches the entry first, then the shell and the route, but runs the entry only once parsed', () => {
    const { added, parsed } = run('/app/projects', { signedIn: true });
    expect(added).toEqual(
      [
        '/assets/index.js',
        '/assets/react.js',
        '/assets/auth.js',
        '/assets/shell.js',
        '/assets/ProjectsPage.js',
      ].map((href) => ({ kind: 'modulepreload', href })),
    );
    parsed();
    expect(added.at(-1)).toEqual({ kind: 'script', href: '/assets/index.js' });
    expect(added.filter((a) => a.kind === 'script')).toHaveLength(1);
  });

  it('on a prerendered page, waits for the parse, then the first paint, before fetching and running', () => {
    const { added, parsed, flush } = run('/login');
    flush();
    expect(added).toEqual([]);
    parsed();
    expect(added).toEqual([]);
    flush();
    expect(added[0]).toEqual({ kind: 'script', href: '/assets/index.js' });
    expect(added.slice(1).map((a) => a.href)).toEqual([
      '/assets/react.js',
      '/assets/auth.js',
      '/assets/LoginPage.js',
    ]);
  });

  it('on a prerendered page, adds each preload in a task of its own after the entry (no long task)', () => {
    const { added, parsed, step } = run('/login');
    parsed();
    step(); // the first paint
    step(); // the task after it: the entry only
    expect(added).toEqual([{ kind: 'script', href: '/assets/index.js' }]);
    step();
    expect(added.map((a) => a.href)).toEqual(['/assets/index.js', '/assets/react.js']);
    step();
    step();
    expect(added.map((a) => a.href)).toEqual([
      '/assets/index.js',
      '/assets/react.js',
      '/assets/auth.js',
      '/assets/LoginPage.js',
    ]);
  });

  it('runs at once when the document is already parsed, and matches path patterns', () => {
    const { added } = run('/app/projects/8b0c', { signedIn: true, readyState: 'interactive' });
    expect(added.map((a) => `${a.kind} ${a.href}`)).toEqual([
      'modulepreload /assets/index.js',
      'modulepreload /assets/react.js',
      'modulepreload /assets/auth.js',
      'modulepreload /assets/shell.js',
      'modulepreload /assets/ProjectDetailPage.js',
      'script /assets/index.js',
    ]);
  });

  it('fetches no signed-in page for a visitor with no session (the app sends them to sign in)', () => {
    const { added } = run('/app/projects', { readyState: 'complete' });
    expect(added.map((a) => a.href)).toEqual([
      '/assets/index.js',
      '/assets/react.js',
      '/assets/auth.js',
      '/assets/index.js',
    ]);
  });
});
