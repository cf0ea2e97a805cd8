/**
 * Work asked for again, under the same key, while it is still running is answered by that run: callers arriving
 * together share one computation, and nothing outlives it (the next ask after it settles runs anew).
 */
export function coalescing<T>(): (key: string, work: () => Promise<T>) => Promise<T> {
  const running = new Map<string, Promise<T>>();
  return (key, work) => {
    let result = running.get(key);
    if (!result) {
      result = work().finally(() => running.delete(key));
      running.set(key, result);
    }
    return result;
  };
}
