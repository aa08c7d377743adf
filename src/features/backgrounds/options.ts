export const DIRECTIONS = [
  { label: 'Nach oben', value: 'up' },
  { label: 'Nach unten', value: 'down' },
  { label: 'Nach links', value: 'left' },
  { label: 'Nach rechts', value: 'right' },
  { label: 'Fest (steht still, Inhalt gleitet darüber)', value: 'fixed' },
  { label: 'Keine Bewegung', value: 'none' },
] as const

export const ALIGNMENTS = [
  'left top',
  'center top',
  'right top',
  'left center',
  'center center',
  'right center',
  'left bottom',
  'center bottom',
  'right bottom',
] as const

export const ALIGNMENT_LABELS: Record<(typeof ALIGNMENTS)[number], string> = {
  'left top': 'Oben links',
  'center top': 'Oben Mitte',
  'right top': 'Oben rechts',
  'left center': 'Mitte links',
  'center center': 'Mitte',
  'right center': 'Mitte rechts',
  'left bottom': 'Unten links',
  'center bottom': 'Unten Mitte',
  'right bottom': 'Unten rechts',
}

export const BLEND_MODES = [
  'normal',
  'multiply',
  'screen',
  'overlay',
  'darken',
  'lighten',
  'color-dodge',
  'color-burn',
  'hard-light',
  'soft-light',
  'difference',
  'exclusion',
  'hue',
  'saturation',
  'color',
  'luminosity',
] as const

/** The background video's aspect ratio W:H (spec default 16:9). */
export function parseAspectRatio(value: string | null | undefined): {
  width: number
  height: number
} {
  const match = /^\s*(\d{1,3})\s*:\s*(\d{1,3})\s*$/.exec(value ?? '')
  const width = Number(match?.[1])
  const height = Number(match?.[2])
  return width > 0 && height > 0 ? { width, height } : { width: 16, height: 9 }
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i
export const validColor = (value: unknown) =>
  value == null || value === '' || (typeof value === 'string' && HEX.test(value))
    ? true
    : 'Bitte eine Farbe als Hex-Wert angeben, z. B. #6b3f5c.'
export const colorOrUndefined = (value: string | null | undefined) =>
  value && HEX.test(value) ? value : undefined
