/**
 * The consent services an embed can wait for. The names are the consent feature's service ids
 * (the contract of contracts/consentEvents.ts); src/test/featureContracts.test.ts keeps them in step.
 */
export const EMBED_SERVICES = ['youtube', 'vimeo', 'maps'] as const
export type EmbedService = (typeof EMBED_SERVICES)[number]

export const EMBED_SERVICE_LABELS: Record<EmbedService, string> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  maps: 'Karten',
}
