import cluster from 'node:cluster';
import type { SessionUser } from './user-roles.js';

/** How long a looked-up session is reused at most (decision 031); a few seconds bound any staleness. */
export const SESSION_CACHE_MS = 3000;
const MAX_ENTRIES = 10_000;

interface Entry {
  user: SessionUser;
  until: number;
}

/**
 * The user, roles and teams behind a session token for a few seconds, so a signed-in request needs no query
 * before its handler. Any change made through the API (a request that is not a GET, HEAD or OPTIONS) clears it
 * whole in every server process: sign-out, a role change, a removed membership or a deleted team are seen by
 * the next request. Changes made elsewhere (the admin CLI) are seen within `ttlMs`.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number = SESSION_CACHE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  get(tokenHash: string): SessionUser | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.user;
  }

  /** Keeps a session until the TTL runs out or the session expires, whichever is first. */
  set(tokenHash: string, user: SessionUser): void {
    if (this.ttlMs <= 0) return;
    // Full: drop the oldest entry (Map keeps insertion order).
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(tokenHash, { user, until: Math.min(this.now() + this.ttlMs, user.expiresAt.getTime()) });
  }

  clear(): void {
    this.entries.clear();
  }
}

/** What a server process sends its siblings (through the cluster primary) when sessions may have changed. */
export const SESSIONS_CHANGED = 'tripline:sessions-changed';
/** The primary's answer once it has passed a change on to every sibling. */
export const SESSIONS_CHANGE_PASSED = 'tripline:sessions-change-passed';

/**
 * In a process of a cluster (decision 032): a change seen by a sibling clears this cache too, and `changed()`
 * tells the siblings about a change seen here, resolving once the primary has passed it on (or after 500 ms), so
 * the answer of a sign-out leaves only after every process has heard of it. Outside a cluster nobody is told.
 */
export function shareSessionChanges(cache: SessionCache): { changed: () => Promise<void> } {
  const send = cluster.isWorker ? process.send?.bind(process) : undefined;
  if (!send) return { changed: async () => {} };
  let nextId = 1;
  const waiting = new Map<number, () => void>();
  process.on('message', (message: unknown) => {
    if (message === SESSIONS_CHANGED) cache.clear();
    const passed = message as { type?: string; id?: number } | null;
    if (passed?.type === SESSIONS_CHANGE_PASSED && passed.id !== undefined) waiting.get(passed.id)?.();
  });
  return {
    changed: () =>
      new Promise<void>((resolve) => {
        const id = nextId++;
        const done = () => {
          clearTimeout(timer);
          waiting.delete(id);
          resolve();
        };
        const timer = setTimeout(done, 500);
        waiting.set(id, done);
        send({ type: SESSIONS_CHANGED, id });
      }),
  };
}
