// The engine as built JavaScript: one esbuild bundle (split where the engine loads a reader lazily) under dist/,
// which the parse CLI and the server's parse workers run instead of compiling TypeScript at start-up.
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const sourceDir = join(packageDir, 'src');
export const distDir = join(packageDir, 'dist');
/** The built engine's entry points. */
export const builtIndex = join(distDir, 'index.js');
export const builtCli = join(distDir, 'cli.js');

function newestChange(path) {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
}

/** Whether dist/ holds a build at least as new as every source file (and this script). */
export function isBuildFresh() {
  if (!existsSync(builtIndex) || !existsSync(builtCli)) return false;
  const built = Math.min(statSync(builtIndex).mtimeMs, statSync(builtCli).mtimeMs);
  return newestChange(sourceDir) <= built && statSync(fileURLToPath(import.meta.url)).mtimeMs <= built;
}

/**
 * Bundles the engine into dist/ (a few seconds with its indexes); the data files it reads beside its code are copied
 * along, and the reference indexes it would otherwise build in every process are written there.
 */
export async function buildEngine() {
  const { build } = await import('esbuild');
  // Built aside and moved into place whole, so a process starting meanwhile finds the old build or none, never half.
  const staging = `${distDir}.${process.pid}-${Date.now()}`;
  mkdirSync(staging, { recursive: true });
  try {
    await build({
      entryPoints: [join(sourceDir, 'index.ts'), join(sourceDir, 'cli.ts')],
      outdir: staging,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      // Node.js reads `\p{…}` in a pattern (as the engine run from source does): kept as literals, not rewritten into
      // a `new RegExp(…)` built again at every call.
      supported: { 'regexp-unicode-property-escapes': true },
      sourcemap: true,
      logLevel: 'warning',
      plugins: [mailparserDependenciesOnDemand, htmlToTextSharesTheParse, packagesBundledOrExternal],
    });
    for (const data of ['stations.tsv.gz', 'airports-supplement.tsv', 'airports-unscheduled.txt'])
      copyFileSync(join(sourceDir, 'refdata', data), join(staging, data));
    // The built engine writes the reference indexes its processes then read instead of building (cities, stations).
    const engine = await import(pathToFileURL(join(staging, 'index.js')).href);
    await engine.writeReferenceIndexes(staging);
    rmSync(distDir, { recursive: true, force: true });
    renameSync(staging, distDir);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * html-to-text is bundled with its `htmlparser2` import pointed at the engine's shared-document module, so that it
 * takes the tree the HTML processor has just parsed from the same text instead of parsing the HTML a second time.
 * Run from source, it parses as published.
 */
const htmlToTextSharesTheParse = {
  name: 'html-to-text-shares-the-parse',
  setup(build) {
    build.onResolve({ filter: /^html-to-text$/ }, () => ({
      path: fileURLToPath(import.meta.resolve('html-to-text')),
    }));
    build.onResolve({ filter: /^htmlparser2$/ }, (args) =>
      /[\\/]html-to-text[\\/]/.test(args.importer)
        ? { path: join(sourceDir, 'processors', 'html', 'shared-document.ts') }
        : undefined,
    );
  },
};

/**
 * mailparser's own modules are bundled, with those of the two packages through which it reads a message (mailsplit,
 * which splits it into parts, and libmime, which decodes headers and charsets, required by both as one copy); each
 * other package they require is taken as the requiring package itself would take it
 * (`processors/mime/mailparser-dependencies.ts`), except html-to-text and encoding-japanese: mailparser and libmime
 * load them with themselves, about half of mailparser's loading time, for what the engine never asks of them (turning
 * an HTML part into text, which the engine does itself; decoding ISO-2022-JP), and they now load at their first
 * call; and linkify-it, whose linkifier mailparser sets up as it loads, is built at its first use. Run from source,
 * mailparser is loaded as published.
 */
const mailparserDependenciesOnDemand = {
  name: 'mailparser-dependencies-on-demand',
  setup(build) {
    const mailparserIndex = fileURLToPath(import.meta.resolve('mailparser'));
    const fromMailparser = createRequire(mailparserIndex);
    const mailsplitIndex = fromMailparser.resolve('@zone-eu/mailsplit');
    const libmimeIndex = fromMailparser.resolve('libmime');
    // The folders of the bundled packages, by the name under which their modules require what they do not bundle.
    const bundled = [
      ['mailparser', dirname(mailparserIndex)],
      ['mailsplit', dirname(mailsplitIndex)],
      ['libmime', dirname(dirname(libmimeIndex))],
    ];
    // mailsplit must take the libmime that mailparser takes, or the two would share a copy Node.js keeps apart.
    if (createRequire(mailsplitIndex).resolve('libmime') !== libmimeIndex) {
      throw new Error(
        'mailsplit and mailparser require different copies of libmime: the build cannot bundle them as one',
      );
    }
    // libmime's encoding-japanese is taken from here as mailparser's is: it must be the same copy.
    if (createRequire(libmimeIndex).resolve('encoding-japanese') !== fromMailparser.resolve('encoding-japanese')) {
      throw new Error('libmime and mailparser require different copies of encoding-japanese');
    }
    const bundledPackages = /^(?:@zone-eu\/mailsplit(?:\/.*)?|libmime)$/;
    const dependencies = join(sourceDir, 'processors', 'mime', 'mailparser-dependencies.ts');
    const ownerOf = (importer) => bundled.find(([, dir]) => importer.startsWith(`${dir}${sep}`))?.[0];
    build.onResolve({ filter: /^mailparser$/ }, () => ({ path: mailparserIndex }));
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      const owner = ownerOf(args.importer);
      if (!owner) return undefined;
      if (args.path === 'html-to-text' || args.path === 'encoding-japanese') return { path: dependencies };
      // mailparser calls linkify-it's module itself: it gets a factory whose linkifier is built at its first use.
      if (owner === 'mailparser' && args.path === 'linkify-it')
        return { path: args.path, namespace: 'linkify-on-demand' };
      if (bundledPackages.test(args.path)) {
        const path = createRequire(args.importer).resolve(args.path);
        if (ownerOf(path)) return { path };
      }
      // One module per package and what it requires: the same name may be two packages' own copies.
      return { path: `${owner}:${args.path}`, namespace: 'required-by-mailparser' };
    });
    build.onLoad({ filter: /.*/, namespace: 'linkify-on-demand' }, () => ({
      contents: `module.exports = require(${JSON.stringify(dependencies)}).linkifyOnDemand;`,
      loader: 'js',
      resolveDir: packageDir,
    }));
    build.onLoad({ filter: /.*/, namespace: 'required-by-mailparser' }, (args) => {
      const [owner, ...name] = args.path.split(':');
      return {
        contents: `module.exports = require(${JSON.stringify(dependencies)}).requireFrom(${JSON.stringify(owner)})(${JSON.stringify(name.join(':'))});`,
        loader: 'js',
        resolveDir: packageDir,
      };
    });
  },
};

