import type { Payload } from 'payload'

import { COLLECTIONS } from '@/contracts/slugs'
import type { ContactForm } from '@/payload-types'

import { composeMails } from './composeMails.server'
import type { FormDef } from '../definition'
import { mailService, type MailTransport } from '@/contracts/mail'
import type { Answer, Verdict } from './validateSubmission'
import type { ContainerKind } from './hiddenFields'

export const summaryOf = (answers: Answer[]) =>
  answers
    .filter((answer) => ['text', 'email'].includes(answer.type) && answer.value)
    .slice(0, 2)
    .map((answer) => answer.value)
    .join(' – ')
    .slice(0, 120) || 'Anfrage'

/** Files the visitor sent, in the private attachments collection. */
export async function storeAttachments(payload: Payload, files: Verdict['files']) {
  const ids: number[] = []
  for (const { file } of files) {
    const upload = await payload.create({
      collection: 'form-attachments',
      data: {},
      file: {
        data: Buffer.from(await file.arrayBuffer()),
        mimetype: file.type || 'application/octet-stream',
        name: file.name.replace(/[^\w.-]+/g, '_').slice(-100) || 'datei',
        size: file.size,
      },
      overrideAccess: true,
    })
    ids.push(Number(upload.id))
  }
  return ids
}

export type Submission = {
  stored: ContactForm
  form: FormDef
  verdict: Verdict
  postedDataHash: string
  unitTag: string
  containerId: number | null
  containerKind: ContainerKind
  now: Date
  serverUrl: string
  transport: MailTransport | null
  /** Whether a confirmation to this address may go out now (the caps per recipient and client). */
  mayConfirm: (address: string) => Promise<boolean>
  /** The files, stored already (a held submission's, released by the owner). */
  attachmentIds?: number[]
}

/**
 * Stores a valid submission with its files, then its mails in the outbox, before anything is sent:
 * from here on nothing is lost. Throws when storing fails (the visitor then reads `aborted`).
 */
export async function storeSubmission(payload: Payload, submission: Submission) {
  const { form, verdict } = submission
  // Looked up where it is: a post's id names some page too, or none.
  const container = submission.containerId
    ? await payload.findByID({
        collection: submission.containerKind === 'post' ? COLLECTIONS.posts : COLLECTIONS.pages,
        id: submission.containerId,
        depth: 0,
        disableErrors: true,
        overrideAccess: true,
      })
    : null
  const attachments = submission.attachmentIds ?? (await storeAttachments(payload, verdict.files))
  const stored = await payload.create({
    collection: 'form-submissions',
    data: {
      summary: summaryOf(verdict.answers),
      form: form.id,
      page: container && submission.containerKind === 'page' ? container.id : null,
      answers: verdict.answers.map(({ name, label, value }) => ({ name, label, value })),
      attachments,
      postedDataHash: submission.postedDataHash,
      unitTag: submission.unitTag,
    },
    overrideAccess: true,
  })
  const mails = await composeMails(submission.stored, form, verdict.answers, {
    submission: Number(stored.id),
    pageUrl: new URL(container?.path ?? '/', submission.serverUrl).href,
    serverUrl: submission.serverUrl,
    now: submission.now,
    mayConfirm: submission.mayConfirm,
  })
  return mailService(payload).queue(payload, mails, { transport: submission.transport })
}
