import type { ConsentSetting, SiteSetting } from '@/payload-types'

import type { ConsentBannerProps } from './ConsentBanner'
import { DEFAULT_BANNER_TEXT } from './collections/consentSettings'
import { CONSENT_SERVICES, SERVICE_LABELS } from './services'

/** The privacy page the owner named in the consent settings (docs/contracts.md: /datenschutz). */
export const privacyPathOf = (consent: Pick<ConsentSetting, 'privacyPath'>) =>
  consent.privacyPath || '/datenschutz'

/** The banner's props from the two settings documents; only services switched on are asked. */
export function bannerPropsOf(
  consent: ConsentSetting,
  site: Pick<SiteSetting, 'consentAcceptDays' | 'consentRefuseDays'>,
  nonce: string,
): ConsentBannerProps {
  const services = CONSENT_SERVICES.filter(
    (service) => consent.services?.[service]?.enabled !== false,
  ).map((service) => ({
    id: service,
    label: SERVICE_LABELS[service],
    description: consent.services?.[service]?.description ?? '',
  }))
  return {
    revision: consent.revision ?? 1,
    heading: consent.bannerHeading ?? 'Ihre Einwilligung',
    text: consent.bannerText || DEFAULT_BANNER_TEXT,
    privacyPath: privacyPathOf(consent),
    imprintPath: consent.imprintPath ?? '/impressum',
    services,
    acceptDays: site.consentAcceptDays ?? 365,
    refuseDays: site.consentRefuseDays ?? 180,
    nonce,
    floatingRevoke: Boolean(consent.floatingRevoke),
    acceptOnScroll: Boolean(consent.acceptOnScroll),
    scrollOffset: consent.scrollOffset ?? 300,
    acceptOnOutsideClick: Boolean(consent.acceptOnOutsideClick),
  }
}
