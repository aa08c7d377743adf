/**
 * The RowLabel component of an array field, labelled by its rows' content (ContentRowLabel):
 * `rowLabel(['name', 'priceCents'], 'Leistung ohne Namen', 'bitte Namen eintragen …')`.
 */
export const rowLabel = (show: string[], empty: string, emptyHint?: string) => ({
  path: '@/lib/ui/admin/ContentRowLabel.client#ContentRowLabel',
  clientProps: { show, empty, ...(emptyHint ? { emptyHint } : {}) },
})

/** The RowLabel of a menu's array of links: the link's text, and a warning for an offline page. */
export const linkRowLabel = (empty: string) => ({
  path: '@/lib/ui/admin/LinkRowLabel.client#LinkRowLabel',
  clientProps: { empty },
})
