'use client'

import { Button } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'

import { REPLY_LENGTH } from '../reply/replyMail'

export type SentReply = {
  id?: string | null
  sentAt?: string | null
  by?: string | null
  to?: string | null
  text?: string | null
}

const when = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  dateStyle: 'medium',
  timeStyle: 'short',
})

/** A key per written reply: a second press of „Antwort senden“ sends it once. */
const newKey = () => crypto.randomUUID()

/**
 * The reply form and the replies sent: the text goes out with the site's mail (the request
 * quoted below it), is kept with the request, and the request becomes „Beantwortet“.
 */
export function ReplyForm({
  id,
  to,
  replies,
  mailProgram,
}: {
  id: number
  to: string | null
  replies: SentReply[]
  mailProgram: string | null
}) {
  const ids = useId()
  const router = useRouter()
  const [text, setText] = useState('')
  const [key, setKey] = useState(newKey)
  const [sending, setSending] = useState(false)
  const [problem, setProblem] = useState('')
  const [sent, setSent] = useState<SentReply[]>(replies)
  const send = async () => {
    setSending(true)
    setProblem('')
    const response = await fetch(`/api/form-submissions/${id}/reply`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text, key }),
    }).catch(() => null)
    const answer = (await response?.json().catch(() => null)) as {
      reply?: SentReply
      message?: string
    } | null
    setSending(false)
    if (!response) return setProblem('Keine Verbindung zum Server. Bitte erneut senden.')
    if (!response.ok || !answer?.reply)
      return setProblem(
        response.status === 409 && answer?.message
          ? answer.message
          : 'Die Antwort wurde nicht gesendet. Bitte erneut versuchen.',
      )
    setSent((earlier) => [...earlier, answer.reply!])
    setText('')
    setKey(newKey())
    // The status in the sidebar and the mails below come from the server.
    router.refresh()
  }
  const enough = text.trim().length >= REPLY_LENGTH.min
  return (
    <section className="field-type" data-submission-reply aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`}>Antworten</h3>
      {sent.length > 0 && (
        <ol data-replies style={{ paddingLeft: '1.25rem' }}>
          {sent.map((reply, index) => (
            <li key={reply.id ?? index} style={{ marginBottom: '0.75rem' }}>
              <strong>
                {reply.sentAt ? `${when.format(new Date(reply.sentAt))} Uhr` : ''} an {reply.to}
              </strong>
              {reply.by && <span> (von {reply.by})</span>}
              <div style={{ whiteSpace: 'pre-wrap' }}>{reply.text}</div>
            </li>
          ))}
        </ol>
      )}
      {to ? (
        <>
          <label htmlFor={`${ids}-text`}>Ihre Antwort an {to}</label>
          <textarea
            id={`${ids}-text`}
            rows={6}
            maxLength={REPLY_LENGTH.max}
            value={text}
            onChange={(event) => setText(event.target.value)}
            style={{ display: 'block', width: '100%', marginBottom: '0.5rem' }}
          />
          <p style={{ margin: '0 0 0.5rem' }}>
            Geht mit der E-Mail der Website hinaus; die Anfrage steht zitiert darunter. Die Antwort
            wird hier gespeichert, die Anfrage gilt dann als „Beantwortet“.
          </p>
          <Button type="button" disabled={!enough || sending} onClick={() => void send()}>
            {sending ? 'Wird gesendet …' : 'Antwort senden'}
          </Button>{' '}
          {mailProgram && (
            <a href={mailProgram} className="btn btn--style-secondary btn--size-medium">
              Im eigenen Mailprogramm antworten
            </a>
          )}
        </>
      ) : (
        <p>Diese Anfrage enthält keine E-Mail-Adresse: bitte auf anderem Weg antworten.</p>
      )}
      {problem && (
        <p role="alert" style={{ color: 'var(--theme-error-500)' }}>
          {problem}
        </p>
      )}
    </section>
  )
}
