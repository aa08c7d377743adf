/** A span of minutes of one day, `[from, to)`. */
export type Span = { from: number; to: number }

/** The parts of `spans` that lie inside one of `within`. */
export function intersect(spans: Span[], within: Span[]): Span[] {
  const result: Span[] = []
  for (const span of spans)
    for (const limit of within) {
      const from = Math.max(span.from, limit.from)
      const to = Math.min(span.to, limit.to)
      if (to > from) result.push({ from, to })
    }
  return result.sort((a, b) => a.from - b.from)
}

/** The parts of `spans` outside every one of `removed`. */
export function subtract(spans: Span[], removed: Span[]): Span[] {
  let result = spans
  for (const cut of removed)
    result = result.flatMap((span) => {
      if (cut.to <= span.from || cut.from >= span.to) return [span]
      const parts: Span[] = []
      if (cut.from > span.from) parts.push({ from: span.from, to: cut.from })
      if (cut.to < span.to) parts.push({ from: cut.to, to: span.to })
      return parts
    })
  return result
}

/** `spans` joined where they touch or overlap, in order: one span per stretch of time. */
export function union(spans: Span[]): Span[] {
  const result: Span[] = []
  for (const span of [...spans].sort((a, b) => a.from - b.from)) {
    const last = result.at(-1)
    if (last && span.from <= last.to) last.to = Math.max(last.to, span.to)
    else result.push({ ...span })
  }
  return result
}
