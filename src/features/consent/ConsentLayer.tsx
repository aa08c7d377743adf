import { env } from '@/lib/env'
import { issueNonce } from '@/lib/nonce'
import type { ConsentSetting, SiteSetting } from '@/payload-types'

import { bannerPropsOf } from './bannerProps'
import { SHOW_BANNER_SCRIPT } from './bannerScript'
import { ConsentBanner } from './ConsentBanner'
import { CONSENT_NONCE_ACTION } from './consentLog.server'

/**
 * Everything of the consent feature a page carries at its end: the banner (with its nonce for the
 * consent log and the analytics it may start) and the inline script that shows it before the
 * first paint when no choice is stored. The layout's one entry into this feature.
 */
export function ConsentLayer({
  consent,
  settings,
}: {
  consent: ConsentSetting
  settings: SiteSetting
}) {
  const { payloadSecret, gaMeasurementId, gaScriptUrl } = env()
  return (
    <>
      <ConsentBanner
        {...bannerPropsOf(consent, settings, issueNonce(payloadSecret, CONSENT_NONCE_ACTION))}
        analytics={{
          measurementId: settings.analyticsMeasurementId || gaMeasurementId,
          scriptUrl: gaScriptUrl,
        }}
      />
      <script dangerouslySetInnerHTML={{ __html: SHOW_BANNER_SCRIPT }} />
    </>
  )
}
