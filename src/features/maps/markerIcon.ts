import { MARKER_SIZE } from './mapRules'

/**
 * The default marker: a pin in the site's colour, 37 × 55 (spec), drawn the same on the preview
 * picture (rasterised on the server) and on the interactive map (as a data: address, so it costs
 * no request).
 */
export function defaultMarkerSvg(colour: string) {
  const fill = /^#[0-9a-f]{6}$/i.test(colour) ? colour : '#6b3f5c'
  const { width, height } = MARKER_SIZE
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 37 55">` +
    `<path d="M18.5 1.5C9.1 1.5 1.5 9.1 1.5 18.5c0 12.7 17 34.5 17 34.5s17-21.8 17-34.5C35.5 9.1 27.9 1.5 18.5 1.5z" fill="${fill}" stroke="#fff" stroke-width="2"/>` +
    `<circle cx="18.5" cy="18.5" r="6.5" fill="#fff"/></svg>`
  )
}

export const defaultMarkerUrl = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(defaultMarkerSvg(colour))}`
