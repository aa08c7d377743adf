import type { ReactNode } from 'react'

/** Text with its matches in <mark>, built from offsets so nothing is ever parsed as HTML. */
export function Marked({ text, marks }: { text: string; marks: readonly [number, number][] }) {
  const parts: ReactNode[] = []
  let at = 0
  for (const [start, end] of marks) {
    if (start < at || end > text.length) continue
    if (start > at) parts.push(text.slice(at, start))
    parts.push(<mark key={start}>{text.slice(start, end)}</mark>)
    at = end
  }
  if (at < text.length) parts.push(text.slice(at))
  return <>{parts}</>
}
