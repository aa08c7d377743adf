import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { images, type ImageKey } from './demoImages'
import { DEMO_FORM_TITLE, demoContactForm } from './contactForm'
import { seedConsentSettings, seedFooter, seedHeader, seedSiteSettings } from './globals'
import { renderImage } from './images'
import { seedBrautfrisurenPage } from './pages/brautfrisuren'
import { seedDatenschutzPage } from './pages/datenschutz'
import { seedGaleriePage } from './pages/galerie'
import { seedHomePage } from './pages/home'
import { seedImpressumPage } from './pages/impressum'
import { seedKontaktPage } from './pages/kontakt'
import { seedLeistungenPage } from './pages/leistungen'
import { seedSalonPage } from './pages/salon'
import { seedTeamPage } from './pages/team'
import { seedBooking } from './booking'
import { seedEvents } from './events'
import { seedPortfolio } from './portfolio'
import { seedPosts } from './posts'
import { seedShop } from './shop'
import { createSeedContext, type SeedContext, seedWriteContext } from './seedContext'

export const DEMO_ADMIN_EMAIL = 'admin@salon-lindenbluete.example'

/** The demo pages in the order they are seeded (parents before children), one file each. */
const DEMO_PAGE_SEEDS = [
  seedKontaktPage,
  seedLeistungenPage,
  seedBrautfrisurenPage,
  seedSalonPage,
  seedTeamPage,
  seedGaleriePage,
  seedImpressumPage,
  seedDatenschutzPage,
  seedHomePage,
]

/** The demo administrator; the password is returned once, when the account is made. */
async function seedAdmin(
  { payload, created }: SeedContext,
  adminPassword: string | undefined,
): Promise<string | undefined> {
  const admins = await payload.count({
    collection: 'users',
    where: { email: { equals: DEMO_ADMIN_EMAIL } },
  })
  if (admins.totalDocs > 0) return undefined
  const password = adminPassword || randomBytes(9).toString('base64url')
  await payload.create({
    collection: 'users',
    data: {
      email: DEMO_ADMIN_EMAIL,
      password,
      name: 'Marie Linde',
      roles: ['admin'],
      demoPassword: true,
    },
    context: seedWriteContext,
  })
  created.push(`user ${DEMO_ADMIN_EMAIL}`)
  return password
}

/** The demo pictures, drawn in code (nothing is downloaded). */
async function seedMedia(ctx: SeedContext) {
  for (const [key, spec] of Object.entries(images) as Array<
    [ImageKey, (typeof images)[ImageKey]]
  >) {
    // Payload renames an upload whose name is taken in the media folder (name-1.jpg), so the key
    // is matched, not the exact file name.
    ctx.media[key] = await ctx.findOrCreate(
      'media',
      { filename: { like: spec.key } },
      spec.key,
      async () => {
        const file = await renderImage(spec)
        return ctx.payload.create({
          collection: 'media',
          data: {
            alt: spec.alt,
            caption: 'caption' in spec ? spec.caption : undefined,
            demo: true,
          },
          file: {
            data: file.data,
            mimetype: file.mimetype,
            name: file.name,
            size: file.data.length,
          },
          context: seedWriteContext,
        })
      },
    )
  }
}

async function seedContactForm({ payload, created }: SeedContext): Promise<number> {
  const existing = await payload.find({
    collection: 'contact-forms',
    where: { title: { equals: DEMO_FORM_TITLE } },
    limit: 1,
    depth: 0,
  })
  if (existing.docs[0]) return existing.docs[0].id
  const form = await payload.create({
    collection: 'contact-forms',
    data: demoContactForm,
    context: seedWriteContext,
  })
  created.push(`contact-forms ${DEMO_FORM_TITLE}`)
  return form.id
}

/**
 * Fills an empty site with the demo salon. Idempotent: every document is looked up by its key
 * (media file name, page path, global content) and only what is missing is created.
 */
export async function seedDemo(
  payload: Payload,
  { adminPassword = process.env.SEED_ADMIN_PASSWORD }: { adminPassword?: string } = {},
): Promise<{ created: string[]; adminPassword?: string }> {
  const ctx = await createSeedContext(payload)
  const password = await seedAdmin(ctx, adminPassword)
  await seedMedia(ctx)
  ctx.contactFormId = await seedContactForm(ctx)
  for (const seedPage of DEMO_PAGE_SEEDS) await seedPage(ctx)
  await seedShop(ctx)
  await seedBooking(ctx)
  await seedEvents(ctx)
  await seedPosts(ctx)
  await seedPortfolio(ctx)
  await seedSiteSettings(ctx)
  await seedHeader(ctx)
  await seedConsentSettings(ctx)
  await seedFooter(ctx)
  return { created: ctx.created, adminPassword: password }
}
