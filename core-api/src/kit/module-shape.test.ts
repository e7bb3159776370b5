// Proves the module-shape lint rules (eslint.config.js, issue 31) bite: a role rule or a model's global
// connection in a module's service is an error, the same rule in its policy is not, the injected connection is
// fine, and a two-file value-import cycle is caught while a type-only one is not. Through ESLint's Node API on
// the repository's own configuration, so a rule that stops matching fails here rather than passing silently.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

async function lint(code: string, filePath: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result!.messages;
}

/** The lines holding an error of `rule`. */
function linesOf(messages: Linter.LintMessage[], rule: string): number[] {
  return messages.filter((m) => m.ruleId === rule && m.severity === 2).map((m) => m.line);
}

// Line 5: roleAtLeast; line 6: a role compared to a literal; line 7: a model's global connection.
const RULES_IN_SERVICE = `declare function roleAtLeast(role: string, min: string): boolean;
declare const actor: { role: string };
declare const Project: { sequelize?: { query(sql: string): Promise<unknown> } };

export const managerAndUp = roleAtLeast(actor.role, 'manager');
export const isWorker = actor.role === 'worker';
export const rows = Project.sequelize!.query('SELECT 1');
`;

const INJECTED_CONNECTION = `import type { Sequelize } from 'sequelize';

export class ExampleService {
  constructor(private readonly sequelize: Sequelize) {}

  count() {
    return this.sequelize.query('SELECT 1');
  }
}

export const read = (db: Sequelize) => db.query('SELECT 1');
`;

describe('module shape lint rules', () => {
  it('refuses role rules and Model.sequelize in a module service', async () => {
    const messages = await lint(RULES_IN_SERVICE, 'core-api/src/modules/example/example.service.ts');
    expect(linesOf(messages, 'no-restricted-syntax')).toEqual([5, 6, 7]);
    expect(messages.find((m) => m.line === 5)?.message).toMatch(/policy\.ts/);
    expect(messages.find((m) => m.line === 7)?.message).toMatch(/injected connection/);
  });

  it('allows role rules in the module policy (never Model.sequelize) and in tests', async () => {
    const policy = await lint(RULES_IN_SERVICE, 'core-api/src/modules/example/example.policy.ts');
    expect(linesOf(policy, 'no-restricted-syntax')).toEqual([7]);
    const test = await lint(RULES_IN_SERVICE, 'core-api/src/modules/example/example.test.ts');
    expect(linesOf(test, 'no-restricted-syntax')).toEqual([]);
  });

  it('refuses role rules outside modules too, except in the kit', async () => {
    const lib = await lint(RULES_IN_SERVICE, 'core-api/src/lib/example.ts');
    expect(linesOf(lib, 'no-restricted-syntax')).toEqual([5, 6]);
    const kit = await lint(RULES_IN_SERVICE, 'core-api/src/kit/example.ts');
    expect(linesOf(kit, 'no-restricted-syntax')).toEqual([]);
  });

  it('accepts the injected connection: this.sequelize and a db parameter', async () => {
    const messages = await lint(INJECTED_CONNECTION, 'core-api/src/modules/example/example.service.ts');
    expect(messages.filter((m) => m.severity === 2)).toEqual([]);
  });

  describe('import cycles', () => {
    // no-cycle follows imports on disk, so the other file of the pair is real (removed afterwards).
    const dir = path.join(root, `core-api/src/modules/__cycle_${process.pid}__`);
    const a = path.relative(root, path.join(dir, 'a.ts'));

    beforeAll(() => {
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b.js';\nexport const a = () => b();\n");
      writeFileSync(path.join(dir, 'b.ts'), "import { a } from './a.js';\nexport const b = () => a();\n");
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('refuses a two-file value-import cycle', async () => {
      const messages = await lint("import { b } from './b.js';\nexport const a = () => b();\n", a);
      expect(linesOf(messages, 'import-x/no-cycle')).toEqual([1]);
    });

    it('ignores a cycle made only by a type import', async () => {
      const messages = await lint(
        "import type { b } from './b.js';\nexport const a: typeof b = () => 1;\n",
        a,
      );
      expect(linesOf(messages, 'import-x/no-cycle')).toEqual([]);
    });
  });
});
