import type { Endpoint, Plugin, TaskConfig } from 'payload'

import { hasRole } from '@/lib/access'
import { withPageBlocks } from '@/lib/payload/withPageBlocks'

import { ContactForms } from './collections/contactForms'
import { formAttachments } from './collections/formAttachments'
import { FormSubmissions } from './collections/formSubmissions'
import { MailOutbox } from './collections/mailOutbox'
import { ContactFormBlock } from './contactFormBlock'
import { purgeExpired } from './retention.server'
import { deliverDueMail } from '@/lib/mail/outbox'
import { siteMail } from '@/lib/mail/siteTransport'
import { submissionsCsv } from './submissionsCsv'
import { testMailEndpoint } from './testMail.server'

const exportCsv: Endpoint = {
  path: '/export.csv',
  method: 'get',
  handler: async (req) => {
    if (!hasRole(req.user as { roles?: ['admin'] } | null, 'admin'))
      return Response.json(
        { code: 'forbidden', message: 'Only admins may export submissions.' },
        { status: 403 },
      )
    const formId = Number(req.searchParams.get('form'))
    const { docs } = await req.payload.find({
      collection: 'form-submissions',
      where: Number.isInteger(formId) && formId > 0 ? { form: { equals: formId } } : {},
      sort: 'createdAt',
      limit: 0,
      pagination: false,
      depth: 1,
      req,
    })
    return new Response(submissionsCsv(docs), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="einsendungen-${new Date().toISOString().slice(0, 10)}.csv"`,
        'cache-control': 'no-store',
      },
    })
  },
}

type QueueOptions = { jobsCron: string; mailLeaseMs: number }

/** With the queue (every minute): what is due in the mail queue. Daily: old submissions. */
const tasks = ({ jobsCron, mailLeaseMs }: QueueOptions): TaskConfig[] => [
  {
    slug: 'deliverQueuedMail',
    label: 'Wartende E-Mails senden',
    schedule: [{ cron: jobsCron, queue: 'default' }],
    outputSchema: [
      { name: 'due', type: 'number' },
      { name: 'sent', type: 'number' },
    ],
    handler: async ({ req }) => {
      const output = await deliverDueMail(req.payload, {
        transport: (await siteMail(req.payload)).transport,
        leaseMs: mailLeaseMs,
      })
      if (output.due > 0)
        req.payload.logger.info(`Outbox: ${output.sent} of ${output.due} due mails sent`)
      return { output }
    },
  },
  {
    slug: 'purgeFormSubmissions',
    label: 'Alte Einsendungen löschen',
    schedule: [{ cron: '0 17 3 * * *', queue: 'default' }],
    outputSchema: [{ name: 'deleted', type: 'number' }],
    handler: async ({ req }) => {
      const { docs } = await req.payload.find({
        collection: 'contact-forms',
        limit: 0,
        pagination: false,
        depth: 0,
      })
      let deleted = 0
      for (const form of docs)
        deleted += await purgeExpired(
          req.payload,
          Number(form.id),
          form.retentionDays ?? 180,
          Date.now(),
        )
      if (deleted > 0) req.payload.logger.info(`Deleted ${deleted} expired form submissions`)
      return { output: { deleted } }
    },
  },
]

/**
 * Contact forms: form definitions, the block, stored submissions, the mail outbox with retries,
 * and private attachments (their own folder, never served publicly).
 */
export const contactFormsFeature =
  ({ attachmentsDir, ...queue }: QueueOptions & { attachmentsDir: string }): Plugin =>
  (config) =>
    withPageBlocks([ContactFormBlock])({
      ...config,
      collections: [
        ...(config.collections ?? []),
        ContactForms,
        { ...FormSubmissions, endpoints: [exportCsv] },
        { ...MailOutbox, endpoints: [testMailEndpoint] },
        formAttachments(attachmentsDir),
      ],
      jobs: {
        ...config.jobs,
        tasks: [...(config.jobs?.tasks ?? []), ...tasks(queue)],
      },
    })
