/**
 * A server's own words, folded under the German answer (a mail server's reply for her provider's
 * support, or the site's own English error for her technician).
 */
export function ServerWords({
  words,
  summary = 'Antwort des Mailservers',
}: {
  words?: string
  summary?: string
}) {
  if (!words) return null
  return (
    <details data-server-words>
      <summary>{summary}</summary>
      <code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{words}</code>
    </details>
  )
}
