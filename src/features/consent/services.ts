/** The services a visitor can consent to (spec sections 2 and 4; issue 4). */
export const CONSENT_SERVICES = ['analytics', 'youtube', 'vimeo', 'maps'] as const
export type ConsentService = (typeof CONSENT_SERVICES)[number]
export type ConsentChoices = Record<ConsentService, boolean>

export const SERVICE_LABELS: Record<ConsentService, string> = {
  analytics: 'Statistik (Google Analytics)',
  youtube: 'YouTube-Videos',
  vimeo: 'Vimeo-Videos',
  maps: 'Karten',
}

export const noneChosen = (): ConsentChoices => ({
  analytics: false,
  youtube: false,
  vimeo: false,
  maps: false,
})

export const allChosen = (): ConsentChoices => ({
  analytics: true,
  youtube: true,
  vimeo: true,
  maps: true,
})
