// The chunks a dynamic import preloads (vite.config.ts loadedChunks): never those the importing chunk has
// already loaded — its own static graph ran before its import() could — and every other one as before.
import { describe, expect, it } from 'vitest';
import { loadedChunks } from '../../vite.config';

const chunk = (imports: string[]) => ({ type: 'chunk', imports });

describe('preload lists', () => {
  it('leave out the chunks the importing chunk has already loaded, and keep the rest', () => {
    const plugin = loadedChunks();
    const bundle = {
      'assets/index.js': chunk(['assets/react.js', 'assets/shared.js']),
      'assets/react.js': chunk([]),
      'assets/shared.js': chunk(['assets/react.js']),
      'assets/ProjectsPage.js': chunk(['assets/react.js', 'assets/list.js']),
      'assets/list.js': chunk(['assets/shared.js', 'assets/table.js']),
      'assets/table.js': chunk([]),
      'assets/style.css': { type: 'asset' },
    };
    const generate = plugin.generateBundle as { handler: (options: unknown, output: unknown) => void };
    generate.handler({}, bundle);
    expect(
      plugin.resolveDependencies(
        'assets/ProjectsPage.js',
        [
          'assets/ProjectsPage.js',
          'assets/react.js',
          'assets/list.js',
          'assets/shared.js',
          'assets/table.js',
        ],
        { hostId: 'assets/index.js' },
      ),
    ).toEqual(['assets/ProjectsPage.js', 'assets/list.js', 'assets/table.js']);
    // From a page, the page's own graph is loaded too.
    expect(
      plugin.resolveDependencies('assets/Dialog.js', ['assets/Dialog.js', 'assets/table.js'], {
        hostId: 'assets/ProjectsPage.js',
      }),
    ).toEqual(['assets/Dialog.js']);
    // A host it does not know keeps its whole list.
    expect(
      plugin.resolveDependencies('assets/x.js', ['assets/x.js', 'assets/react.js'], { hostId: 'other.js' }),
    ).toEqual(['assets/x.js', 'assets/react.js']);
  });
});
