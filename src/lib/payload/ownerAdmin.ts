import type { Config } from 'payload'

const SIDE_MENU = [
  '@/lib/payload/admin/SideMenuOpen.client#SideMenuOpen',
  '@/lib/payload/admin/MenuToggleLabel.client#MenuToggleLabel',
]
const MARKUP_MENDS = '@/lib/payload/admin/AdminMarkupMends.client#AdminMarkupMends'

/**
 * A plugin, placed after every feature: the admin as the owner needs it. No „API“ tab on edit
 * pages (a raw JSON view she has no use for; developers read the REST API itself), the side menu
 * open wherever it fits beside the page, its toggle named in German word order, and the faults
 * of Payload's markup an owner meets mended (admin/AdminMarkupMends.client.tsx).
 */
export function ownerAdmin(config: Config): Config {
  return {
    ...config,
    collections: config.collections?.map((collection) => ({
      ...collection,
      admin: { ...collection.admin, hideAPIURL: true },
    })),
    globals: config.globals?.map((global) => ({
      ...global,
      admin: { ...global.admin, hideAPIURL: true },
    })),
    admin: {
      ...config.admin,
      components: {
        ...config.admin?.components,
        afterNavLinks: [...(config.admin?.components?.afterNavLinks ?? []), ...SIDE_MENU],
        providers: [...(config.admin?.components?.providers ?? []), MARKUP_MENDS],
      },
    },
  }
}
