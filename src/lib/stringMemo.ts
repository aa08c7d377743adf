/**
 * A memo of string → string bounded by bytes: once the strings it holds pass `maxBytes`, it
 * starts over. For word-level caches (stems, index terms) whose hits are frequent words: emptying
 * all at once costs a few recomputations, and is far cheaper than an LRU's bookkeeping per hit.
 * Strings count two bytes per character plus the Map entry's own overhead.
 */
export function stringMemo(compute: (input: string) => string, maxBytes: number) {
  const memo = new Map<string, string>()
  let bytes = 0
  const ENTRY_OVERHEAD = 64
  const memoised = (input: string): string => {
    let result = memo.get(input)
    if (result === undefined) {
      result = compute(input)
      const size = (input.length + result.length) * 2 + ENTRY_OVERHEAD
      if (bytes + size > maxBytes) {
        memo.clear()
        bytes = 0
      }
      memo.set(input, result)
      bytes += size
    }
    return result
  }
  memoised.bytes = () => bytes
  return memoised
}
