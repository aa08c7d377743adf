/** Relative luminance after WCAG 2.x, from a #rrggbb colour. */
export function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light! + 0.05) / (dark! + 0.05)
}

export const INK = '#1d1a1c'
export const PAPER = '#ffffff'

/**
 * The text colour to put on a brand colour the owner picked: whichever of ink and paper contrasts
 * more, so an unlucky choice in the admin cannot make buttons unreadable.
 */
export const readableOn = (background: string): string =>
  contrastRatio(background, INK) >= contrastRatio(background, PAPER) ? INK : PAPER

/**
 * A brand colour usable as text on white (4.5:1, WCAG AA): the colour itself, or darkened
 * step by step until it passes.
 */
export function textSafe(colour: string, background = PAPER): string {
  let current = colour
  for (let step = 0; step < 20 && contrastRatio(current, background) < 4.5; step++) {
    current = darken(current, 0.1)
  }
  return current
}

function darken(hex: string, amount: number): string {
  const channels = [1, 3, 5].map((i) =>
    Math.round(parseInt(hex.slice(i, i + 2), 16) * (1 - amount)),
  )
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`
}
