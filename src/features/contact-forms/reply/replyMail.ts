import { withoutLinkMarks } from '../linkMarks'

type Answer = { label?: string | null; name?: string | null; value?: string | null }

/** A reply's text: at least a word, at most what a mail to one person needs. */
export const REPLY_LENGTH = { min: 2, max: 10_000 } as const

const sentOn = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  dateStyle: 'long',
  timeStyle: 'short',
})

/** The first answer that is an e-mail address: where a reply goes. */
export const replyAddressOf = (answers: Answer[], isAddress: (value: string) => boolean) =>
  answers.map((answer) => answer.value?.trim() ?? '').find((value) => isAddress(value))

export const replySubject = (summary: string | null | undefined, salon: string) =>
  summary ? `Ihre Anfrage: ${summary}` : `Ihre Anfrage bei ${salon}`

/**
 * The reply as a mail program writes one: the owner's text, then what the visitor sent, quoted
 * line by line under the day and time she sent it (the salon's clock).
 */
export function replyLines(text: string, answers: Answer[], sentAt: string): string[] {
  const quoted = answers
    .filter((answer) => answer.value?.trim())
    .flatMap((answer) => {
      const label = withoutLinkMarks(answer.label || answer.name || '')
      const [first = '', ...rest] = (answer.value ?? '').trim().split(/\r?\n/)
      return [`> ${label}: ${first}`, ...rest.map((line) => `> ${line}`)]
    })
  return [text.trim(), '', `Ihre Nachricht vom ${sentOn.format(new Date(sentAt))} Uhr:`, ...quoted]
}
