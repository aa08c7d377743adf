import { type Mark, markedSegments } from './marks'

/** Text with its matches in <mark>, built from offsets so nothing is ever parsed as HTML. */
export function Marked({ text, marks }: { text: string; marks: readonly Mark[] }) {
  return (
    <>
      {markedSegments(text, marks).map((part, i) =>
        part.marked ? <mark key={i}>{part.text}</mark> : part.text,
      )}
    </>
  )
}
