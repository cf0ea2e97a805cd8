import cluster from 'node:cluster';
import type { SessionUser } from './user-roles.js';

/** How long a looked-up session is reused at most (decision 031); a few seconds bound any staleness. */
export const SESSION_CACHE_MS = 3000;
const MAX_ENTRIES = 10_000;

interface Entry<V> {
  value: V;
  until: number;
}

/**
 * What a request looked up about access, reused for a few seconds (decision 031): at most `ttlMs`, never past an
 * entry's own end, at most 10,000 entries (the oldest dropped first).
 */
export class TimedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    private readonly ttlMs: number = SESSION_CACHE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Keeps a value until the TTL runs out or `endsAt` (ms), whichever is first. */
  set(key: string, value: V, endsAt = Number.POSITIVE_INFINITY): void {
    if (this.ttlMs <= 0) return;
    // Full: drop the oldest entry (Map keeps insertion order).
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, until: Math.min(this.now() + this.ttlMs, endsAt) });
  }

  clear(): void {
    this.entries.clear();
  }
}

/**
 * The user, roles and teams behind a session token for a few seconds, so a signed-in request needs no query
 * before its handler, and never past the session's end.
 */
export class SessionCache extends TimedCache<SessionUser> {
  override set(tokenHash: string, user: SessionUser): void {
    super.set(tokenHash, user, user.expiresAt.getTime());
  }
}

/**
 * Every cache of what requests look up about access: the sessions, and what routes add (the mail upload's client
 * credentials and mailboxes). Any change made through the API (a request that is not a GET, HEAD or OPTIONS)
 * clears them all, in every server process: sign-out, a role change, a removed membership, a deleted team,
 * mailbox or application, a new client secret are seen by the next request. Changes made elsewhere (the admin
 * CLI) are seen within `SESSION_CACHE_MS`.
 */
export class AccessCaches {
  readonly sessions = new SessionCache();
  private readonly added = new Set<{ clear(): void }>();

  /** Adds a cache that is cleared with the others; returns it. */
  add<C extends { clear(): void }>(cache: C): C {
    this.added.add(cache);
    return cache;
  }

  clear(): void {
    this.sessions.clear();
    for (const cache of this.added) cache.clear();
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
export function shareSessionChanges(cache: { clear(): void }): { changed: () => Promise<void> } {
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
