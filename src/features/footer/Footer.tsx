import type { ReactNode } from 'react'

import { hrefOf } from '@/lib/link'
import { SiteLink } from '@/lib/ui/SiteLink'
import type { Footer as FooterData, SiteSetting } from '@/payload-types'

import styles from './Footer.module.css'
import { SocialIcon } from './SocialIcon'

const PLATFORM_NAMES: Record<string, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  pinterest: 'Pinterest',
}

type Props = {
  footer: FooterData
  settings: SiteSetting
  /** Entries after the legal links that other features provide (e.g. the consent settings). */
  legalExtra?: ReactNode[]
}

export function Footer({ footer, settings, legalExtra }: Props) {
  const profiles = footer.showSocialLinks === false ? [] : (settings.socialProfiles ?? [])
  const [address] = settings.addresses ?? []
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.contact} aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {settings.businessName}
          </h2>
          {address && (
            <address className={styles.address}>
              {address.street}
              <br />
              {address.postalCode} {address.city}
              {settings.phone && (
                <>
                  <br />
                  <a href={`tel:${settings.phone.replace(/[^+\d]/g, '')}`}>{settings.phone}</a>
                </>
              )}
              {settings.email && (
                <>
                  <br />
                  <a href={`mailto:${settings.email}`}>{settings.email}</a>
                </>
              )}
            </address>
          )}
          {profiles.length > 0 && (
            <ul className={styles.social} aria-label="Soziale Netzwerke">
              {profiles.map((profile) => (
                <li key={profile.id}>
                  <a
                    href={profile.url}
                    rel="me noopener noreferrer"
                    target="_blank"
                    className={`${styles.socialLink} has-tooltip`}
                  >
                    <SocialIcon platform={profile.platform} />
                    <span className="tooltip-text" aria-hidden="true">
                      {PLATFORM_NAMES[profile.platform] ?? profile.platform}
                    </span>
                    <span className="visually-hidden">
                      {PLATFORM_NAMES[profile.platform] ?? profile.platform} (öffnet in neuem Tab)
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
        {(footer.columns ?? []).map((column) => (
          <nav key={column.id} className={styles.column} aria-label={column.heading}>
            <h2 className={styles.heading}>{column.heading}</h2>
            <ul>
              {(column.links ?? [])
                .filter((entry) => hrefOf(entry.link))
                .map((entry) => (
                  <li key={entry.id}>
                    <SiteLink link={entry.link} />
                  </li>
                ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={styles.bottom}>
        <nav aria-label="Rechtliches">
          <ul className={styles.legal}>
            {(footer.legalLinks ?? [])
              .filter((entry) => hrefOf(entry.link))
              .map((entry) => (
                <li key={entry.id}>
                  <SiteLink link={entry.link} />
                </li>
              ))}
            {legalExtra?.map((entry, index) => (
              <li key={`extra-${index}`}>{entry}</li>
            ))}
          </ul>
        </nav>
        {footer.note && <p className={styles.note}>{footer.note}</p>}
      </div>
    </footer>
  )
}
