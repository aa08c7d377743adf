import type { Metadata, Viewport } from 'next'
import type { CSSProperties, ReactNode } from 'react'

import { Footer } from '@/features/footer/Footer'
import { Header } from '@/features/navigation/Header'
import { hairSalonJsonLd, serializeJsonLd } from '@/features/site-settings/jsonLd'
import { readableOn, textSafe } from '@/lib/color'
import { BREAKPOINTS } from '@/lib/design-tokens'
import { env } from '@/lib/env'
import { absoluteMediaUrl } from '@/lib/media/sources'

import { getFooter, getHeader, getSiteSettings } from './_data/queries'
import { bodyFont, headingFont } from './fonts'
import './globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(env().serverUrl),
  formatDetection: { telephone: false },
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#6b3f5c' }

export default async function SiteLayout({ children }: { children: ReactNode }) {
  const [settings, header, footer] = await Promise.all([
    getSiteSettings(),
    getHeader(),
    getFooter(),
  ])
  const { serverUrl } = env()
  const primary = settings.primaryColor ?? '#6b3f5c'
  const brand = {
    '--color-primary': primary,
    '--color-on-primary': readableOn(primary),
    '--color-primary-text': textSafe(primary),
    '--color-accent': settings.accentColor ?? '#c9a26b',
    '--color-on-accent': readableOn(settings.accentColor ?? '#c9a26b'),
  } as CSSProperties
  const jsonLd = hairSalonJsonLd(settings, serverUrl, absoluteMediaUrl(settings.logo, serverUrl))
  return (
    <html lang="de" className={`${bodyFont.variable} ${headingFont.variable}`}>
      <body style={brand}>
        <a href="#inhalt" className="skip-link">
          Zum Inhalt springen
        </a>
        <Header
          header={header}
          businessName={settings.businessName}
          logo={settings.logo}
          breakpoint={settings.navBreakpoint ?? BREAKPOINTS.medium}
        />
        <main id="inhalt" tabIndex={-1}>
          {children}
        </main>
        <Footer footer={footer} settings={settings} />
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }}
        />
      </body>
    </html>
  )
}
