/**
 * A function that keeps its answers: asked again for a key it has answered, it gives the answer it gave, undefined
 * included, without working it out anew. What it keeps is bounded: once it holds `limit` answers, the next new one
 * starts it afresh, so that a stream of odd keys cannot grow it. The key is the first argument unless `keyOf` builds
 * one from all of them; either way the answer must depend on the key alone.
 */
export function remembered<A extends unknown[], V>(
  answer: (...args: A) => V,
  limit: number,
  keyOf?: (...args: A) => unknown,
): (...args: A) => V {
  const kept = new Map<unknown, V>();
  return (...args: A): V => {
    const key = keyOf ? keyOf(...args) : args[0];
    const known = kept.get(key);
    if (known !== undefined || kept.has(key)) return known as V;
    const found = answer(...args);
    if (kept.size >= limit) kept.clear();
    kept.set(key, found);
    return found;
  };
}
