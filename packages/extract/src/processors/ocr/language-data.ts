import { createHash } from 'node:crypto';
import { copyFile, mkdir, rename, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** The integer LSTM models: a fifth of the size of the full ones and what the LSTM-only engine reads. */
const MODEL_FOLDER = '4.0.0_best_int';

/** The gzipped model of a language from its registry package, or undefined when that package is not installed. */
export function languageModelPath(code: string): string | undefined {
  try {
    return join(
      dirname(require.resolve(`@tesseract.js-data/${code}/package.json`)),
      MODEL_FOLDER,
      `${code}.traineddata.gz`,
    );
  } catch {
    return undefined;
  }
}

async function sizeOf(path: string): Promise<number | undefined> {
  return stat(path).then(
    (s) => s.size,
    () => undefined,
  );
}

/**
 * A folder holding the models of the given languages side by side, which is how tesseract.js reads several
 * languages (one `langPath`); each registry package holds one language, so they are copied together once under
 * the system's temporary folder. Nothing is downloaded. Throws when a language has no installed package.
 */
export async function languageDataFolder(codes: readonly string[]): Promise<string> {
  const sources = codes.map((code) => {
    const path = languageModelPath(code);
    if (!path) throw new Error(`No OCR data for language ${code} (package @tesseract.js-data/${code})`);
    return { code, path };
  });
  const sizes = await Promise.all(sources.map((s) => sizeOf(s.path)));
  const key = createHash('sha256')
    .update(sources.map((s, i) => `${s.path}:${sizes[i]}`).join('\n'))
    .digest('hex')
    .slice(0, 16);
  const folder = join(tmpdir(), `tripline-ocr-${key}`);
  await mkdir(folder, { recursive: true });
  await Promise.all(
    sources.map(async ({ code, path }, i) => {
      const target = join(folder, `${code}.traineddata.gz`);
      if ((await sizeOf(target)) === sizes[i]) return;
      // Copied under a unique name, then renamed: another process copying at the same time never reads half a file.
      const partial = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}`;
      await copyFile(path, partial);
      await rename(partial, target);
    }),
  );
  return folder;
}
