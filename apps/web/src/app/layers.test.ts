import { describe, expect, it } from 'vitest';
import { listImports, listSourceFiles } from '../test/source-files';

// The console's layers (docs/decisions/056-console-layers.md): shared code (components/, hooks/, lib/)
// below the features (features/<f>/), the app shell (app/) above them. Imports only flow downwards.
const files = listSourceFiles();

const featureOf = (path: string) => /^features\/([^/]+)\//.exec(path)?.[1];
const isShared = (path: string) => /^(components|hooks|lib)\//.test(path);

/** "file imports 'specifier'" for every import of a file in `from` whose target breaks the rule. */
function breaches(from: (path: string) => boolean, breaks: (path: string, target: string) => boolean): string[] {
  return files
    .filter((file) => from(file.path))
    .flatMap((file) =>
      listImports(file)
        .filter(({ target }) => target !== undefined && breaks(file.path, target))
        .map(({ specifier }) => `${file.path} imports '${specifier}'`),
    );
}

describe('console layers', () => {
  it('reads the source tree', () => {
    expect(files.some((file) => file.path === 'app/routes.ts')).toBe(true);
    expect(files.some((file) => file.path.startsWith('features/'))).toBe(true);
  });

  it('reads imports, type imports, re-exports and lazy imports, resolving the relative ones', () => {
    const text = [
      "import { a } from '../../b/api/a';",
      'import type {',
      '  B,',
      "} from '../../../lib/b';",
      "export * from './c';",
      "const page = () => import('../../../app/routes');",
      "import '@tripline/contracts';",
    ].join('\n');
    expect(listImports({ path: 'features/x/components/x.tsx', text, isTest: false })).toEqual([
      { specifier: '../../b/api/a', target: 'features/b/api/a' },
      { specifier: '../../../lib/b', target: 'lib/b' },
      { specifier: './c', target: 'features/x/components/c' },
      { specifier: '../../../app/routes', target: 'app/routes' },
      { specifier: '@tripline/contracts' },
    ]);
  });

  it('keeps each feature out of the other features', () => {
    const found = breaches(
      (path) => featureOf(path) !== undefined,
      (path, target) => featureOf(target) !== undefined && featureOf(target) !== featureOf(path),
    );
    expect(found).toEqual([]);
  });

  it('keeps shared code (components, hooks, lib) out of features and the app shell', () => {
    const found = breaches(isShared, (_path, target) => /^(features|app)\//.test(target));
    expect(found).toEqual([]);
  });

  it('keeps features out of the app shell', () => {
    const found = breaches(
      (path) => featureOf(path) !== undefined,
      (_path, target) => target.startsWith('app/'),
    );
    expect(found).toEqual([]);
  });
});
