import { env } from '@/lib/env'
import { island } from '@/lib/islands'
import { serializeJsonLd } from '@/lib/jsonLd'
import { ResponsiveImage } from '@/lib/media/ResponsiveImage'
import gate from '@/lib/ui/ConsentGate.module.css'
import { RichText } from '@/lib/ui/RichText'
import type { MapBlock as MapBlockData, Media, SiteSetting } from '@/payload-types'

import styles from './MapBlock.module.css'
import { routeUrl, validLatitude, validLongitude } from './mapRules'
import { defaultMarkerUrl } from './markerIcon'

type Row = NonNullable<MapBlockData['addresses']>[number]

const mediaUrl = (value: number | Media | null | undefined) =>
  value && typeof value === 'object' && value.url ? value.url : undefined

const hostOf = (template: string) => {
  try {
    return new URL(template.replace('{s}', 'a')).hostname
  } catch {
    return 'den Kartenanbieter'
  }
}

const located = (row: Row) => validLatitude(row.latitude) && validLongitude(row.longitude)

/**
 * The "Karte" block. Before consent to "Karten" it is plain HTML from our own server: the
 * preview picture made when the owner saved, the addresses as text (with the h-adr microformat
 * and as JSON-LD), „Route planen“ links, and „Karte laden“ / „Immer erlauben“. The `map` island
 * swaps in the interactive map in the same box, so nothing shifts.
 */
export function MapBlock({
  block,
  settings,
  privacyPath,
}: {
  block: MapBlockData
  settings: SiteSetting
  privacyPath: string
}) {
  const rows = (block.addresses ?? []).filter((row) => row.address?.trim())
  if (rows.length === 0) return null
  const places = rows.filter(located)
  const { tileUrl, attribution } = env().maps
  const host = hostOf(tileUrl)
  const names = rows.map((row) => row.title || row.address.split('\n')[0]).join(', ')
  const custom = block.infoboxStyling === 'custom'
  const style = {
    height: `min(${block.height ?? 450}px, 75vh)`,
    ...(block.overlayColor ? { '--map-overlay': block.overlayColor } : {}),
    ...(custom
      ? {
          '--infobox-bg': block.infoboxBackground || '#ffffff',
          '--infobox-fg': block.infoboxTextColor || '#1d1a1c',
        }
      : {}),
  } as React.CSSProperties

  return (
    <section id={block.anchor ?? undefined} className={styles.section}>
      {block.heading && <h2>{block.heading}</h2>}
      {places.length > 0 && (
        <div
          {...island('map', 'visible')}
          className={styles.map}
          style={style}
          role="region"
          aria-label={`Karte: ${names}`}
          data-tiles={tileUrl}
          data-attribution={attribution}
          data-zoom={block.zoom ?? 9}
          data-scrollwheel={block.scrollwheel ? '' : undefined}
          data-animations={block.animations === false ? undefined : ''}
          data-show-address={block.showAddress === false ? undefined : ''}
          data-map-style={
            block.mapStyle === 'custom' ? (block.customStyle ?? 'grayscale') : undefined
          }
          data-overlay={block.overlayColor ? '' : undefined}
          data-infobox-style={custom ? 'custom' : undefined}
          data-marker={mediaUrl(block.markerIcon) ?? defaultMarkerUrl(settings.primaryColor ?? '')}
        >
          <MapGate
            preview={block.preview}
            host={host}
            attribution={attribution}
            privacyPath={privacyPath}
          />
        </div>
      )}
      <PlaceList rows={rows} Name={block.heading ? 'h3' : 'p'} />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(placesJsonLd(rows)) }}
      />
    </section>
  )
}

/** Before consent: the preview made when the owner saved, the privacy note and the two buttons. */
function MapGate({
  preview,
  host,
  attribution,
  privacyPath,
}: {
  preview: MapBlockData['preview']
  host: string
  attribution: string
  privacyPath: string
}) {
  return (
    <div className={styles.gate} data-map-gate>
      <div className={styles.preview}>
        <ResponsiveImage media={preview} sizes="(max-width: 1170px) 100vw, 1100px" />
      </div>
      <div className={styles.notice}>
        <p className={gate.provider}>Interaktive Karte</p>
        <p className={gate.privacy}>
          Beim Laden werden Daten an {host} übertragen.{' '}
          <a href={privacyPath}>Mehr in der Datenschutzerklärung</a>
        </p>
        <div className={gate.actions}>
          <button type="button" className={gate.button} data-map-action="load">
            Karte laden
          </button>
          <button type="button" className={gate.buttonSecondary} data-map-action="allow">
            Immer erlauben<span className="visually-hidden"> (Karten)</span>
          </button>
        </div>
      </div>
      <p className={styles.attribution}>{attribution}</p>
    </div>
  )
}

/** The addresses as text (h-card/h-adr), each with its info box and a „Route planen“ link. */
function PlaceList({ rows, Name }: { rows: Row[]; Name: 'h3' | 'p' }) {
  return (
    <ul className={styles.places} data-map-places>
      {rows.map((row, index) => (
        <li
          key={row.id ?? index}
          className="h-card"
          data-latitude={located(row) ? row.latitude! : undefined}
          data-longitude={located(row) ? row.longitude! : undefined}
          data-marker={mediaUrl(row.marker)}
        >
          {row.title && <Name className={`${styles.name} p-name`}>{row.title}</Name>}
          {row.infoboxContent && (
            <div className={styles.infobox} data-infobox>
              <RichText data={row.infoboxContent} />
            </div>
          )}
          <address className={`${styles.address} p-adr h-adr`} data-address>
            <span className="p-label">{row.address.trim()}</span>
            {located(row) && (
              <>
                <data className="p-latitude" value={row.latitude!} />
                <data className="p-longitude" value={row.longitude!} />
              </>
            )}
          </address>
          {located(row) && (
            <a
              className={styles.route}
              href={routeUrl(row.latitude!, row.longitude!)}
              aria-label={`Route planen: ${row.title || row.address.split('\n')[0]}`}
              data-route
            >
              Route planen
            </a>
          )}
        </li>
      ))}
    </ul>
  )
}

function placesJsonLd(rows: Row[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: rows.map((row, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Place',
        name: row.title || undefined,
        address: row.address.trim().replace(/\s*\n\s*/g, ', '),
        ...(located(row)
          ? { geo: { '@type': 'GeoCoordinates', latitude: row.latitude, longitude: row.longitude } }
          : {}),
      },
    })),
  }
}
