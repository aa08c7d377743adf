import type { Metadata, Viewport } from 'next'
import type { CSSProperties, ReactNode } from 'react'

import { LoginBox } from '@/features/accounts'
import { AdminBar } from '@/features/admin-bar'
import { ConsentLayer } from '@/features/consent'
import { ConsentSettingsLink } from '@/features/consent'
import { privacyPathOf } from '@/features/consent'
import { Footer } from '@/features/footer'
import { Lightbox } from '@/features/lightbox'
import { Header } from '@/features/navigation'
import { ScrollToTop } from '@/features/page-effects'
import { CartDropdown } from '@/features/shop'
import { WithdrawLink } from '@/features/shop'
import { hairSalonJsonLd, serializeJsonLd } from '@/features/site-settings'
import { readableOn, textSafe } from '@/lib/color'
import { BREAKPOINTS } from '@/lib/design-tokens'
import { env } from '@/lib/env'
import { islandLoaderUrl } from '@/lib/islandAssets'
import { island } from '@/lib/islands'
import { absoluteMediaUrl } from '@/lib/media/sources'
import { WEB_FONTS_SCRIPT } from '@/lib/webFontsScript'

import { getConsentSettings, getFooter, getHeader, getSiteSettings } from './_data/queries'
import { bodyFont, headingFont } from './fonts'
import './globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(env().serverUrl),
  formatDetection: { telephone: false },
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#6b3f5c' }

export default async function SiteLayout({ children }: { children: ReactNode }) {
  const [settings, header, footer, consent] = await Promise.all([
    getSiteSettings(),
    getHeader(),
    getFooter(),
    getConsentSettings(),
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
      <body style={brand} data-animations={settings.entranceAnimations === false ? undefined : ''}>
        <script dangerouslySetInnerHTML={{ __html: WEB_FONTS_SCRIPT }} />
        <a href="#inhalt" className="skip-link">
          Zum Inhalt springen
        </a>
        <AdminBar />
        <Header
          header={header}
          businessName={settings.businessName}
          logo={settings.logo}
          breakpoint={settings.navBreakpoint ?? BREAKPOINTS.medium}
          settings={settings}
          tools={
            <>
              <LoginBox />
              <CartDropdown />
            </>
          }
        />
        <main id="inhalt" tabIndex={-1} {...island('page-effects', 'now')}>
          {children}
        </main>
        <Footer
          footer={footer}
          settings={settings}
          legalExtra={[<WithdrawLink key="withdraw" />, <ConsentSettingsLink key="consent" />]}
        />
        {settings.scrollToTop !== false && <ScrollToTop />}
        <ConsentLayer consent={consent} settings={settings} />
        <Lightbox settings={settings} privacyPath={privacyPathOf(consent)} />
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }}
        />
        {/* The only script of a public page: it loads the islands the page has (docs/islands.md).
            A module script is deferred by nature; `async` would let React hoist it into <head>,
            where it could run before the islands' markup is parsed. */}
        {/* eslint-disable-next-line @next/next/no-sync-scripts */}
        <script type="module" src={islandLoaderUrl()} />
      </body>
    </html>
  )
}
