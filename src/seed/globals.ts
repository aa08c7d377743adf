import { seedWriteContext, type SeedContext } from './seedContext'
import { settingsSeed } from './content'

// Globals are filled once and never overwritten once the owner has edited them.
const context = seedWriteContext

export async function seedSiteSettings({ payload, media, created }: SeedContext) {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  if (!settings.businessName) {
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { ...settingsSeed, logo: media.logo },
      context,
    })
    created.push('global site-settings')
  }
}

/** The header's menus, with the demo pages' anchors (`#_leistungen` style). */
export async function seedHeader({ payload, media, pageLink, urlLink, created }: SeedContext) {
  const header = await payload.findGlobal({ slug: 'header', depth: 0 })
  if (!header.mainMenu?.length) {
    await payload.updateGlobal({
      slug: 'header',
      context,
      data: {
        topMenu: [
          { link: urlLink('tel:+49301234567', 'Tel. 030 1234567') },
          { link: pageLink('/kontakt', 'Öffnungszeiten', 'oeffnungszeiten') },
        ],
        mainMenu: [
          { link: pageLink('/', 'Start'), kind: 'none' },
          {
            link: pageLink('/leistungen', 'Leistungen'),
            kind: 'dropdown',
            children: [
              { link: pageLink('/leistungen', 'Damen', 'damen') },
              { link: pageLink('/leistungen', 'Herren', 'herren') },
              { link: pageLink('/leistungen', 'Kinder', 'kinder') },
              { link: pageLink('/leistungen', 'Farbe & Strähnen', 'farbe') },
              { link: pageLink('/leistungen/brautfrisuren', 'Brautfrisuren') },
              { link: urlLink('/veranstaltungen', 'Veranstaltungen') },
            ],
          },
          {
            link: pageLink('/team', 'Salon'),
            kind: 'mega',
            columns: [
              {
                heading: 'Über uns',
                image: media.tools,
                links: [
                  { link: pageLink('/salon', 'Unser Salon') },
                  { link: pageLink('/team', 'Team') },
                  { link: pageLink('/galerie', 'Galerie') },
                  { link: urlLink('/portfolio', 'Portfolio') },
                  { link: urlLink('/aktuelles', 'Aktuelles') },
                ],
              },
              {
                heading: 'Besondere Anlässe',
                image: media.bridal,
                links: [
                  { link: pageLink('/leistungen/brautfrisuren', 'Brautfrisuren') },
                  { link: pageLink('/leistungen', 'Hochsteckfrisuren', 'pflege') },
                ],
              },
              {
                heading: 'Ihr Besuch',
                image: media.colour,
                links: [
                  { link: pageLink('/kontakt', 'Anfahrt', 'adressen') },
                  { link: pageLink('/kontakt', 'Öffnungszeiten', 'oeffnungszeiten') },
                ],
              },
            ],
          },
          { link: pageLink('/galerie', 'Galerie'), kind: 'none' },
          { link: urlLink('/shop', 'Shop'), kind: 'none' },
          { link: pageLink('/kontakt', 'Kontakt'), kind: 'none' },
          { link: urlLink('/termin', 'Termin buchen'), kind: 'none' },
        ],
      },
    })
    created.push('global header')
  }
}

export async function seedConsentSettings({ payload, created }: SeedContext) {
  const consent = await payload.findGlobal({ slug: 'consent-settings', depth: 0 })
  if (!consent.bannerText) {
    // Saved once so the owner finds the default wording in the admin, ready to adapt.
    await payload.updateGlobal({
      slug: 'consent-settings',
      data: { bannerHeading: 'Ihre Einwilligung' },
      context,
    })
    created.push('global consent-settings')
  }
}

export async function seedFooter({ payload, pageLink, urlLink, created }: SeedContext) {
  const footer = await payload.findGlobal({ slug: 'footer', depth: 0 })
  if (!footer.columns?.length) {
    await payload.updateGlobal({
      slug: 'footer',
      context,
      data: {
        columns: [
          {
            heading: 'Salon',
            links: [
              { link: pageLink('/leistungen', 'Leistungen & Preise') },
              { link: pageLink('/team', 'Team') },
              { link: pageLink('/galerie', 'Galerie') },
            ],
          },
          {
            heading: 'Service',
            links: [
              { link: pageLink('/kontakt', 'Kontakt & Anfahrt') },
              { link: pageLink('/leistungen/brautfrisuren', 'Brautfrisuren') },
              { link: urlLink('/veranstaltungen', 'Veranstaltungen') },
            ],
          },
        ],
        showSocialLinks: true,
        legalLinks: [
          { link: pageLink('/impressum', 'Impressum') },
          { link: pageLink('/datenschutz', 'Datenschutz') },
          { link: pageLink('/agb', 'AGB') },
          { link: pageLink('/widerrufsbelehrung', 'Widerrufsbelehrung') },
          { link: pageLink('/versand-und-zahlung', 'Versand & Zahlung') },
        ],
        note: '© 2026 Salon Lindenblüte · Ein fiktiver Demo-Salon',
      },
    })
    created.push('global footer')
  }
}
