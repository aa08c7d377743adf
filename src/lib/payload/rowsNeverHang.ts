import type { Config } from 'payload'

const ROWS_NEVER_HANG = '@/lib/payload/admin/RowsNeverHang.client#RowsNeverHang'

/**
 * A plugin, placed after every feature: every record's form, collection or global, asks the
 * server again for a new row that has waited too long (admin/RowsNeverHang.client.tsx).
 */
export function rowsNeverHang(config: Config): Config {
  return {
    ...config,
    collections: config.collections?.map((collection) => ({
      ...collection,
      admin: {
        ...collection.admin,
        components: {
          ...collection.admin?.components,
          edit: {
            ...collection.admin?.components?.edit,
            beforeDocumentControls: [
              ...(collection.admin?.components?.edit?.beforeDocumentControls ?? []),
              ROWS_NEVER_HANG,
            ],
          },
        },
      },
    })),
    globals: config.globals?.map((global) => ({
      ...global,
      admin: {
        ...global.admin,
        components: {
          ...global.admin?.components,
          elements: {
            ...global.admin?.components?.elements,
            beforeDocumentControls: [
              ...(global.admin?.components?.elements?.beforeDocumentControls ?? []),
              ROWS_NEVER_HANG,
            ],
          },
        },
      },
    })),
  }
}
