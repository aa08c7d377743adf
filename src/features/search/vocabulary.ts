/**
 * Every term in the index with how often it occurs, for expanding the word being typed: a prefix
 * like „haar“ matches thousands of compounds in a large site, and searching them all was the slow
 * tail of prefix search (research, §3). Only the most frequent `limit` expansions are searched.
 */
export class Vocabulary {
  private readonly counts = new Map<string, number>()
  private sorted: string[] | null = []

  add(term: string) {
    const count = this.counts.get(term) ?? 0
    if (count === 0) this.sorted = null
    this.counts.set(term, count + 1)
  }

  remove(term: string) {
    const count = this.counts.get(term) ?? 0
    if (count <= 1) {
      this.counts.delete(term)
      if (count === 1) this.sorted = null
    } else this.counts.set(term, count - 1)
  }

  /** Up to `limit` terms starting with `prefix`, most frequent first. */
  expand(prefix: string, limit: number): string[] {
    const sorted = (this.sorted ??= [...this.counts.keys()].sort())
    let low = 0
    let high = sorted.length
    while (low < high) {
      const middle = (low + high) >>> 1
      if (sorted[middle]! < prefix) low = middle + 1
      else high = middle
    }
    const found: string[] = []
    for (let i = low; i < sorted.length && sorted[i]!.startsWith(prefix); i++)
      found.push(sorted[i]!)
    if (found.length <= limit) return found
    return found
      .sort((a, b) => this.counts.get(b)! - this.counts.get(a)! || a.length - b.length)
      .slice(0, limit)
  }
}
