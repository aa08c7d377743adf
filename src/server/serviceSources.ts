import type { Env } from '@/lib/env'

import { originOf, type ServiceSources } from '@/lib/securityHeaders'

/** Google Analytics 4 sends its hits to these hosts (Google's CSP guide for GA4). */
const GA_COLLECTORS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
]

/**
 * The hosts each consent service loads from, as configured. The policy only permits them; the
 * islands load nothing from them before the visitor consented to that service.
 */
export function serviceSources({ gaScriptUrl, embeds, maps }: Env): ServiceSources[] {
  return [
    { script: [originOf(gaScriptUrl)], connect: GA_COLLECTORS, img: GA_COLLECTORS },
    { frame: [originOf(embeds.youtube)] },
    { frame: [originOf(embeds.vimeo)] },
    { img: [tileOrigin(maps.tileUrl)] },
  ]
}

/** A tile template's host; `{s}` (the subdomains a, b, c) becomes a wildcard. */
export const tileOrigin = (template: string) =>
  originOf(template.replace('{s}', 'tile-subdomain')).replace('tile-subdomain', '*')
