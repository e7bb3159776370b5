import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationFiles } from './migrate.js';

describe('migrations by file name', () => {
  it('finds every migration in ./migrations, the first five by their recorded names, in order', () => {
    const names = migrationFiles().map((m) => m.name);
    expect(names.slice(0, 5)).toEqual([
      '0001-initial',
      '0002-contact-reset-push',
      '0003-projects',
      '0004-platform',
      '0005-idempotency',
    ]);
    expect([...names].sort()).toEqual(names);
  });

  it('orders timestamped files after the numbered ones and ignores everything else', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'migrations-'));
    for (const f of [
      '202611221200-enquiries.js',
      '0002-b.js',
      '0001-a.js',
      '202611211000-plant.js',
      '0001-a.d.ts',
      '0001-a.js.map',
      'notes.md',
      'helper.js',
    ]) {
      writeFileSync(path.join(dir, f), '');
    }
    expect(migrationFiles(dir).map((m) => m.name)).toEqual([
      '0001-a',
      '0002-b',
      '202611211000-plant',
      '202611221200-enquiries',
    ]);
  });
});
