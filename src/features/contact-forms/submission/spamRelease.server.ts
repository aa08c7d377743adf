import type { Payload } from 'payload'

import { mailService } from '@/contracts/mail'
import { detailLines, holdAsSpam, type SpamHandling, type SpamReason } from '@/contracts/spamReview'
import { COLLECTIONS } from '@/contracts/slugs'

import type { FormDef } from '../definition'
import { toFormDef } from '../definition'
import { findForm } from './findForm.server'
import type { Hidden } from './hiddenFields'
import { storeAttachments, storeSubmission, summaryOf } from './storeSubmission.server'
import type { Answer, Verdict } from './validateSubmission'
import { clock } from '@/lib/clock'

type Held = Hidden & { form: FormDef; verdict: Verdict; postedDataHash: string }

/** A valid submission with a spam signal: its files stored privately, the rest in the entry. */
export async function holdSubmission(payload: Payload, held: Held, reason: SpamReason) {
  const attachments = await storeAttachments(payload, held.verdict.files)
  const email = held.verdict.answers.find((answer) => answer.type === 'email')?.value
  await holdAsSpam(payload, {
    kind: 'contact',
    reason,
    summary: `${held.form.title}: ${summaryOf(held.verdict.answers)}`,
    details: detailLines([
      ['Formular', held.form.title],
      ...held.verdict.answers.map((answer): [string, string] => [answer.label, answer.value]),
      ['Anhänge', held.verdict.files.map(({ file }) => file.name).join(', ')],
    ]),
    email,
    data: {
      form: held.form.id,
      answers: held.verdict.answers,
      attachments,
      postedDataHash: held.postedDataHash,
      unitTag: held.unitTag,
      containerId: held.containerId,
      containerKind: held.containerKind,
    },
  })
}

const ids = (value: unknown) =>
  Array.isArray(value) ? value.map(Number).filter((id) => Number.isSafeInteger(id)) : []

export const contactSpamHandling: SpamHandling = {
  /** Stored as a submission with its mails, as if it had come normally. */
  release: async (payload, data) => {
    const stored = await findForm(payload, String(data.form))
    if (!stored) return { released: false, note: 'Das Formular gibt es nicht mehr.' }
    const form = toFormDef(stored)
    const answers = (Array.isArray(data.answers) ? data.answers : []) as Answer[]
    const { transport } = await mailService(payload).siteMail(payload)
    const mails = await storeSubmission(payload, {
      stored,
      form,
      verdict: { answers, files: [], problems: [], acceptanceMissing: false },
      attachmentIds: ids(data.attachments),
      postedDataHash: String(data.postedDataHash ?? ''),
      unitTag: String(data.unitTag ?? ''),
      containerId: typeof data.containerId === 'number' ? data.containerId : null,
      containerKind: data.containerKind === 'post' ? 'post' : 'page',
      now: clock.now(),
      serverUrl: payload.config.serverURL,
      transport,
      // The owner released it by hand: the sender's confirmation goes out as it would have.
      mayConfirm: async () => true,
    })
    const sent = transport
      ? await mailService(payload).deliver(payload, mails, { transport })
      : false
    return {
      released: true,
      note: `Unter „Anfragen“ gespeichert; ${
        sent ? 'die E-Mails des Formulars sind verschickt.' : 'die E-Mails warten im Postausgang.'
      }`,
    }
  },
  forget: async (payload, data) => {
    for (const id of ids(data.attachments))
      await payload.delete({ collection: COLLECTIONS.formAttachments, id, overrideAccess: true })
  },
}
