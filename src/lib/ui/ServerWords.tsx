/** A mail server's own reply, folded under the German answer (for her provider's support). */
export function ServerWords({ words }: { words?: string }) {
  if (!words) return null
  return (
    <details data-server-words>
      <summary>Antwort des Mailservers</summary>
      <code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{words}</code>
    </details>
  )
}
