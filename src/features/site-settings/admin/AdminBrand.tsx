import type { Payload } from 'payload'

import { GLOBALS } from '@/contracts/slugs'

/** The salon's name from its settings; the admin is hers, not the CMS maker's. */
async function salonName(payload: Payload | undefined): Promise<string> {
  const settings = await payload
    ?.findGlobal({ slug: GLOBALS.siteSettings, depth: 0, overrideAccess: true })
    .catch(() => null)
  return settings?.businessName?.trim() || 'Salon'
}

/** A leaf in a circle, the site's mark, drawn here so no picture is fetched for it. */
function Mark({ size }: { size: number | string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="15" fill="#6b3f5c" />
      <path d="M16 6c5 4 6 12 0 20-6-8-5-16 0-20z" fill="#f7f1ee" />
      <path d="M16 9v15" stroke="#6b3f5c" strokeWidth="1.2" />
    </svg>
  )
}

/** On the login page: the mark and „<Salon> – Verwaltung“. */
export async function AdminLogo({ payload }: { payload?: Payload }) {
  const name = await salonName(payload)
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.75rem' }}>
      <Mark size={40} />
      <span style={{ fontSize: '1.5rem', fontWeight: 600 }}>{name} – Verwaltung</span>
    </span>
  )
}

/**
 * In the admin's navigation: the mark alone, named for screen readers. It fills Payload's home
 * slot (18 px, 16 on a phone); a fixed 28 px mark was cut to half a circle there.
 */
export async function AdminIcon({ payload }: { payload?: Payload }) {
  const name = await salonName(payload)
  return (
    <span
      role="img"
      aria-label={`${name} – Verwaltung`}
      style={{ display: 'inline-flex', width: '100%', height: '100%' }}
    >
      <Mark size="100%" />
    </span>
  )
}
