import type { Metadata } from 'next'

import { privacyPathOf } from '@/features/consent'
import { eventBySlug, listEvents } from '@/features/events'
import { EVENT_PATHS } from '@/features/events'
import { shopTakesTickets } from '@/features/events'
import { EventDetail } from '@/features/events'
import { EventList } from '@/features/events'
import { eventsStyles as styles } from '@/features/events'
import { env } from '@/lib/env'
import { absoluteMediaUrl } from '@/lib/media/sources'
import { NotFoundContent } from '@/lib/ui/NotFoundContent'

import { getConsentSettings, getPayloadClient, getSiteSettings } from '../../_data/queries'

type Args = { params: Promise<{ slug?: string[] }> }

// /veranstaltungen, /veranstaltungen/vergangen, /veranstaltungen/<slug> and its waiting-list
// notice in one optional catch-all, like the shop: rendered on the first request and kept,
// expired by the events' and tickets' hooks and by the job that follows the clock.
export const revalidate = 60
export const dynamicParams = true
export const generateStaticParams = async () => []

type Target =
  | { kind: 'list'; past: boolean }
  | { kind: 'event'; slug: string; waitlisted: boolean }
  | { kind: 'none' }

function targetOf(slug: string[] | undefined): Target {
  if (!slug || slug.length === 0) return { kind: 'list', past: false }
  if (slug.length === 1 && slug[0] === 'vergangen') return { kind: 'list', past: true }
  if (slug.length > 2 || (slug.length === 2 && slug[1] !== 'warteliste')) return { kind: 'none' }
  try {
    return { kind: 'event', slug: decodeURIComponent(slug[0]!), waitlisted: slug.length === 2 }
  } catch {
    return { kind: 'none' }
  }
}

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const target = targetOf((await params).slug)
  const settings = await getSiteSettings()
  if (target.kind === 'list')
    return {
      title: {
        absolute: `${target.past ? 'Vergangene Veranstaltungen' : 'Veranstaltungen'} | ${settings.businessName}`,
      },
      description: `Workshops und Kurse bei ${settings.businessName}: Termine, Plätze und Anmeldung.`,
      alternates: { canonical: target.past ? EVENT_PATHS.past : EVENT_PATHS.list },
    }
  const view =
    target.kind === 'event' ? await eventBySlug(await getPayloadClient(), target.slug) : null
  if (!view || target.kind !== 'event')
    return {
      title: { absolute: `Seite nicht gefunden | ${settings.businessName}` },
      robots: { index: false },
    }
  const image = absoluteMediaUrl(view.picture, env().serverUrl)
  return {
    title: { absolute: `${view.event.title} | ${settings.businessName}` },
    description: view.event.summary ?? undefined,
    alternates: { canonical: EVENT_PATHS.detail(view.event.slug ?? '') },
    openGraph: image ? { images: [image] } : undefined,
    ...(target.waitlisted ? { robots: { index: false } } : {}),
  }
}

export default async function EventsPage({ params }: Args) {
  const target = targetOf((await params).slug)
  const payload = await getPayloadClient()
  if (target.kind === 'list')
    return (
      <EventList
        views={await listEvents(payload, target.past ? 'past' : 'upcoming')}
        past={target.past}
      />
    )
  const view = target.kind === 'event' ? await eventBySlug(payload, target.slug) : null
  if (!view || target.kind !== 'event') return <NotFoundContent />
  if (target.waitlisted)
    return (
      <article className={styles.detail}>
        <h1 className="page-title">Sie stehen auf der Warteliste</h1>
        <p role="status">
          Für „{view.event.title}“ schreiben wir Ihnen, sobald ein Platz frei wird. Der Platz geht
          dann an die erste Buchung.
        </p>
        <p>
          <a href={EVENT_PATHS.detail(view.event.slug ?? '')}>Zurück zur Veranstaltung</a>
        </p>
      </article>
    )
  const consent = await getConsentSettings()
  const { serverUrl } = env()
  return (
    <EventDetail
      view={view}
      siteUrl={serverUrl.replace(/\/$/, '')}
      imageUrl={absoluteMediaUrl(view.picture, serverUrl) ?? null}
      privacyPath={privacyPathOf(consent)}
      viaShop={await shopTakesTickets(payload)}
    />
  )
}
