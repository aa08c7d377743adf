import L from 'leaflet'
import leafletCss from 'leaflet/dist/leaflet.css'

import { CUSTOM_INFOBOX_WIDTH, MARKER_SIZE } from './mapRules'

const STYLE_ID = 'leaflet-styles'

/** Leaflet's stylesheet, bundled into this chunk as text: no request of its own, only here. */
function addStyles() {
  if (document.getElementById(STYLE_ID)) return
  const style = document.createElement('style')
  style.id = STYLE_ID
  style.textContent = leafletCss
  document.head.append(style)
}

const text = (element: Element | null | undefined) => element?.textContent?.trim() ?? ''

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The info box: the owner's content, the address and the route link, copied from the list. */
function popupContent(place: HTMLElement, showAddress: boolean): HTMLElement {
  const box = document.createElement('div')
  const infobox = place.querySelector('[data-infobox]')
  const name = place.querySelector('.p-name')
  if (infobox) box.append(...Array.from(infobox.cloneNode(true).childNodes))
  else if (name) {
    const strong = document.createElement('p')
    strong.innerHTML = `<strong>${escapeHtml(text(name))}</strong>`
    box.append(strong)
  }
  if (showAddress) {
    const address = document.createElement('address')
    address.textContent = text(place.querySelector('.p-label'))
    box.append(address)
  }
  const route = place.querySelector('[data-route]')
  if (route) box.append(route.cloneNode(true))
  return box
}

type Options = { root: HTMLElement; gate: HTMLElement; places: HTMLElement; focus: boolean }

/**
 * The interactive map (Leaflet: raster tiles, no WebGL), in the box the preview held. Markers
 * are buttons in the tab order (Enter opens the info box, Escape closes it); scroll-wheel zoom
 * only when the owner enabled it; no animations when the owner switched them off or the visitor
 * asks for reduced motion.
 */
export function showMap({ root, gate, places, focus }: Options): () => void {
  addStyles()
  const data = root.dataset
  const animate =
    data.animations !== undefined && !window.matchMedia('(prefers-reduced-motion: reduce)').matches
  const custom = data.infoboxStyle === 'custom'
  const container = document.createElement('div')
  container.setAttribute(
    'aria-label',
    'Interaktive Karte; mit den Pfeiltasten verschieben, mit + und - zoomen',
  )
  container.setAttribute('role', 'application')
  gate.replaceWith(container)
  root.setAttribute('data-loaded', '')

  const map = L.map(container, {
    zoomControl: false,
    attributionControl: false,
    scrollWheelZoom: data.scrollwheel !== undefined,
    zoomAnimation: animate,
    fadeAnimation: animate,
    markerZoomAnimation: animate,
    inertia: animate,
  })
  L.control.zoom({ zoomInTitle: 'Vergrößern', zoomOutTitle: 'Verkleinern' }).addTo(map)
  L.control
    .attribution({ prefix: false })
    .addAttribution(escapeHtml(data.attribution ?? ''))
    .addTo(map)
  L.tileLayer(data.tiles!, { maxZoom: 19 }).addTo(map)

  const points: L.LatLngExpression[] = []
  for (const place of places.querySelectorAll<HTMLElement>('li[data-latitude]')) {
    const latLng: L.LatLngTuple = [Number(place.dataset.latitude), Number(place.dataset.longitude)]
    const title =
      text(place.querySelector('.p-name')) || text(place.querySelector('.p-label')).split('\n')[0]!
    const icon = L.icon({
      iconUrl: place.dataset.marker ?? data.marker!,
      iconSize: [MARKER_SIZE.width, MARKER_SIZE.height],
      iconAnchor: [Math.round(MARKER_SIZE.width / 2), MARKER_SIZE.height],
      popupAnchor: [0, -MARKER_SIZE.height + 4],
    })
    L.marker(latLng, { icon, title, alt: `Standort: ${title}`, keyboard: true, riseOnHover: true })
      .bindPopup(() => popupContent(place, data.showAddress !== undefined), {
        maxWidth: custom ? CUSTOM_INFOBOX_WIDTH : 300,
        minWidth: custom ? CUSTOM_INFOBOX_WIDTH : 50,
        autoPan: true,
      })
      .addTo(map)
    points.push(latLng)
  }
  if (points.length === 1) map.setView(points[0]!, Number(data.zoom) || 9, { animate: false })
  else map.fitBounds(L.latLngBounds(points), { padding: [60, 60], animate: false })

  // A marker opened by keyboard moves focus into its info box and back when it closes.
  let opener: HTMLElement | null = null
  map.on('popupopen', (event) => {
    const element = event.popup.getElement()
    const close = element?.querySelector<HTMLElement>('.leaflet-popup-close-button')
    close?.setAttribute('aria-label', 'Infofenster schließen')
    close?.setAttribute('title', 'Infofenster schließen')
    const active = document.activeElement
    if (active instanceof HTMLElement && active.classList.contains('leaflet-marker-icon')) {
      opener = active
      close?.focus()
    }
  })
  map.on('popupclose', () => {
    if (opener && (!document.activeElement || container.contains(document.activeElement)))
      opener.focus()
    opener = null
  })
  // Leaflet closes on Escape only while the map itself has focus, not the info box's button.
  container.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') map.closePopup()
  })
  if (focus) container.focus()
  return () => map.remove()
}
