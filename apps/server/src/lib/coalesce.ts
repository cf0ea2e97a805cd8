import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Work asked for again, under the same key, while it is still running is answered by that run: callers arriving
 * together share one computation, and nothing outlives it (the next ask after it settles runs anew).
 *
 * A new run first lets the event loop read what has already arrived: on the embedded database a query runs on the
 * server's own thread, so without that turn no other request is read while a run lasts and none could share it.
 */
export function coalescing<T>(): (key: string, work: () => Promise<T>) => Promise<T> {
  const running = new Map<string, Promise<T>>();
  return (key, work) => {
    let result = running.get(key);
    if (!result) {
      result = nextTurn()
        .then(work)
        .finally(() => running.delete(key));
      running.set(key, result);
    }
    return result;
  };
}
