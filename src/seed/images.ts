import sharp from 'sharp'

/**
 * The demo's pictures are drawn here as SVG and encoded with sharp: nothing is downloaded and
 * nothing binary is kept in the repository. Each picture is abstract (hair-like waves, light,
 * colour) so it reads as "salon" without pretending to be a photo of real people.
 */

type Palette = [string, string, string]

export type ImageSpec = {
  key: string
  alt: string
  caption?: string
  width: number
  height: number
  palette: Palette
  motif: 'waves' | 'portrait' | 'tools' | 'logo' | 'bottle' | 'card'
}

/** A small deterministic generator, so the demo looks the same on every machine. */
function random(seed: string) {
  let state = [...seed].reduce((acc, char) => (acc * 31 + char.charCodeAt(0)) >>> 0, 2166136261)
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

function waves(spec: ImageSpec, rnd: () => number): string {
  const { width: w, height: h, palette } = spec
  const strands = Array.from({ length: 26 }, (_, i) => {
    const y = (h / 26) * i + rnd() * 40
    const amp = 60 + rnd() * 140
    const colour = palette[i % 3]
    const c1 = w * (0.2 + rnd() * 0.2)
    const c2 = w * (0.6 + rnd() * 0.2)
    return `<path d="M-50 ${y} C ${c1} ${y - amp}, ${c2} ${y + amp}, ${w + 50} ${y - amp / 3}" stroke="${colour}" stroke-width="${6 + rnd() * 22}" stroke-opacity="${0.25 + rnd() * 0.5}" fill="none" stroke-linecap="round"/>`
  }).join('')
  const glow = `<circle cx="${w * (0.6 + rnd() * 0.3)}" cy="${h * (0.2 + rnd() * 0.3)}" r="${h * 0.45}" fill="url(#glow)"/>`
  return `${glow}${strands}`
}

function portrait(spec: ImageSpec, rnd: () => number): string {
  const { width: w, height: h, palette } = spec
  const cx = w / 2
  const head = w * 0.2
  const hairVolume = head * (1.25 + rnd() * 0.5)
  const fall = h * (0.12 + rnd() * 0.22)
  return `
    <ellipse cx="${cx}" cy="${h * 0.42}" rx="${hairVolume}" ry="${hairVolume * 1.1 + fall / 3}" fill="${palette[1]}"/>
    <rect x="${cx - hairVolume}" y="${h * 0.42}" width="${hairVolume * 2}" height="${fall}" rx="${head * 0.6}" fill="${palette[1]}"/>
    <path d="M${cx - w * 0.36} ${h} C ${cx - w * 0.34} ${h * 0.72}, ${cx + w * 0.34} ${h * 0.72}, ${cx + w * 0.36} ${h} Z" fill="${palette[2]}"/>
    <rect x="${cx - head * 0.32}" y="${h * 0.52}" width="${head * 0.64}" height="${h * 0.14}" fill="#e9c9b4"/>
    <ellipse cx="${cx}" cy="${h * 0.43}" rx="${head}" ry="${head * 1.22}" fill="#f1d5c2"/>
    <path d="M${cx - head * 1.05} ${h * 0.4} C ${cx - head} ${h * 0.22}, ${cx + head} ${h * 0.2}, ${cx + head * 1.08} ${h * 0.42} C ${cx + head * 0.4} ${h * 0.3}, ${cx - head * 0.3} ${h * 0.34}, ${cx - head * 1.05} ${h * 0.4} Z" fill="${palette[1]}"/>`
}

function tools(spec: ImageSpec, rnd: () => number): string {
  const { width: w, height: h, palette } = spec
  const comb = Array.from(
    { length: 22 },
    (_, i) =>
      `<rect x="${w * 0.18 + i * 16}" y="${h * 0.58}" width="7" height="${h * 0.16}" rx="3" fill="${palette[2]}"/>`,
  ).join('')
  const angle = -20 + rnd() * 40
  return `
    <rect x="${w * 0.16}" y="${h * 0.52}" width="${22 * 16 + 10}" height="${h * 0.08}" rx="10" fill="${palette[2]}"/>${comb}
    <g transform="rotate(${angle} ${w * 0.68} ${h * 0.45})" fill="none" stroke="${palette[1]}" stroke-width="14">
      <circle cx="${w * 0.6}" cy="${h * 0.62}" r="${h * 0.08}"/>
      <circle cx="${w * 0.76}" cy="${h * 0.62}" r="${h * 0.08}"/>
      <path d="M${w * 0.63} ${h * 0.55} L ${w * 0.74} ${h * 0.18} M${w * 0.73} ${h * 0.55} L ${w * 0.62} ${h * 0.18}" stroke-linecap="round"/>
    </g>`
}

function logo(spec: ImageSpec): string {
  const { width: w, height: h, palette } = spec
  return `
    <circle cx="${h / 2}" cy="${h / 2}" r="${h * 0.42}" fill="${palette[0]}"/>
    <path d="M${h * 0.5} ${h * 0.78} C ${h * 0.2} ${h * 0.55}, ${h * 0.3} ${h * 0.25}, ${h * 0.5} ${h * 0.2} C ${h * 0.7} ${h * 0.25}, ${h * 0.8} ${h * 0.55}, ${h * 0.5} ${h * 0.78} Z" fill="${palette[2]}"/>
    <path d="M${h * 0.5} ${h * 0.74} L ${h * 0.5} ${h * 0.3}" stroke="${palette[0]}" stroke-width="${h * 0.03}"/>
    <circle cx="${w / 2}" cy="${h / 2}" r="${h * 0.46}" fill="none" stroke="${palette[1]}" stroke-width="${h * 0.03}"/>`
}

/** A product on a soft background: a bottle (shop products) or a gift card (vouchers). */
function product(spec: ImageSpec): string {
  const { width: w, height: h, palette } = spec
  if (spec.motif === 'card')
    return `<rect x="${w * 0.15}" y="${h * 0.28}" width="${w * 0.7}" height="${h * 0.44}" rx="${h * 0.04}" fill="${palette[1]}"/>
    <rect x="${w * 0.6}" y="${h * 0.28}" width="${w * 0.06}" height="${h * 0.44}" fill="${palette[2]}"/>
    <circle cx="${w * 0.63}" cy="${h * 0.4}" r="${h * 0.07}" fill="none" stroke="${palette[2]}" stroke-width="${h * 0.025}"/>
    <rect x="${w * 0.22}" y="${h * 0.58}" width="${w * 0.3}" height="${h * 0.03}" fill="${palette[0]}"/>`
  return `<circle cx="${w / 2}" cy="${h * 0.55}" r="${h * 0.36}" fill="url(#glow)"/>
    <rect x="${w * 0.44}" y="${h * 0.14}" width="${w * 0.12}" height="${h * 0.1}" rx="${h * 0.015}" fill="${palette[1]}"/>
    <rect x="${w * 0.34}" y="${h * 0.23}" width="${w * 0.32}" height="${h * 0.62}" rx="${h * 0.06}" fill="${palette[1]}"/>
    <rect x="${w * 0.38}" y="${h * 0.42}" width="${w * 0.24}" height="${h * 0.24}" rx="${h * 0.02}" fill="${palette[0]}"/>
    <rect x="${w * 0.42}" y="${h * 0.5}" width="${w * 0.16}" height="${h * 0.025}" fill="${palette[2]}"/>`
}

export function svgOf(spec: ImageSpec): string {
  const rnd = random(spec.key)
  const { width: w, height: h, palette } = spec
  const body =
    spec.motif === 'waves'
      ? waves(spec, rnd)
      : spec.motif === 'portrait'
        ? portrait(spec, rnd)
        : spec.motif === 'tools'
          ? tools(spec, rnd)
          : spec.motif === 'bottle' || spec.motif === 'card'
            ? product(spec)
            : logo(spec)
  const background =
    spec.motif === 'logo' ? '' : `<rect width="${w}" height="${h}" fill="url(#bg)"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    <defs>
      <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${palette[0]}"/><stop offset="1" stop-color="${palette[2]}"/>
      </linearGradient>
      <radialGradient id="glow"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
    </defs>${background}${body}</svg>`
}

/** A JPEG (or PNG for the transparent logo) of the picture. */
export async function renderImage(
  spec: ImageSpec,
): Promise<{ data: Buffer; mimetype: string; name: string }> {
  const image = sharp(Buffer.from(svgOf(spec)))
  if (spec.motif === 'logo') {
    return { data: await image.png().toBuffer(), mimetype: 'image/png', name: `${spec.key}.png` }
  }
  return {
    data: await image.jpeg({ quality: 82, mozjpeg: true }).toBuffer(),
    mimetype: 'image/jpeg',
    name: `${spec.key}.jpg`,
  }
}
