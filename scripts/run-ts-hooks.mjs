// Module hooks for run-ts.mjs: a `.js` import with no such file resolves to the `.ts` beside it (the sources
// import their siblings as `.js`, as NodeNext wants), and a `.ts` file is transpiled on load with the
// workspace's own `typescript` (per file, as isolatedModules allows; decorators with metadata for the BFF).
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const options = {
  module: ts.ModuleKind.ESNext,
  target: ts.ScriptTarget.ES2022,
  experimentalDecorators: true,
  emitDecoratorMetadata: true,
  inlineSourceMap: true,
  esModuleInterop: true,
};

export async function resolve(specifier, context, nextResolve) {
  try {
    return await nextResolve(specifier, context);
  } catch (err) {
    const relative = specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('file:');
    if (relative && specifier.endsWith('.js') && context.parentURL?.endsWith('.ts')) {
      return nextResolve(`${specifier.slice(0, -3)}.ts`, context);
    }
    throw err;
  }
}

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return nextLoad(url, context);
  const fileName = fileURLToPath(url);
  const source = await readFile(fileName, 'utf8');
  const { outputText } = ts.transpileModule(source, { fileName, compilerOptions: options });
  return { format: 'module', source: outputText, shortCircuit: true };
}
