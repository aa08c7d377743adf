'use client'

import { useFormModified } from '@payloadcms/ui'
import { useRef, useState } from 'react'

/** The desktop widths the owner's menu is checked at: a small laptop and a common desktop. */
const WIDTHS = [1280, 1440] as const

type Fit = { width: number; rows: number; entries: number }

/** How many lines the expanded main menu takes in the page as it is drawn at this width. */
function rowsOf(frame: HTMLIFrameElement): Fit | null {
  const items = frame.contentDocument?.querySelectorAll<HTMLElement>('#main-menu > li')
  const header = frame.contentDocument?.getElementById('site-header')
  if (!items || !header || header.getAttribute('data-mode') === 'collapsed') return null
  const tops = new Set([...items].map((item) => Math.round(item.getBoundingClientRect().top)))
  return { width: frame.clientWidth, rows: tops.size, entries: items.length }
}

/**
 * Above the main menu in „Kopfbereich“: whether the saved entries fit the header in one line at
 * 1280 and 1440 px. Measured, not guessed: the start page is drawn in hidden frames of those
 * widths with the site's own fonts and styles. Too many entries are never hidden (the menu
 * wraps onto another line); this tells the owner when that happens.
 */
export function MenuFit() {
  const modified = useFormModified()
  const frames = useRef<Array<HTMLIFrameElement | null>>([])
  const [fits, setFits] = useState<Array<Fit | null | undefined>>([])
  // While she edits, the frames are gone; after saving they load the saved menu afresh.

  const measure = (index: number) => {
    const frame = frames.current[index]
    if (!frame) return
    // Fonts decide the widths: measured once the page's fonts are in.
    void frame.contentDocument?.fonts.ready.then(() =>
      setFits((previous) => {
        const next = [...previous]
        next[index] = rowsOf(frame)
        return next
      }),
    )
  }

  // `null`: the mobile menu at that width (the owner's breakpoint lies above it).
  const measured = WIDTHS.every((_, index) => fits[index] !== undefined)
  const expanded = fits.filter((fit): fit is Fit => Boolean(fit))
  const wrapped = expanded.filter((fit) => fit.rows > 1)
  const state = !measured ? 'pending' : wrapped.length ? 'wraps' : 'fits'
  return (
    <div className="field-type" style={{ marginBottom: '1.5rem' }}>
      <p role="status" data-menu-fit={modified ? 'pending' : state}>
        {modified
          ? 'Nach dem Speichern prüfen wir hier, ob das Hauptmenü auf großen Bildschirmen in eine Zeile passt.'
          : state === 'pending'
            ? 'Prüfe, ob das Hauptmenü auf großen Bildschirmen in eine Zeile passt …'
            : wrapped.length
              ? `Das Hauptmenü passt bei ${wrapped.map((fit) => `${fit.width} px`).join(' und ')} Breite nicht in eine Zeile (${wrapped[0]!.entries} Menüpunkte) und wird dort ${wrapped[0]!.rows}-zeilig angezeigt. Alle Punkte bleiben erreichbar; kürzere Beschriftungen oder ein Untermenü halten den Kopfbereich schlank.`
              : expanded.length
                ? `Das Hauptmenü passt bei ${expanded.map((fit) => `${fit.width} px`).join(' und ')} Breite in eine Zeile.`
                : 'Bei 1280 px und 1440 px Breite zeigt die Website das mobile Menü (Menü-Umbruchbreite in den Website-Einstellungen).'}
      </p>
      {modified
        ? null
        : WIDTHS.map((width, index) => (
            <iframe
              key={width}
              ref={(element) => {
                frames.current[index] = element
                if (!element) return
                // The admin is rendered on the server: a frame may have loaded before React
                // attached its handlers, and then no `load` event would ever reach an onLoad.
                const loaded = element.contentDocument
                if (loaded?.readyState === 'complete' && loaded.URL !== 'about:blank')
                  measure(index)
                else element.addEventListener('load', () => measure(index), { once: true })
              }}
              src="/"
              title={`Startseite, ${width} px breit (nur zur Messung)`}
              aria-hidden="true"
              tabIndex={-1}
              style={{
                border: 0,
                height: 300,
                left: -10_000,
                pointerEvents: 'none',
                position: 'absolute',
                top: 0,
                visibility: 'hidden',
                width,
              }}
            />
          ))}
    </div>
  )
}
