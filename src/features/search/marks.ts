/** [start, end) of a marked match inside a text. */
export type Mark = [number, number]

/** A text cut into plain and marked parts; marks out of order or out of range are ignored. */
export function markedSegments(
  text: string,
  marks: readonly Mark[] = [],
): { text: string; marked: boolean }[] {
  const parts: { text: string; marked: boolean }[] = []
  let at = 0
  for (const [start, end] of marks) {
    if (start < at || end > text.length || end <= start) continue
    if (start > at) parts.push({ text: text.slice(at, start), marked: false })
    parts.push({ text: text.slice(start, end), marked: true })
    at = end
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false })
  return parts
}
