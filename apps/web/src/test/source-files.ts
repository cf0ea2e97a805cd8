import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';

/** The console's source root (apps/web/src). */
export const SOURCE_ROOT = join(dirname(new URL(import.meta.url).pathname), '..');

export interface SourceFile {
  /** Path under apps/web/src with forward slashes, e.g. `features/trips/api/get-trip.ts`. */
  path: string;
  text: string;
  isTest: boolean;
}

export interface SourceImport {
  /** The specifier as written. */
  specifier: string;
  /** A relative specifier resolved against the importing file (under apps/web/src); undefined for packages. */
  target?: string;
}

const SOURCE_FILE = /\.(ts|tsx)$/;
const TEST_FILE = /\.test\.(ts|tsx)$/;

/** Every .ts and .tsx file under apps/web/src. */
export function listSourceFiles(): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (SOURCE_FILE.test(entry.name)) {
        const path = relative(SOURCE_ROOT, full).split(sep).join('/');
        files.push({ path, text: readFileSync(full, 'utf8'), isTest: TEST_FILE.test(entry.name) });
      }
    }
  };
  walk(SOURCE_ROOT);
  return files.sort((a, b) => a.path.localeCompare(b.path));
}

// `import … from 'x'`, `export … from 'x'`, `import 'x'` and `import('x')`; comments are not stripped,
// which errs towards reporting.
const SPECIFIER = /(?:\b(?:import|export)\b[^'";]*?\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

/** The modules a file imports or re-exports from, relative ones resolved to a path under apps/web/src. */
export function listImports(file: SourceFile): SourceImport[] {
  return [...file.text.matchAll(SPECIFIER)].map((match) => {
    const specifier = match[1] ?? '';
    if (!specifier.startsWith('.')) return { specifier };
    return { specifier, target: posix.normalize(posix.join(posix.dirname(file.path), specifier)) };
  });
}

/** The 1-based line of a character offset, for messages. */
export function lineOf(text: string, offset: number): number {
  return text.slice(0, offset).split('\n').length;
}
