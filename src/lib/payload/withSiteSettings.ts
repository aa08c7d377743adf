import type { Config, Field, GlobalConfig } from 'payload'

/** The tabs of the owner's „Website-Einstellungen“; features add their fields to one of them. */
export type SiteSettingsTab = 'Unternehmen' | 'Öffnungszeiten' | 'Gestaltung' | 'Datenschutz'

/** Where a feature's fields go in their tab: after what is there, or before it (a notice). */
export type TabPlace = 'end' | 'start'

/** The global with `fields` added to the tab labelled `tab`; the original stays untouched. */
function addToTab(
  global: GlobalConfig,
  tab: SiteSettingsTab,
  fields: Field[],
  place: TabPlace,
): GlobalConfig {
  let found = false
  const withFields = global.fields.map((field): Field => {
    if (field.type !== 'tabs') return field
    return {
      ...field,
      tabs: field.tabs.map((candidate) => {
        if (candidate.label !== tab) return candidate
        found = true
        return {
          ...candidate,
          fields:
            place === 'start' ? [...fields, ...candidate.fields] : [...candidate.fields, ...fields],
        }
      }),
    }
  })
  if (!found) throw new Error(`withSiteSettings: site-settings has no tab "${tab}"`)
  return { ...global, fields: withFields }
}

/**
 * A feature's own settings in „Website-Einstellungen“ (the `site-settings` global): its fields
 * are appended to a tab (or put before its fields, `place: 'start'`), so they live in the
 * feature's folder and still appear to the owner on one page. Fields keep the order in which the
 * features are composed.
 */
export const withSiteSettings =
  (tab: SiteSettingsTab, fields: Field[], place: TabPlace = 'end'): ((config: Config) => Config) =>
  (config: Config): Config => {
    if (!config.globals?.some((global) => global.slug === 'site-settings'))
      throw new Error('withSiteSettings: add the site-settings feature first')
    return {
      ...config,
      globals: config.globals.map((global) =>
        global.slug === 'site-settings' ? addToTab(global, tab, fields, place) : global,
      ),
    }
  }
