// Vitest's file order for a run with no record of earlier ones (a clean clone), shared by core-api's and the BFF's
// configs: the suites that take minutes go to the workers first, then Vitest's own order (unknown, then larger
// files first; with a record, longer first). Left to file size on a clean clone, core-api's security suites started
// 100–300 s into the run and the last one set its end: 392 s against 277 s with them first (decision 0091).
import { BaseSequencer } from 'vitest/node';

/**
 * A sequencer class putting `heavy` (paths from the package root, longest first) before every other file.
 * @param {readonly string[]} heavy
 */
export function heavyFirst(heavy) {
  return class HeavyFirstSequencer extends BaseSequencer {
    /** @param {import('vitest/node').TestSpecification[]} files */
    async sort(files) {
      const sorted = await super.sort(files);
      /** @param {import('vitest/node').TestSpecification} file */
      const rank = (file) => {
        const path = file.moduleId.replace(/\\/g, '/');
        const index = heavy.findIndex((suffix) => path.endsWith(`/${suffix}`));
        return index < 0 ? heavy.length : index;
      };
      // Array sort is stable: the rest keep Vitest's order.
      return sorted.sort((a, b) => rank(a) - rank(b));
    }
  };
}
