// Finds the Chromium the browser tests drive, installing Debian's package when it is missing and we may.
// Prints the browser's path. Used by .ci/run and by the end-to-end test set-up.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);

/** The first Chromium binary present, or undefined. */
export function findChromium() {
  return candidates.find((path) => existsSync(path));
}

/** Returns a Chromium path, installing the Debian package as root when none is present. */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    throw new Error(
      'Chromium is missing: install it (Debian: apt-get install --no-install-recommends chromium) or set CHROMIUM_PATH',
    );
  }
  console.error('Installing Chromium from Debian…');
  // apt's output goes to stderr: stdout carries only the browser's path, which .ci/run reads.
  const toStderr = ['ignore', 2, 2];
  execFileSync('apt-get', ['update', '-qq'], { stdio: toStderr });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], {
    stdio: toStderr,
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const installed = findChromium();
  if (!installed) throw new Error('Chromium installation finished but no browser was found');
  return installed;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());
