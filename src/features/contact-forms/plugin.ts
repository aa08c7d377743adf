import type { FeaturePlugin } from '@/lib/featureManifest'
import { withEndpoints } from '@/lib/payload/withEndpoints'
import { offerSpamHandling } from '@/contracts/spamReview'
import type { Endpoint, TaskConfig } from 'payload'

import { withFeature } from '@/lib/payload/withFeature'

import { COLLECTIONS } from '@/contracts/slugs'
import { hasRole, staffOf } from '@/lib/access'
import { withPageBlocks } from '@/lib/payload/withPageBlocks'

import { ContactForms } from './collections/contactForms'
import { formAttachments } from './collections/formAttachments'
import { FormSubmissions } from './collections/formSubmissions'
import { ContactFormBlock } from './blocks'
import { purgeExpired } from './submission/retention.server'
import { submissionsCsv } from './submissionsCsv'
import { contactSpamHandling } from './submission/spamRelease.server'
import { clock } from '@/lib/clock'

const exportCsv: Endpoint = {
  path: '/export.csv',
  method: 'get',
  handler: async (req) => {
    if (!hasRole(staffOf(req), 'admin'))
      return Response.json(
        { code: 'forbidden', message: 'Only admins may export submissions.' },
        { status: 403 },
      )
    const formId = Number(req.searchParams.get('form'))
    const { docs } = await req.payload.find({
      collection: COLLECTIONS.formSubmissions,
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
        'content-disposition': `attachment; filename="einsendungen-${clock.now().toISOString().slice(0, 10)}.csv"`,
        'cache-control': 'no-store',
      },
    })
  },
}

/** Daily: submissions older than their form keeps them. */
const tasks: TaskConfig[] = [
  {
    slug: 'purgeFormSubmissions',
    label: 'Alte Anfragen löschen',
    schedule: [{ cron: '0 17 3 * * *', queue: 'default' }],
    outputSchema: [{ name: 'deleted', type: 'number' }],
    handler: async ({ req }) => {
      const { docs } = await req.payload.find({
        collection: COLLECTIONS.contactForms,
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
          clock.ms(),
        )
      if (deleted > 0) req.payload.logger.info(`Deleted ${deleted} expired form submissions`)
      return { output: { deleted } }
    },
  },
]

/**
 * Contact forms: form definitions, the block, stored submissions and private attachments (their
 * own folder, never served publicly). Their mails go through the mail feature (contracts/mail.ts).
 */
export const plugin: FeaturePlugin =
  ({ formAttachmentsDir: attachmentsDir }) =>
  (config) =>
    withPageBlocks([ContactFormBlock])(
      withFeature(offerSpamHandling(config, 'contact', contactSpamHandling), {
        collections: [
          ContactForms,
          withEndpoints(FormSubmissions, exportCsv),
          formAttachments(attachmentsDir),
        ],
        tasks,
      }),
    )