/**
 * The pure JavaScript packages the engine loads for every document (luxon, entities, domhandler) or with the HTML
 * processor (htmlparser2, domutils and what html-to-text is built of) are bundled: Node.js then resolves and opens a
 * few files of the engine's instead of some forty of theirs, about 30 ms of a parse's start-up. Every other package
 * stays external, as published: those with native code, WebAssembly, workers or data files found at run time, and
 * those only a lazily loaded reader takes.
 */
const BUNDLED_PACKAGES = new Set([
  'luxon',
  'entities',
  'domelementtype',
  'domhandler',
  'domutils',
  'dom-serializer',
  'htmlparser2',
  'html-to-text',
  'selderee',
  '@selderee/plugin-htmlparser2',
  'parseley',
  'leac',
  'peberminta',
  'deepmerge-ts',
]);

const packagesBundledOrExternal = {
  name: 'packages-bundled-or-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:')) return undefined;
      const name = args.path.split('/', args.path.startsWith('@') ? 2 : 1).join('/');
      return BUNDLED_PACKAGES.has(name) ? undefined : { path: args.path, external: true };
    });
  },
};

/** Builds the engine unless dist/ is already up to date. */
export async function ensureEngineBuilt() {
  if (!isBuildFresh()) await buildEngine();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildEngine();
  console.log(`built the engine into ${distDir.slice(packageDir.length + 1)}/`);
}
